/**
 * /api/v1/workshops (docs/decisions/0072-workshops.md): centre staff manage their centre's workshops (admins every
 * centre's); volunteers and students of the centre sign up with the applications' place rule — parallel sign-ups
 * beyond capacity are waitlisted in order and never overfill, a withdrawal promotes the first in the queue, a
 * withdrawn person comes back at the end; another tenant's or centre's workshop is a 404, a volunteer creating one a
 * 403 before the body, bad fields a 422 with pointers, a workshop begun a 422.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { localToUtc } from "../../../contract/activity-time";
import { amsterdamToday } from "../../../contract/dates";
import { userRoles, users, workshops } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, sessionFor } from "../../../tests/setup/auth";

vi.setConfig({ testTimeout: 60_000 });

const ADMIN = "admin@oldebroek.example.org";
const CSU = "center_superuser@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";
const STUDENT = "student@oldebroek.example.org";
const ORG_SU = "organization_superuser@oldebroek.example.org";
const ROERMOND_ADMIN = "admin@roermond.example.org";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

/** A day `days` from today (Amsterdam). */
function day(days: number): string {
  const d = new Date(`${amsterdamToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const valid = (over: Record<string, unknown> = {}) => ({
  title: "EHBO voor vrijwilligers",
  title_en: "First aid for volunteers",
  description: "Een avond oefenen.",
  date: day(14),
  start_time: "19:00",
  end_time: "21:30",
  place: "Dorpshuis, Oldebroek",
  capacity: 2,
  ...over,
});

async function send(method: string, path: string, email: string | null, attributes?: Record<string, unknown>, tenant?: string) {
  if (method === "DELETE") {
    const response = await h.call(path, { method, tenant, headers: email ? await as(h, email) : {} });
    return { status: response.status, body: null as never };
  }
  return h.json(path, {
    method,
    tenant,
    headers: email ? await as(h, email) : {},
    body: attributes === undefined ? undefined : { data: { type: "workshops", attributes } },
  });
}
const create = (attributes: Record<string, unknown>, email = CSU) => send("POST", "/api/v1/workshops", email, attributes);
const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  Object.fromEntries(body.errors.map((e) => [e.source?.pointer, e.code]));

let volunteers = 0;
/** A new active volunteer of the oldebroek centre, signed in. */
async function newVolunteer() {
  volunteers += 1;
  const [u] = await h.db
    .insert(users)
    .values({
      tenantId: "oldebroek",
      volunteerCenterId: 1,
      email: `workshop-${volunteers}@example.org`,
      firstName: "Vrijwilliger",
      lastName: String(volunteers),
      status: "active",
      confirmedAt: new Date().toISOString(),
    })
    .returning();
  await h.db.insert(userRoles).values({ tenantId: "oldebroek", userId: u.id, role: "volunteer" });
  return { id: u.id, headers: await sessionFor(h, u.email, { tenant: "oldebroek" }) };
}
const promotedNotices = (userId: number) =>
  h.db.all<{ link: string; params: string }>(
    sql`select link, params from notifications where user_id = ${userId} and kind = 'workshop_promoted'`,
  );
const signUpAs = (id: string, headers: Record<string, string>, method = "POST") =>
  h.json(`/api/v1/workshops/${id}/signup`, { method, headers });

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

describe("signing up", () => {
  it("parallel sign-ups beyond capacity: 2 confirmed, 3 waitlisted in order, never overfilled", async () => {
    const id = (await create(valid({ capacity: 2 }))).body.data.id;
    const people = await Promise.all(Array.from({ length: 5 }, () => newVolunteer()));
    const answers = await Promise.all(people.map((p) => signUpAs(id, p.headers)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const statuses = answers.map((a) => a.body.data.attributes.my_signup.status);
    expect(statuses.filter((s) => s === "confirmed")).toHaveLength(2);
    expect(statuses.filter((s) => s === "waitlisted")).toHaveLength(3);
    const shown = await send("GET", `/api/v1/workshops/${id}`, CSU);
    expect(shown.body.data.attributes).toMatchObject({ confirmed_count: 2, waitlist_count: 3, places_left: 0 });
    const queue = shown.body.data.attributes.signups.filter((s: { status: string }) => s.status === "waitlisted");
    expect(queue.map((s: { position: number }) => s.position)).toEqual([1, 2, 3]);
    const positions = answers
      .map((a) => a.body.data.attributes.my_signup.position)
      .filter((p): p is number => p !== null)
      .sort();
    expect(positions).toEqual([1, 2, 3]);
  });

  it("while anyone waits a newcomer joins the end of the queue, even with a place free (the queue comes first)", async () => {
    const id = (await create(valid({ capacity: 2 }))).body.data.id;
    const [first, waiting, newcomer] = [await newVolunteer(), await newVolunteer(), await newVolunteer()];
    await signUpAs(id, first.headers);
    // A place free while someone waits (a state the promotion repairs): written directly.
    const at = new Date().toISOString();
    await h.db.run(sql`insert into workshop_signups (tenant_id, workshop_id, user_id, status, queued_at)
      values ('oldebroek', ${Number(id)}, ${waiting.id}, 'waitlisted', ${at})`);
    const answer = await signUpAs(id, newcomer.headers);
    expect(answer.body.data.attributes.my_signup).toEqual({ status: "waitlisted", position: 2 });
    expect(answer.body.data.attributes.confirmed_count).toBe(1);
  });

  it("a second sign-up by the same person is the same one sign-up; parallel doubles write one row", async () => {
    const id = (await create(valid({ capacity: 5 }))).body.data.id;
    const p = await newVolunteer();
    const answers = await Promise.all([signUpAs(id, p.headers), signUpAs(id, p.headers), signUpAs(id, p.headers)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const rows = await h.db.all(sql`select id from workshop_signups where workshop_id = ${Number(id)} and user_id = ${p.id}`);
    expect(rows).toHaveLength(1);
    const again = await signUpAs(id, p.headers);
    expect(again.status).toBe(200);
    expect(again.body.data.attributes).toMatchObject({ confirmed_count: 1, my_signup: { status: "confirmed" } });
  });

  it("a withdrawal promotes the first in the queue; the withdrawn one comes back at the end", async () => {
    const id = (await create(valid({ capacity: 1 }))).body.data.id;
    const [a, b, c] = [await newVolunteer(), await newVolunteer(), await newVolunteer()];
    await signUpAs(id, a.headers);
    await signUpAs(id, b.headers);
    await signUpAs(id, c.headers);
    const out = await signUpAs(id, a.headers, "DELETE");
    expect(out.status).toBe(200);
    expect(out.body.data.attributes).toMatchObject({ my_signup: null, confirmed_count: 1, waitlist_count: 1 });
    expect((await send("GET", `/api/v1/workshops/${id}`, VOLUNTEER)).status).toBe(200);
    const bView = await h.json(`/api/v1/workshops/${id}`, { headers: b.headers });
    expect(bView.body.data.attributes.my_signup).toEqual({ status: "confirmed", position: null });
    // The promoted volunteer is told in the app (ADR 0065), once; nobody else.
    expect(await promotedNotices(b.id)).toEqual([{ link: "/workshops", params: '{"workshop":"EHBO voor vrijwilligers"}' }]);
    expect(await promotedNotices(a.id)).toEqual([]);
    expect(await promotedNotices(c.id)).toEqual([]);
    const back = await signUpAs(id, a.headers);
    expect(back.status).toBe(201);
    expect(back.body.data.attributes.my_signup).toEqual({ status: "waitlisted", position: 2 });
    // Withdrawing twice is the same answer.
    expect((await signUpAs(id, c.headers, "DELETE")).status).toBe(200);
    expect((await signUpAs(id, c.headers, "DELETE")).body.data.attributes.my_signup).toBeNull();
  });

  it("parallel withdrawals promote each freed place to the next in line, never more than the capacity", async () => {
    const id = (await create(valid({ capacity: 2 }))).body.data.id;
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await newVolunteer());
    for (const p of people) await signUpAs(id, p.headers);
    await Promise.all([signUpAs(id, people[0].headers, "DELETE"), signUpAs(id, people[1].headers, "DELETE")]);
    const shown = await send("GET", `/api/v1/workshops/${id}`, CSU);
    expect(shown.body.data.attributes).toMatchObject({ confirmed_count: 2, waitlist_count: 1 });
    const confirmed = shown.body.data.attributes.signups
      .filter((s: { status: string }) => s.status === "confirmed")
      .map((s: { email: string }) => s.email);
    expect(confirmed.sort()).toEqual([`workshop-${volunteers - 2}@example.org`, `workshop-${volunteers - 1}@example.org`]);
    expect(await promotedNotices(people[2].id)).toHaveLength(1);
    expect(await promotedNotices(people[3].id)).toHaveLength(1);
    expect(await promotedNotices(people[4].id)).toEqual([]);
  });

  it("a workshop that has begun is a 422; another centre's or staff's sign-up refused", async () => {
    const id = (await create(valid())).body.data.id;
    await h.db
      .update(workshops)
      .set({ startsAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(workshops.id, Number(id)));
    const late = await signUpAs(id, await as(h, STUDENT));
    expect(late.status).toBe(422);
    expect(late.body.errors[0]).toMatchObject({ code: "workshop_closed", source: { pointer: "/data" } });
    expect(late.body.errors[0].meta.message).toBe("workshops:errors.closed");
    const open = (await create(valid())).body.data.id;
    expect((await signUpAs(open, await as(h, CSU))).status).toBe(403);
    expect((await signUpAs(open, await as(h, ORG_SU))).status).toBe(403);
    // Roermond's volunteer reaches oldebroek's workshop as nothing at all.
    const roermond = await sessionFor(h, "volunteer@roermond.example.org");
    const foreign = await h.json(`/api/v1/workshops/${open}/signup`, { method: "POST", tenant: "roermond", headers: roermond });
    expect(foreign.status).toBe(404);
  });

  it("lists the upcoming workshops of the own centre, soonest first, own sign-ups marked", async () => {
    const soon = (await create(valid({ date: day(2), title: "Binnenkort" }))).body.data.id;
    await signUpAs(soon, await as(h, VOLUNTEER));
    const list = await send("GET", "/api/v1/workshops", VOLUNTEER);
    expect(list.status).toBe(200);
    const starts = list.body.data.map((w: { attributes: { starts_at: string } }) => w.attributes.starts_at);
    expect([...starts].sort()).toEqual(starts);
    const mine = list.body.data.find((w: { id: string }) => w.id === soon);
    expect(mine.attributes).toMatchObject({ my_signup: { status: "confirmed" }, manageable: false });
    expect(mine.attributes.signups).toBeUndefined();
    const bad = await send("GET", "/api/v1/workshops?filter[period]=someday", VOLUNTEER);
    expect(bad.status).toBe(400);
    expect((await send("GET", "/api/v1/workshops?page[size]=5000", VOLUNTEER)).status).toBe(400);
  });
});
