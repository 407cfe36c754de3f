/**
 * /test/user (ADR 0073): the signed-in user as the server reads them for every page (`loadAccount`: GET
 * /api/v1/current_user with the roles, the organisations): attributes, roles, the policy's actor and the selected
 * organisation.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { JsonBlock } from "~/components/dev-pages/json-block";
import { PageHeading } from "~/components/forms";
import { DataTable } from "~/components/ui/data-table";
import { DefinitionList } from "~/components/ui/definition-list";
import { loadAccount, roleNames } from "~/utils/account.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "dev-pages:user.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await loadAccount(context, request);
  if (!account) return { account: null };
  const { user } = account;
  return {
    account: {
      id: user.id,
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(" "),
      status: user.status,
      volunteerCenterId: user.volunteerCenterId,
      roleNames: roleNames(user),
      roles: user.roles.map((role) => ({ id: role.id, name: role.name, organizationId: role.organizationId ?? null })),
      organizations: account.organizations,
      selectedOrganizationId: account.selectedOrganizationId,
      actor: account.actor,
      unreadNotifications: account.unreadNotifications,
    },
  };
}

export default function DevUser() {
  const { t } = useTranslation("dev-pages");
  const { account } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={t("user.title")} description={t("user.description")} />
      {account ? (
        <div className="space-y-6">
          <DefinitionList
            items={[
              { term: t("user.id"), description: account.id },
              { term: t("user.name"), description: account.name },
              { term: t("user.email"), description: account.email },
              { term: t("user.status"), description: account.status },
              { term: t("user.center"), description: account.volunteerCenterId },
              { term: t("user.roleNames"), description: account.roleNames.join(", ") },
              { term: t("user.selectedOrganization"), description: account.selectedOrganizationId },
              { term: t("user.unread"), description: account.unreadNotifications },
            ]}
          />
          <h2 className="text-xl font-semibold">{t("user.roles")}</h2>
          <DataTable
            caption={t("user.roles")}
            rows={account.roles}
            rowKey={(role) => role.id}
            columns={[
              { id: "id", primary: true, header: t("user.roleId"), cell: (role) => role.id },
              { id: "name", header: t("user.roleName"), cell: (role) => role.name },
              { id: "organization", header: t("user.roleOrganization"), cell: (role) => role.organizationId ?? "—" },
            ]}
            empty={t("user.noRoles")}
          />
          <JsonBlock label={t("user.actor")} value={account.actor} />
        </div>
      ) : (
        <p>{t("common.signedOut")}</p>
      )}
    </>
  );
}
