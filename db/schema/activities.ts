import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, tenantId, timestamps } from "./columns";
import { users } from "./users";
import { vacancies } from "./vacancies";

/**
 * The dates of an activity (docs/decisions/0022): one row per occurrence, whether entered one by one or
 * expanded from the vacancy's `recurrence` rule on the server. `starts_at`/`ends_at` are UTC instants (`…Z`);
 * `local_date` is the start's day in Europe/Amsterdam (the month grid and the range filters read it).
 * `capacity` null = the vacancy's `capacity` (which may be null = unlimited).
 */
export const activityOccurrences = sqliteTable(
  "activity_occurrences",
  {
    id: id(),
    tenantId: tenantId(),
    vacancyId: integer("vacancy_id")
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    localDate: text("local_date").notNull(),
    capacity: integer("capacity"),
    ...timestamps,
  },
  (t) => [
    index("activity_occurrences_tenant_date_idx").on(t.tenantId, t.localDate),
    index("activity_occurrences_vacancy_idx").on(t.vacancyId, t.startsAt),
    // The reminder job's window (starts within the next 7 days).
    index("activity_occurrences_starts_idx").on(t.startsAt),
  ],
);

/**
 * A volunteer's personal iCalendar feed (act-ical, docs/decisions/0023): one per user; only the SHA-256 (hex) of
 * the secret in its URL is stored, so rotating or revoking is replacing or deleting the row.
 */
export const calendarFeeds = sqliteTable(
  "calendar_feeds",
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("calendar_feeds_user_uq").on(t.userId),
    uniqueIndex("calendar_feeds_token_hash_uq").on(t.tokenHash),
    index("calendar_feeds_tenant_idx").on(t.tenantId),
  ],
);
