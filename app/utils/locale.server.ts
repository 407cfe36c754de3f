import { RemixI18Next } from "remix-i18next/server";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
  localeFromPath,
  SUPPORTED_LOCALES,
} from "../i18n";

/**
 * The i18n_redirected cookie (SPEC §9) as the site it replaces (Nuxt i18n) writes it: a plain `en` / `nl`, which
 * returning visitors carry. Earlier builds of this app wrote Remix's encoding (base64 of the JSON string, `ImVuIg==`);
 * both are read, only the plain form is written.
 */
export function readLocaleCookie(cookieHeader: string | null): Locale | null {
  if (!cookieHeader) return null;
  const pair = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  if (!pair) return null;
  try {
    const raw = decodeURIComponent(pair.slice(LOCALE_COOKIE.length + 1)).replace(/^"|"$/g, "");
    const plain = raw.trim().toLowerCase();
    if (isLocale(plain)) return plain;
    const decoded: unknown = JSON.parse(atob(raw));
    return isLocale(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

export function serializeLocaleCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Detection order (SPEC §4): route prefix → i18n_redirected cookie → Accept-Language → nl. */
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom", "header"],
    findLocale: async (request) =>
      localeFromPath(new URL(request.url).pathname) ?? readLocaleCookie(request.headers.get("Cookie")),
  },
});

export async function detectLocale(request: Request): Promise<Locale> {
  return (await detector.getLocale(request)) as Locale;
}
