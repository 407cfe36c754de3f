import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../tests/setup/load-context";
import { createApi } from "../app";

/**
 * The in-process API calls of one page request look the visitor's session up once while they only read
 * (api/middleware/auth.ts, load-context.ts; ADR 0078). A call that may write ends the sharing: what an action
 * changes about the session (sign-out, a new password, a role) is seen by every call after it.
 */
let database: TestDatabase;
let harness: RouteHarness;
/** The statements every D1 session of the test prepared (the session lookup reads `auth_tokens` by client). */
const prepared: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const binding = database.env.DB;
  database.env.DB = {
    prepare: (query: string) => binding.prepare(query),
    batch: (statements: D1PreparedStatement[]) => binding.batch(statements),
    exec: (query: string) => binding.exec(query),
    dump: () => binding.dump(),
    withSession: (start?: string) => {
      const session = binding.withSession(start);
      return {
        prepare: (query: string) => {
          prepared.push(query);
          return session.prepare(query);
        },
        batch: (statements: D1PreparedStatement[]) => session.batch(statements),
        getBookmark: () => session.getBookmark(),
      } as D1DatabaseSession;
    },
  } as D1Database;
  harness = createRouteHarness(database);
});
afterAll(() => database.dispose());

const sessionLookups = () => prepared.filter((sql) => /from "auth_tokens" where/.test(sql) && /"client" = \?/.test(sql)).length;

async function pageRequest(cookie: string, method = "GET") {
  const context = await harness.contextFor(
    new Request(`${harness.site}/profiel`, { method, headers: { Origin: harness.site, Cookie: cookie } }),
  );
  prepared.length = 0;
  return context;
}

describe("session lookups of one page request", () => {
  it("reads share one lookup, in parallel and one after another", async () => {
    const { cookie } = await harness.signedIn("volunteer@oldebroek.example.org");
    const single = await pageRequest(cookie);
    expect((await single.api.get("/api/v1/current_user")).status).toBe(200);
    const once = sessionLookups();
    expect(once).toBeGreaterThan(0);

    const page = await pageRequest(cookie);
    const answers = await Promise.all([
      page.api.get("/api/v1/current_user"),
      page.api.get("/api/v1/notifications"),
      page.api.get("/api/v1/current_organizations"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await page.api.get("/api/v1/volunteer_centers/current")).status).toBe(200);
    expect(sessionLookups()).toBe(once);
  });

  it("a call that may write looks up afresh, and so do the reads after it", async () => {
    const { cookie } = await harness.signedIn("volunteer@oldebroek.example.org");
    const page = await pageRequest(cookie, "POST");
    await page.api.get("/api/v1/current_user");
    const once = sessionLookups();
    expect((await page.api.patch("/api/v1/current_user", { body: { first_name: "Gedeeld" } })).status).toBe(200);
    const read = await page.api.get("/api/v1/current_user");
    expect(read.status).toBe(200);
    expect(sessionLookups()).toBe(3 * once);
  });

  it("a sign-out in an action is seen by the loaders that follow: no shared session survives it", async () => {
    const { cookie } = await harness.signedIn("volunteer@oldebroek.example.org");
    const page = await pageRequest(cookie, "POST");
    expect((await page.api.get("/api/v1/current_user")).status).toBe(200);
    expect((await page.api.delete("/auth/sign_out")).status).toBe(200);
    await expect(page.api.get("/api/v1/current_user")).rejects.toMatchObject({ data: { status: 401 } });
  });

  it("a request from outside the app never shares: each looks its session up", async () => {
    const { auth } = await harness.signedIn("volunteer@oldebroek.example.org");
    const api = createApi();
    const call = () =>
      api.fetch(
        new Request(`${harness.site}/api/v1/current_user`, {
          headers: { "X-Tenant": "oldebroek", "access-token": auth.accessToken, client: auth.client, uid: auth.uid },
        }),
        database.env,
        { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
      );
    prepared.length = 0;
    expect((await call()).status).toBe(200);
    const once = sessionLookups();
    expect(once).toBeGreaterThan(0);
    expect((await call()).status).toBe(200);
    expect(sessionLookups()).toBe(2 * once);
  });
});
