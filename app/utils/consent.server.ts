/**
 * The cookie_consent cookie (accepted | rejected, 1 year, SameSite=Lax, Secure on https) and the checks the
 * /cookie-consent action needs. The value is stored raw (not Remix's base64 JSON) so any script or tool can read it.
 */
import { type Consent, parseConsent } from "~/components/consent/consent";

export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

/** The visitor's choice from the request's Cookie header; null when none (or an unknown value) was made. */
export function readConsent(request: Request): Consent | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return parseConsent(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return null;
}

export function serializeConsentCookie(choice: Consent, request: Request): string {
  const secure = new URL(request.url).protocol === "https:";
  return [
    `${CONSENT_COOKIE}=${choice}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export { safeRedirectPath } from "./safe-redirect";

/** A POST that another site made the browser send (forged consent): the browser says so in Sec-Fetch-Site. */
export function isCrossSiteRequest(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}
