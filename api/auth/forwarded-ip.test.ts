/** The Remix side calls the API in-process (load-context.ts): the visitor's IP must reach the per-IP rate limits. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rateLimits } from "../../db/schema";
import { getLoadContext } from "../../load-context";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/d1";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.dispose());

it("passes the visitor's CF-Connecting-IP on to the in-process API", async () => {
  const request = new Request("http://oldebroek.localhost:8787/auth/login-1", { headers: { "CF-Connecting-IP": "203.0.113.9" } });
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
  const context = await getLoadContext({ request, context: { cloudflare: { env: t.env, ctx, cf: {}, caches: {} } as never } });
  await context.api.post("/auth/sign_in", { body: { email: "nobody@example.org", password: "" } }).catch(() => undefined);
  const rows = await t.db.select().from(rateLimits).where(eq(rateLimits.key, "sign_in:ip:203.0.113.9"));
  expect(rows).toEqual([expect.objectContaining({ tenantId: "oldebroek", count: 1 })]);
});
