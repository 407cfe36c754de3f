import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type Actor, actorFrom, can } from "../../contract/policy";
import { authHeaders, type CurrentUser, findSession } from "../auth/sessions";
import { forbidden, unauthorized } from "../jsonapi/errors";
import type { ApiEnv } from "../types";

/** Statuses that may hold a session; `inactive` only where the tenant switch allows it (PRODUCT.md lifecycle). */
export function maySignIn(c: Context<ApiEnv>, status: string): boolean {
  return status === "active" || (status === "inactive" && c.get("tenant").features.allowInactiveUsers);
}

/**
 * Reads the devise-style token trio (access-token, client, uid). Only a complete and valid trio signs the request
 * in; a partial or invalid one is treated as signed out, exactly as the front end does (SPEC §4). Responses to a
 * signed-in request carry the auth headers again (the token is kept for its lifespan, ADR 0009), unless the
 * handler set new ones (sign-in) or ended the session (sign-out).
 */
export const auth = createMiddleware<ApiEnv>(async (c, next) => {
  const accessToken = c.req.header("access-token")?.trim();
  const client = c.req.header("client")?.trim();
  const uid = c.req.header("uid")?.trim();
  const credentials = accessToken && client && uid ? { accessToken, client, uid } : null;
  c.set("credentials", credentials);
  const tenantId = c.get("tenant").id;
  // The in-process calls of one page request (root loader, route loader…) carry the same token trio: they look the
  // session up once. Only reads share it; a call that may write starts afresh and clears it for the calls after it
  // (a sign-out, a password change or a role change in an action is seen by the loaders that follow).
  const shared = c.env.IN_PROCESS_SESSIONS;
  const reads = c.req.method === "GET" || c.req.method === "HEAD";
  if (shared && !reads) shared.clear();
  let current: CurrentUser | null = null;
  if (credentials && shared && reads) {
    const key = [tenantId, credentials.client, credentials.uid, credentials.accessToken].join("\n");
    let lookup = shared.get(key);
    if (!lookup) {
      lookup = findSession(c.get("db"), tenantId, credentials);
      shared.set(key, lookup);
      lookup.catch(() => shared.delete(key));
    }
    current = await lookup;
  } else if (credentials) {
    current = await findSession(c.get("db"), tenantId, credentials);
  }
  c.set("currentUser", current && maySignIn(c, current.user.status) ? current : null);
  await next();
  if (shared && !reads) shared.clear();
  const after = c.get("currentUser");
  if (after && after.session.tokenId === current?.session.tokenId && !c.res.headers.has("access-token")) {
    for (const [name, value] of Object.entries(authHeaders(after.session, after.user.email))) c.res.headers.set(name, value);
  }
});

/** The signed-in user, or 401. */
export function requireUser(c: Context<ApiEnv>) {
  const current = c.get("currentUser");
  if (!current) throw unauthorized();
  return current;
}

/** The signed-in user acting on their own account (policy account.manage_own): 401 signed out, else 403 if denied. */
export function requireOwnAccount(c: Context<ApiEnv>) {
  const current = requireUser(c);
  if (!can(actorOf(c), "account.manage_own", { userId: current.user.id })) throw forbidden();
  return current;
}

/** The policy's view of the signed-in user (null = signed out). */
export function actorOf(c: Context<ApiEnv>): Actor | null {
  const current = c.get("currentUser");
  if (!current) return null;
  const { user, roles, organizationIds } = current;
  return actorFrom({ id: user.id, volunteerCenterId: user.volunteerCenterId, roles, organizationIds });
}
