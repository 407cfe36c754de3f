import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { TENANT_IDS } from "../../config/tenants";
import { ACTIVITY_FREQUENCIES, type RecurrenceRule } from "../../contract/activities";
import { APPLICATION_STATUSES } from "../../contract/applications";
import { TEMPLATE_LOCALES } from "../../contract/notification-templates";
import { LOCATION_TYPES, VACANCY_STATUSES, VACANCY_TYPES } from "../../contract/vacancies";
import { activityOccurrences } from "./activities";
import { bool, id, tenantId, timestamps } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";
import { volunteerCenters } from "./volunteer-centers";

/**
 * Vacancies (SPEC §3, ADR 0020). Some columns copy what search needs so one indexed table answers it:
 * `organization_name` and `city` (kept in step when the organisation changes), `search_body` (the description as
 * plain text), `latitude`/`longitude` (the organisation's or the own address's), the tag and age-group bit masks.
 * Each tenant has an external-content FTS5 table `vacancies_fts_<tenant>` (title, search_body, organization_name, city)
 * over a view of its rows, kept in sync by triggers written by hand in the migrations (migration 0008,
 * scripts/tenant-search-index.mjs; Drizzle does not model virtual tables).
 */
/**
 * A tenant's full-text index of vacancies (migration 0008): one per tenant, so bm25 weighs a word among that
 * tenant's vacancies only and a search costs what its tenant holds, not the platform. Every tenant of
 * config/tenants.ts has one (db/search-index.test.ts); a new tenant's comes from scripts/tenant-search-index.mjs.
 */
export function vacancyFtsTable(tenantId: string): string {
  if (!(TENANT_IDS as readonly string[]).includes(tenantId)) throw new Error(`no search index for tenant ${tenantId}`);
  return `vacancies_fts_${tenantId}`;
}

