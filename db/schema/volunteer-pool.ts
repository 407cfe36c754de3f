/**
 * The volunteer pool (ADR 0063): one profile per volunteer or student, invisible until they choose who sees it, and
 * the replies organisations send to a profile (each starts a conversation).
 */
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PROFILE_VISIBILITIES, type ProfileLanguage } from "../../contract/volunteer-pool";
import { id, tenantId, timestamps } from "./columns";
import { conversations } from "./conversations";
import { organizations } from "./organizations";
import { users } from "./users";
import { volunteerCenters } from "./volunteer-centers";

export const volunteerProfiles = sqliteTable(
  "volunteer_profiles",
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The volunteer's centre (the user's), copied so the pool filters `centre` visibility from this table alone. */
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id),
    visibility: text("visibility", { enum: PROFILE_VISIBILITIES }).notNull().default("hidden"),
    /** Plain text. */
    intro: text("intro").notNull().default(""),
    /** JSON: activity type ids. */
    interests: text("interests", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    /** JSON: short free-text skills. */
    skills: text("skills", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** 21 bits, one per day × part (contract/volunteer-pool.ts `availabilityBit`); 0 = not said. */
    availabilityMask: integer("availability_mask").notNull().default(0),
    /** JSON: ISO 639-1 codes. */
    languages: text("languages", { mode: "json" }).$type<ProfileLanguage[]>().notNull().default(sql`'[]'`),
    postalCode: text("postal_code"),
    /** The place shown in the pool (from PDOK, or typed). */
    city: text("city"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** How far the volunteer will travel, in km. */
    travelKm: integer("travel_km").notNull().default(10),
    lockVersion: integer("lock_version").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("volunteer_profiles_tenant_idx").on(t.tenantId),
    uniqueIndex("volunteer_profiles_user_uq").on(t.userId),
    index("volunteer_profiles_visible_idx").on(t.tenantId, t.visibility, t.volunteerCenterId, t.updatedAt),
  ],
);

export const volunteerProfileReplies = sqliteTable(
  "volunteer_profile_replies",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerProfileId: integer("volunteer_profile_id")
      .notNull()
      .references(() => volunteerProfiles.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The staff member who wrote it. No FK: the reply outlives the account. */
    senderId: integer("sender_id").notNull(),
    /** The profile's owner, copied so "replies I received" reads this table alone. */
    volunteerId: integer("volunteer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The reply's own subject (the conversation keeps its first one). Migration 0023. */
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    /** The conversation the reply started (its first message is the body). */
    conversationId: integer("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("volunteer_profile_replies_tenant_idx").on(t.tenantId),
    index("volunteer_profile_replies_volunteer_idx").on(t.volunteerId, t.createdAt),
    index("volunteer_profile_replies_organization_idx").on(t.organizationId, t.createdAt),
    index("volunteer_profile_replies_profile_idx").on(t.volunteerProfileId),
  ],
);
