/**
 * The shared statements of threads and notifications (ADR 0064, 0065): a thread is one per volunteer, organisation
 * and origin key, also when started concurrently; a message moves the thread's count and time and the sender's
 * read mark; an idempotency key writes a message once; a notification's dedupe key writes it once per user.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMessages, conversationReads, conversations, notifications, organizations, users } from "../../db/schema";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { messageStatements, startThreadStatement, threadId } from "./conversation-writes";
import { writeBatch } from "./notification-mails";
import { notifyStatement, organizationSuperusers } from "./notifications-write";

let h: ApiHarness;
let volunteerId: number;
let organizationId: number;
beforeAll(async () => {
  h = await createApiHarness();
  const [v] = await h.db.select().from(users).where(eq(users.email, "volunteer@oldebroek.example.org"));
  volunteerId = v!.id;
  const [o] = await h.db.select().from(organizations).where(eq(organizations.tenantId, "oldebroek")).limit(1);
  organizationId = o!.id;
});
afterAll(() => h?.dispose());

describe("threads and messages", () => {
  it("starts one thread per origin key, also from parallel batches, and counts its messages", async () => {
    const key = { tenantId: "oldebroek", volunteerId, organizationId, originKey: "vacancy:999001" };
    const start = (body: string) =>
      writeBatch(h.db, [
        startThreadStatement(key, { subject: "Vraag", origin: "vacancy" }),
        ...messageStatements("oldebroek", threadId(key), { senderId: volunteerId, senderSide: "volunteer", body }),
      ]);
    await Promise.all([start("een"), start("twee"), start("drie")]);
    const threads = await h.db.select().from(conversations).where(eq(conversations.originKey, key.originKey));
    expect(threads).toHaveLength(1);
    expect(threads[0]!.messageCount).toBe(3);
    const messages = await h.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, threads[0]!.id));
    expect(messages.map((m) => m.body).sort()).toEqual(["drie", "een", "twee"]);
    const [read] = await h.db
      .select()
      .from(conversationReads)
      .where(and(eq(conversationReads.conversationId, threads[0]!.id), eq(conversationReads.userId, volunteerId)));
    expect(read!.lastReadMessageId).toBe(Math.max(...messages.map((m) => m.id)));
  });

  it("writes a message once per idempotency key", async () => {
    const key = { tenantId: "oldebroek", volunteerId, organizationId, originKey: "vacancy:999002" };
    await writeBatch(h.db, [startThreadStatement(key, { subject: "Vraag", origin: "vacancy" })]);
    const post = () =>
      writeBatch(
        h.db,
        messageStatements("oldebroek", threadId(key), {
          senderId: volunteerId,
          senderSide: "volunteer",
          body: "Hallo",
          idempotencyKey: "k-1",
        }),
      );
    const results = await Promise.all([post(), post()]);
    expect(results.map((r) => r[0]!.length).sort()).toEqual([0, 1]);
    const [thread] = await h.db.select().from(conversations).where(eq(conversations.originKey, key.originKey));
    expect(thread!.messageCount).toBe(1);
  });
});

describe("notifications", () => {
  it("notifies each recipient once per dedupe key and skips the one excepted", async () => {
    const n = { kind: "vacancy_expiring" as const, params: { title: "T" }, link: "/vacancies/1/edit", dedupeKey: "t:1" };
    const recipients = organizationSuperusers("oldebroek", organizationId);
    await Promise.all([
      writeBatch(h.db, [notifyStatement("oldebroek", recipients, n)]),
      writeBatch(h.db, [notifyStatement("oldebroek", recipients, n)]),
    ]);
    const rows = await h.db.select().from(notifications).where(eq(notifications.dedupeKey, "t:1"));
    const ids = await h.db.all<{ id: number }>(sql`${recipients}`);
    expect(rows.map((r) => r.userId).sort()).toEqual(ids.map((r) => r.id).sort());
    await writeBatch(h.db, [notifyStatement("oldebroek", volunteerId, { ...n, dedupeKey: "t:2" }, sql`1`, volunteerId)]);
    expect(await h.db.select().from(notifications).where(eq(notifications.dedupeKey, "t:2"))).toHaveLength(0);
    expect(() => notifyStatement("oldebroek", 1, { ...n, link: "//evil.example" })).toThrow();
  });
});
