/**
 * The vacancy page through its route module with a real load context and the in-process API on a real local D1:
 * applying again after withdrawing — the signed-in volunteer withdraws, applies again, and the page (after
 * post/redirect/get) says they re-applied, on the waitlist at its end when the vacancy is full (ADR 0021) — and
 * "Bewerken" offered to the vacancy's managers only.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultTemplateRows } from "../../../db/notification-template-defaults";
import { applications, notificationTemplates, organizationMemberships, userRoles, users, vacancies } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader } from "./$id._index";

const VOLUNTEER = "volunteer@oldebroek.example.org";

let database: TestDatabase;
let route: RouteHarness;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
});
afterAll(() => database?.dispose());

async function signedIn(email: string): Promise<string> {
  return (await route.signedIn(email)).cookie;
}

/** Posts the form; `status` is the redirect the action answers (applying: 303 See Other; withdrawing: 302). */
async function post(path: string, id: number, cookie: string, form: Record<string, string>, status = 303) {
  const { response, cookie: after } = await route.post(action, path, { cookie, form, params: { id: String(id) } });
  expect(response?.status, await response?.clone().text()).toBe(status);
  return after;
}

/** The vacancy's own page, not the "already matched" answer of a help request. */
async function page(id: number, cookie?: string) {
  const data = await route.load(loader, `/vacancies/${id}`, { cookie, params: { id: String(id) } });
  if ("matched" in data || !("vacancy" in data)) throw new Error(`no vacancy page for ${id}`);
  return data;
}

/** A published vacancy of the demo organisation with `capacity` places, and the centre's mail templates. */
async function fullableVacancy(capacity: number) {
  const [org] = await database.db
    .select({ organizationId: organizationMemberships.organizationId, centerId: users.volunteerCenterId })
    .from(users)
    .innerJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
    .where(eq(users.email, "organization_superuser@oldebroek.example.org"))
    .limit(1);
  const [first, ...rest] = defaultTemplateRows("oldebroek", org.centerId).map((row) =>
    database.db.insert(notificationTemplates).values(row).onConflictDoNothing(),
  );
  await database.db.batch([first, ...rest]);
  const [v] = await database.db
    .insert(vacancies)
    .values({
      tenantId: "oldebroek",
      volunteerCenterId: org.centerId,
      organizationId: org.organizationId,
      title: "Voorlezen in de bibliotheek",
      status: "published",
      organizationName: "Demo",
      capacity,
    })
    .returning();
  return { ...v, ...org };
}

describe("applying again after withdrawing, on the vacancy page", () => {
  it("the signed-in volunteer is told they re-applied, at the end of the waitlist of a full vacancy", async () => {
    const v = await fullableVacancy(1);
    let cookie = await signedIn(VOLUNTEER);
    cookie = await post(`/vacancies/${v.id}`, v.id, cookie, { idempotencyKey: crypto.randomUUID() });
    expect((await page(v.id, cookie)).outcome).toMatchObject({ outcome: "pending" });

    const [me] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, VOLUNTEER));
    const [mine] = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.vacancyId, v.id), eq(applications.userId, me.id)));
    cookie = await post(
      `/vacancies/${v.id}`,
      v.id,
      cookie,
      { intent: "withdraw", applicationId: String(mine.id), confirm: "on" },
      302,
    );
    // Meanwhile two others apply: one takes the place, one waits.
    for (const [i, status] of (["pending", "waitlisted"] as const).entries()) {
      await database.db.insert(applications).values({
        tenantId: "oldebroek",
        vacancyId: v.id,
        organizationId: v.organizationId,
        volunteerCenterId: v.centerId,
        firstName: "Ander",
        lastName: `Mens ${i}`,
        email: `ander.${i}@example.net`,
        status,
      });
    }

    cookie = await post(`/vacancies/${v.id}`, v.id, cookie, { idempotencyKey: crypto.randomUUID() });
    const after = await page(v.id, cookie);
    expect(after.outcome).toMatchObject({ outcome: "waitlisted", position: 2, reapplied: true });
    expect(after.application).toMatchObject({ status: "waitlisted" });
  });
});

describe("the vacancy page for its managers", () => {
  it("offers 'Bewerken' to a manager of the vacancy, never to a visitor or a volunteer", async () => {
    const superuser = "organization_superuser@oldebroek.example.org";
    const [me] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, superuser));
    const [role] = await database.db
      .select({ organizationId: userRoles.organizationId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, me.id), eq(userRoles.role, "organization_superuser")))
      .limit(1);
    const [vacancy] = await database.db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.organizationId, role.organizationId!), eq(vacancies.status, "published")))
      .limit(1);
    const manages = async (email: string | null) => (await page(vacancy.id, email ? await signedIn(email) : undefined)).manages;
    expect(await manages(superuser)).toBe(true);
    expect(await manages("center_superuser@oldebroek.example.org")).toBe(true);
    expect(await manages(VOLUNTEER)).toBe(false);
    // The anonymous render (the one the edge cache may store) never has it.
    expect(await manages(null)).toBe(false);
  });
});
