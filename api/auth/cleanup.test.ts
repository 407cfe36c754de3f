import { afterAll, beforeAll, expect, it } from "vitest";
import { authTokens, mailOutbox, rateLimits } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/d1";
import { cleanUpAuth } from "./cleanup";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.dispose());

it("removes expired sessions, finished rate-limit windows and old outbox mails, and keeps live ones", async () => {
  const now = Math.floor(Date.now() / 1000);
  const token = { tenantId: "oldebroek", userId: 1, tokenHash: "x".repeat(64), lastUsedAt: now };
  await t.db.insert(authTokens).values([
    { ...token, client: "expired", expiresAt: now - 1 },
    { ...token, client: "live", expiresAt: now + 3600 },
  ]);
  await t.db.insert(rateLimits).values([
    { tenantId: "oldebroek", key: "sign_in:ip:old", windowStart: now - 2 * 24 * 3600, count: 3 },
    { tenantId: "oldebroek", key: "sign_in:ip:new", windowStart: now - 60, count: 3 },
  ]);
  const mail = { tenantId: "oldebroek", to: "a@example.org", subject: "s", html: "h", text: "t", kind: "confirmation" as const };
  const old = "2020-01-01T00:00:00.000Z";
  await t.db.insert(mailOutbox).values([
    { ...mail, createdAt: old, status: "sent" },
    { ...mail, createdAt: old, status: "failed" },
    // Still to be delivered: never deleted, however old (ADR 0059).
    { ...mail, createdAt: old, status: "pending" },
    { ...mail, createdAt: old, status: "sending" },
    { ...mail, createdAt: new Date().toISOString(), status: "sent" },
  ]);

  expect(await cleanUpAuth(t.env)).toEqual({ tokens: 1, rateLimits: 1, mails: 2 });
  expect((await t.db.select().from(authTokens)).map((r) => r.client)).toEqual(["live"]);
  expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual(["sign_in:ip:new"]);
  expect((await t.db.select().from(mailOutbox)).map((m) => m.status).sort()).toEqual(["pending", "sending", "sent"]);
});
