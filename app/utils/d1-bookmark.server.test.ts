import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validBookmark } from "../../contract/d1-bookmark";
import { createTestDatabase, recordingSessions, type TestDatabase } from "../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../tests/setup/load-context";

/**
 * The app's side of D1 read replication (ADR 0076, load-context.ts): one session per request, started at the visitor's
 * bookmark cookie and shared by every in-process API call of the request; the cookie moves on with the answers.
 */
let database: TestDatabase;
let harness: RouteHarness;
let starts: (string | undefined)[];
beforeAll(async () => {
  database = await createTestDatabase();
  const recording = recordingSessions(database.env.DB);
  starts = recording.starts;
  database.env.DB = recording.database;
  harness = createRouteHarness(database);
});
afterAll(() => database.dispose());

async function contextOf(method: string, cookie: string) {
  starts.length = 0;
  return harness.contextFor(
    new Request(`${harness.site}/profiel`, {
      method,
      headers: { Origin: harness.site, ...(cookie ? { Cookie: cookie } : {}) },
    }),
  );
}

/** The bookmark a Set-Cookie value carries. */
async function bookmarkIn(context: Awaited<ReturnType<typeof contextOf>>, setCookie: string | null) {
  return setCookie ? validBookmark(await context.cookies.bookmark.parse(setCookie.split(";")[0])) : null;
}

describe("the visitor's D1 bookmark", () => {
  it("an anonymous read starts anywhere and never sets the cookie (the edge cache may share the page)", async () => {
    const context = await contextOf("GET", "");
    await context.api.get("/api/v1/volunteer_centers/current");
    expect(starts).toEqual(["first-unconstrained"]);
    expect(await context.bookmarkCookie()).toBeNull();
  });

  it("a signed-in visitor's calls share one session started at their bookmark, and the cookie moves on", async () => {
    const { cookie } = await harness.signedIn("volunteer@oldebroek.example.org");
    const first = await contextOf("GET", cookie);
    await Promise.all([first.api.get("/api/v1/current_user"), first.api.get("/api/v1/notifications")]);
    await first.api.get("/api/v1/volunteer_centers/current");
    // Without a bookmark yet: on the primary; one session for the three calls.
    expect(starts).toEqual(["first-primary"]);
    const set = await first.bookmarkCookie();
    const bookmark = await bookmarkIn(first, set);
    expect(bookmark).not.toBeNull();

    const next = await contextOf("POST", `${cookie}; ${set!.split(";")[0]}`);
    await next.api.patch("/api/v1/current_user", { body: { first_name: "Bladwijzer" } });
    expect(starts).toEqual([bookmark]);
    const moved = await bookmarkIn(next, await next.bookmarkCookie());
    expect(moved! > bookmark!).toBe(true);
  });

  it("an anonymous post sets the cookie, so the page it redirects to reads what it wrote", async () => {
    const context = await contextOf("POST", "");
    await context.api.get("/api/v1/volunteer_centers/current");
    expect(starts).toEqual(["first-primary"]);
    expect(await bookmarkIn(context, await context.bookmarkCookie())).not.toBeNull();
  });

  it("a forged cookie is never handed to D1", async () => {
    const context = await contextOf("GET", "");
    const forged = await context.cookies.bookmark.serialize("x'; select 1; --");
    const next = await contextOf("GET", forged.split(";")[0]);
    await next.api.get("/api/v1/volunteer_centers/current");
    expect(starts).toEqual(["first-unconstrained"]);
  });
});
