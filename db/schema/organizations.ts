import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { type NovChecklist, ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "../../contract/organizations";
import { bool, id, tenantId, timestamps } from "./columns";
import { volunteerCenters } from "./volunteer-centers";

export { ORGANIZATION_STATUSES, ORGANIZATION_TYPES };

export const organizations = sqliteTable(
  "organizations",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    type: text("type", { enum: ORGANIZATION_TYPES }).notNull().default("NonProfit"),
    name: text("name").notNull(),
    website: text("website"),
    email: text("email"),
    phoneNumber: text("phone_number"),
    description: text("description"),
    status: text("status", { enum: ORGANIZATION_STATUSES }).notNull().default("pending"),
    /** Soft delete (PRODUCT.md: any → deleted, admin): set with status `deleted`; the row is hidden everywhere. */
    deletedAt: text("deleted_at"),
    /** The last approval decision (approve, deny with a reason, archive): who, when, why, and the NOV checklist. */
    decisionReason: text("decision_reason"),
    decidedById: integer("decided_by_id"),
    decidedAt: text("decided_at"),
    novChecklist: text("nov_checklist", { mode: "json" }).$type<NovChecklist>(),
    /** Who signed the organisation up (its first user) or added it (staff). No FK: the record outlives the account. */
    createdById: integer("created_by_id"),
    /** The sign-up form's idempotency key: a repeated post answers the organisation the first one made. */
    signupKey: text("signup_key"),
    ...timestamps,
  },
  (t) => [
    index("organizations_tenant_idx").on(t.tenantId),
    index("organizations_center_status_idx").on(t.volunteerCenterId, t.status),
    index("organizations_tenant_status_name_idx").on(t.tenantId, t.status, t.name),
    // The public vacancy search lists a tenant's approved, not deleted organisations from this index alone.
    index("organizations_visible_idx").on(t.tenantId, t.status, t.deletedAt),
    // The few organisations whose vacancies nobody sees (ADR 0055): the public search
    // excludes these instead of listing the approved ones.
    index("organizations_hidden_idx").on(t.tenantId, t.id).where(sql`status != 'approved' OR deleted_at IS NOT NULL`),
    uniqueIndex("organizations_signup_key_uq").on(t.tenantId, t.signupKey),
  ],
);

export const addresses = sqliteTable(
  "addresses",
  {
    id: id(),
    tenantId: tenantId(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    houseNumberAddition: text("house_number_addition"),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    /** PDOK's gemeentenaam (reports per municipality); null when typed by hand. */
    municipality: text("municipality"),
    country: text("country").notNull().default("NL"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** False when street/city were typed by hand (PDOK did not find it or was down): no coordinates, off the map. */
    geocoded: bool("geocoded").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("addresses_tenant_idx").on(t.tenantId), uniqueIndex("addresses_organization_uq").on(t.organizationId)],
);

/** Non-profit profile (SPEC §3): nonProfitType, showOnSocialMap, activityTypeIds. */
export const organizationProfiles = sqliteTable(
  "organization_profiles",
  {
    id: id(),
    tenantId: tenantId(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    nonProfitType: text("non_profit_type"),
    showOnSocialMap: bool("show_on_social_map").notNull().default(true),
    activityTypeIds: text("activity_type_ids", { mode: "json" }).$type<number[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index("organization_profiles_tenant_idx").on(t.tenantId),
    uniqueIndex("organization_profiles_organization_uq").on(t.organizationId),
  ],
);

/** The activity types organisations (and later vacancies) are tagged with; the same list for every tenant. */
export const activityTypes = sqliteTable(
  "activity_types",
  {
    id: id(),
    slug: text("slug").notNull(),
    nameNl: text("name_nl").notNull(),
    nameEn: text("name_en").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("activity_types_slug_uq").on(t.slug)],
);

/**
 * PDOK Locatieserver answers, per postcode + house number + addition (`''` for none): public data, shared by every
 * tenant. `found` false caches "PDOK does not know this address" too; outages are never cached.
 */
export const geocodeCache = sqliteTable(
  "geocode_cache",
  {
    id: id(),
    postalCode: text("postal_code").notNull(),
    houseNumber: text("house_number").notNull(),
    houseNumberAddition: text("house_number_addition").notNull().default(""),
    found: bool("found").notNull(),
    street: text("street"),
    city: text("city"),
    municipality: text("municipality"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    fetchedAt: text("fetched_at").notNull(),
  },
  (t) => [uniqueIndex("geocode_cache_address_uq").on(t.postalCode, t.houseNumber, t.houseNumberAddition)],
);
