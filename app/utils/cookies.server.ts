/**
 * Cookies the load context reads and writes. Created per request (ARCHITECTURE: per-request, not module
 * scope): Secure depends on the request's scheme and the session is signed with the Worker's secret.
 */
import { createCookie, createCookieSessionStorage } from "@remix-run/cloudflare";

const YEAR = 365 * 24 * 60 * 60;

export const TENANT_COOKIE = "tenant";
export const CENTER_COOKIE = "volunteer_center";
/** The selected organisation (SPEC §4: kept across sessions, so not in the session cookie). */
export const ORGANIZATION_COOKIE = "selected_organization";

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

export function createCookies(request: Request, env: Env) {
  const secure = new URL(request.url).protocol === "https:";
  const secret = env.SESSION_SECRET;
  if (!secret && env.ENVIRONMENT === "production") throw new Error("SESSION_SECRET is not set");
  const secrets = [secret || "dev-only-session-secret-change-me"];
  const base = { path: "/", httpOnly: true, sameSite: "lax" as const, secure, maxAge: YEAR };
  return {
    tenant: createCookie(TENANT_COOKIE, base),
    center: createCookie(CENTER_COOKIE, base),
    organization: createCookie(ORGANIZATION_COOKIE, base),
    session: createCookieSessionStorage<SessionData>({
      cookie: { name: "__session", ...base, maxAge: 14 * 24 * 60 * 60, secrets },
    }),
  };
}

export type Cookies = ReturnType<typeof createCookies>;
