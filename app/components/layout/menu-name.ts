import { contentLanguage } from "../content/content-lang";

/**
 * A menu item's name on a page in `pageLanguage` (ADR 0039): on `/en` the English name where the centre wrote one,
 * else the Dutch name marked `lang="nl"`; on a Dutch page the Dutch name.
 */
export function menuName(node: { name: string; nameEn: string | null }, pageLanguage: string) {
  const english = pageLanguage === "nl" ? null : node.nameEn?.trim() || null;
  return { text: english ?? node.name, lang: contentLanguage(pageLanguage, english) };
}
