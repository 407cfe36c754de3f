/**
 * /api/v1/notifications (ADR 0065): own notifications only, for every role (another user's or another tenant's is
 * unknown: 404); newest first with a capped page size; `filter[unread]`; `meta.unread`; marking one read; and
 * `read_all` up to the newest id the client saw, so one arriving meanwhile — also in parallel — stays unread.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_NOTIFICATION_PAGE_SIZE, UNREAD_COUNT_CAP } from "../../../contract/notifications";
import { createDb } from "../../../db";
import { notifications, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { ReadBatch } from "../../read-batch";
import { writeBatch } from "../../services/notification-mails";
import { unreadCount } from "../../services/notifications";
import { notifyStatement } from "../../services/notifications-write";
import { loadUserGraph } from "../../services/users";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
const VOLUNTEER = "volunteer@oldebroek.example.org";
const ADMIN = "admin@oldebroek.example.org";
const ROERMOND = "admin@roermond.example.org";

beforeAll(async () => {
  h = await createApiHarness();
  // The demo's notifications (db/seed) aside: each test counts only what it writes.
  await h.db.delete(notifications);
});
afterAll(() => h?.dispose());

async function userId(email: string) {
  const [u] = await h.db.select({ id: users.id, tenantId: users.tenantId }).from(users).where(eq(users.email, email));
  return u!;
}

/** Writes `count` notifications for the user, as the producers do; answers their ids (oldest first). */
async function notify(email: string, count = 1, title = "Vacature"): Promise<number[]> {
  const user = await userId(email);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [rows] = await writeBatch(h.db, [
      notifyStatement(user.tenantId, user.id, {
        kind: "organization_approved",
        params: { organization: `${title} ${i}` },
        link: "/organizations/1",
      }),
    ]);
    ids.push(Number(rows![0]!.notification_id));
  }
  return ids;
}

const unreadOf = async (email: string) => {
  const user = await userId(email);
  return (
    await h.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
  ).map((r) => r.id);
};

describe("GET /api/v1/notifications", () => {
  it("answers the own notifications newest first, with the unread count and the page links", async () => {
    const ids = await notify(VOLUNTEER, 3, "Lijst");
    await notify(ADMIN, 2, "Niet van jou");
    const { status, body } = await h.json("/api/v1/notifications?page[size]=2", { headers: await as(h, VOLUNTEER) });
    expect(status).toBe(200);
    expect(body.data.map((n: { id: string }) => Number(n.id))).toEqual([ids[2], ids[1]]);
    expect(body.data[0]).toMatchObject({
      type: "notifications",
      attributes: { kind: "organization_approved", params: { organization: "Lijst 2" }, link: "/organizations/1", read_at: null },
    });
    expect(body.meta).toMatchObject({ record_count: 3, page_size: 2, unread: 3 });
    expect(decodeURIComponent(body.links.next)).toContain("page[number]=2");
    const second = await h.json(body.links.next, { headers: await as(h, VOLUNTEER) });
    expect(second.body.data.map((n: { id: string }) => Number(n.id))).toEqual([ids[0]]);
  });

  it("filters unread and read ones", async () => {
    const session = await as(h, VOLUNTEER);
    const [id] = await notify(VOLUNTEER, 1, "Filter");
    await h.json(`/api/v1/notifications/${id}/read`, { method: "POST", headers: session });
    const unread = await h.json("/api/v1/notifications?filter[unread]=true&page[size]=100", { headers: session });
    expect(unread.body.data.every((n: { attributes: { read_at: string | null } }) => n.attributes.read_at === null)).toBe(true);
    expect(unread.body.data.map((n: { id: string }) => Number(n.id))).not.toContain(id);
    const read = await h.json("/api/v1/notifications?filter[unread]=false", { headers: session });
    expect(read.body.data.map((n: { id: string }) => Number(n.id))).toContain(id);
    const bad = await h.json("/api/v1/notifications?filter[unread]=maybe", { headers: session });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source).toEqual({ parameter: "filter[unread]" });
  });

  it("caps the page size (400 on page[size]), and is 401 signed out", async () => {
    const session = await as(h, VOLUNTEER);
    const ok = await h.json(`/api/v1/notifications?page[size]=${MAX_NOTIFICATION_PAGE_SIZE}`, { headers: session });
    expect(ok.status).toBe(200);
    const big = await h.json(`/api/v1/notifications?page[size]=${MAX_NOTIFICATION_PAGE_SIZE + 1}`, { headers: session });
    expect(big.status).toBe(400);
    expect(big.body.errors[0].source).toEqual({ parameter: "page[size]" });
    expect((await h.call("/api/v1/notifications")).status).toBe(401);
  });

  it("shows an admin only their own, and nothing of another tenant", async () => {
    const [mine] = await notify(ADMIN, 1, "Beheer");
    const [theirs] = await notify(ROERMOND, 1, "Roermond");
    const admin = await h.json("/api/v1/notifications?page[size]=100", { headers: await as(h, ADMIN) });
    const ids = admin.body.data.map((n: { id: string }) => Number(n.id));
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    for (const n of admin.body.data) expect(n.attributes.params.organization).not.toMatch(/^(Lijst|Filter|Roermond)/);
  });
});

