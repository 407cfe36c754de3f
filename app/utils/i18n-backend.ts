import type { BackendModule, ReadCallback } from "i18next";

// One chunk per language and namespace (`nl-vacancies-….js`, vite.config.ts): a page downloads only the namespaces it
// uses, in the language it shows (docs/decisions/0079-only-the-strings-a-page-uses.md). `*-api.json` are the API's
// own words and never reach a browser.
const files = import.meta.glob<{ default: Record<string, unknown> }>(["../../locales/*/*.json", "!../../locales/*/*-api.json"]);

export const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No translations for ${language}/${namespace}`), false);
    // A failed download (offline) fails this read; the next read imports again.
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};
