/**
 * The instellingen screens work on the visitor's selected organisation (SPEC §4 'Selected organization', the
 * toolbar's switcher): its id, or null when the visitor has none (the page says so).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { loadAccount } from "~/utils/account.server";
import { routeError } from "~/utils/route-errors";

export async function selectedOrganizationId(context: AppLoadContext, request: Request): Promise<string | null> {
  const account = await loadAccount(context, request);
  if (!account) throw routeError(401, "unauthorized");
  return account.selectedOrganizationId;
}
