/**
 * A footer column as a page in `language` shows it: its English text on an English page where the centre wrote one,
 * else the Dutch, marked `lang="nl"` off Dutch pages (content-lang.ts, ADR 0039, ADR 0047).
 */
import { contentLanguage } from "../content/content-lang";

export interface FooterColumnTexts {
  title: string;
  content: string;
  titleEn?: string | null;
  contentEn?: string | null;
}

const present = (text: string | null | undefined): text is string => text != null && text.trim() !== "";

export function footerColumnText(column: FooterColumnTexts, language: string) {
  const english = language !== "nl";
  return {
    title: english && present(column.titleEn) ? column.titleEn : column.title,
    titleLang: contentLanguage(language, column.titleEn),
    content: english && present(column.contentEn) ? column.contentEn : column.content,
    contentLang: contentLanguage(language, column.contentEn),
  };
}