describe("unread counts", () => {
  it("count up to UNREAD_COUNT_CAP (the toolbar shows 99+), in the list and in current_user alike", async () => {
    const email = "student@oldebroek.example.org";
    const user = await userId(email);
    const rows = Array.from({ length: UNREAD_COUNT_CAP + 5 }, () => ({
      tenantId: user.tenantId,
      userId: user.id,
      kind: "organization_approved" as const,
      params: { organization: "Veel" },
      link: "/organizations/1",
    }));
    // D1 binds at most 100 parameters a statement: a row per statement, in one batch.
    const [first, ...rest] = rows.map((row) => h.db.insert(notifications).values(row));
    await h.db.batch([first!, ...rest]);
    const session = await as(h, email);
    const list = await h.json("/api/v1/notifications?page[size]=1", { headers: session });
    expect(list.body.meta).toMatchObject({ unread: UNREAD_COUNT_CAP, record_count: UNREAD_COUNT_CAP + 5 });
    const me = await h.json("/api/v1/current_user", { headers: session });
    expect(me.body.meta.unread_notifications).toBe(UNREAD_COUNT_CAP);
  });
});

describe("current_user meta", () => {
  it("reads the count beside the account's roles and organisations: no D1 round trip of its own (ADR 0051)", async () => {
    for (const email of [VOLUNTEER, "organization_superuser@oldebroek.example.org"]) {
      const user = await userId(email);
      const alone = new ReadBatch(h.env.DB);
      await loadUserGraph(createDb(alone.database), user.tenantId, [user.id]);
      const withCount = new ReadBatch(h.env.DB);
      const db = createDb(withCount.database);
      await Promise.all([loadUserGraph(db, user.tenantId, [user.id]), unreadCount(db, user.tenantId, user.id)]);
      expect(withCount.roundTrips, email).toBe(alone.roundTrips);
    }
  });

  it("carries the unread count for the toolbar", async () => {
    const session = await as(h, "mentor@oldebroek.example.org");
    const before = await h.json("/api/v1/current_user?include=roles", { headers: session });
    await notify("mentor@oldebroek.example.org", 2, "Mentor");
    const after = await h.json("/api/v1/current_user?include=roles", { headers: session });
    expect(after.body.meta.unread_notifications).toBe(before.body.meta.unread_notifications + 2);
  });
});

