/** Volunteer centres as the API answers them (`/api/v1/volunteer_centers`); the profile (`include=profile`) carries the branding. */
import { z } from "zod";

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

/** A footer column of a centre's site: a title and Markdown-lite text (paragraphs and [label](href) links). */
export const footerColumn = z.object({ title: z.string(), content: z.string() });
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
