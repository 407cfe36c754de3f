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

export interface SessionData {
  accessToken: string;
  client: string;
  uid: string;
  expiry: string;
  tokenType: string;
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