describe("POST /api/v1/notifications/:id/read", () => {
  it("marks the own one read once (the first time stays), answering it and the unread count", async () => {
    const session = await as(h, VOLUNTEER);
    const [id] = await notify(VOLUNTEER, 1, "Een");
    const first = await h.json(`/api/v1/notifications/${id}/read`, { method: "POST", headers: session });
    expect(first.status).toBe(200);
    expect(first.body.data.attributes.read_at).toEqual(expect.any(String));
    expect(first.body.meta.unread).toBe((await unreadOf(VOLUNTEER)).length);
    const again = await h.json(`/api/v1/notifications/${id}/read`, { method: "POST", headers: session });
    expect(again.body.data.attributes.read_at).toBe(first.body.data.attributes.read_at);
  });

  it("is a 404 for someone else's (any role), another tenant's, an unknown or malformed id; 401 signed out", async () => {
    const [volunteers] = await notify(VOLUNTEER, 1, "Van de vrijwilliger");
    const [roermonds] = await notify(ROERMOND, 1, "Roermond");
    for (const email of [ADMIN, "organization_superuser@oldebroek.example.org"]) {
      const r = await h.json(`/api/v1/notifications/${volunteers}/read`, { method: "POST", headers: await as(h, email) });
      expect(r.status, email).toBe(404);
    }
    // Roermond's admin asking in Roermond for Oldebroek's row, and the volunteer for Roermond's.
    const crossTenant = await h.json(`/api/v1/notifications/${volunteers}/read`, {
      method: "POST",
      tenant: "roermond",
      headers: await as(h, ROERMOND),
    });
    expect(crossTenant.status).toBe(404);
    const other = await h.json(`/api/v1/notifications/${roermonds}/read`, { method: "POST", headers: await as(h, VOLUNTEER) });
    expect(other.status).toBe(404);
    for (const id of ["999999", "abc", "0"]) {
      const r = await h.json(`/api/v1/notifications/${id}/read`, { method: "POST", headers: await as(h, VOLUNTEER) });
      expect(r.status, id).toBe(404);
    }
    expect(await unreadOf(VOLUNTEER)).toContain(volunteers);
    expect((await h.call(`/api/v1/notifications/${volunteers}/read`, { method: "POST" })).status).toBe(401);
  });
});

describe("POST /api/v1/notifications/read_all", () => {
  const readAll = async (email: string, upToId: unknown, tenant?: string) =>
    h.json("/api/v1/notifications/read_all", {
      method: "POST",
      tenant,
      headers: await as(h, email),
      body: { data: { type: "notifications", attributes: { up_to_id: upToId } } },
    });

  it("marks the own unread ones up to the id seen; a newer one stays unread; others' are untouched", async () => {
    const seen = await notify(VOLUNTEER, 2, "Gezien");
    const [adminsBefore] = await notify(ADMIN, 1, "Beheer");
    const [newer] = await notify(VOLUNTEER, 1, "Nieuwer");
    const { status, body } = await readAll(VOLUNTEER, seen[1]);
    expect(status).toBe(200);
    expect(body.meta.unread).toBe(1);
    expect(await unreadOf(VOLUNTEER)).toEqual([newer]);
    expect(await unreadOf(ADMIN)).toContain(adminsBefore);
    expect(body.meta.marked).toBeGreaterThanOrEqual(2);
  });

  it("in parallel with a notification arriving, leaves that one unread whatever the order", async () => {
    const seen = await notify(VOLUNTEER, 3, "Parallel");
    const upTo = seen[2]!;
    const results = await Promise.all([readAll(VOLUNTEER, upTo), readAll(VOLUNTEER, upTo), notify(VOLUNTEER, 1, "Onderweg")]);
    const arrived = (results[2] as number[])[0]!;
    expect(arrived).toBeGreaterThan(upTo);
    const unread = await unreadOf(VOLUNTEER);
    expect(unread).toContain(arrived);
    expect(unread.filter((id) => id <= upTo)).toEqual([]);
    // The two marks together marked each row once.
    const [a, b] = results as Array<{ body: { meta: { marked: number } } }>;
    expect(a!.body.meta.marked + b!.body.meta.marked).toBeGreaterThanOrEqual(3);
  });

  it("is a 422 with a pointer for a missing or bad up_to_id; 401 signed out", async () => {
    for (const bad of [undefined, "12", -1, 1.5]) {
      const r = await readAll(VOLUNTEER, bad);
      expect(r.status, String(bad)).toBe(422);
      expect(r.body.errors[0].source).toEqual({ pointer: "/data/attributes/up_to_id" });
    }
    const signedOut = await h.json("/api/v1/notifications/read_all", { method: "POST", body: { data: {} } });
    expect(signedOut.status).toBe(401);
  });

  it("in another tenant marks nothing here", async () => {
    const [id] = await notify(VOLUNTEER, 1, "Hier");
    await readAll(ROERMOND, id! + 1000, "roermond");
    expect(await unreadOf(VOLUNTEER)).toContain(id);
  });
});
