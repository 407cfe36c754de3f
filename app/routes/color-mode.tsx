import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { isColorMode } from "~/utils/color-mode";
import { serializeColorMode } from "~/utils/color-mode.server";
import type { RouteHandle } from "~/utils/route-handle";
import { safeRedirectPath } from "~/utils/safe-redirect";

export const handle: RouteHandle = { isPublic: true };

/** The colour-mode toggle posts here (works without JavaScript): store the choice, go back. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const mode = form.get("mode");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isColorMode(mode)) return redirect(back, { status: 303 });
  return redirect(back, { status: 303, headers: { "Set-Cookie": await serializeColorMode(request, mode) } });
}

export const loader = () => redirect("/");
