import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ApiError } from "~/utils/api.server";
import type { RouteHandle } from "~/utils/route-handle";
import { startSession } from "~/utils/session.server";
import { afterSignInPath, SIGN_IN_PATH } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";

/**
 * Sign in from a token link (devise's omniauth/token links: ?access-token=…&client=…&uid=…[&expiry=…]
 * [&redirectTo=…]). Public although SPEC §2 lists it with the signed-in routes: whoever follows such a link is
 * signed out until this page stores the trio. The trio is checked with GET /auth/validate_token first.
 */
export const handle: RouteHandle = { isPublic: true, titleKey: "auth:login.title" };

function param(url: URL, ...names: string[]) {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value) return value;
  }
  return null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const accessToken = param(url, "access-token", "access_token", "auth_token", "token");
  const client = param(url, "client", "client_id");
  const uid = param(url, "uid");
  const expiry = param(url, "expiry") ?? undefined;
  const t = await toastT(context, "auth");
  const failed = () =>
    redirectWithToast(context, localPath(request, SIGN_IN_PATH), { color: "danger", message: t("token.invalid") });
  if (!accessToken || !client || !uid) throw await failed();

  try {
    await context.apiWithAuth({ accessToken, client, uid }).get("/auth/validate_token", { errors: "throw" });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw await failed();
    throw error;
  }
  startSession(context, { accessToken, client, uid, expiry });
  const target = afterSignInPath(url.searchParams.get("redirectTo"), url.pathname);
  throw await redirectWithToast(context, target, { color: "success", message: t("login.success") });
}
