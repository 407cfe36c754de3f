/**
 * /notificaties (ADR 0065) without JavaScript: the list is the user's own, newest first, with the unread count and
 * the newest id "mark all" goes up to; "mark as read" and "mark all as read" post and come back here (the page and
 * filter kept); someone else's notification is the 404 page; following a notification marks it read and goes to
 * its target, under the visitor's language prefix.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader, PAGE_SIZE } from "./_index";
import { loader as follow } from "./$id";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
let volunteerId: number;
let adminId: number;
const idOf = async (email: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
  volunteerId = await idOf("volunteer@oldebroek.example.org");
  adminId = await idOf("admin@oldebroek.example.org");
  // The demo's notifications (db/seed) aside: each test counts only what it writes.
  await database.db.delete(notifications);
});
afterAll(() => database?.dispose());

/** A notification as the producers write it (api/services/notifications-write.ts), written here directly. */
async function notify(userId: number, vacancy: string, link = "/applications/2"): Promise<string> {
  const [row] = await database.db
    .insert(notifications)
    .values({
      tenantId: "oldebroek",
      userId,
      kind: "application_status_changed",
      params: { vacancy, organization: "Stichting", status: "accepted" },
      link,
    })
    .returning({ id: notifications.id });
  return String(row!.id);
}

const unreadIds = async (userId: number) =>
  (
    await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  ).map((r) => String(r.id));

const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } })?.init?.status;

describe("/notificaties", () => {
  it("lists the own notifications newest first, pages them, and knows the newest id and the unread count", async () => {
    const ids: string[] = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) ids.push(await notify(volunteerId, `Tuin ${i}`));
    const others = await notify(adminId, "Van een ander");
    const first = await route.load(loader, "/notificaties", { cookie });
    expect(first.notifications.map((n) => n.id)).toEqual(ids.slice(-PAGE_SIZE).reverse());
    expect(first.notifications[0]).toMatchObject({ kind: "application_status_changed", readAt: null });
    expect(first.notifications[0]!.params).toMatchObject({ vacancy: `Tuin ${PAGE_SIZE + 1}` });
    expect(first).toMatchObject({ unread: PAGE_SIZE + 2, newestId: Number(ids.at(-1)), page: 1, pageCount: 2 });
    const second = await route.load(loader, "/notificaties?page=2", { cookie });
    expect(second.notifications.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    // On page 2, "mark all" still goes up to the newest of all (not the newest of this page).
    expect(second.newestId).toBe(Number(ids.at(-1)));
    expect([...first.notifications, ...second.notifications].map((n) => n.id)).not.toContain(others);
  });

  it("marks one read and comes back to the same page; the unread filter then leaves it out", async () => {
    const id = await notify(volunteerId, "Eén lezen");
    const { response, location } = await route.post(action, "/notificaties?page=2&index", {
      cookie,
      form: { intent: "read", id },
    });
    expect(response?.status).toBe(302);
    expect(location).toBe("/notificaties?page=2");
    expect(await unreadIds(volunteerId)).not.toContain(id);
    const unread = await route.load(loader, "/notificaties?ongelezen=1", { cookie });
    expect(unread.unreadOnly).toBe(true);
    expect(unread.notifications.map((n) => n.id)).not.toContain(id);
    expect(unread.notifications.every((n) => n.readAt === null)).toBe(true);
  });

  it("someone else's notification (or a made-up id) is the 404 page and stays unread", async () => {
    const theirs = await notify(adminId, "Niet van jou");
    for (const id of [theirs, "999999", "x"]) {
      const thrown = await route.post(action, "/notificaties?index", { cookie, form: { intent: "read", id } }).catch((e) => e);
      expect(statusOf(thrown), id).toBe(404);
      const followed = await route.load(follow, `/notificaties/${id}`, { cookie, params: { id } }).catch((e) => e);
      expect(statusOf(followed), id).toBe(404);
    }
    expect(await unreadIds(adminId)).toContain(theirs);
  });

  it("marks all read up to the newest the page showed; one arriving after stays unread", async () => {
    const seen = await route.load(loader, "/notificaties", { cookie });
    const arrived = await notify(volunteerId, "Net binnen");
    const { location, cookie: after } = await route.post(action, "/en/notificaties?index", {
      cookie,
      form: { intent: "read_all", upToId: String(seen.newestId) },
    });
    expect(location).toBe("/en/notificaties");
    expect(after).not.toBe(cookie); // the toast saying how many
    expect(await unreadIds(volunteerId)).toEqual([arrived]);
  });

  it("following a notification marks it read and opens its target, in the visitor's language", async () => {
    const id = await notify(volunteerId, "Volgen", "/applications/7");
    const answer = await route.load(follow, `/en/notificaties/${id}`, { cookie, params: { id } }).catch((e) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/en/applications/7");
    expect(await unreadIds(volunteerId)).not.toContain(id);
  });
});
