/**
 * The part of i18next's `t()` this app uses, for the browser build (docs/decisions/0013-a-lighter-browser-build.md):
 * `ns:key` and nested `a.b` keys, `{{name}}` interpolation (no escaping: React escapes), plurals by `count` with
 * Intl.PluralRules (`_zero` first for 0, then `_one`/`_other`, then the bare key) and `defaultValue`. The server keeps
 * real i18next; translate.test.ts checks every key of every locale file against it.
 */

/** Namespace → its JSON (nested objects of strings). */
export type NamespaceStore = Record<string, Record<string, unknown> | undefined>;
export type TranslateOptions = Record<string, unknown> & { count?: unknown; defaultValue?: unknown };

const NS_SEPARATOR = ":";
const KEY_SEPARATOR = ".";
const PLACEHOLDER = /{{(.+?)}}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(tree: Record<string, unknown> | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** `{{ name }}` → the value; a placeholder without a value stays as written (i18next's skipOnVariables). */
export function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? "" : String(value);
  });
}

export function translate(
  store: NamespaceStore,
  language: string,
  defaultNamespace: string,
  fullKey: string,
  options: TranslateOptions = {},
): string {
  const separator = fullKey.indexOf(NS_SEPARATOR);
  const namespace = separator > 0 ? fullKey.slice(0, separator) : defaultNamespace;
  const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
  const tree = store[namespace];

  const candidates = [key];
  if (typeof options.count === "number") {
    candidates.unshift(`${key}_${pluralCategory(language, options.count)}`);
    if (options.count === 0) candidates.unshift(`${key}_zero`);
  }
  for (const candidate of candidates) {
    const text = lookup(tree, candidate);
    if (text !== undefined) return interpolate(text, options);
  }
  return typeof options.defaultValue === "string" ? interpolate(options.defaultValue, options) : key;
}
