/** SPEC §2: 'Gebruiker toevoegen' — invites a user, who sets a password from the invitation mail. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { actorOf, currentUser } from "~/utils/account.server";
import { ROLES } from "~/utils/roles";
import type { RouteHandle } from "~/utils/route-handle";
import { can } from "../../../contract/policy";
import { SELF_SIGNUP_ROLES } from "../../../contract/users";
import { UserEditor } from "./__editor";
import { organizationChoices } from "./__users.server";

export { action } from "./__editor.server";

export const handle: RouteHandle = { titleKey: "users:add.title", requires: "users.manage" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = actorOf(await currentUser(context, request));
  // Granting roles is users.administer's; others invite volunteers and students only (as the API checks).
  const roles = can(me, "users.administer") ? ROLES : SELF_SIGNUP_ROLES;
  return { organizations: await organizationChoices(context, request), roles };
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
