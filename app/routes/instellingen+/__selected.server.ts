/**
 * The instellingen screens work on the visitor's selected organisation (SPEC §4 'Selected organization', the
 * toolbar's switcher), for those who may edit it (its organisation superusers, staff in scope; others the 403 page).
 * Null when the visitor has no organisation selected (the page says so).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { requireOrganizationEditor } from "~/components/organizations/organization-access.server";
import type { EditedOrganization } from "~/components/organizations/organization-editor-data.server";
import { loadAccount } from "~/utils/account.server";
import { routeError } from "~/utils/route-errors";

export async function selectedOrganization(context: AppLoadContext, request: Request): Promise<EditedOrganization | null> {
  const account = await loadAccount(context, request);
  if (!account) throw routeError(401, "unauthorized");
  if (!account.selectedOrganizationId) return null;
  return requireOrganizationEditor(context, request, account.selectedOrganizationId);
}
