/** i18next settings shared by server and client. nl is the default language; en the fallback (SPEC §9). */
export const SUPPORTED_LOCALES = ["nl", "en"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "nl";
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: "en",
  defaultNS: "common",
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * `/en/...` or `/nl/...` → that locale; anything else → null. Single-fetch data requests end in `.data`
 * (`/en.data` for `/en`), so that suffix is ignored.
 */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname
    .replace(/\.data$/, "")
    .split("/")[1]
    ?.toLowerCase();
  return isLocale(first) ? first : null;
}
