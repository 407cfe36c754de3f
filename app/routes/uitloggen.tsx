import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type ApiClient, ApiError } from "~/utils/api.server";
import type { RouteHandle } from "~/utils/route-handle";
import { endSession, impersonatorOf, isSignedIn } from "~/utils/session.server";
import { SIGN_IN_PATH } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";

/**
 * Sign-out (SPEC §2 /uitloggen). Public on purpose: the root loader sends a visitor here when the API no longer
 * accepts the session (401), and a signed-out visitor must not be sent to sign in only to be signed out again.
 * The account menu posts here; a GET (the SPEC's redirect target) signs out too.
 */
export const handle: RouteHandle = { isPublic: true, titleKey: "auth:logout.title" };

/** DELETE /auth/sign_out for one trio. An unknown or expired trio (404/401) is already signed out on the API side. */
async function endOnApi(api: ApiClient) {
  try {
    await api.delete("/auth/sign_out", { errors: "throw" });
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) throw error;
  }
}

async function signOut(request: Request, context: AppLoadContext) {
  const wasSignedIn = isSignedIn(context.session);
  // Signed in as another user: that session and the admin's own one both end (neither token lingers on the API).
  const admin = impersonatorOf(context.session);
  if (wasSignedIn) await endOnApi(context.api);
  if (admin) await endOnApi(context.apiWithAuth(admin));
  endSession(context);
  const t = await toastT(context, "auth");
  return redirectWithToast(context, localPath(request, SIGN_IN_PATH), {
    color: wasSignedIn ? "success" : "info",
    message: t(wasSignedIn ? "logout.success" : "logout.already"),
  });
}

export const loader = ({ request, context }: LoaderFunctionArgs) => signOut(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => signOut(request, context);
