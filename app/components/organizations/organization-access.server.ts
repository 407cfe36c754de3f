/**
 * Who gets an organisation's editor (/organizations/{id}/edit, /instellingen/organisatie, /instellingen/contact-person):
 * its organisation superusers (`organization.manage` in `org` scope: a screen-wide `requires` cannot say which
 * organisation, so the check is here, with the organisation), the approvers of its centre and the tenant's admin —
 * the API's own guard (api/services/organizations.ts mayManageOrganization). Others get the 403 page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentUser } from "~/utils/account.server";
import { routeError } from "~/utils/route-errors";
import { type Actor, can } from "../../../contract/policy";
import { type EditedOrganization, loadOrganization } from "./organization-editor-data.server";

export function mayEditOrganization(actor: Actor, organization: { id: string; volunteerCenterId: number }): boolean {
  const centerId = organization.volunteerCenterId;
  return (
    can(actor, "organization.manage", { organizationId: Number(organization.id), centerId }) ||
    can(actor, "organizations.approve", { centerId })
  );
}

/** The organisation (404 when unknown or another tenant's), or the 403 page when the visitor may not edit it. */
export async function requireOrganizationEditor(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
): Promise<EditedOrganization> {
  const [organization, user] = await Promise.all([loadOrganization(context, id), currentUser(context, request)]);
  if (!mayEditOrganization(actorOf(user), organization)) throw routeError(403, "forbidden");
  return organization;
}
