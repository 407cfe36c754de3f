import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, i18nConfig, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeFromPath, SUPPORTED_LOCALES } from "../i18n";

// Every locales/<lng>/<namespace>.json, bundled into the Worker (there is no file system on Workers).
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, lng, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lng && ns) (resources[lng] ??= {})[ns] = module.default;
}

export const localeCookie = createCookie(LOCALE_COOKIE, {
  path: "/",
  sameSite: "lax",
  maxAge: LOCALE_COOKIE_MAX_AGE,
});

/** Detection order (SPEC §4): route prefix → i18n_redirected cookie → Accept-Language → nl. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie,
    order: ["custom", "cookie", "header"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources },
});
