/**
 * Status changes (PRODUCT.md's organisation lifecycle, contract/organizations.ts ORGANIZATION_TRANSITIONS) through
 * `PUT /organizations/{id}/approve` and through a plain update alike, and moving an organisation to another centre.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { approveOrganizationInput, moveOrganizationInput } from "../../../contract/organization-inputs";
import {
  ADMIN_ONLY_STATUSES,
  mayTransition,
  type NovChecklist,
  needsCriteriaConfirmation,
  ORGANIZATION_TRANSITIONS,
  type OrganizationStatus,
} from "../../../contract/organizations";
import { can, widestScope } from "../../../contract/policy";
import { organizationMemberships, organizations, userRoles, users, volunteerCenters } from "../../../db/schema";
import { fieldError, forbidden, JsonApiError } from "../../jsonapi/errors";
import { organizationStatusMails } from "../../mail/organization-mails";
import { actorOf, requireUser } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { deliverWritten, mailScopeOf, outboxInsert, type Statement, writeBatch } from "../../services/notification-mails";
import { notifyStatement, organizationUsers } from "../../services/notifications-write";
import { errorText } from "../../services/organization-text";
import { loadOrganization, mayApprove, type OrganizationRow, organizationDocument } from "../../services/organizations";
import type { ApiEnv, Validated } from "../../types";
import { pathOrganizationOf } from "./organizations.guards";

const FULL = new Set(["profile", "address", "contact_person"]);

/** 403 for who may not change status at all (or delete); 422 naming the allowed targets for a refused transition. */
export function checkTransition(c: Context<ApiEnv>, org: OrganizationRow, to: OrganizationStatus, pointer: string) {
  const actor = actorOf(c);
  if (!mayApprove(actor, org)) throw new JsonApiError(403, [{ code: "forbidden", detail: errorText(c, "statusNotAllowed") }]);
  if (to === org.status) return;
  if (!mayTransition(org.status, to)) {
    const allowed = ORGANIZATION_TRANSITIONS[org.status];
    const detail = allowed.length
      ? errorText(c, "transition", { from: org.status, to, allowed: allowed.join(", ") })
      : errorText(c, "transitionNone", { from: org.status, to });
    throw new JsonApiError(422, [{ ...fieldError(pointer, "invalid_transition", detail), meta: { allowed } }]);
  }
  if (ADMIN_ONLY_STATUSES.includes(to) && !can(actor, "users.administer")) {
    throw new JsonApiError(403, [{ code: "forbidden", detail: errorText(c, "deleteAdminOnly") }]);
  }
}

/**
 * A first approval with none of the NOV criteria ticked (sent, or else stored) is a 422 `nov_unchecked` unless the
 * approver confirmed it (`approve_without_criteria`). After the lifecycle's guards, before anything is written.
 */
export function checkCriteria(
  org: OrganizationRow,
  to: OrganizationStatus,
  checklist: NovChecklist | undefined,
  confirmed: boolean | undefined,
  pointer: string,
) {
  if (confirmed || !needsCriteriaConfirmation(org.status, to, checklist ?? org.novChecklist)) return;
  throw new JsonApiError(422, [
    fieldError(
      pointer,
      "nov_unchecked",
      "None of the NOV criteria is ticked: tick the ones checked, or send approve_without_criteria: true.",
    ),
  ]);
}

export interface Decision {
  reason?: string | null;
  novChecklist?: NovChecklist;
}

/**
 * Writes a status change with its decision (who, when, why, the NOV checklist), gives the first user
 * organization_superuser on approval, and mails the organisation's users for approved / denied / archived (and tells
 * them in the app of an approval, ADR 0065) — all in one batch, so the mails exist if and only if the change does
 * (ADR 0059).
 */
