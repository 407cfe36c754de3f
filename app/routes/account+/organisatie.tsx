import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { loadAccount } from "~/utils/account.server";
import type { RouteHandle } from "~/utils/route-handle";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { parseOrganizationId } from "~/utils/selected-organization";
import { localPath } from "~/utils/urls.server";

/** The account menu's organisation switcher (a form post, works without JS): remembers the choice in its cookie. */
export const handle: RouteHandle = {};

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const wanted = parseOrganizationId(formData.get("organizationId"));
  const back = safeRedirectPath(formData.get("redirectTo"), localPath(request, "/profiel"));
  const account = await loadAccount(context, request);
  const headers = new Headers();
  // Only one of the user's own organisations can be chosen; anything else leaves the choice as it is.
  if (wanted && account?.organizations.some((o) => o.id === wanted)) {
    headers.append("Set-Cookie", await context.cookies.organization.serialize(wanted));
  }
  return redirect(back, { headers });
}