export const vacancies = sqliteTable(
  "vacancies",
  {
    id: id(),
    tenantId: tenantId(),
    /** The centre the vacancy belongs to (its organisation's centre). */
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    title: text("title").notNull(),
    status: text("status", { enum: VACANCY_STATUSES }).notNull().default("draft"),
    vacancyType: text("vacancy_type", { enum: VACANCY_TYPES }).notNull().default("volunteering"),
    youtubeUrl: text("youtube_url"),
    /** `YYYY-MM-DD`, the last day (Europe/Amsterdam). */
    expiresAt: text("expires_at"),
    publishedAt: text("published_at"),
    contactPerson: text("contact_person"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    contactPhoneVisible: bool("contact_phone_visible").notNull().default(false),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    tagMask: integer("tag_mask").notNull().default(0),
    ageGroupIds: text("age_group_ids", { mode: "json" }).$type<number[]>().notNull().default([]),
    ageGroupMask: integer("age_group_mask").notNull().default(0),
    locationType: text("location_type", { enum: LOCATION_TYPES }).notNull().default("organization"),
    /** The own address (location_type `address`). */
    street: text("street"),
    houseNumber: text("house_number"),
    houseNumberAddition: text("house_number_addition"),
    postalCode: text("postal_code"),
    /** The place shown and searched: the own address's city, else the organisation's; null when remote. */
    city: text("city"),
    municipality: text("municipality"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    organizationName: text("organization_name").notNull().default(""),
    hoursPerWeek: real("hours_per_week"),
    vogRequired: bool("vog_required").notNull().default(false),
    capacity: integer("capacity"),
    /** Shared with the collaboration's other centres (only where the tenant allows centre sharing). */
    shared: bool("shared").notNull().default(false),
    /** Activity frequency (ADR 0022): `once` | `multi_day` | `regularly` (ACTIVITY_FREQUENCIES), activities only. */
    frequency: text("frequency", { enum: ACTIVITY_FREQUENCIES }),
    /** The activity's weekly/monthly rule as entered (contract/activities.ts `RecurrenceRule`), so the editor can
     * show it again; its dates are rows of `activity_occurrences`. Null when the dates were entered one by one. */
    recurrence: text("recurrence", { mode: "json" }).$type<RecurrenceRule>(),
    /** False: a full vacancy/occurrence refuses a sign-up (422 `full`) instead of waitlisting it. */
    waitlistEnabled: bool("waitlist_enabled").notNull().default(true),
    /** The scheduled job's marks: the week-before mail and the expiry (each done once). */
    expiryWarnedAt: text("expiry_warned_at"),
    expiredAt: text("expired_at"),
    deletedAt: text("deleted_at"),
    createdById: integer("created_by_id"),
    ...timestamps,
    // The large columns last: a search reads the small ones from the row's first page, never its overflow pages.
    /** tiptap JSON (contract/rich-text.ts). */
    description: text("description", { mode: "json" }),
    /** The description rendered from the allow-list, kept beside the JSON so a read never renders. */
    descriptionHtml: text("description_html").notNull().default(""),
    /** The description as plain text: the search index's body and the cards' summary. */
    searchBody: text("search_body").notNull().default(""),
  },
  (t) => [
    // Covering the search's filters and sort keys (docs/decisions/0020): a list never reads the wide rows.
    index("vacancies_search_idx").on(
      t.tenantId,
      t.status,
      t.volunteerCenterId,
      t.publishedAt,
      t.organizationId,
      t.vacancyType,
      t.tagMask,
      t.ageGroupMask,
      t.expiresAt,
      t.shared,
      t.deletedAt,
      t.createdAt,
    ),
    index("vacancies_organization_idx").on(t.organizationId, t.status),
    index("vacancies_center_idx").on(t.volunteerCenterId, t.status),
    // The tenant, then the bounding box's range, covering the same filters (forced for a place search without text).
    index("vacancies_geo_idx").on(
      t.tenantId,
      t.latitude,
      t.longitude,
      t.status,
      t.volunteerCenterId,
      t.publishedAt,
      t.organizationId,
      t.vacancyType,
      t.tagMask,
      t.ageGroupMask,
      t.expiresAt,
      t.shared,
      t.deletedAt,
      t.createdAt,
    ),
    index("vacancies_expiry_idx").on(t.status, t.expiresAt),
    // Vacancies published per period, for a centre and a tenant, with their place (ADR 0070; the municipality report).
    index("vacancies_center_published_idx").on(t.volunteerCenterId, t.publishedAt, t.deletedAt, t.organizationId, t.municipality),
    index("vacancies_tenant_published_idx").on(t.tenantId, t.publishedAt, t.deletedAt, t.organizationId, t.municipality),
    // A vacancy's place by its id without its wide row (the municipality report joins every counted application to it).
    index("vacancies_place_idx").on(t.id, t.deletedAt, t.organizationId, t.municipality),
    // Keyed by tenant and id (migrations 0006, 0008): a text match joins here instead of the wide row, and a
    // tenant's entries lie together (ADRs 0053 and 0055).
    index("vacancies_keys_idx").on(
      t.tenantId,
      t.id,
      t.status,
      t.volunteerCenterId,
      t.organizationId,
      t.publishedAt,
      t.expiresAt,
      t.deletedAt,
      t.shared,
      t.vacancyType,
      t.tagMask,
      t.ageGroupMask,
      t.latitude,
      t.longitude,
      t.createdAt,
    ),
  ],
);

/** `age_groups`: the same for every tenant, seeded by the migration. */
export const ageGroups = sqliteTable(
  "age_groups",
  {
    id: id(),
    slug: text("slug").notNull(),
    nameNl: text("name_nl").notNull(),
    nameEn: text("name_en").notNull(),
    minAge: integer("min_age"),
    maxAge: integer("max_age"),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("age_groups_slug_uq").on(t.slug)],
);

/**
 * Applications (SPEC §3). One per person per vacancy — per occurrence for an activity's date (ADR 0022): unique on
 * (vacancy, occurrence or 0, lower-cased e-mail).
 */
export const applications = sqliteTable(
  "applications",
  {
    id: id(),
    tenantId: tenantId(),
    vacancyId: integer("vacancy_id")
      .notNull()
      .references(() => vacancies.id),
    organizationId: integer("organization_id").notNull(),
    volunteerCenterId: integer("volunteer_center_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    message: text("message"),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    locale: text("locale").notNull().default("nl"),
    /** The form's idempotency key: a repeated post answers the application the first one made. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 (hex) of the withdraw token mailed to an anonymous applicant. */
    withdrawTokenHash: text("withdraw_token_hash"),
    decidedAt: text("decided_at"),
    decidedById: integer("decided_by_id"),
    withdrawnAt: text("withdrawn_at"),
    /** The activity's date signed up for (ADR 0022); null = the whole vacancy (also a `multi_day` activity). */
    occurrenceId: integer("occurrence_id").references(() => activityOccurrences.id, { onDelete: "cascade" }),
    /** The reminder job's marks (a week / a day before the occurrence), each sent once. */
    remindedWeekAt: text("reminded_week_at"),
    remindedDayAt: text("reminded_day_at"),
    /**
     * When it joined the queue: made, or made anew after a withdrawal. The waitlist is ordered by (queued_at, id)
     * (ADR 0021); a row written without one gets its created_at (the migration's trigger).
     */
    /** When the owner was last told someone applied again with this address (`application_repeated`, once an hour). */
    repeatNoticeAt: text("repeat_notice_at"),
    queuedAt: text("queued_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
    ...timestamps,
  },
  (t) => [
    index("applications_tenant_idx").on(t.tenantId, t.status),
    index("applications_vacancy_status_idx").on(t.vacancyId, t.status, t.id),
    index("applications_organization_idx").on(t.organizationId, t.status),
    index("applications_user_idx").on(t.userId),
    uniqueIndex("applications_vacancy_occurrence_email_uq").on(t.vacancyId, sql`ifnull(${t.occurrenceId}, 0)`, t.email),
    index("applications_occurrence_status_idx").on(t.occurrenceId, t.status, t.id),
    index("applications_queue_idx").on(t.vacancyId, t.status, t.queuedAt, t.id),
    // A centre's and a tenant's applications by time, covering the analytics' outcome and time-to-answer series (ADR 0070).
    index("applications_center_created_idx").on(
      t.volunteerCenterId,
      t.createdAt,
      t.status,
      t.decidedAt,
      t.vacancyId,
      t.organizationId,
    ),
    index("applications_tenant_created_idx").on(t.tenantId, t.createdAt, t.status, t.decidedAt, t.vacancyId, t.organizationId),
    index("applications_center_decided_idx").on(t.volunteerCenterId, t.decidedAt, t.createdAt, t.status, t.vacancyId),
    index("applications_tenant_decided_idx").on(t.tenantId, t.decidedAt, t.createdAt, t.status, t.vacancyId),
    // Who was accepted in a period (the municipality report's people matched), read from the index alone.
    index("applications_center_accepted_idx").on(t.volunteerCenterId, t.status, t.decidedAt, t.vacancyId, t.userId, t.email),
    index("applications_tenant_accepted_idx").on(t.tenantId, t.status, t.decidedAt, t.vacancyId, t.userId, t.email),
    // A centre's and a tenant's applications per vacancy, with what the municipality report counts of each: its
    // grouping by vacancy streams in index order instead of sorting every application of the period (ADR 0070).
    index("applications_center_vacancy_idx").on(t.volunteerCenterId, t.vacancyId, t.createdAt, t.status, t.decidedAt),
    index("applications_tenant_vacancy_idx").on(t.tenantId, t.vacancyId, t.createdAt, t.status, t.decidedAt),
    uniqueIndex("applications_idempotency_uq").on(t.tenantId, t.idempotencyKey),
  ],
);

/** Internal notes on an application (SPEC §3): organisation and centre staff only. */
export const internalNotes = sqliteTable(
  "internal_notes",
  {
    id: id(),
    tenantId: tenantId(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull(),
    /** The note form's idempotency key (ADR 0006: from the load context): a repeated post answers the first note. */
    idempotencyKey: text("idempotency_key"),
    ...timestamps,
  },
  (t) => [
    index("internal_notes_application_idx").on(t.applicationId),
    index("internal_notes_tenant_idx").on(t.tenantId),
    uniqueIndex("internal_notes_idempotency_uq").on(t.tenantId, t.idempotencyKey),
  ],
);

/** Notification templates (SPEC §3), per centre, key and language. */
export const notificationTemplates = sqliteTable(
  "notification_templates",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    key: text("key").notNull(),
    locale: text("locale", { enum: TEMPLATE_LOCALES }).notNull(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    /** tiptap JSON with `{{placeholders}}` in its text. */
    body: text("body", { mode: "json" }).notNull(),
    active: bool("active").notNull().default(true),
    /** The version a save read (ADR 0060): a stale save is 409 and changes nothing. */
    lockVersion: integer("lock_version").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("notification_templates_tenant_idx").on(t.tenantId),
    uniqueIndex("notification_templates_center_key_uq").on(t.volunteerCenterId, t.key, t.locale),
  ],
);

/**
 * PDOK answers per postcode (the search's `filter[near]`): centre coordinates and municipality. Public data shared
 * by every tenant; `found` false caches "no such postcode"; outages are never cached.
 */
export const postcodeCache = sqliteTable("postcode_cache", {
  postalCode: text("postal_code").primaryKey(),
  found: bool("found").notNull(),
  city: text("city"),
  municipality: text("municipality"),
  latitude: real("latitude"),
  longitude: real("longitude"),
  fetchedAt: text("fetched_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});
