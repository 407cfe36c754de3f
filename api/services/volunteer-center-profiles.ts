/**
 * Writes to a centre's profile (design, footer): one statement that creates the profile when the centre has none yet
 * and updates it otherwise (the profile is one-to-one with its centre: a unique index on volunteer_center_id).
 */
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { camelKeys } from "../../contract/case";
import { type DesignColors, type DesignInput, designColorColumns, type FooterInput } from "../../contract/volunteer-centers";
import { volunteerCenterProfiles, type volunteerCenters } from "../../db/schema";
import type { ApiEnv } from "../types";

type Center = typeof volunteerCenters.$inferSelect;
type ProfileValues = Partial<Omit<typeof volunteerCenterProfiles.$inferInsert, "id" | "tenantId" | "volunteerCenterId">>;

export async function saveCenterProfile(c: Context<ApiEnv>, center: Center, values: ProfileValues) {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const [profile] = await c
    .get("db")
    .insert(volunteerCenterProfiles)
    .values({ name: center.name, ...values, tenantId: center.tenantId, volunteerCenterId: center.id })
    .onConflictDoUpdate({ target: volunteerCenterProfiles.volunteerCenterId, set: { ...values, updatedAt: now } })
    .returning();
  return profile;
}

/** The profile's columns for a design (contract/volunteer-centers.ts designInput): colours as designColorColumns stores them. */
export function designValues(data: DesignInput): ProfileValues {
  const { columns } = designColorColumns(camelKeys<DesignColors>(data));
  return {
    ...columns,
    websiteLogoUrl: data.website_logo_url,
    websiteLogoDarkModeUrl: data.website_logo_dark_mode_url,
    faviconUrl: data.favicon_url,
    gtagId: data.gtag_id,
    fontSans: data.font_sans,
    fontHeading: data.font_heading,
    shape: data.shape,
    headerVariant: data.header_variant,
    headerSticky: data.header_sticky,
    headerLanguageToggle: data.header_language_toggle,
    footerVariant: data.footer_variant,
  };
}

/** The profile's columns for a footer (contract/volunteer-centers.ts footerInput). */
export function footerValues(data: FooterInput): ProfileValues {
  return {
    footerColumns: data.footer_columns.map((column) => ({
      title: column.title,
      content: column.content,
      titleEn: column.title_en ?? null,
      contentEn: column.content_en ?? null,
    })),
    showAnbiLogo: data.show_anbi_logo,
    showNovLogo: data.show_nov_logo,
  };
}
