/**
 * The legal pages every centre has: CMS content pages (seeded per centre, editable like any page) at fixed slugs,
 * so the footer's legal row and the sign-up form can link to them without a menu. Shared by the seed (db/) and the
 * UI (app/); pure data.
 */
export const LEGAL_PAGE_SLUGS = {
  terms: "algemene-voorwaarden",
  privacy: "privacyverklaring",
  /** Toegankelijkheidsverklaring: required for Dutch public-sector sites (WCAG 2.1 AA, model of digitoegankelijk.nl). */
  accessibility: "toegankelijkheidsverklaring",
} as const;

export type LegalPage = keyof typeof LEGAL_PAGE_SLUGS;

/** Footer order. */
export const LEGAL_PAGES: readonly LegalPage[] = ["terms", "privacy", "accessibility"];

export function legalPagePath(page: LegalPage): string {
  return `/${LEGAL_PAGE_SLUGS[page]}`;
}
