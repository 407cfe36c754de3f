/**
 * /workshops (ADR 0072) without JavaScript: a volunteer's list is their centre's upcoming workshops (the demo's),
 * signing up and withdrawing post and come back here, their own sign-up marked; a centre superuser's list is the
 * workshops they manage, their new workshop's bad fields come back under the fields (the API's pointers), a good one
 * opens its page with the sign-ups; a volunteer on a workshop's page is the 403 page; cancelling asks for the box.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amsterdamToday } from "../../../contract/dates";
import { volunteerCenters, workshops } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader, SIGN_UP_INTENT, WITHDRAW_INTENT } from "./_index";
import { action as manageAction, loader as manageLoader } from "./$id";
import { action as newAction, loader as newLoader } from "./new";

let database: TestDatabase;
let route: RouteHarness;
let volunteer: string;
let csu: string;

beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  volunteer = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
  csu = (await route.signedIn("center_superuser@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } })?.init?.status;

function day(days: number): string {
  const d = new Date(`${amsterdamToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe("/workshops", () => {
  it("a volunteer signs up and withdraws with form posts; the own sign-up is marked", async () => {
    const list = await route.load(loader, "/workshops", { cookie: volunteer });
    expect(list).toMatchObject({ manages: false, signsUp: true });
    expect(list.workshops.length).toBeGreaterThanOrEqual(3);
    const first = list.workshops[0]!;
    expect(first.mySignup).toBeNull();
    const signed = await route.post(action, "/workshops?index", {
      cookie: volunteer,
      form: { intent: SIGN_UP_INTENT, id: first.id },
    });
    expect(signed.location).toBe("/workshops");
    expect(signed.cookie).not.toBe(volunteer); // the toast
    const after = await route.load(loader, "/workshops", { cookie: volunteer });
    expect(after.workshops.find((w) => w.id === first.id)?.mySignup).toMatchObject({ status: "confirmed" });
    const out = await route.post(action, "/en/workshops?index", {
      cookie: volunteer,
      form: { intent: WITHDRAW_INTENT, id: first.id },
    });
    expect(out.location).toBe("/en/workshops");
    const again = await route.load(loader, "/workshops", { cookie: volunteer });
    expect(again.workshops.find((w) => w.id === first.id)?.mySignup).toBeNull();
  });

  it("a made-up or malformed id is the 404 page", async () => {
    for (const id of ["999999", "x"]) {
      const thrown = await route
        .post(action, "/workshops?index", { cookie: volunteer, form: { intent: SIGN_UP_INTENT, id } })
        .catch((e) => e);
      expect(statusOf(thrown), id).toBe(404);
    }
  });

  it("a workshop that began meanwhile: back to the list with the error said, nothing written", async () => {
    const [w] = await database.db.select().from(workshops).where(eq(workshops.tenantId, "oldebroek")).limit(1);
    await database.db
      .update(workshops)
      .set({ startsAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(workshops.id, w!.id));
    const late = await route.post(action, "/workshops?index", {
      cookie: volunteer,
      form: { intent: SIGN_UP_INTENT, id: String(w!.id) },
    });
    expect(late.location).toBe("/workshops");
    expect(late.cookie).not.toBe(volunteer);
  });

  it("a centre superuser's new workshop: bad fields under the fields, then its page with the sign-ups", async () => {
    const list = await route.load(loader, "/workshops", { cookie: csu });
    expect(list).toMatchObject({ manages: true, signsUp: false });
    const fields = { title: "Voorlezen", date: day(9), startTime: "10:00", endTime: "09:00", place: "Bieb", capacity: "0" };
    const bad = await route.post(newAction, "/workshops/new", { cookie: csu, form: fields });
    const reply = bad.answer as { error?: Record<string, string[]> };
    expect(Object.keys(reply.error ?? {}).sort()).toEqual(["capacity", "endTime"]);
    const past = await route.post(newAction, "/workshops/new", {
      cookie: csu,
      form: { ...fields, date: day(-2), endTime: "11:00", capacity: "3" },
    });
    // The API's 422 at /data/attributes/date, under the date field.
    expect((past.answer as { error?: Record<string, string[]> }).error).toEqual({ date: ["workshops:errors.inThePast"] });
    const made = await route.post(newAction, "/workshops/new", {
      cookie: csu,
      form: { ...fields, endTime: "11:00", capacity: "3" },
    });
    expect(made.location).toMatch(/^\/workshops\/\d+$/);
    const id = made.location!.split("/").at(-1)!;
    const page = await route.load(manageLoader, `/workshops/${id}`, { cookie: csu, params: { id } });
    expect(page.workshop).toMatchObject({ title: "Voorlezen", capacity: 3, startTime: "10:00", endTime: "11:00", signups: [] });
    const denied = await route.load(manageLoader, `/workshops/${id}`, { cookie: volunteer, params: { id } }).catch((e) => e);
    expect(statusOf(denied)).toBe(403);
    const unticked = await route.post(manageAction, `/workshops/${id}`, {
      cookie: csu,
      params: { id },
      form: { intent: "cancel" },
    });
    expect(unticked.answer).toEqual({ unconfirmed: "cancel" });
    const cancelled = await route.post(manageAction, `/workshops/${id}`, {
      cookie: csu,
      params: { id },
      form: { intent: "cancel", confirm: "on" },
    });
    expect(cancelled.location).toBe("/workshops");
    const [row] = await database.db
      .select()
      .from(workshops)
      .where(eq(workshops.id, Number(id)));
    expect(row!.cancelledAt).not.toBeNull();
  });

  it("an admin picks one of the tenant's centres for a new workshop; a centre superuser has no choice", async () => {
    const admin = (await route.signedIn("admin@oldebroek.example.org")).cookie;
    const centres = await database.db
      .select({ id: volunteerCenters.id })
      .from(volunteerCenters)
      .where(eq(volunteerCenters.tenantId, "oldebroek"));
    const choices = await route.load(newLoader, "/workshops/new", { cookie: admin });
    expect(choices.centres.map((c) => c.value).sort()).toEqual(centres.length > 1 ? centres.map((c) => String(c.id)).sort() : []);
    expect((await route.load(newLoader, "/workshops/new", { cookie: csu })).centres).toEqual([]);
    const other = centres.at(-1)!.id;
    const made = await route.post(newAction, "/workshops/new", {
      cookie: admin,
      form: {
        volunteerCenterId: String(other),
        title: "Elders",
        date: day(20),
        startTime: "10:00",
        endTime: "11:00",
        place: "Daar",
        capacity: "4",
      },
    });
    const id = Number(made.location!.split("/").at(-1));
    const [row] = await database.db.select().from(workshops).where(eq(workshops.id, id));
    expect(row!.volunteerCenterId).toBe(other);
  });
});
