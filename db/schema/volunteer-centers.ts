import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CENTER_SHAPES, type FooterColumn } from "../../contract/volunteer-centers";
import { bool, id, tenantId, timestamps } from "./columns";

export const volunteerCenters = sqliteTable(
  "volunteer_centers",
  {
    id: id(),
    tenantId: tenantId(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    website: text("website"),
    city: text("city"),
    ...timestamps,
  },
  (t) => [index("volunteer_centers_tenant_idx").on(t.tenantId), uniqueIndex("volunteer_centers_slug_uq").on(t.tenantId, t.slug)],
);

export type { FooterColumn };

/** Centre profile: branding and theme config (SPEC §3 "Volunteer centre profile" + "Theme config"). */
export const volunteerCenterProfiles = sqliteTable(
  "volunteer_center_profiles",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerCenterId: integer("volunteer_center_id")
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    websiteLogoUrl: text("website_logo_url"),
    websiteLogoDarkModeUrl: text("website_logo_dark_mode_url"),
    faviconUrl: text("favicon_url"),
    gtagId: text("gtag_id"),
    // Colours: a palette preset name, or 'mauve' with custom shades as JSON text (all 11 steps).
    primaryColorPreset: text("primary_color_preset").notNull().default("indigo"),
    primaryColorShades: text("primary_color_shades"),
    secondaryColorPreset: text("secondary_color_preset"),
    secondaryColorShades: text("secondary_color_shades"),
    mutedColorPreset: text("muted_color_preset").notNull().default("slate"),
    backgroundColor: text("background_color"),
    backgroundColorDark: text("background_color_dark"),
    textColor: text("text_color"),
    textColorDark: text("text_color_dark"),
    fontSans: text("font_sans").notNull().default("Inter Variable"),
    fontHeading: text("font_heading").notNull().default("Inter Variable"),
    shape: text("shape", { enum: CENTER_SHAPES }).notNull().default("rounded"),
    headerVariant: text("header_variant").notNull().default("tab"),
    headerSticky: bool("header_sticky").notNull().default(true),
    headerLanguageToggle: bool("header_language_toggle").notNull().default(true),
    footerVariant: text("footer_variant").notNull().default("maud"),
    /** JSON object: CSS custom property name → value. */
    cssVariables: text("css_variables", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    /** JSON array of { title, content }. */
    footerColumns: text("footer_columns", { mode: "json" }).$type<FooterColumn[]>().notNull().default([]),
    showAnbiLogo: bool("show_anbi_logo").notNull().default(false),
    showNovLogo: bool("show_nov_logo").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("volunteer_center_profiles_tenant_idx").on(t.tenantId),
    uniqueIndex("volunteer_center_profiles_center_uq").on(t.volunteerCenterId),
  ],
);
