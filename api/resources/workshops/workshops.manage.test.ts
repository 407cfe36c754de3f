/**
 * /api/v1/workshops, managing (docs/decisions/0072-workshops.md): centre staff create, edit and cancel their centre's
 * workshops (admins any centre's of the tenant); a volunteer creating one is a 403 before the body, bad fields a 422
 * with pointers and message keys; another tenant's or centre's workshop is a 404.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { localToUtc } from "../../../contract/activity-time";
import { users, workshops } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, sessionFor } from "../../../tests/setup/auth";
import { ADMIN, CSU, day, ORG_SU, pointers, ROERMOND_ADMIN, VOLUNTEER, valid, workshopRequests } from "./workshops.test-helpers";

vi.setConfig({ testTimeout: 60_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());
const { send, create, newVolunteer, signUpAs } = workshopRequests(() => h);

describe("managing workshops", () => {
  it("a centre superuser creates one for their centre, in Amsterdam time", async () => {
    const made = await create(valid());
    expect(made.status).toBe(201);
    expect(made.body.data.attributes).toMatchObject({
      title: "EHBO voor vrijwilligers",
      title_en: "First aid for volunteers",
      date: day(14),
      start_time: "19:00",
      end_time: "21:30",
      capacity: 2,
      places_left: 2,
      volunteer_center_id: 1,
      manageable: true,
      signups: [],
    });
    const [row] = await h.db
      .select()
      .from(workshops)
      .where(eq(workshops.id, Number(made.body.data.id)));
    expect(row.startsAt).toBe(localToUtc(day(14), "19:00"));
    expect(row.startsAt.endsWith("Z")).toBe(true);
  });

  it("refuses a volunteer (403) and the signed out (401) before reading the body", async () => {
    expect((await create({ title: "" }, VOLUNTEER)).status).toBe(403);
    expect((await create({ title: "" }, ORG_SU)).status).toBe(403);
    expect((await send("POST", "/api/v1/workshops", null, { title: "" })).status).toBe(401);
  });

  it("answers 422 with a pointer per bad field, with message keys", async () => {
    const bad = await create(valid({ title: "  ", capacity: 0, place: "" }));
    expect(bad.status).toBe(422);
    expect(pointers(bad.body)).toMatchObject({
      "/data/attributes/title": "too_small",
      "/data/attributes/capacity": "too_small",
      "/data/attributes/place": "too_small",
    });
    const nan = await create(valid({ capacity: "veel" }));
    expect(pointers(nan.body)).toEqual({ "/data/attributes/capacity": "invalid_type" });
    const reversed = await create(valid({ start_time: "20:00", end_time: "19:00" }));
    expect(reversed.status).toBe(422);
    expect(pointers(reversed.body)).toEqual({ "/data/attributes/end_time": "end_before_start" });
    expect(reversed.body.errors[0].meta.message).toBe("activities:errors.endBeforeStart");
    const badDate = await create(valid({ date: "2026-02-30", start_time: "25:00" }));
    expect(Object.keys(pointers(badDate.body)).sort()).toEqual(["/data/attributes/date", "/data/attributes/start_time"]);
    const past = await create(valid({ date: day(-1) }));
    expect(past.status).toBe(422);
    expect(pointers(past.body)).toEqual({ "/data/attributes/date": "in_the_past" });
  });

  it("keeps a centre superuser to their centre; an admin names one of the tenant's centres", async () => {
    const elsewhere = await create(valid({ volunteer_center_id: 999 }), ADMIN);
    expect(elsewhere.status).toBe(422);
    expect(pointers(elsewhere.body)).toEqual({ "/data/attributes/volunteer_center_id": "unknown_center" });
    const roermondCentre = await h.db.all<{ id: number }>(sql`select id from volunteer_centers where tenant_id = 'roermond'`);
    const foreign = await create(valid({ volunteer_center_id: roermondCentre[0].id }), ADMIN);
    expect(pointers(foreign.body)).toEqual({ "/data/attributes/volunteer_center_id": "unknown_center" });
    expect((await create(valid(), ADMIN)).status).toBe(201);
  });

  it("another tenant's workshop is a 404 to read, edit, cancel or sign up for", async () => {
    const made = await create(valid());
    const id = made.body.data.id;
    expect((await send("GET", `/api/v1/workshops/${id}`, ROERMOND_ADMIN, undefined, "roermond")).status).toBe(404);
    expect((await send("PATCH", `/api/v1/workshops/${id}`, ROERMOND_ADMIN, { title: "" }, "roermond")).status).toBe(404);
    expect((await send("DELETE", `/api/v1/workshops/${id}`, ROERMOND_ADMIN, undefined, "roermond")).status).toBe(404);
    const list = await send("GET", "/api/v1/workshops?filter[manageable]=true", ROERMOND_ADMIN, undefined, "roermond");
    expect(list.body.data.map((w: { id: string }) => w.id)).not.toContain(id);
    expect((await send("PATCH", `/api/v1/workshops/${id}`, VOLUNTEER, { title: "" })).status).toBe(403);
    expect((await send("GET", "/api/v1/workshops/99999", VOLUNTEER)).status).toBe(404);
  });

  it("another centre's workshop: a 404 for its volunteers and staff, listed for its own (public's centre 6)", async () => {
    const made = await send("POST", "/api/v1/workshops", "admin@public.example.org", valid({ volunteer_center_id: 6 }), "public");
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const ownCentre = await sessionFor(h, "volunteer+center6@public.example.org", { tenant: "public" });
    const own = await h.json("/api/v1/workshops", { tenant: "public", headers: ownCentre });
    expect(own.body.data.map((w: { id: string }) => w.id)).toContain(id);
    for (const email of ["volunteer@public.example.org", "center_superuser@public.example.org"]) {
      const headers = await sessionFor(h, email, { tenant: "public" });
      const [me] = await h.db.select().from(users).where(eq(users.email, email));
      expect(me.volunteerCenterId, email).not.toBe(6);
      expect((await h.json(`/api/v1/workshops/${id}`, { tenant: "public", headers })).status, email).toBe(404);
      const list = await h.json("/api/v1/workshops", { tenant: "public", headers });
      expect(
        list.body.data.map((w: { id: string }) => w.id),
        email,
      ).not.toContain(id);
    }
    const foreignCentre = await send(
      "POST",
      "/api/v1/workshops",
      "center_superuser@public.example.org",
      valid({ volunteer_center_id: 6 }),
      "public",
    );
    expect(foreignCentre.status).toBe(403);
  });

  it("edits the whole workshop; more places move the queue up", async () => {
    const id = (await create(valid({ capacity: 1 }))).body.data.id;
    const a = await newVolunteer();
    const b = await newVolunteer();
    expect((await signUpAs(id, a.headers)).body.data.attributes.my_signup).toEqual({ status: "confirmed", position: null });
    expect((await signUpAs(id, b.headers)).body.data.attributes.my_signup).toEqual({ status: "waitlisted", position: 1 });
    const edited = await send(
      "PATCH",
      `/api/v1/workshops/${id}`,
      CSU,
      valid({ title: "EHBO", capacity: 2, volunteer_center_id: 1 }),
    );
    // The centre is not editable: an unknown field is refused.
    expect(edited.status).toBe(422);
    const ok = await send("PATCH", `/api/v1/workshops/${id}`, CSU, valid({ title: "EHBO", capacity: 2 }));
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes).toMatchObject({ title: "EHBO", confirmed_count: 2, waitlist_count: 0 });
  });

  it("a cancelled workshop leaves the volunteers' list and takes no sign-ups", async () => {
    const id = (await create(valid())).body.data.id;
    expect((await send("DELETE", `/api/v1/workshops/${id}`, CSU)).status).toBe(204);
    const list = await send("GET", "/api/v1/workshops", VOLUNTEER);
    expect(list.body.data.map((w: { id: string }) => w.id)).not.toContain(id);
    expect((await signUpAs(id, await as(h, VOLUNTEER))).status).toBe(404);
    const managed = await send("GET", "/api/v1/workshops?filter[manageable]=true", CSU);
    expect(managed.body.data.find((w: { id: string }) => w.id === id).attributes.cancelled).toBe(true);
  });
});