export async function applyStatus(c: Context<ApiEnv>, org: OrganizationRow, to: OrganizationStatus, decision: Decision) {
  if (to === org.status && decision.reason === undefined && decision.novChecklist === undefined) return;
  const db = c.get("db");
  const at = new Date().toISOString();
  const actorId = requireUser(c).user.id;
  const update = db
    .update(organizations)
    .set({
      status: to,
      decidedById: actorId,
      decidedAt: at,
      ...(decision.reason !== undefined
        ? { decisionReason: decision.reason }
        : to !== org.status
          ? { decisionReason: null }
          : {}),
      ...(decision.novChecklist !== undefined ? { novChecklist: decision.novChecklist } : {}),
      deletedAt: to === "deleted" ? at : null,
      updatedAt: at,
    })
    .where(and(eq(organizations.tenantId, org.tenantId), eq(organizations.id, org.id)));
  if (to === org.status) {
    await update;
    return;
  }
  // The change, the first user's membership and role, and the mails about it: one batch (ADR 0059).
  const grant = to === "approved" ? await firstUserGrant(c, org) : null;
  const mails =
    to === "approved" || to === "denied" || to === "archived"
      ? await organizationStatusMails(c, { ...org, status: to, decisionReason: decision.reason ?? null }, to, grant?.userId)
      : [];
  const scope = mailScopeOf(c);
  const results = await writeBatch(db, [
    update,
    ...(grant?.statements ?? []),
    ...mails.map((mail) => outboxInsert(scope, mail, sql`1`)),
    // Its users are told in the app (ADR 0065): after the grant, so the first user's new membership counts.
    ...(to === "approved"
      ? [
          notifyStatement(
            org.tenantId,
            organizationUsers(org.tenantId, org.id),
            { kind: "organization_approved", params: { organization: org.name }, link: `/organizations/${org.id}` },
            sql`1`,
            actorId,
          ),
        ]
      : []),
  ]);
  await deliverWritten(scope, results);
}

/**
 * The user who signed the organisation up becomes its organisation superuser (once; also a member): the statements
 * that make it so, for the approval's batch; null when there is no such user or they are staff.
 */
async function firstUserGrant(
  c: Context<ApiEnv>,
  org: OrganizationRow,
): Promise<{ userId: number; statements: Statement[] } | null> {
  if (org.createdById === null) return null;
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, org.createdById)))
    .limit(1);
  if (!user) return null;
  // Staff who added an organisation are not made its superuser.
  const staff = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.tenantId, tenantId)));
  if (staff.some((r) => r.role === "admin" || r.role === "center_superuser")) return null;
  const hasRole = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "organization_superuser"), eq(userRoles.organizationId, org.id)))
    .limit(1);
  return {
    userId: user.id,
    statements: [
      db.insert(organizationMemberships).values({ tenantId, userId: user.id, organizationId: org.id }).onConflictDoNothing(),
      ...(hasRole.length
        ? []
        : [db.insert(userRoles).values({ tenantId, userId: user.id, role: "organization_superuser", organizationId: org.id })]),
    ],
  };
}

async function respond(c: Context<ApiEnv>, id: number) {
  const details = await loadOrganization(c, id);
  if (!details) return c.body(null, 204);
  return jsonApi(c, organizationDocument(details, actorOf(c), FULL));
}

type Approve = ValidBody<z.output<typeof approveOrganizationInput>>;

/** PUT /organizations/{id}/approve: `{data: {type: "organizations", id, attributes: {status, reason?, nov_checklist?}}}`. */
export async function approveOrganization(c: Validated<{ json: Approve }>) {
  const { data, pointer } = c.req.valid("json");
  const org = pathOrganizationOf(c).organization;
  checkTransition(c, org, data.status, `${pointer}/status`);
  checkCriteria(org, data.status, data.nov_checklist, data.approve_without_criteria, `${pointer}/nov_checklist`);
  await applyStatus(c, org, data.status, { reason: data.reason, novChecklist: data.nov_checklist });
  return respond(c, org.id);
}

type Move = ValidBody<z.output<typeof moveOrganizationInput>>;

/** PUT /organizations/{id}/move: to another centre of the tenant the mover approves for (an admin: any). */
export async function moveOrganization(c: Validated<{ json: Move }>) {
  const { data, pointer } = c.req.valid("json");
  const org = pathOrganizationOf(c).organization;
  const actor = actorOf(c);
  const tenantId = c.get("tenant").id;
  const [center] = await c
    .get("db")
    .select({ id: volunteerCenters.id })
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.id, data.volunteer_center_id)))
    .limit(1);
  const reachable = center && (widestScope(actor, "organizations.approve") === "tenant" || center.id === actor?.centerId);
  if (!reachable)
    throw new JsonApiError(422, [fieldError(`${pointer}/volunteer_center_id`, "not_found", errorText(c, "unknownCenter"))]);
  if (center.id === org.volunteerCenterId) {
    throw new JsonApiError(422, [fieldError(`${pointer}/volunteer_center_id`, "same_center", errorText(c, "moveSameCenter"))]);
  }
  if (!can(actor, "organizations.approve", { centerId: center.id })) throw forbidden();
  await c
    .get("db")
    .update(organizations)
    .set({ volunteerCenterId: center.id, updatedAt: new Date().toISOString() })
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, org.id)));
  return respond(c, org.id);
}

export { respond as respondWithOrganization };
