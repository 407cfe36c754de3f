/** Volunteer centres as the API answers them (`/api/v1/volunteer_centers`); the profile (`include=profile`) carries the branding. */
import { z } from "zod";
import { FONTS, MUTED_PRESETS, parseColorTriple } from "../config/theme";
import { camelKeys } from "./case";
import { type ColorChoice, CUSTOM_PRESET, contrastProblems, PALETTE_NAMES, pastedShades, storedShades } from "./centre-theme";
import { emptyAsNull, optionalText, requiredText } from "./fields";
import { errorMessage } from "./messages";

export const volunteerCenterAttributes = z.object({
  name: z.string(),
  slug: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VolunteerCenterAttributes = z.infer<typeof volunteerCenterAttributes>;

export const CENTER_SHAPES = ["rounded", "straight"] as const;

/**
 * A footer column of a centre's site: a title and Markdown-lite text (paragraphs and [label](href) links), in Dutch
 * and optionally in English (a visitor on /en sees the English where it exists: ADR 0039).
 */
export const footerColumn = z.object({
  title: z.string(),
  content: z.string(),
  titleEn: z.string().nullable().optional(),
  contentEn: z.string().nullable().optional(),
});
export type FooterColumn = z.infer<typeof footerColumn>;

/**
 * A centre's profile (`include=profile`, type `volunteer_center_profiles`): the site's branding. Colours are a
 * palette preset name, or custom shades as JSON text (config/theme.ts resolves both).
 */
export const volunteerCenterProfileAttributes = z.object({
  volunteerCenterId: z.number().int(),
  name: z.string(),
  websiteLogoUrl: z.string().nullable(),
  websiteLogoDarkModeUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  gtagId: z.string().nullable(),
  primaryColorPreset: z.string(),
  primaryColorShades: z.string().nullable(),
  secondaryColorPreset: z.string().nullable(),
  secondaryColorShades: z.string().nullable(),
  mutedColorPreset: z.string(),
  backgroundColor: z.string().nullable(),
  backgroundColorDark: z.string().nullable(),
  textColor: z.string().nullable(),
  textColorDark: z.string().nullable(),
  fontSans: z.string(),
  fontHeading: z.string(),
  shape: z.enum(CENTER_SHAPES),
  headerVariant: z.string(),
  headerSticky: z.boolean(),
  headerLanguageToggle: z.boolean(),
  footerVariant: z.string(),
  /** CSS custom property name → value. */
  cssVariables: z.record(z.string()),
  footerColumns: z.array(footerColumn),
  showAnbiLogo: z.boolean(),
  showNovLogo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VolunteerCenterProfileAttributes = z.infer<typeof volunteerCenterProfileAttributes>;

/** The variants the site renders today (SPEC §9 defaults: header tab, footer maud); a new variant is a new value here. */
export const HEADER_VARIANTS = ["tab"] as const;
export const FOOTER_VARIANTS = ["maud"] as const;

/** A colour as people type or pick it: #rgb, #rrggbb, rgb(r, g, b) or "r g b". Empty = the default. */
export const colorValue = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === "" || parseColorTriple(v) !== null, {
    message: "settings:errors.color",
    params: { code: "invalid_color" },
  });

/** An image's address: https (or http) with a host, or a path on the centre's own site (`/files/logo.png`). */
export const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => {
      if (v === "") return true;
      if (/^\/(?!\/)/.test(v)) return !/\s/.test(v);
      try {
        const url = new URL(v);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
      } catch {
        return false;
      }
    },
    { message: "validation:url", params: { code: "invalid_url" } },
  );

/** A Google tag id: G-…, GT-…, AW-… or the older UA-…-n. */
export const gtagId = z
  .string()
  .trim()
  .max(30)
  .regex(/^$|^(?:G|GT|AW)-[A-Z0-9]{4,20}$|^UA-\d{4,12}-\d{1,4}$/, "settings:errors.gtagId");

/** Custom shades pasted as JSON text (SPEC §5): an incomplete set is ignored, a complete one must parse colour by colour. */
export const shadesText = z
  .string()
  .trim()
  .max(2000)
  .superRefine((v, ctx) => {
    const pasted = pastedShades(v);
    if (pasted.kind === "unparseable") {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: errorMessage("settings:errors.shadeColor", { step: pasted.step }),
        params: { code: "invalid_color" },
      });
    }
  });

