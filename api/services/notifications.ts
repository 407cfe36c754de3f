/**
 * Reading and marking a user's own in-app notifications (ADR 0065). Every read and write here is scoped to the
 * tenant and the user: nobody sees or marks another's notification, whatever their role.
 */
import { and, count, desc, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import { UNREAD_COUNT_CAP } from "../../contract/notifications";
import type { Db } from "../../db";
import { notifications } from "../../db/schema";
import { resource } from "../jsonapi/serialize";

export type NotificationRow = typeof notifications.$inferSelect;

/** The user's own notifications: the tenant and the user, plus `more`. */
export const ownNotifications = (tenantId: string, userId: number, ...more: Array<SQL | undefined>) =>
  and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), ...more) as SQL;

/**
 * The query of the user's unread count (the toolbar's number), up to UNREAD_COUNT_CAP: read through the partial
 * index on unread rows and stopped at the cap, so it costs at most that many rows, whatever the user's history. A
 * query (not a promise) so a caller can put it in a batch.
 */
export const unreadCountQuery = (db: Db, tenantId: string, userId: number) =>
  db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(notifications)
      .where(ownNotifications(tenantId, userId, isNull(notifications.readAt)))
      .limit(UNREAD_COUNT_CAP)
      .as("unread"),
  );

export async function unreadCount(db: Db, tenantId: string, userId: number): Promise<number> {
  const [row] = await unreadCountQuery(db, tenantId, userId);
  return row?.n ?? 0;
}

/** A page of the user's notifications, newest first. */
export const notificationPage = (db: Db, where: SQL, page: { number: number; size: number }) =>
  db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);

/** Marks one own notification read (kept as first read); answers the row, or null when it is not the user's. */
export async function markRead(db: Db, tenantId: string, userId: number, id: number, at: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
    .where(ownNotifications(tenantId, userId, eq(notifications.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Marks the user's unread notifications up to `upToId` read, in one UPDATE: one written after the client's list
 * was read (a higher id) stays unread. Answers how many it marked.
 */
export async function markAllRead(db: Db, tenantId: string, userId: number, upToId: number, at: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(ownNotifications(tenantId, userId, isNull(notifications.readAt), lte(notifications.id, upToId)))
    .returning({ id: notifications.id });
  return rows.length;
}

export function notificationResource(row: NotificationRow) {
  return resource("notifications", row.id, {
    kind: row.kind,
    params: row.params,
    link: row.link,
    readAt: row.readAt,
    createdAt: row.createdAt,
  });
}
