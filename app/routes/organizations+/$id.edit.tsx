/**
 * SPEC §2 /organizations/{id}/edit: an organisation superuser edits their own organisation (details, address,
 * profile); the centre's staff any in their scope (the API decides: 403/404 are the error pages). Archive, restore and
 * delete sit below the editor behind a ConfirmForm, offered as the organisation's `allowedStatuses` say.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { requireOrganizationEditor } from "~/components/organizations/organization-access.server";
import { OrganizationEditor } from "~/components/organizations/organization-editor";
import type { EditorActionData } from "~/components/organizations/organization-editor.server";
import { activityTypeOptions, editorDefaults } from "~/components/organizations/organization-editor-data.server";
import { ConfirmForm } from "~/components/ui/confirm-form";
import type { RouteHandle } from "~/utils/route-handle";

export { action } from "./__edit.server";

// No `requires`: an organisation superuser's right is for their organisation only (app/components/organizations/organization-access.server.ts).
export const handle: RouteHandle = { titleKey: "organization-forms:edit.title" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // A public organisation reads for everyone: only those who may manage this one get its editor (the API checks again).
  const [organization, activityTypes] = await Promise.all([
    requireOrganizationEditor(context, request, params.id),
    activityTypeOptions(context),
  ]);
  const allowed = organization.allowedStatuses ?? [];
  return {
    id: organization.id,
    name: organization.name,
    defaults: editorDefaults(organization),
    activityTypes,
    intents: {
      archive: allowed.includes("archived"),
      restore: organization.status === "archived" && allowed.includes("approved"),
      delete: allowed.includes("deleted"),
    },
  };
}

export default function EditOrganization() {
  const { t } = useTranslation("organization-forms");
  const { id, name, defaults, activityTypes, intents } = useLoaderData<typeof loader>();
  const actionData = useActionData<EditorActionData>();
  const offered = (["archive", "restore", "delete"] as const).filter((intent) => intents[intent]);
  return (
    <div className="max-w-2xl">
      <PageHeading
        title={t("edit.title")}
        description={name}
        back={{ to: `/organizations/${id}`, label: t("edit.back", { name }) }}
      />
      <OrganizationEditor mode="edit" defaults={defaults} activityTypes={activityTypes} submitLabel={t("edit.save")} />
      {offered.length ? (
        <section aria-labelledby="organization-status-heading" className="mt-10 space-y-3">
          <h2 id="organization-status-heading" className="text-lg font-semibold">
            {t("edit.statusHeading")}
          </h2>
          {offered.map((intent) => (
            <ConfirmForm
              key={intent}
              intent={intent}
              submitLabel={t(`edit.${intent}`)}
              unconfirmed={actionData?.unconfirmed === intent}
            />
          ))}
        </section>
      ) : null}
    </div>
  );
}