export const designFields = {
  website_logo_url: emptyAsNull(imageUrl),
  website_logo_dark_mode_url: emptyAsNull(imageUrl),
  favicon_url: emptyAsNull(imageUrl),
  gtag_id: emptyAsNull(gtagId),
  primary_color_preset: z.enum(PALETTE_NAMES),
  /** The custom colour (with the custom preset): its 11 shades are generated (contract/centre-theme.ts). */
  primary_color: emptyAsNull(colorValue),
  primary_color_shades: emptyAsNull(shadesText),
  secondary_color_preset: z.enum(PALETTE_NAMES),
  secondary_color: emptyAsNull(colorValue),
  secondary_color_shades: emptyAsNull(shadesText),
  muted_color_preset: z.enum(MUTED_PRESETS),
  background_color: emptyAsNull(colorValue),
  background_color_dark: emptyAsNull(colorValue),
  text_color: emptyAsNull(colorValue),
  text_color_dark: emptyAsNull(colorValue),
  font_sans: z.enum(FONTS),
  font_heading: z.enum(FONTS),
  shape: z.enum(CENTER_SHAPES),
  header_variant: z.enum(HEADER_VARIANTS),
  header_sticky: z.boolean(),
  header_language_toggle: z.boolean(),
  footer_variant: z.enum(FOOTER_VARIANTS),
};

/** The design's colours in code's names: what the API's input and the design form both check. */
export interface DesignColors {
  primaryColorPreset: string;
  primaryColor?: string | null;
  primaryColorShades?: string | null;
  secondaryColorPreset: string;
  secondaryColor?: string | null;
  secondaryColorShades?: string | null;
  mutedColorPreset: string;
  backgroundColor?: string | null;
  backgroundColorDark?: string | null;
  textColor?: string | null;
  textColorDark?: string | null;
}

const nonEmpty = (v: string | null | undefined) => (v == null || v.trim() === "" ? null : v);

/** The profile's colour columns for a design: presets, and the shades to store (JSON text of "R G B" triples). */
export function designColorColumns(colors: DesignColors) {
  const choice = (preset: string, color?: string | null, shades?: string | null): ColorChoice => ({
    preset,
    color: nonEmpty(color),
    shades: nonEmpty(shades),
  });
  const primary = storedShades(choice(colors.primaryColorPreset, colors.primaryColor, colors.primaryColorShades));
  const secondary = storedShades(choice(colors.secondaryColorPreset, colors.secondaryColor, colors.secondaryColorShades));
  const json = (shades: typeof primary) => (shades === null || shades === "missing" ? null : JSON.stringify(shades));
  return {
    missing: { primary: primary === "missing", secondary: secondary === "missing" },
    columns: {
      primaryColorPreset: colors.primaryColorPreset,
      primaryColorShades: json(primary),
      secondaryColorPreset: colors.secondaryColorPreset,
      secondaryColorShades: json(secondary),
      mutedColorPreset: colors.mutedColorPreset,
      backgroundColor: nonEmpty(colors.backgroundColor),
      backgroundColorDark: nonEmpty(colors.backgroundColorDark),
      textColor: nonEmpty(colors.textColor),
      textColorDark: nonEmpty(colors.textColorDark),
    },
  };
}

/**
 * The checks across a design's fields: a custom preset needs its colour, and every colour combination must pass WCAG
 * AA (contract/centre-theme.ts contrastProblems) — each failure on the field to change, with the ratio found.
 * `name` turns a field's wire name into the name of the schema being checked (the form's are camelCase).
 */
export function checkDesign(colors: DesignColors, ctx: z.RefinementCtx, name: (wireName: string) => string) {
  const { missing, columns } = designColorColumns(colors);
  const required = (field: string) =>
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name(field)], message: "settings:errors.customColorRequired" });
  if (missing.primary) required("primary_color");
  if (missing.secondary) required("secondary_color");
  if (missing.primary || missing.secondary) return;
  for (const problem of contrastProblems(columns)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: [name(problem.field)],
      message: problem.message,
      params: { code: "insufficient_contrast" },
    });
  }
}

/** PUT /api/v1/volunteer_centers/{id}/design (type volunteer_center_profiles): the whole design at once. */
export const designInput = z
  .object(designFields)
  .superRefine((value, ctx) => checkDesign(camelKeys<DesignColors>(value), ctx, (field) => field));
export type DesignInput = z.output<typeof designInput>;

export const MAX_FOOTER_COLUMNS = 4;
export const footerColumnInput = z.object({
  title: requiredText(100),
  content: requiredText(2000),
  title_en: emptyAsNull(optionalText(100)).optional(),
  content_en: emptyAsNull(optionalText(2000)).optional(),
});

/** PUT /api/v1/volunteer_centers/{id}/footer (type volunteer_center_profiles): the columns and the two logos. */
export const footerInput = z.object({
  footer_columns: z.array(footerColumnInput).max(MAX_FOOTER_COLUMNS),
  show_anbi_logo: z.boolean(),
  show_nov_logo: z.boolean(),
});
export type FooterInput = z.output<typeof footerInput>;

export const VOLUNTEER_CENTER_PROFILE_TYPES = ["volunteer_center_profiles"] as const;
export { CUSTOM_PRESET };
