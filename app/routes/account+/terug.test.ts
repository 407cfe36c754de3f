/**
 * "Inloggen als deze gebruiker" and back, through the route modules with a real load context and the in-process API
 * on a real local D1: what the session cookie holds at each step, what the page may see, which tokens the API still
 * accepts and what the audit log says.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, authTokens } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness, withCookies } from "../../../tests/setup/load-context";
import { loader as rootLoader } from "../../root";
import { authOf, impersonatorOf } from "../../utils/session.server";
import { action as signOutAction } from "../uitloggen";
import { action as userAction } from "../users+/$id._index";
import { action as returnAction } from "./terug";

const SITE = "http://oldebroek.localhost";
const ADMIN = "admin@oldebroek.example.org";
// Seed order (api/resources/users/users.test-helpers.ts): oldebroek 1 admin … 6 organization_superuser, 7 center_superuser.
const ADMIN_ID = 1;
const TARGET = { id: 6, email: "organization_superuser@oldebroek.example.org" };

let database: TestDatabase;
let route: RouteHarness;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database, SITE);
});
afterAll(() => database?.dispose());

const contextFor = (request: Request) => route.contextFor(request);

/** Runs a route action like a same-site form post; these steps all answer with a redirect, returned or thrown. */
async function post(
  action: Parameters<RouteHarness["post"]>[0],
  path: string,
  cookie: string,
  params: Record<string, string> = {},
  form = {},
) {
  const { response, location, cookie: after } = await route.post(action, path, { cookie, params, form });
  if (!response) throw new Error(`${path} answered with data, not a redirect`);
  return { response, location, cookie: after };
}

async function sessionOf(cookie: string) {
  const context = await contextFor(new Request(`${SITE}/`, { headers: { Cookie: cookie } }));
  return { context, user: authOf(context.session), admin: impersonatorOf(context.session) };
}

/** A signed-in admin's cookie (a session as the API's sign-in answers it, stored as the sign-in page stores it). */
const signedInAdmin = () => route.signedIn(ADMIN);

async function signInAsTarget(cookie: string) {
  const step = await post(userAction, `/users/${TARGET.id}`, cookie, { id: String(TARGET.id) }, { intent: "signInAs" });
  expect(step.response.status).toBe(302);
  expect(step.location).toBe("/profiel");
  return step.cookie;
}

const liveClients = async (...clients: string[]) =>
  (await database.db.select({ client: authTokens.client }).from(authTokens).where(inArray(authTokens.client, clients))).map(
    (r) => r.client,
  );
const audit = (action: "sign_in_as_user" | "sign_in_as_user_return" | "sign_in_as_user_sign_out") =>
  database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe("signing in as another user and back", () => {
  it("keeps the admin's own trio aside (never on the page), and goes back to it on the user's page", async () => {
    const admin = await signedInAdmin();
    const impersonating = await signInAsTarget(admin.cookie);

    const during = await sessionOf(impersonating);
    expect(during.user?.uid).toBe(TARGET.email);
    expect(during.admin).toMatchObject({ accessToken: admin.auth.accessToken, client: admin.auth.client, uid: ADMIN });
    // The page learns who it is signed in as, and that it is a sign-in-as session; never the admin's trio.
    const request = new Request(`${SITE}/`, { headers: { Cookie: impersonating } });
    const data = await rootLoader({ request, context: await contextFor(request), params: {} });
    expect(data.account).toMatchObject({ email: TARGET.email, impersonated: true });
    expect(JSON.stringify(data)).not.toContain(admin.auth.accessToken);
    expect(JSON.stringify(data)).not.toContain(admin.auth.client);

    const back = await post(returnAction, "/account/terug", impersonating);
    expect(back.response.status).toBe(302);
    expect(back.location).toBe(`/users/${TARGET.id}`);
    const after = await sessionOf(back.cookie);
    expect(after.user).toMatchObject({ accessToken: admin.auth.accessToken, client: admin.auth.client, uid: ADMIN });
    expect(after.admin).toBeNull();
    // The sign-in-as token does not linger; the admin's own still works.
    expect(await liveClients(during.user!.client, admin.auth.client)).toEqual([admin.auth.client]);
    expect(await audit("sign_in_as_user")).toEqual([expect.objectContaining({ actorId: ADMIN_ID, targetUserId: TARGET.id })]);
    expect(await audit("sign_in_as_user_return")).toEqual([
      expect.objectContaining({ actorId: ADMIN_ID, targetUserId: TARGET.id }),
    ]);

    // Pressed again (a page left open): nothing to go back from, nothing written.
    const again = await post(returnAction, "/account/terug", back.cookie);
    expect(again.location).toBe("/profiel");
    expect(await audit("sign_in_as_user_return")).toHaveLength(1);
  });

  it("signing out while signed in as someone ends both sessions on the API", async () => {
    const admin = await signedInAdmin();
    const impersonating = await signInAsTarget(admin.cookie);
    const user = (await sessionOf(impersonating)).user!;
    const out = await post(signOutAction, "/uitloggen", impersonating);
    expect(out.location).toBe("/auth/login-1");
    const after = await sessionOf(out.cookie);
    expect(after.user).toBeNull();
    expect(after.admin).toBeNull();
    expect(await liveClients(user.client, admin.auth.client)).toEqual([]);
  });

  it("when the admin's own session ended meanwhile, going back signs out entirely", async () => {
    const admin = await signedInAdmin();
    const impersonating = await signInAsTarget(admin.cookie);
    const user = (await sessionOf(impersonating)).user!;
    const elsewhere = await contextFor(new Request(`${SITE}/uitloggen`));
    await elsewhere.apiWithAuth(admin.auth).delete("/auth/sign_out", { errors: "throw" });

    const back = await post(returnAction, "/account/terug", impersonating);
    expect(back.location).toBe("/auth/login-1");
    const after = await sessionOf(back.cookie);
    expect(after.user).toBeNull();
    expect(after.admin).toBeNull();
    expect(await liveClients(user.client)).toEqual([]);
    expect((await audit("sign_in_as_user_sign_out")).map((e) => e.targetUserId)).toContain(TARGET.id);
  });

  it("restores the admin's selected organisation, which followed the user signed in as meanwhile", async () => {
    const admin = await signedInAdmin();
    const chosen = withCookies(admin.cookie, ["selected_organization=IjQyIg%3D%3D; Path=/"]);
    const impersonating = await signInAsTarget(chosen);
    expect((await sessionOf(impersonating)).admin?.selectedOrganizationId).toBe("42");
    const back = await post(returnAction, "/account/terug", withCookies(impersonating, ["selected_organization=IjciIg%3D%3D"]));
    expect(back.response.headers.getSetCookie().find((c) => c.startsWith("selected_organization="))).toMatch(
      /^selected_organization=IjQyIg%3D%3D;/,
    );
  });
});
