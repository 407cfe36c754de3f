/**
 * Vite-only (import.meta.glob): the translation files. Kept apart from app/i18n.ts because load-context.ts, which
 * the Worker entry and vite.config.ts load outside Vite, must not depend on it.
 * Namespaces = the file names in locales/nl: one file per feature area keeps edits apart. `*-api.json` files are the
 * API's own words (mails, error details; api/ imports them directly): never loaded by the app, never sent to browsers.
 */
export const NAMESPACES = Object.keys(import.meta.glob(["../locales/nl/*.json", "!../locales/nl/*-api.json"])).map((path) =>
  path.replace(/^.*\/([^/]+)\.json$/, "$1"),
);
