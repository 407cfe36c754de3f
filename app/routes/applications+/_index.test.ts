/**
 * /applications through its route module with a real load context and the in-process API on a real local D1:
 * a volunteer gets My applications (their own only, withdrawable where the lifecycle allows) and withdraws one by a
 * form post; managers and mentors keep the management list (the mentor's has their school's students' rows, the
 * demo seed); a dead withdraw link is refused when opened.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, users } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader } from "./_index";
import { loader as withdrawLoader } from "./$id.withdraw";

const VOLUNTEER = "volunteer@oldebroek.example.org";

let database: TestDatabase;
let route: RouteHarness;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
});
afterAll(() => database?.dispose());

/** The session cookie of a signed-in account, one per account and file. */
const cookies = new Map<string, string>();
async function cookieOf(email: string | null): Promise<string | undefined> {
  if (!email) return undefined;
  if (!cookies.has(email)) cookies.set(email, (await route.signedIn(email)).cookie);
  return cookies.get(email);
}

async function load<T>(fn: (args: LoaderFunctionArgs) => Promise<T>, path: string, email: string | null, params = {}) {
  return route.load(fn, path, { cookie: await cookieOf(email), params });
}

async function post(path: string, email: string, form: Record<string, string>) {
  return (await route.post(action, path, { cookie: await cookieOf(email), form })).answer;
}

const userId = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0].id;

describe("/applications", () => {
  it("shows a volunteer My applications: only their own, withdrawable while the lifecycle allows", async () => {
    const data = await load(loader, "/applications?page=1", VOLUNTEER);
    expect(data.view).toBe("mine");
    if (data.view !== "mine") return;
    expect(data.title).toBe("Mijn aanmeldingen");
    const own = await database.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.userId, await userId(VOLUNTEER)));
    expect(data.applications.map((a) => a.id).sort()).toEqual(own.map((a) => String(a.id)).sort());
    expect(data.applications.length).toBeGreaterThanOrEqual(3);
    for (const a of data.applications) {
      expect(a.withdrawable, a.status).toBe(["pending", "accepted", "waitlisted"].includes(a.status));
    }
    // An activity's sign-up carries its date.
    expect(data.applications.some((a) => a.occurrenceStartsAt !== null)).toBe(true);
  });

  it("withdraws the volunteer's own application by a form post, only with the box ticked; another's is refused", async () => {
    const mine = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, await userId(VOLUNTEER)), eq(applications.status, "pending")))
      .limit(1);
    const id = String(mine[0].id);
    expect(await post("/applications", VOLUNTEER, { intent: "withdraw", id })).toEqual({ unconfirmed: id });
    const done = (await post("/applications?status=pending", VOLUNTEER, { intent: "withdraw", id, confirm: "on" })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/applications?status=pending");
    const [row] = await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, Number(id)));
    expect(row.status).toBe("withdrawn");

    const [theirs] = await database.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(sql`${applications.userId} is not ${await userId(VOLUNTEER)}`, inArray(applications.status, ["pending"])))
      .limit(1);
    const refused = (await post("/applications", VOLUNTEER, {
      intent: "withdraw",
      id: String(theirs.id),
      confirm: "on",
    })) as Response;
    expect(refused.status).toBe(302);
    const [still] = await database.db.select().from(applications).where(eq(applications.id, theirs.id));
    expect(still.status).toBe("pending");
  });

  it("keeps the management list for managers and mentors; the mentor's has their school's students' rows", async () => {
    const manager = await load(loader, "/applications", "organization_superuser@oldebroek.example.org");
    expect(manager).toMatchObject({ view: "manage", manager: true });
    const mentor = await load(loader, "/applications", "mentor@oldebroek.example.org");
    expect(mentor).toMatchObject({ view: "manage", manager: false });
    if (mentor.view !== "manage") return;
    const statuses = new Set(mentor.applications.filter((a) => a.email === "student@oldebroek.example.org").map((a) => a.status));
    expect(statuses.size).toBeGreaterThanOrEqual(2);
  });
});

describe("the mailed withdraw link", () => {
  it("is refused when opened with a wrong or missing token, before any form", async () => {
    for (const token of ["not-the-token", ""]) {
      const data = await load(withdrawLoader, `/applications/1/withdraw?token=${token}`, null, { id: "1" });
      expect(data, token).toMatchObject({ refused: "badToken", application: null, done: null });
    }
  });
});
