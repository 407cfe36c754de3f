/**
 * Cookie consent (AVG) shared by server and client: the visitor's choice and whether web analytics may run.
 * SPEC §1: web analytics starts only when the centre profile carries a gtagId — and, under the AVG, only after
 * the visitor accepted analytics cookies.
 */
export const CONSENT_CHOICES = ["accepted", "rejected"] as const;
export type Consent = (typeof CONSENT_CHOICES)[number];

export function parseConsent(value: unknown): Consent | null {
  return typeof value === "string" && (CONSENT_CHOICES as readonly string[]).includes(value) ? (value as Consent) : null;
}

/** A Google tag id such as G-XXXXXXX (GA4), AW-… or GT-…; anything else is ignored (it ends up in a script). */
export function isGtagId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Z]{1,3}-[A-Z0-9-]{4,20}$/.test(value);
}

/** Web analytics runs only with a valid gtagId AND accepted consent. */
export function analyticsEnabled(gtagId: string | null | undefined, consent: Consent | null | undefined): gtagId is string {
  return consent === "accepted" && isGtagId(gtagId);
}

/** The banner is needed only where there is something to consent to: a centre with a Google tag. */
export function consentNeeded(gtagId: string | null | undefined, consent: Consent | null | undefined): boolean {
  return isGtagId(gtagId) && !consent;
}
