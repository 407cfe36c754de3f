/**
 * The centre's settings forms (ADR 0040, ADR 0047): each schema is the contract's input camelCased, composed of its
 * own rules (contract/volunteer-centers.ts), and checked across fields by the contract's `checkDesign` — so the
 * browser refuses a colour that fails contrast with the same message and ratio the API answers.
 */
import { z } from "zod";
import type { WriteBody } from "../../../contract/api-writes";
import { toCamelCase } from "../../../contract/case";
import {
  checkDesign,
  footerColumnInput as column,
  designFields as d,
  MAX_FOOTER_COLUMNS,
} from "../../../contract/volunteer-centers";

/** A checkbox posts "on" when ticked and nothing otherwise. */
const checkbox = (rule: z.ZodBoolean) => z.preprocess((value) => value === "on" || value === true, rule);

export const designSchema = z
  .object({
    websiteLogoUrl: d.website_logo_url.optional(),
    websiteLogoDarkModeUrl: d.website_logo_dark_mode_url.optional(),
    faviconUrl: d.favicon_url.optional(),
    gtagId: d.gtag_id.optional(),
    primaryColorPreset: d.primary_color_preset,
    primaryColor: d.primary_color.optional(),
    primaryColorShades: d.primary_color_shades.optional(),
    secondaryColorPreset: d.secondary_color_preset,
    secondaryColor: d.secondary_color.optional(),
    secondaryColorShades: d.secondary_color_shades.optional(),
    mutedColorPreset: d.muted_color_preset,
    backgroundColor: d.background_color.optional(),
    backgroundColorDark: d.background_color_dark.optional(),
    textColor: d.text_color.optional(),
    textColorDark: d.text_color_dark.optional(),
    fontSans: d.font_sans,
    fontHeading: d.font_heading,
    shape: d.shape,
    headerVariant: d.header_variant,
    headerSticky: checkbox(d.header_sticky),
    headerLanguageToggle: checkbox(d.header_language_toggle),
    footerVariant: d.footer_variant,
  })
  .superRefine((value, ctx) => checkDesign(value, ctx, toCamelCase));
export type DesignValue = z.output<typeof designSchema>;

/** The design form's value as the API takes it (PUT /api/v1/volunteer_centers/{id}/design). */
export function designInput(value: DesignValue): WriteBody<"PUT", `/api/v1/volunteer_centers/${string}/design`> {
  return {
    website_logo_url: value.websiteLogoUrl ?? null,
    website_logo_dark_mode_url: value.websiteLogoDarkModeUrl ?? null,
    favicon_url: value.faviconUrl ?? null,
    gtag_id: value.gtagId ?? null,
    primary_color_preset: value.primaryColorPreset,
    primary_color: value.primaryColor ?? null,
    primary_color_shades: value.primaryColorShades ?? null,
    secondary_color_preset: value.secondaryColorPreset,
    secondary_color: value.secondaryColor ?? null,
    secondary_color_shades: value.secondaryColorShades ?? null,
    muted_color_preset: value.mutedColorPreset,
    background_color: value.backgroundColor ?? null,
    background_color_dark: value.backgroundColorDark ?? null,
    text_color: value.textColor ?? null,
    text_color_dark: value.textColorDark ?? null,
    font_sans: value.fontSans,
    font_heading: value.fontHeading,
    shape: value.shape,
    header_variant: value.headerVariant,
    header_sticky: value.headerSticky,
    header_language_toggle: value.headerLanguageToggle,
    footer_variant: value.footerVariant,
  };
}

/** A footer column row of the form: four rows are offered, an empty row is no column. */
const footerRow = z
  .object({
    title: column.shape.title.optional(),
    content: column.shape.content.optional(),
    titleEn: column.shape.title_en,
    contentEn: column.shape.content_en,
  })
  .optional();

const filled = (row: z.output<typeof footerRow>) => Boolean(row && (row.title || row.content || row.titleEn || row.contentEn));

export const footerSchema = z
  .object({
    footerColumns: z.array(footerRow).max(MAX_FOOTER_COLUMNS).optional(),
    showAnbiLogo: checkbox(z.boolean()),
    showNovLogo: checkbox(z.boolean()),
  })
  .superRefine((value, ctx) => {
    value.footerColumns?.forEach((row, index) => {
      if (!filled(row)) return;
      for (const field of ["title", "content"] as const) {
        if (!row?.[field]) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["footerColumns", index, field], message: "validation:required" });
        }
      }
    });
  });
export type FooterValue = z.output<typeof footerSchema>;

/** The footer form's value as the API takes it (PUT /api/v1/volunteer_centers/{id}/footer): the filled rows. */
export function footerInput(value: FooterValue): WriteBody<"PUT", `/api/v1/volunteer_centers/${string}/footer`> {
  return {
    footer_columns: (value.footerColumns ?? []).filter(filled).map((row) => ({
      title: row?.title ?? "",
      content: row?.content ?? "",
      title_en: row?.titleEn ?? null,
      content_en: row?.contentEn ?? null,
    })),
    show_anbi_logo: value.showAnbiLogo,
    show_nov_logo: value.showNovLogo,
  };
}
