import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PhoneLink } from "~/components/content/contact-links";
import { PageHeading } from "~/components/forms";
import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { DefinitionList } from "~/components/ui/definition-list";
import { actorOf, currentUser, roleNames } from "~/utils/account.server";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { isImpersonating } from "~/utils/session.server";
import { formatDateInFigures } from "../../../contract/dates";
import { can } from "../../../contract/policy";
import type { action } from "./__detail.server";
import { UserStatusBadge } from "./__user-status";
import { displayName, loadUser } from "./__users.server";

export { action } from "./__detail.server";

export const handle: RouteHandle = {
  titleKey: "users:show.title",
  requires: "users.manage",
  title: loaderTitle<typeof loader>((data) => data.user.name),
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const [me, user] = await Promise.all([currentUser(context, request), loadUser(context, params.id)]);
  return {
    isAdmin: can(actorOf(me), "users.administer"),
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

export default function UserDetail() {
  const { t, i18n } = useTranslation("users");
  const { t: tAccount } = useTranslation("account");
  const { user, isAdmin, isSelf, impersonating } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-3xl">
      <PageHeading title={user.name} back={{ to: "/users", label: t("show.back") }} />
      <DefinitionList
        items={[
          { term: t("fields.email"), description: user.email },
          { term: t("fields.phoneNumber"), description: user.phoneNumber ? <PhoneLink phone={user.phoneNumber} /> : null },
          { term: t("fields.jobTitle"), description: user.jobTitle },
          { term: t("fields.status"), description: <UserStatusBadge status={user.status} /> },
          { term: t("fields.confirmed"), description: user.confirmed ? t("show.yes") : t("show.no") },
          { term: t("fields.roles"), description: user.roles.map((r) => tAccount(`roles.${r}`)).join(", ") },
          { term: t("fields.organizations"), description: user.organizations.map((o) => o.name).join(", ") },
          {
            term: t("fields.createdAt"),
            description: formatDateInFigures(user.createdAt, i18n.language),
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
