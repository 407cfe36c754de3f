/**
 * /periodieke-mail/afmelden (ADR 0066), signed out and without JavaScript: opening the link (GET — what a mail
 * scanner does) changes nothing; the button's post unsubscribes; a forged or another tenant's token is a 400 page.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "../../../config/signed-tokens";
import { users } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader } from "./afmelden";

let database: TestDatabase;
let route: RouteHarness;
let studentId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  const [student] = await database.db.select().from(users).where(eq(users.email, "student@oldebroek.example.org"));
  studentId = student.id;
  await database.db
    .update(users)
    .set({ digestDays: [2, 5] })
    .where(eq(users.id, studentId));
});
afterAll(() => database?.dispose());

type Answer = { data: { state: string; token?: string }; init: { status?: number } | null };
const days = async () => (await database.db.select().from(users).where(eq(users.id, studentId)))[0].digestDays;

describe("/periodieke-mail/afmelden", () => {
  it("a forged or another tenant's token is a 400 page, on opening and on posting", async () => {
    const other = await signToken(database.env, { userId: studentId, tenantId: "roermond", purpose: "digest-unsubscribe" });
    for (const token of ["nonsense", other, ""]) {
      const opened = (await route.load(
        loader,
        `/periodieke-mail/afmelden?token=${encodeURIComponent(token)}`,
      )) as unknown as Answer;
      expect(opened.data.state).toBe("invalid");
      expect(opened.init?.status).toBe(400);
      const posted = await route.post(action, "/periodieke-mail/afmelden", { form: { token } });
      expect((posted.answer as unknown as Answer).init?.status).toBe(400);
    }
    expect(await days()).toEqual([2, 5]);
  });

  it("opening the link changes nothing; the button's post unsubscribes", async () => {
    const token = await signToken(database.env, { userId: studentId, tenantId: "oldebroek", purpose: "digest-unsubscribe" });
    const path = `/periodieke-mail/afmelden?token=${encodeURIComponent(token)}`;
    const opened = (await route.load(loader, path)) as unknown as Answer;
    expect(opened.data).toEqual({ state: "confirm", token });
    expect(await days()).toEqual([2, 5]);
    const posted = await route.post(action, path, { form: { token } });
    expect(posted.answer).toEqual({ state: "done" });
    expect(await days()).toEqual([]);
  });

  it("takes a mail client's one-click POST (RFC 8058: no token in the body, no Origin)", async () => {
    await database.db
      .update(users)
      .set({ digestDays: [4] })
      .where(eq(users.id, studentId));
    const token = await signToken(database.env, { userId: studentId, tenantId: "oldebroek", purpose: "digest-unsubscribe" });
    const posted = await route.post(action, `/periodieke-mail/afmelden?token=${encodeURIComponent(token)}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(posted.answer).toEqual({ state: "done" });
    expect(await days()).toEqual([]);
  });
});
