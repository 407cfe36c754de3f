/**
 * Which i18n namespaces a module names, read from its source by the browser build (vite.config.ts,
 * lighterBrowserBuild; docs/decisions/0079-only-the-strings-a-page-uses.md). Runs in Node at build time.
 * Over-counting costs a few bytes; missing one would show keys for a moment (the browser's i18next reports that).
 */
export function namespacesNamedIn(code: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  // Comments name namespaces too ("a namespace may have a dash (`organization-forms:…`)"); only code counts.
  code = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const add = (name: string | undefined) => name && known.has(name) && found.add(name);
  // A key with its namespace: "vacancies:title", `validation:${code}`.
  for (const match of code.matchAll(/["'`]([a-z][a-z-]*):/g)) add(match[1]);
  // useTranslation("ns") and useTranslation(["ns", "other"]).
  for (const match of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|["'][^"']*["'])/g)) {
    for (const name of match[1].matchAll(/["']([^"']+)["']/g)) add(name[1]);
  }
  // A namespace handed on: namespace="auth", ns: "content", { namespace: "account" }.
  for (const match of code.matchAll(/\b(?:namespace|ns|Namespace)\s*[=:]\s*\{?\s*["']([a-z][a-z-]*)["'](?!\s*\|)/g))
    add(match[1]);
  return [...found].sort();
}
