/**
 * A redirect target from user input, kept only when it is a same-site relative path, so forms and links with a
 * redirectTo cannot be turned into open redirects. The *normalised* target is judged, as the browser will read it:
 * dot segments and encoded dots are resolved first, so `/.//evil.example`, `/a/..//evil.example` and
 * `/%2e//evil.example` (all `//evil.example` once resolved) are refused like `//evil.example` itself. Control
 * characters (a browser strips tabs and newlines, `/\t/evil.example` would become `//evil.example`) and backslashes
 * (read as `/` by browsers) are refused outright.
 */
const BASE = "http://same-site.invalid";
const MAX_LENGTH = 2048;

export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const normalised = normalisedPath(value);
  // Judged again: the path we hand out must come back unchanged, so nothing downstream can re-read it off-site.
  return normalised !== null && normalisedPath(normalised) === normalised ? normalised : fallback;
}

/** `path + search + hash` as a URL parser resolves it, or null when it is not a plain same-site path. */
function normalisedPath(value: string): string | null {
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.username || url.password) return null;
  // An empty segment anywhere (`/en//evil.example`) is never a page of ours, and prefix handling that strips a
  // leading segment (a locale) would turn it into `//evil.example`.
  if (url.pathname.includes("//")) return null;
  return url.pathname + url.search + url.hash;
}
