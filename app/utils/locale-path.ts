/**
 * Locale prefixes in URLs. A visitor on /en/… stays on /en/… when following links; on an unprefixed URL the
 * cookie/Accept-Language decide and links stay unprefixed.
 *
 * `withLocale` is the ONE place where an internal href gets the visitor's prefix: LocaleLink and SmartLink
 * (components/locale-link.tsx) use it in React, the Markdown renderer in the loader, so a link from code, a menu,
 * a content block, Markdown or a footer column keeps /en alike.
 */
import { isLocale, type Locale } from "~/i18n";

export function splitLocale(pathname: string): { prefix: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/i.exec(pathname);
  if (match && isLocale(match[1].toLowerCase())) return { prefix: match[1].toLowerCase() as Locale, path: match[2] || "/" };
  return { prefix: null, path: pathname || "/" };
}

/** A path on this site ("/x"), not another site: "//host" and "/\host" are protocol-relative in browsers. */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/**
 * Site paths that are not pages and have no locale copy: the API and its devise-style auth paths, the health
 * check, resource routes and form endpoints outside the page routes (app/config/localized-routes.ts UNLOCALIZED),
 * the build's and public/'s static files.
 */
const NOT_A_PAGE =
  /^\/(?:api|health|icons|build-id|color-mode|language|cookie-consent|assets|brand|demo|favicon\.ico|robots\.txt)(?:[/?#.]|$)|^\/auth\/(?:sign_in|sign_out|password|validate_token)(?:[/?#]|$)/;

/** A file by its name (`/x/brochure.pdf`): served as is, never under a language prefix. */
const FILE_NAME = /\/[^/?#]*\.[a-z0-9]{1,8}(?:[?#]|$)/i;

/** Whether a site path is a page of the app (and so has /en and /nl copies). */
export function isPagePath(path: string): boolean {
  return isSitePath(path) && !NOT_A_PAGE.test(path) && !FILE_NAME.test(path);
}

/**
 * `href` under the given prefix when it is a page of this site (query and fragment kept); anything else —
 * other sites, mailto:/tel:, "#anchor", "?query", files, the API, an already prefixed path — passes through.
 */
export function withLocale(href: string, prefix: Locale | null): string {
  if (!prefix || !isPagePath(href)) return href;
  const end = href.search(/[?#]/);
  const pathname = end < 0 ? href : href.slice(0, end);
  const rest = end < 0 ? "" : href.slice(end);
  if (splitLocale(pathname).prefix) return href;
  return `${pathname === "/" ? `/${prefix}` : `/${prefix}${pathname}`}${rest}`;
}

/** The same page in another language: swap or add the prefix. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return withLocale(splitLocale(pathname).path, locale);
}
