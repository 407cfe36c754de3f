/**
 * Security headers for every response the Worker produces (static files get theirs from public/_headers).
 * The CSP allows inline scripts only with the per-request nonce that Remix's <Scripts> carries.
 */
/**
 * Google tag (app/components/analytics.tsx; runs only with a centre gtagId and accepted cookie consent): the
 * gtag.js loader, and the endpoints it sends measurements to. Images are already allowed from any https origin.
 */
export const GTAG_SCRIPT_SRC = "https://www.googletagmanager.com";
export const GTAG_CONNECT_SRC = "https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com";

export function contentSecurityPolicy(nonce: string | null): string {
  const script = `${nonce ? `'self' 'nonce-${nonce}'` : "'self'"} ${GTAG_SCRIPT_SRC}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    // Tenant theme variables are rendered into a <style> tag and components use style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${GTAG_CONNECT_SRC}`,
    "frame-src https://www.youtube-nocookie.com",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** Every answer that is not a page and brings no policy of its own: nothing loads, nothing frames it. */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function withSecurityHeaders(response: Response, request: Request, nonce: string | null): Response {
  const secured = new Response(response.body, response);
  const h = secured.headers;
  const isHtml = h.get("Content-Type")?.includes("text/html") ?? false;
  if (isHtml) h.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  // A non-HTML answer that states its own policy keeps it: a served upload's `sandbox` policy (ADR 0046, 0058) is
  // stricter for what it is than this default, and replacing it would drop the sandbox. Only our own code sets one.
  else if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", NON_HTML_POLICY);
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "SAMEORIGIN");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), interest-cohort=()");
  if (new URL(request.url).protocol === "https:") {
    h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  return secured;
}
