/** Who may do what to which organisation (contract/policy.ts), as route middleware that runs before the validators. */
import { can, widestScope } from "../../../contract/policy";
import { forbidden, JsonApiError, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { errorText } from "../../services/organization-text";
import {
  loadOrganization,
  mayApprove,
  mayManageOrganization,
  mayReadOrganization,
  type OrganizationDetails,
} from "../../services/organizations";

/** The organisation a `/organizations/{id}…` route names, with address, profile and contact person (`pathOrganization`). */
const PATH_ORGANIZATION = defineContextKey<OrganizationDetails>("pathOrganization");
export const pathOrganizationOf = PATH_ORGANIZATION.get;

/**
 * The organisation with this path id in the tenant, as far as the visitor may see it, or 404: unknown, another
 * tenant's, deleted and hidden organisations all look the same.
 */
export const pathOrganization = guard(async (c) => {
  const details = await loadOrganization(c, idParam(c));
  if (!details || !mayReadOrganization(actorOf(c), details.organization)) throw notFound();
  PATH_ORGANIZATION.set(c, details);
});

/** Editing: its organisation superusers, the approvers of its centre, the tenant's admin. */
export const managesPathOrganization = guard((c) => {
  requireUser(c);
  if (!mayManageOrganization(actorOf(c), pathOrganizationOf(c).organization)) throw forbidden();
});

/** Approving, denying, archiving, moving: the centre's approvers (center_superuser) and the tenant's admin. */
export const approvesPathOrganization = guard((c) => {
  requireUser(c);
  if (!mayApprove(actorOf(c), pathOrganizationOf(c).organization)) throw forbidden();
});

/** Soft delete: the tenant's admin (PRODUCT.md: any → deleted, admin). */
export const deletesPathOrganization = guard((c) => {
  requireUser(c);
  if (!can(actorOf(c), "users.administer")) {
    throw forbidden(errorText(c, "deleteAdminOnly"));
  }
});

/** Moving needs the tenant's organisation-moving switch (SPEC §1 feature switches). */
export const movingEnabled = guard((c) => {
  if (!c.get("tenant").features.organizationMoving) {
    throw new JsonApiError(403, [{ code: "organization_moving_disabled", detail: errorText(c, "movingOff") }]);
  }
});

/** Signed in with organizations.approve somewhere = staff adding an organisation; otherwise a sign-up. */
export const isStaff = (c: Parameters<typeof actorOf>[0]) =>
  c.get("currentUser") !== null && widestScope(actorOf(c), "organizations.approve") !== null;
