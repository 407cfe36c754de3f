/**
 * The auth trio in the signed `__session` cookie (SPEC §4: signed in = access token, client and uid all present).
 * The cookie itself (httpOnly, SameSite=Lax, Secure on https, signed with SESSION_SECRET) is made in
 * cookies.server.ts; the load context reads it and writes refreshed tokens back.
 */
import type { AppLoadContext, Session } from "@remix-run/cloudflare";
import type { ApiAuth } from "./api.server";
import type { SessionData } from "./cookies.server";

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
