import type { BackendModule, ReadCallback } from "i18next";

type Bundle = Record<string, Record<string, unknown>>;

// One chunk per language with all its namespaces (locale-bundles/): a page downloads only the language it shows,
// in one request.
const bundles = import.meta.glob<{ default: Bundle }>("./locale-bundles/*.ts");
const loading = new Map<string, Promise<Bundle>>();

function loadBundle(language: string): Promise<Bundle> | null {
  const load = bundles[`./locale-bundles/${language}.ts`];
  if (!load) return null;
  let bundle = loading.get(language);
  if (!bundle) {
    bundle = load().then((module) => module.default);
    loading.set(language, bundle);
    // A failed download (offline) is tried again on the next read.
    bundle.catch(() => loading.delete(language));
  }
  return bundle;
}

export const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const bundle = loadBundle(language);
    const missing = () => new Error(`No translations for ${language}/${namespace}`);
    if (!bundle) return callback(missing(), false);
    bundle.then(
      (files) => {
        const data = files[`../../../locales/${language}/${namespace}.json`];
        if (data) callback(null, data);
        else callback(missing(), false);
      },
      (error: Error) => callback(error, false),
    );
  },
};
