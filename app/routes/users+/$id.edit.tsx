import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import type { RouteHandle } from "~/utils/route-handle";
import { UserEditor } from "./__editor";
import { displayName, loadUser } from "./__users.server";

export { action } from "./__editor.server";

export const handle: RouteHandle = { titleKey: "users:edit.title", requires: "users.manage" };

export async function loader({ context, params }: LoaderFunctionArgs) {
  const user = await loadUser(context, params.id);
  return {
    id: user.id,
    name: displayName(user),
    defaults: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      email: user.email,
      phoneNumber: user.phoneNumber ?? "",
      jobTitle: user.jobTitle ?? "",
      gender: user.gender ?? "",
      status: user.status,
    },
  };
}

export default function EditUser() {
  const { t } = useTranslation("users");
  const { id, name, defaults } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-xl">
      <PageHeading title={t("edit.title")} description={name} back={{ to: `/users/${id}`, label: t("edit.back", { name }) }} />
      <UserEditor mode="edit" defaults={defaults} />
    </div>
  );
}
