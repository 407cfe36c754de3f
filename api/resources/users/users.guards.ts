/**
 * Who may do what to which user (contract/policy.ts), as route middleware that runs before the validators, and
 * the checks the users resource's handlers share.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { can, widestScope } from "../../../contract/policy";
import { organizations, userRoles } from "../../../db/schema";
import type { UserRow } from "../../auth/sessions";
import { fieldError, forbidden, JsonApiError, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";
import { findUserById } from "../../services/users";
import type { ApiEnv } from "../../types";

/** The user a `/users/{id}…` route names, stored by `pathUser`; the handlers read `pathUserOf(c)`. */
const PATH_USER = defineContextKey<UserRow>("pathUser");
export const pathUserOf = PATH_USER.get;

/** The user with this path id in the tenant, or 404 (other tenants' ids look exactly like unknown ones). */
export const pathUser = guard(async (c) => {
  const user = await findUserById(c, idParam(c));
  if (!user) throw notFound();
  PATH_USER.set(c, user);
});

/** users.administer: roles, deleting users, signing in as them. */
export const administers = guard((c) => {
  requireUser(c);
  if (!can(actorOf(c), "users.administer")) throw forbidden();
});

export const IMPERSONATION_NOT_FOUND = "No session signed in as another user by you matches these credentials.";

/**
 * Returning from signing in as another: only who may sign in as another, before the body is read. Anyone else gets
 * the handler's own answer for credentials that are not theirs to end (404 `impersonation_not_found`), so the
 * route says no more than before; which session the body names is the handler's check.
 */
export const mayReturnFromUser = guard((c) => {
  requireUser(c);
  if (!can(actorOf(c), "users.administer")) throw notFound(IMPERSONATION_NOT_FOUND, "impersonation_not_found");
});

/** Listing users needs users.manage somewhere (the list is then filtered to the actor's reach). */
export const managesUsers = guard((c) => {
  requireUser(c);
  if (!widestScope(actorOf(c), "users.manage")) throw forbidden();
});

/** Signed out, POST /users is a sign-up; signed in, an invitation, which needs users.manage. */
export const signsUpOrInvites = guard((c) => {
  if (c.get("currentUser") && !widestScope(actorOf(c), "users.manage")) throw forbidden();
});

/** Managing a user needs users.manage for their centre; an admin's account only an admin may touch. */
export const managesPathUser = guard(async (c) => {
  requireUser(c);
  const user = pathUserOf(c);
  const actor = actorOf(c);
  if (!can(actor, "users.manage", { centerId: user.volunteerCenterId })) throw forbidden();
  const targetRoles = await c.get("db").select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
  if (targetRoles.some((r) => r.role === "admin") && !can(actor, "users.administer")) throw forbidden();
});

/** A user's own record, or one a manager of their centre may see. */
export const readsPathUser = guard((c) => {
  const user = pathUserOf(c);
  const actor = actorOf(c);
  if (
    !can(actor, "account.manage_own", { userId: user.id }) &&
    !can(actor, "users.manage", { centerId: user.volunteerCenterId })
  ) {
    throw forbidden();
  }
});

/** One step at a time: from a sign-in-as session (the target may be an admin) the way is back first, never deeper. */
export const notSignedInAsAnother = guard((c) => {
  if (requireUser(c).session.impersonatorId !== null) {
    throw new JsonApiError(403, [
      { code: "impersonating", detail: "You are signed in as another user: return to your own account first." },
    ]);
  }
});

/** An organisation of this tenant (and, for a centre-scoped actor, of their centre), or a 422 at `pointer`. */
export async function organizationFor(c: Context<ApiEnv>, organizationId: number, pointer: string) {
  const s = scope(c);
  const [org] = await s.db
    .select()
    .from(organizations)
    .where(s.where(organizations, eq(organizations.id, organizationId)))
    .limit(1);
  const scopeOk = org && (widestScope(actorOf(c), "users.manage") === "tenant" || org.volunteerCenterId === actorOf(c)?.centerId);
  if (!org || !scopeOk) throw new JsonApiError(422, [fieldError(pointer, "not_found", "Organization does not exist.")]);
  return org;
}
