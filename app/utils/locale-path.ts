/**
 * Locale prefixes in URLs. A visitor on /en/… stays on /en/… when following links; on an unprefixed URL the
 * cookie/Accept-Language decide and links stay unprefixed.
 */
import { isLocale, type Locale } from "~/i18n";

export function splitLocale(pathname: string): { prefix: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/i.exec(pathname);
  if (match && isLocale(match[1].toLowerCase())) return { prefix: match[1].toLowerCase() as Locale, path: match[2] || "/" };
  return { prefix: null, path: pathname || "/" };
}

/** `path` (site-relative, unprefixed) under the given prefix; external and non-path links pass through. */
export function withLocale(path: string, prefix: Locale | null): string {
  if (!prefix || !path.startsWith("/") || path.startsWith("//")) return path;
  if (splitLocale(path).prefix) return path;
  return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}

/** The same page in another language: swap or add the prefix. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return withLocale(splitLocale(pathname).path, locale);
}
