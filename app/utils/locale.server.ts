import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale, localeFromPath, SUPPORTED_LOCALES } from "../i18n";

export const localeCookie = createCookie(LOCALE_COOKIE, {
  path: "/",
  sameSite: "lax",
  maxAge: LOCALE_COOKIE_MAX_AGE,
});

/** Detection order (SPEC §4): route prefix → i18n_redirected cookie → Accept-Language → nl. */
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie,
    order: ["custom", "cookie", "header"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
});

export async function detectLocale(request: Request): Promise<Locale> {
  return (await detector.getLocale(request)) as Locale;
}
