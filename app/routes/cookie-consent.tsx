/**
 * POST /cookie-consent (also /nl/… and /en/…): stores the cookie banner's choice (accepted | rejected) in the
 * cookie_consent cookie, or with `choice=reset` (the footer's "change cookie preferences") withdraws it, and
 * redirects back to `redirectTo` (a same-site path, else "/") with a confirmation toast.
 * Resource route: no UI of its own; a GET goes home.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { parseConsent } from "~/components/consent/consent";
import { localeFromPath } from "~/i18n";
import { clearConsentCookies, isCrossSiteRequest, safeRedirectPath, serializeConsentCookie } from "~/utils/consent.server";
import { getFixedT } from "~/utils/i18n.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";

export const handle: RouteHandle = { isPublic: true };

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Consent must come from the visitor: a form on another site may not set it (SameSite does not stop that).
  if (isCrossSiteRequest(request)) return new Response("Forbidden", { status: 403 });
  const form = await request.formData();
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const choice = parseConsent(form.get("choice"));
  const withdraw = form.get("choice") === "reset";
  // The endpoint has no locale prefix; the toast speaks the language of the page the visitor returns to.
  const t = await getFixedT(localeFromPath(new URL(redirectTo, "http://x").pathname) ?? context.locale, "ui");
  // X-Remix-Replace: with JavaScript the return to the same page replaces the history entry instead of adding one.
  const headers = new Headers({ "X-Remix-Replace": "yes" });
  if (withdraw) {
    for (const cookie of clearConsentCookies(request)) headers.append("Set-Cookie", cookie);
    return redirectWithToast(context, redirectTo, { color: "info", message: t("consent.reset") }, { headers });
  }
  if (!choice) return redirectWithToast(context, redirectTo, { color: "danger", message: t("consent.invalid") }, { headers });
  headers.append("Set-Cookie", serializeConsentCookie(choice, request));
  return redirectWithToast(context, redirectTo, { color: "success", message: t("consent.saved") }, { headers });
}
