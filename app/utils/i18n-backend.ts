import type { BackendModule, ReadCallback } from "i18next";

// Each locale file becomes its own chunk, so a page downloads only the language it shows.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

export const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No translations for ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};
