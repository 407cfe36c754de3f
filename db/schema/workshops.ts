import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { WORKSHOP_SIGNUP_STATUSES } from "../../contract/workshops";
import { id, tenantId, timestamps } from "./columns";
import { users } from "./users";
import { volunteerCenters } from "./volunteer-centers";

/**
 * Workshops (docs/decisions/0072-workshops.md): trainings a centre offers its volunteers. Times are UTC instants
 * (`…Z`) of wall-clock times in Europe/Amsterdam, as the activities' dates (ADR 0022); the description is plain text
 * (nl, optional en), as a form's.
 */
export const workshops = sqliteTable(
  "workshops",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    description: text("description"),
    descriptionEn: text("description_en"),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    place: text("place").notNull(),
    capacity: integer("capacity").notNull(),
    /** Cancelled by the centre: gone from the volunteers' list, its sign-ups kept as they were. */
    cancelledAt: text("cancelled_at"),
    createdById: integer("created_by_id"),
    ...timestamps,
  },
  (t) => [
    index("workshops_tenant_idx").on(t.tenantId),
    index("workshops_center_starts_idx").on(t.volunteerCenterId, t.cancelledAt, t.startsAt),
  ],
);

/**
 * A volunteer's sign-up for a workshop: one row per person and workshop. `confirmed` holds a place, `waitlisted`
 * waits in the order of (`queued_at`, `id`), `withdrawn` is kept and taken back (at the end of the queue) by a
 * new sign-up. The place rule is the applications' (api/services/place-queue.ts).
 */
export const workshopSignups = sqliteTable(
  "workshop_signups",
  {
    id: id(),
    tenantId: tenantId(),
    workshopId: integer("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: WORKSHOP_SIGNUP_STATUSES }).notNull(),
    queuedAt: text("queued_at").notNull(),
    withdrawnAt: text("withdrawn_at"),
    ...timestamps,
  },
  (t) => [
    index("workshop_signups_tenant_idx").on(t.tenantId),
    uniqueIndex("workshop_signups_workshop_user_uq").on(t.workshopId, t.userId),
    index("workshop_signups_queue_idx").on(t.workshopId, t.status, t.queuedAt, t.id),
    index("workshop_signups_user_idx").on(t.userId),
  ],
);
