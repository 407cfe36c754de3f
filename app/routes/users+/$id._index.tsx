import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmForm, isConfirmed } from "~/components/ui/confirm-form";
import { DefinitionList } from "~/components/ui/definition-list";
import { hasAnyRole, ROLE_MANAGERS, requireRole, roleNames, USER_MANAGERS } from "~/utils/account.server";
import { ApiError } from "~/utils/api.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { authFromHeaders, authOf, isImpersonating, startImpersonation } from "~/utils/session.server";
import { AFTER_SIGN_IN_PATH } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, siteUrl, toastT } from "~/utils/urls.server";
import { UserStatusBadge } from "./__user-status";
import { displayName, loadUser } from "./__users.server";

export const handle: RouteHandle = {
  titleKey: "users:show.title",
  title: (data) => (data as { user?: { name?: string } } | undefined)?.user?.name,
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = await requireRole(context, request, USER_MANAGERS);
  const user = await loadUser(context, params.id);
  return {
    isAdmin: hasAnyRole(roleNames(me), ROLE_MANAGERS),
    isSelf: String(me.id) === String(user.id),
    // Signed in as someone else already: the way is back first (the banner), not one level deeper.
    impersonating: isImpersonating(context.session),
    user: {
      id: user.id,
      name: displayName(user),
      email: user.email,
      phoneNumber: user.phoneNumber,
      jobTitle: user.jobTitle,
      status: user.status,
      confirmed: user.confirmed,
      signupMethod: user.signupMethod,
      createdAt: user.createdAt,
      roles: roleNames(user),
      organizations: (user.organizations ?? []).map((o) => ({ id: o.id, name: o.name })),
    },
  };
}

/** Resend confirmation (centre superuser, admin), sign in as this user and delete (admin). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await requireRole(context, request, USER_MANAGERS);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const id = encodeURIComponent(params.id ?? "");
  const t = await toastT(context, "users");
  const here = localPath(request, `/users/${id}`);
  if (intent === "resend") {
    // An invitation's link sets a password (/auth/reset); a sign-up's confirms the address (/confirm).
    const user = await loadUser(context, params.id);
    const page = user.status === "invited" ? "/auth/reset" : "/confirm";
    await context.api.post(`/api/v1/users/${id}/resend_confirmation_instructions`, {
      body: { redirectUrl: siteUrl(request, context, page) },
    });
    return redirectWithToast(context, here, { color: "success", message: t("show.resent") });
  }
  if (!hasAnyRole(roleNames(me), ROLE_MANAGERS)) throw routeError(403, "forbidden");
  if (intent === "signInAs") {
    // The admin's own trio, kept to return to. The call goes through a client of its own: the session's client
    // would write the answer's auth headers (the other user's trio) into the session.
    const admin = authOf(context.session);
    if (!admin) throw redirect(here);
    let response: { headers: Headers };
    try {
      response = await context.apiWithAuth(admin).post("/api/v1/sign_in_as_user", {
        body: { data: { attributes: { userId: Number(params.id) } } },
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
  if (intent === "delete") {
    // The box unticked (a browser that skipped `required`): the page says so, nothing is deleted.
    if (!isConfirmed(formData)) return { unconfirmed: intent };
    await context.api.delete(`/api/v1/users/${id}`);
    return redirectWithToast(context, localPath(request, "/users"), { color: "success", message: t("show.deleted") });
  }
  throw redirect(here);
}

export default function UserDetail() {
  const { t, i18n } = useTranslation("users");
  const { t: tAccount } = useTranslation("account");
  const { user, isAdmin, isSelf, impersonating } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <LocaleLink to="/users" className={linkClass}>
        {t("show.back")}
      </LocaleLink>
      <div className="mt-4">
        <PageHeading title={user.name} />
      </div>
      <DefinitionList
        items={[
          { term: t("fields.email"), description: user.email },
          { term: t("fields.phoneNumber"), description: user.phoneNumber },
          { term: t("fields.jobTitle"), description: user.jobTitle },
          { term: t("fields.status"), description: <UserStatusBadge status={user.status} /> },
          { term: t("fields.confirmed"), description: user.confirmed ? t("show.yes") : t("show.no") },
          { term: t("fields.roles"), description: user.roles.map((r) => tAccount(`roles.${r}`)).join(", ") },
          { term: t("fields.organizations"), description: user.organizations.map((o) => o.name).join(", ") },
          {
            term: t("fields.createdAt"),
            description:
              user.createdAt && new Date(user.createdAt).toLocaleDateString(i18n.language, { timeZone: "Europe/Amsterdam" }),
          },
        ]}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={`/users/${user.id}/edit`}>{t("show.edit")}</ButtonLink>
        {isAdmin ? (
          <ButtonLink to={`/users/${user.id}/add_role`} variant="secondary">
            {t("show.roles")}
          </ButtonLink>
        ) : null}
        {!user.confirmed ? (
          <Form method="post">
            <Button type="submit" name="intent" value="resend" variant="secondary">
              {t("show.resend")}
            </Button>
          </Form>
        ) : null}
        {isAdmin && !isSelf && !impersonating && user.status === "active" ? (
          <Form method="post">
            <Button type="submit" name="intent" value="signInAs" variant="secondary">
              {t("show.signInAs")}
            </Button>
          </Form>
        ) : null}
        {isAdmin && !isSelf ? (
          <ConfirmForm intent="delete" submitLabel={t("show.delete")} unconfirmed={actionData?.unconfirmed === "delete"} />
        ) : null}
      </div>
    </div>
  );
}
