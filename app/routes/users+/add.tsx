/** SPEC §2: 'Gebruiker toevoegen' — invites a user, who sets a password from the invitation mail. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { requireRole, roleNames } from "~/utils/account.server";
import { hasAnyRole, ROLE_MANAGERS, ROLES, USER_MANAGERS } from "~/utils/roles";
import type { RouteHandle } from "~/utils/route-handle";
import { UserEditor } from "./__editor";
import { organizationChoices } from "./__users.server";

export { action } from "./__editor.server";

export const handle: RouteHandle = { titleKey: "users:add.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireRole(context, request, USER_MANAGERS);
  // Centre superusers may invite into the everyday roles; admins choose any role (the API enforces this too).
  const roles = hasAnyRole(roleNames(me), ROLE_MANAGERS) ? ROLES : ROLES.filter((r) => r !== "admin");
  return { organizations: await organizationChoices(context), roles };
}

export default function AddUser() {
  const { t } = useTranslation("users");
  const { organizations, roles } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-xl">
      <PageHeading title={t("add.title")} description={t("add.description")} />
      <UserEditor mode="add" roles={roles} organizations={organizations} />
    </div>
  );
}
