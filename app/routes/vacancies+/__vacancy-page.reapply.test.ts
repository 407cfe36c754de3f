/**
 * Applying again after withdrawing, through the vacancy page's action and loader with a real load context and the
 * in-process API on a real local D1: the signed-in volunteer withdraws, applies again, and the page (after
 * post/redirect/get) says they re-applied — on the waitlist at its end when the vacancy is full (ADR 0021).
 */
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultTemplateRows } from "../../../db/notification-template-defaults";
import { applications, notificationTemplates, organizationMemberships, users, vacancies } from "../../../db/schema";
import { getLoadContext } from "../../../load-context";
import { sessionHeaders } from "../../../tests/setup/auth";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { authFromHeaders, startSession } from "../../utils/session.server";
import { action, loader } from "./$id._index";

const SITE = "http://oldebroek.localhost";
const VOLUNTEER = "volunteer@oldebroek.example.org";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
const contextFor = (request: Request) =>
  getLoadContext({
    request,
    context: { cloudflare: { env: database.env, ctx, cf: {}, caches: {} } as never },
  }) as Promise<AppLoadContext>;

/** The Cookie header after these Set-Cookie values (later ones win). */
function withCookies(previous: string, setCookies: string[]): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=")[0], c] as const),
  );
  for (const set of setCookies) jar.set(set.split("=")[0], set.split(";")[0]);
  return [...jar.values()].join("; ");
}

async function signedIn(email: string): Promise<string> {
  const context = await contextFor(new Request(`${SITE}/`));
  const auth = authFromHeaders(await sessionHeaders(database, email));
  if (!auth) throw new Error("no session");
  startSession(context, auth);
  return withCookies("", await context.responseCookies());
}

/** Posts the form; `status` is the redirect the action answers (applying: 303 See Other; withdrawing: 302). */
async function post(path: string, id: number, cookie: string, form: Record<string, string>, status = 303) {
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: SITE },
    body: new URLSearchParams(form),
  });
  let response: Response;
  try {
    response = (await action({
      request,
      context: await contextFor(request),
      params: { id: String(id) },
    } as ActionFunctionArgs)) as Response;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  // The action redirects back to the page (POST/redirect/GET), never a page of its own.
  expect(response.status, await response.clone().text()).toBe(status);
  return withCookies(cookie, response.headers.getSetCookie());
}

async function page(id: number, cookie: string) {
  const request = new Request(`${SITE}/vacancies/${id}`, { headers: { Cookie: cookie } });
  const data = await loader({ request, context: await contextFor(request), params: { id: String(id) } });
  // The vacancy's own page, not the "already matched" answer of a help request.
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
