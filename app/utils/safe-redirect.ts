/**
 * A redirect target from user input, kept only when it is a same-site relative path ("/x", not "//x", "/\\x" or
 * anything a URL parser would take off-site), so forms with a redirectTo field cannot be turned into open
 * redirects. Control characters are refused too: they could split a header or confuse a browser's URL parser.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = "http://same-site.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
