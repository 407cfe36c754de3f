import type { AppLoadContext } from "@remix-run/cloudflare";
import { getFixedT } from "./i18n.server";
import { splitLocale, withLocale } from "./locale-path";

/**
 * An absolute URL on the site the visitor is on, for links the API mails (confirm_success_url, redirect_url): the
 * API accepts only hosts of the same tenant. English visitors get the /en page, so the mail link opens in English.
 */
export function siteUrl(request: Request, context: AppLoadContext, path: string): string {
  const url = new URL(request.url);
  const host = request.headers.get("Host") ?? url.host;
  const prefix = splitLocale(url.pathname).prefix ?? (context.locale === "en" ? "en" : null);
  return `${url.protocol}//${host}${withLocale(path, prefix)}`;
}

/** A site path under the visitor's current locale prefix (for redirects). */
export function localPath(request: Request, path: string): string {
  return withLocale(path, splitLocale(new URL(request.url).pathname).prefix);
}

/** Translations for a flash toast in the visitor's language. */
export function toastT(context: AppLoadContext, namespace: string) {
  return getFixedT(context.locale, namespace);
}
