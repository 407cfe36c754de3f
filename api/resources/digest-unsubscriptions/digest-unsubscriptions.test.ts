/**
 * POST /api/v1/digest_unsubscriptions (ADR 0066): the unsubscribe link's token, without signing in — a good one sets
 * that user's digest days to none (and no one else's); forged, altered, another tenant's, another purpose's or
 * malformed is a 400 on the token, never a 500; a good token of an account that is gone a 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "../../../config/signed-tokens";
import { users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";

let h: ApiHarness;
let student: typeof users.$inferSelect;
let mentor: typeof users.$inferSelect;
beforeAll(async () => {
  h = await createApiHarness();
  [student] = await h.db.select().from(users).where(eq(users.email, "student@oldebroek.example.org"));
  [mentor] = await h.db.select().from(users).where(eq(users.email, "mentor@oldebroek.example.org"));
  await h.db
    .update(users)
    .set({ digestDays: [1, 3] })
    .where(eq(users.id, student.id));
  await h.db
    .update(users)
    .set({ digestDays: [2] })
    .where(eq(users.id, mentor.id));
});
afterAll(() => h?.dispose());

const send = (token: unknown, tenant = "oldebroek") =>
  h.json("/api/v1/digest_unsubscriptions", {
    method: "POST",
    tenant,
    body: { data: { type: "digest_unsubscriptions", attributes: { token } } },
  });
const daysOf = async (id: number) => (await h.db.select().from(users).where(eq(users.id, id)))[0].digestDays;
const tokenOf = (userId: number, tenantId = "oldebroek") => signToken(h.env, { userId, tenantId, purpose: "digest-unsubscribe" });

describe("POST /api/v1/digest_unsubscriptions", () => {
  it("refuses forged, altered, other-tenant and malformed tokens with a 400 on the token", async () => {
    const good = await tokenOf(student.id);
    const parts = good.split(".");
    const forged = await signToken(
      { SESSION_SECRET: "someone-elses-secret", ENVIRONMENT: "production" },
      { userId: student.id, tenantId: "oldebroek", purpose: "digest-unsubscribe" },
    );
    const altered = [parts[0], String(mentor.id), ...parts.slice(2)].join(".");
    const otherTenant = await tokenOf(student.id, "roermond");
    for (const token of [
      forged,
      altered,
      otherTenant,
      "v1.x",
      "garbage",
      `${good}x`,
      "v1.1.oldebroek.digest-unsubscribe.1.%%%",
    ]) {
      const { status, body } = await send(token);
      expect(status, token).toBe(400);
      expect(body.errors[0]).toMatchObject({ code: "invalid_token", source: { pointer: "/data/attributes/token" } });
    }
    // The other tenant's own token is good there only.
    expect((await send(otherTenant, "roermond")).status).toBe(404);
    expect((await send("", "oldebroek")).status).toBe(422);
    expect((await send(12)).status).toBe(422);
    expect(await daysOf(student.id)).toEqual([1, 3]);
    expect(await daysOf(mentor.id)).toEqual([2]);
  });

  it("sets that user's days to none, no one else's, and answers the same twice", async () => {
    const token = await tokenOf(student.id);
    const first = await send(token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: String(student.id), attributes: { digest_days: [] } });
    expect(await daysOf(student.id)).toEqual([]);
    expect(await daysOf(mentor.id)).toEqual([2]);
    expect((await send(token)).status).toBe(200);
  });

  it("a good token of an account that is gone is a 404", async () => {
    expect((await send(await tokenOf(987654))).status).toBe(404);
  });
});
