import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "../../contract/organizations";
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
    ...timestamps,
  },
  (t) => [
    index("organizations_tenant_idx").on(t.tenantId),
    index("organizations_center_status_idx").on(t.volunteerCenterId, t.status),
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
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull().default("NL"),
    latitude: real("latitude"),
    longitude: real("longitude"),
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
