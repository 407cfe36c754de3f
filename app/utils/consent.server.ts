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

/**
 * Withdrawing consent (AVG: as easy as giving it): expires the choice, so the banner asks again, and the Google
 * Analytics cookies the tag set (_ga, _ga_<id>) on this host and its parent domain.
 */
export function clearConsentCookies(request: Request): string[] {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const expire = (name: string, domain?: string) =>
    `${name}=; Path=/; Max-Age=0; SameSite=Lax${domain ? `; Domain=${domain}` : ""}${secure}`;
  const hostname = new URL(request.url).hostname;
  const parent = hostname.split(".").slice(-2).join(".");
  const analytics = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => name === "_ga" || name.startsWith("_ga_"));
  return [
    expire(CONSENT_COOKIE),
    ...analytics.flatMap((name) => [
      expire(name),
      expire(name, hostname),
      ...(parent !== hostname ? [expire(name, parent)] : []),
    ]),
  ];
}

export { safeRedirectPath } from "./safe-redirect";

/** A POST that another site made the browser send (forged consent): the browser says so in Sec-Fetch-Site. */
export function isCrossSiteRequest(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}
