/**
 * Cookies the load context reads and writes, from the request (Secure follows its scheme) and the Worker's secret
 * (signs the session) — never from process.env at import time (ARCHITECTURE: per-request, not module scope).
 */

import { createCookie, createCookieSessionStorage } from "@remix-run/cloudflare";
import { signingSecret } from "../../config/environment";

const YEAR = 365 * 24 * 60 * 60;

export const TENANT_COOKIE = "tenant";
export const CENTER_COOKIE = "volunteer_center";
/** The selected organisation (SPEC §4: kept across sessions, so not in the session cookie). */
export const ORGANIZATION_COOKIE = "selected_organization";

/** The D1 bookmark of the visitor's latest write (ADR 0076). */
export const BOOKMARK_COOKIE = "d1_bookmark";

/**
 * The admin's own session while they are signed in as another user (the trio above is then that user's). Only in
 * this signed, httpOnly cookie: never in loader data or the page (app/utils/session.server.ts).
 */
export interface Impersonator {
  accessToken: string;
  client: string;
  uid: string;
  expiry?: string;
  /** The admin's selected organisation (its cookie follows the user signed in as meanwhile); restored on return. */
  selectedOrganizationId: string | null;
}

export interface SessionData {
  accessToken: string;
  client: string;
  uid: string;
  expiry: string;
  tokenType: string;
  impersonator: Impersonator;
}

function buildCookies(secure: boolean, secret: string) {
  const base = { path: "/", httpOnly: true, sameSite: "lax" as const, secure, maxAge: YEAR };
  return {
    tenant: createCookie(TENANT_COOKIE, base),
    center: createCookie(CENTER_COOKIE, base),
    organization: createCookie(ORGANIZATION_COOKIE, base),
    /** The visitor's D1 bookmark (ADR 0076): a position in the database's history, nothing personal. */
    bookmark: createCookie(BOOKMARK_COOKIE, { ...base, maxAge: 24 * 60 * 60 }),
    session: createCookieSessionStorage<SessionData>({
      cookie: { name: "__session", ...base, maxAge: 14 * 24 * 60 * 60, secrets: [secret] },
    }),
  };
}

/**
 * The cookie objects hold only their name, options and secret (parse/serialize/getSession/commitSession are pure
 * functions of their arguments), so one set per (scheme, secret) is kept per isolate instead of building them on
 * every request: the key names both inputs, so another secret or scheme gets its own set, and nothing of a request
 * (session data, values) is ever stored in them. docs/decisions/0018-a-cheaper-request-path.md
 */
const cookieSets = new Map<string, ReturnType<typeof buildCookies>>();

export function createCookies(request: Request, env: Env) {
  const secure = request.url.startsWith("https:");
  const effectiveSecret = signingSecret(env);
  const key = `${secure ? "https" : "http"} ${effectiveSecret}`;
  let cookies = cookieSets.get(key);
  if (!cookies) {
    if (cookieSets.size >= 8) cookieSets.clear();
    cookies = buildCookies(secure, effectiveSecret);
    cookieSets.set(key, cookies);
  }
  return cookies;
}

export type Cookies = ReturnType<typeof createCookies>;
