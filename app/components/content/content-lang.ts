/**
 * Content that exists in Dutch only (vacancy texts, organisation texts, help requests, CMS pages without an English
 * version) shown on an `/en` page is marked `lang="nl"` (WCAG 3.1.2 Language of Parts), so a screen reader reads it
 * with Dutch pronunciation. Spread on the element that holds it: `<div {...dutchContent(i18n.language)}>`.
 */
import { useTranslation } from "react-i18next";

export function dutchContent(pageLanguage: string): { lang?: "nl" } {
  return pageLanguage === "nl" ? {} : { lang: "nl" };
}

/** The attribute for the current page's language. */
export function useDutchContent(): { lang?: "nl" } {
  const { i18n } = useTranslation();
  return dutchContent(i18n.language);
}
