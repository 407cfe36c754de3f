/**
 * The auth trio in the signed `__session` cookie (SPEC §4: signed in = access token, client and uid all present).
 * The cookie itself (httpOnly, SameSite=Lax, Secure on https, signed with SESSION_SECRET) is made in
 * cookies.server.ts; the load context reads it and writes refreshed tokens back.
 */
import type { AppLoadContext, Session } from "@remix-run/cloudflare";
import type { ApiAuth } from "./api.server";
import type { Impersonator, SessionData } from "./cookies.server";

type AnySession = Pick<Session<SessionData>, "get">;

export function authOf(session: AnySession): ApiAuth | null {
  const accessToken = session.get("accessToken");
  const client = session.get("client");
  const uid = session.get("uid");
  return accessToken && client && uid ? { accessToken, client, uid } : null;
}

export function isSignedIn(session: AnySession): boolean {
  return authOf(session) !== null;
}

/** The auth trio from response headers (devise_token_auth names), or null when any part is missing. */
export function authFromHeaders(headers: Headers): ApiAuth | null {
  const accessToken = headers.get("access-token");
  const client = headers.get("client");
  const uid = headers.get("uid");
  if (!accessToken || !client || !uid) return null;
  const auth: ApiAuth = { accessToken, client, uid };
  const expiry = headers.get("expiry");
  if (expiry) auth.expiry = expiry;
  return auth;
}

function clear(session: Session<SessionData>) {
  for (const key of Object.keys(session.data)) session.unset(key as keyof SessionData);
}

/**
 * A new session on sign-in: everything the anonymous session held is dropped (no session fixation, no flash
 * from before), then the trio is stored. The caller's response must commit it (redirectWithToast does).
 */
export function startSession(context: AppLoadContext, auth: ApiAuth): void {
  clear(context.session);
  context.session.set("accessToken", auth.accessToken);
  context.session.set("client", auth.client);
  context.session.set("uid", auth.uid);
  if (auth.expiry) context.session.set("expiry", auth.expiry);
  context.markSessionChanged();
}

/** Signed out: the session is emptied (a flash toast added afterwards still travels in it). */
export function endSession(context: AppLoadContext): void {
  clear(context.session);
  context.markSessionChanged();
}

// ── Signed in as another user ───────────────────────────────────────────────────────────────────────────────
// The admin's own trio waits in the session under `impersonator`, next to the trio of the user signed in as (which
// the load context's client uses). It never leaves the cookie: loaders expose at most `isImpersonating`.

/** The admin's own session while signed in as another user; null otherwise. */
export function impersonatorOf(session: AnySession): Impersonator | null {
  const stored = session.get("impersonator");
  if (!stored || typeof stored !== "object") return null;
  const { accessToken, client, uid } = stored;
  if (typeof accessToken !== "string" || typeof client !== "string" || typeof uid !== "string") return null;
  if (!accessToken || !client || !uid) return null;
  return stored;
}

/** Signed in as another user: that user's trio is the session's, the admin's own waits beside it. */
export function isImpersonating(session: AnySession): boolean {
  return isSignedIn(session) && impersonatorOf(session) !== null;
}

/**
 * After POST /api/v1/sign_in_as_user: a new session for the user signed in as (like `startSession`), with the
 * admin's own trio and selected organisation kept beside it to return to. `admin` is the trio the call was made
 * with: read it before the call, and make the call with `apiWithAuth(admin)`, because the session's own client
 * writes every answer's auth headers back into the session — and that answer carries the other user's.
 */
export function startImpersonation(context: AppLoadContext, admin: ApiAuth, user: ApiAuth): void {
  const impersonator: Impersonator = {
    accessToken: admin.accessToken,
    client: admin.client,
    uid: admin.uid,
    selectedOrganizationId: context.selectedOrganizationId,
  };
  const expiry = admin.expiry ?? context.session.get("expiry");
  if (expiry) impersonator.expiry = expiry;
  startSession(context, user);
  context.session.set("impersonator", impersonator);
}
