/**
 * The actions of a user's page ($id._index.tsx), one per submit button's `intent`: resend the confirmation
 * (centre superuser, admin), sign in as this user and delete (admin). An unknown intent goes back to the page.
 */
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { isConfirmed } from "~/components/ui/confirm-form";
import { actorOf, currentUser } from "~/utils/account.server";
import { ApiError } from "~/utils/api.server";
import { routeError } from "~/utils/route-errors";
import { authFromHeaders, authOf, startImpersonation } from "~/utils/session.server";
import { AFTER_SIGN_IN_PATH } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, siteUrl, toastT } from "~/utils/urls.server";
import { can } from "../../../contract/policy";
import { loadUser } from "./__users.server";

interface Step {
  request: Request;
  context: AppLoadContext;
  /** The user's id as in the URL, and URL-encoded for API paths. */
  userId: string;
  id: string;
  /** This page. */
  here: string;
  t: Awaited<ReturnType<typeof toastT>>;
}

/** Behind $id._index.tsx's `handle.requires` (users.manage); the admin's intents ask users.administer. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = actorOf(await currentUser(context, request));
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = encodeURIComponent(params.id ?? "");
  const step: Step = {
    request,
    context,
    userId: params.id ?? "",
    id,
    here: localPath(request, `/users/${id}`),
    t: await toastT(context, "users"),
  };
  if (intent === "resend") return resend(step);
  if (!can(me, "users.administer")) throw routeError(403, "forbidden");
  switch (intent) {
    case "signInAs":
      return signInAs(step);
    case "delete":
      // The box unticked (a browser that skipped `required`): the page says so, nothing is deleted.
      if (!isConfirmed(formData)) return { unconfirmed: intent };
      return remove(step);
    default:
      throw redirect(step.here);
  }
}

/** An invitation's link sets a password (/auth/reset); a sign-up's confirms the address (/confirm). */
async function resend({ request, context, userId, id, here, t }: Step) {
  const user = await loadUser(context, userId);
  const page = user.status === "invited" ? "/auth/reset" : "/confirm";
  await context.api.post(`/api/v1/users/${id}/resend_confirmation_instructions`, {
    body: { redirect_url: siteUrl(request, context, page) },
  });
  return redirectWithToast(context, here, { color: "success", message: t("show.resent") });
}

/**
 * The admin's own trio is kept to return to. The call goes through a client of its own: the session's client would
 * write the answer's auth headers (the other user's trio) into the session.
 */
async function signInAs({ request, context, userId, here, t }: Step) {
  const admin = authOf(context.session);
  if (!admin) throw redirect(here);
  let response: { headers: Headers };
  try {
    response = await context.apiWithAuth(admin).post("/api/v1/sign_in_as_user", {
      body: { user_id: Number(userId) },
      errors: "throw",
    });
  } catch (error) {
    // 422: invited, inactive and archived users cannot sign in — not even through an admin.
    if (error instanceof ApiError && error.status === 422) {
      return redirectWithToast(context, here, { color: "danger", message: t("show.cannotSignInAs") });
    }
    // 403 impersonating: this session is itself a sign-in-as session (a stale page; the button is hidden then).
    if (error instanceof ApiError && error.status === 403 && error.errors.some((e) => e.code === "impersonating")) {
      return redirectWithToast(context, here, { color: "warning", message: t("show.returnFirst") });
    }
    throw error;
  }
  const auth = authFromHeaders(response.headers);
  if (!auth) throw new Error("POST /api/v1/sign_in_as_user answered without the auth headers");
  // The admin's own trio stays in the session cookie beside this one: the banner's button goes back to it.
  startImpersonation(context, admin, auth);
  return redirectWithToast(context, localPath(request, AFTER_SIGN_IN_PATH), { color: "info", message: t("show.signedInAs") });
}

async function remove({ request, context, id, t }: Step) {
  await context.api.delete(`/api/v1/users/${id}`);
  return redirectWithToast(context, localPath(request, "/users"), { color: "success", message: t("show.deleted") });
}
