import { createInstance } from "i18next";
import { i18nConfig } from "../i18n";

// Every locales/<lng>/<namespace>.json, bundled into the server build (there is no file system on Workers).
// Vite-only (import.meta.glob): imported by entry.server, never by load-context.ts.
const files = import.meta.glob<{ default: Record<string, unknown> }>(["../../locales/*/*.json", "!../../locales/*/*-api.json"], {
  eager: true,
});

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, lng, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!lng || !ns) continue;
  resources[lng] ??= {};
  resources[lng][ns] = module.default;
}

/** A translate function for one locale and namespace, for loaders and actions (e.g. a flash toast's text). */
export async function getFixedT(locale: string, namespace = "common") {
  const instance = createInstance();
  await instance.init({ ...i18nConfig, ns: [namespace], defaultNS: namespace, lng: locale, resources });
  return instance.getFixedT(locale, namespace);
}

/** Compatibility shape for callers that used remix-i18next's server object. */
export const i18nServer = { getFixedT };
