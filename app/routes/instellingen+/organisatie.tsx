/**
 * SPEC §2 /instellingen/organisatie: the selected organisation's own details, address and profile, for its
 * organisation superusers (and staff in scope; the API checks the organisation). The organisation editor of
 * /organizations/{id}/edit, without the status actions.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { OrganizationEditor } from "~/components/organizations/organization-editor";
import { updateOrganization } from "~/components/organizations/organization-editor.server";
import { activityTypeOptions, editorDefaults } from "~/components/organizations/organization-editor-data.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { selectedOrganization } from "./__selected.server";

export const handle: RouteHandle = {
  titleKey: "organization-forms:settings.organization.title",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [organization, activityTypes] = await Promise.all([selectedOrganization(context, request), activityTypeOptions(context)]);
  if (!organization) return { organization: null, activityTypes: [] };
  return {
    organization: { id: organization.id, name: organization.name, defaults: editorDefaults(organization) },
    activityTypes,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const id = (await selectedOrganization(context, request))?.id;
  if (!id) return {};
  const result = await updateOrganization(context, id, await request.formData());
  if (!result.ok) return result.actionData;
  const t = await toastT(context, "organization-forms");
  return redirectWithToast(context, localPath(request, "/instellingen/organisatie"), {
    color: "success",
    message: t("edit.saved"),
  });
}

export default function OrganizationSettings() {
  const { t } = useTranslation("organization-forms");
  const { organization, activityTypes } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-2xl">
      <PageHeading
        title={t("settings.organization.title")}
        description={organization?.name ?? t("settings.noOrganization")}
        back={{ to: "/instellingen", label: t("settings.back") }}
      />
      {organization ? (
        <OrganizationEditor
          mode="edit"
          defaults={organization.defaults}
          activityTypes={activityTypes}
          submitLabel={t("edit.save")}
        />
      ) : null}
    </div>
  );
}
