/**
 * What users are told (ADR 0065, 0066): in-app notifications, the saved vacancy searches of the periodic mail, and
 * one row per digest sent (a user gets at most one digest a day, however often the job runs).
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { NOTIFICATION_KINDS, type NotificationParams } from "../../contract/notifications";
import { id, tenantId, timestamps } from "./columns";
import { users } from "./users";

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** JSON: the values the kind's text needs. */
    params: text("params", { mode: "json" }).$type<NotificationParams>().notNull().default(sql`'{}'`),
    /** The app path it opens (always a local path, starting with one `/`). */
    link: text("link").notNull(),
    /** Set when one notification must be written once (e.g. `vacancy_expiring:42`): unique per user. */
    dedupeKey: text("dedupe_key"),
    readAt: text("read_at"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("notifications_tenant_idx").on(t.tenantId),
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_unread_idx").on(t.userId).where(sql`read_at IS NULL`),
    uniqueIndex("notifications_dedupe_uq").on(t.userId, t.dedupeKey),
  ],
);

/** A signed-in user's named `/vacancies/search` query (its URL's search part), sent in the periodic mail. */
export const savedSearches = sqliteTable(
  "saved_searches",
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The search's query string without `?` (only the search's own filters, normalised). */
    query: text("query").notNull(),
    ...timestamps,
  },
  (t) => [index("saved_searches_tenant_idx").on(t.tenantId), index("saved_searches_user_idx").on(t.userId)],
);

/** One digest per user and day: the job claims the row first (INSERT OR IGNORE), so a second run sends nothing. */
export const digestRuns = sqliteTable(
  "digest_runs",
  {
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The local (Europe/Amsterdam) date, YYYY-MM-DD. */
    day: text("day").notNull(),
    /** What the digest held (0 = nothing new, no mail sent). */
    itemCount: integer("item_count").notNull().default(0),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("digest_runs_tenant_idx").on(t.tenantId)],
);
