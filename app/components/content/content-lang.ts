/**
 * Content that exists in Dutch only shown on an `/en` page is marked `lang="nl"` (WCAG 3.1.2 Language of Parts), so a
 * screen reader reads it with Dutch pronunciation. How content languages are stored today: every text a centre or an
 * organisation writes (vacancy and organisation texts, help requests, CMS pages and their blocks, news, menu item
 * names) has its Dutch text only (a footer column has an optional English text: ADR 0047) — no English field exists yet — so on an English page each of them is
 * the Dutch fallback. `contentLanguage` is the one place that decides; when an English text is stored one day it is
 * passed as `english` and the mark goes away by itself.
 *
 * Spread on the element that holds the text: `<h2 {...dutchContent(i18n.language)}>`. Inside a region marked Dutch
 * (a CMS block), the interface's own words (i18next) take the page's language back with `uiText`.
 */
import { useTranslation } from "react-i18next";

type LangAttribute = { lang?: string };

/**
 * The `lang` attribute of one stored text on a page in `pageLanguage`: none when the text is in the page's language
 * (a Dutch page, or an English text on an English page), `lang="nl"` when the Dutch text stands in for a missing
 * English one.
 */
export function contentLanguage(pageLanguage: string, english?: string | null): LangAttribute {
  if (pageLanguage === "nl") return {};
  if (english != null && english.trim() !== "") return {};
  return { lang: "nl" };
}

/** A text that exists in Dutch only (no English field is stored for it). */
export function dutchContent(pageLanguage: string): LangAttribute {
  return contentLanguage(pageLanguage);
}

/** Interface text (i18next) inside a region marked Dutch: back to the page's own language; nothing on a Dutch page. */
export function uiText(pageLanguage: string): LangAttribute {
  return pageLanguage === "nl" ? {} : { lang: pageLanguage };
}

/** `dutchContent` for the current page's language. */
export function useDutchContent(): LangAttribute {
  const { i18n } = useTranslation();
  return dutchContent(i18n.language);
}

/** `uiText` for the current page's language. */
export function useUiText(): LangAttribute {
  const { i18n } = useTranslation();
  return uiText(i18n.language);
}
