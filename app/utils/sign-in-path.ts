/** Where default deny sends a signed-out visitor, and how the way back is carried (SPEC §2 access rules). */

import { splitLocale, withLocale } from "./locale-path";
import { safeRedirectPath } from "./safe-redirect";

export const SIGN_IN_PATH = "/auth/login-1";
export const SIGN_OUT_PATH = "/uitloggen";
/** Where a signed-in visitor of the sign-in page, and a password reset, go when no redirectTo is followed. */
export const AFTER_SIGN_IN_PATH = "/profiel";

/** Where a sign-in without a (valid) redirectTo lands: the dashboard (ADR 0069). */
export const LANDING_PATH = "/dashboard";

/**
 * Where a sign-in without a redirectTo that would be followed lands: the dashboard, for every role — it shows each
 * role what waits for it (ADR 0069), so no role needs a landing screen of its own and the sign-in need not read the
 * user's roles first.
 */
export function landingPathFor(): string {
  return LANDING_PATH;
}

/** Whether a redirectTo would be followed by `afterSignInPath` (a same-site path that is not the sign-in page). */
export function followsRedirect(redirectTo: unknown, pathname: string): boolean {
  return (
    typeof redirectTo === "string" &&
    redirectTo !== "" &&
    afterSignInPath(redirectTo, pathname) !== afterSignInPath(null, pathname)
  );
}

// Remix's own query parameters for data requests and index actions: never part of a page's address.
const TRANSPORT_PARAMS = ["_routes", "_data", "index"];

/** The page a signed-out visitor asked for → `/auth/login-1?redirectTo=<path+search>`, under the same locale prefix. */
export function signInPath(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of TRANSPORT_PARAMS) params.delete(name);
  const query = params.toString();
  const back = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") + (query ? `?${query}` : "");
  const prefix = splitLocale(url.pathname).prefix;
  return `${withLocale(SIGN_IN_PATH, prefix)}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * Where to go after signing in: the requested same-site path (safeRedirectPath refuses `//evil.example`,
 * `https://evil.example` and friends), else the profile under the visitor's locale prefix.
 */
export function afterSignInPath(redirectTo: unknown, pathname: string): string {
  const fallback = withLocale(AFTER_SIGN_IN_PATH, splitLocale(pathname).prefix);
  const target = safeRedirectPath(redirectTo, fallback);
  // Never back to the sign-in or sign-out page itself.
  const { path } = splitLocale(target.split("?")[0]);
  return path === SIGN_IN_PATH || path === SIGN_OUT_PATH || path === "/inloggen" ? fallback : target;
}
