import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { isLocale } from "~/i18n";
import { serializeLocaleCookie } from "~/utils/locale.server";
import { splitLocale, switchLocalePath } from "~/utils/locale-path";
import type { RouteHandle } from "~/utils/route-handle";
import { safeRedirectPath } from "~/utils/safe-redirect";

export const handle: RouteHandle = { isPublic: true };

/**
 * The language switch posts here (works without JavaScript). The choice is stored in i18n_redirected; a page
 * under /en or /nl moves to the same page under the other prefix, an unprefixed page stays unprefixed (the
 * cookie now decides its language).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isLocale(locale)) return redirect(back, { status: 303 });
  const url = new URL(back, "http://x");
  // The switched path is judged again: the target that leaves this action is what counts.
  const target = splitLocale(url.pathname).prefix ? safeRedirectPath(switchLocalePath(url.pathname, locale) + url.search) : back;
  return redirect(target, { status: 303, headers: { "Set-Cookie": serializeLocaleCookie(locale) } });
}

export const loader = () => redirect("/");
