import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ApiError } from "~/utils/api.server";
import { sendOne } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import { authOf, endSession, impersonatorOf, startSession } from "~/utils/session.server";
import { AFTER_SIGN_IN_PATH, SIGN_IN_PATH } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { UserAttributes } from "../../../contract/users";

/**
 * "Terug naar je eigen account": the sign-in-as banner's button (a form post, works without JavaScript). Signed-in
 * only (default deny) and behind the Origin check like every action. The API does the real work with the admin's
 * own trio: POST /api/v1/sign_in_as_user/return checks that trio (401 when it expired), ends the session of the
 * user signed in as and audits the step; then the admin's trio is the session's again.
 */
export const handle: RouteHandle = {};

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = impersonatorOf(context.session);
  const user = authOf(context.session);
  const t = await toastT(context, "account");
  if (!admin || !user) {
    // A second click, or a page left open from before: nothing to go back from.
    return redirectWithToast(context, localPath(request, AFTER_SIGN_IN_PATH), {
      color: "info",
      message: t("impersonation.notImpersonating"),
    });
  }
  let userId: string | null = null;
  try {
    const response = await sendOne<UserAttributes>(context.apiWithAuth(admin)).post("/api/v1/sign_in_as_user/return", {
      body: { access_token: user.accessToken, client: user.client, uid: user.uid },
      errors: "throw",
    });
    userId = response.data.id;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) {
      // The admin's own session expired (or was ended) meanwhile: nothing to go back to, so sign out entirely —
      // the session signed in as too, so its token does not linger on the API.
      await context.api.delete("/auth/sign_out", { errors: "throw" }).catch((signOutError: unknown) => {
        if (!(signOutError instanceof ApiError && signOutError.status < 500)) throw signOutError;
      });
      endSession(context);
      return redirectWithToast(context, localPath(request, SIGN_IN_PATH), {
        color: "warning",
        message: t("impersonation.expired"),
      });
    }
    // 404: the session signed in as has already ended (signed out elsewhere, the user's password changed, the user
    // was deleted); the admin's own session is valid, so they simply go back to it.
    if (error.status !== 404) throw error;
  }
  startSession(context, admin);
  context.addResponseCookie(
    admin.selectedOrganizationId
      ? await context.cookies.organization.serialize(admin.selectedOrganizationId)
      : await context.cookies.organization.serialize("", { maxAge: 0 }),
  );
  const back = userId ? `/users/${encodeURIComponent(userId)}` : "/users";
  return redirectWithToast(context, localPath(request, back), { color: "success", message: t("impersonation.returned") });
}
