/** What only an admin does to a user (users.administer): add and remove roles, sign in as them and come back. */
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { returnFromUserInput, roleInput, signInAsInput } from "../../../contract/users";
import { userRoles } from "../../../db/schema";
import { type AuditAction, auditInsert } from "../../audit";
import { endSessionQuery, findSession } from "../../auth/sessions";
import { fieldError, JsonApiError, notFound } from "../../jsonapi/errors";
import { maySignIn, requireUser } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { addMembership } from "../../services/accounts";
import { startSession } from "../../services/sessions";
import { findUserById, respondWithUser } from "../../services/users";
import type { Validated } from "../../types";
import { IMPERSONATION_NOT_FOUND, organizationFor, pathUserOf } from "./users.guards";

type RoleBody = Validated<{ json: ValidBody<z.output<typeof roleInput>> }>;

const audit = (c: Validated<object>, action: AuditAction, targetUserId: number, details = {}) =>
  auditInsert(c, { action, targetUserId, details });

/** The role named in the body, held in its organisation (or in none). */
function roleCondition(userId: number, role: z.output<typeof roleInput>["role"], organizationId: number | null) {
  return and(
    eq(userRoles.userId, userId),
    eq(userRoles.role, role),
    organizationId ? eq(userRoles.organizationId, organizationId) : isNull(userRoles.organizationId),
  );
}

export async function addRole(c: RoleBody) {
  const user = pathUserOf(c);
  const { data, pointer } = c.req.valid("json");
  const organizationId = data.organization_id ?? null;
  if (organizationId) await organizationFor(c, organizationId, `${pointer}/organization_id`);
  const db = c.get("db");
  const [existing] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(roleCondition(user.id, data.role, organizationId))
    .limit(1);
  if (!existing) {
    await db.insert(userRoles).values({ tenantId: user.tenantId, userId: user.id, role: data.role, organizationId });
    if (organizationId) await addMembership(c, user.id, organizationId);
    await audit(c, "add_role", user.id, { role: data.role, organizationId });
  }
  return respondWithUser(c, user, new Set(["roles"]));
}

export async function removeRole(c: RoleBody) {
  const user = pathUserOf(c);
  const { data, pointer } = c.req.valid("json");
  const organizationId = data.organization_id ?? null;
  if (data.role === "admin" && user.id === c.get("currentUser")?.user.id) {
    throw new JsonApiError(422, [fieldError(`${pointer}/role`, "own_admin_role", "You cannot remove your own admin role.")]);
  }
  const removed = await c
    .get("db")
    .delete(userRoles)
    .where(roleCondition(user.id, data.role, organizationId))
    .returning({ id: userRoles.id });
  if (removed.length === 0) {
    throw new JsonApiError(422, [fieldError(`${pointer}/role`, "not_found", "The user does not have this role.")]);
  }
  await audit(c, "remove_role", user.id, { role: data.role, organizationId });
  return respondWithUser(c, user, new Set(["roles"]));
}

export async function signInAsUser(c: Validated<{ json: ValidBody<z.output<typeof signInAsInput>> }>) {
  const { data, pointer } = c.req.valid("json");
  const target = await findUserById(c, data.user_id);
  if (!target) throw notFound();
  if (!maySignIn(c, target.status)) {
    throw new JsonApiError(422, [
      fieldError(`${pointer}/user_id`, "inactive", "This user cannot sign in (invited, inactive or archived)."),
    ]);
  }
  await audit(c, "sign_in_as_user", target.id);
  await startSession(c, target, requireUser(c).user.id);
  return respondWithUser(c, target, new Set(["roles"]));
}

/**
 * POST /api/v1/sign_in_as_user/return: the admin goes back to their own account. Signed in with the admin's OWN
 * trio (so an expired admin session answers 401); the body names the sign-in-as session by its trio. Only the admin
 * who started that session may end it this way: for anyone else (a non-admin, another admin, the user signed in
 * as) it does not exist (404) and nothing is written. The session ends and the step is audited (actor = the admin,
 * target = the user signed in as) in one batch; the answer is that user.
 */
export async function returnFromUser(c: Validated<{ json: ValidBody<z.output<typeof returnFromUserInput>> }>) {
  const admin = requireUser(c);
  const { access_token: accessToken, client, uid } = c.req.valid("json").data;
  const db = c.get("db");
  const impersonation = await findSession(db, c.get("tenant").id, { accessToken, client, uid });
  if (!impersonation || impersonation.session.impersonatorId !== admin.user.id) {
    throw notFound(IMPERSONATION_NOT_FOUND, "impersonation_not_found");
  }
  await db.batch([audit(c, "sign_in_as_user_return", impersonation.user.id), endSessionQuery(db, impersonation.session.tokenId)]);
  return respondWithUser(c, impersonation.user, new Set());
}
