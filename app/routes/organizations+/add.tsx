/** SPEC §2 /organizations/add (staff: organizations.approve): an organisation added by the centre is approved at once. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { OrganizationEditor } from "~/components/organizations/organization-editor";
import { saveEditor } from "~/components/organizations/organization-editor.server";
import { activityTypeOptions } from "~/components/organizations/organization-editor-data.server";
import { organizationAddSchema, organizationInput } from "~/components/organizations/organization-form";
import { sendOne } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { OrganizationAttributes } from "../../../contract/organizations";

export const handle: RouteHandle = { titleKey: "organization-forms:add.title", requires: "organizations.approve" };

export async function loader({ context }: LoaderFunctionArgs) {
  return { activityTypes: await activityTypeOptions(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await saveEditor(context, await request.formData(), organizationAddSchema, (value) =>
    sendOne<OrganizationAttributes>(context.api).post("/api/v1/organizations", {
      body: { data: { type: "organizations", attributes: organizationInput(value) } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.actionData;
  const t = await toastT(context, "organization-forms");
  // To its editor: the place to go on (its page links from there), and archive/restore sit there.
  const path = localPath(request, `/organizations/${encodeURIComponent(result.data.data.id)}/edit`);
  return redirectWithToast(context, path, { color: "success", message: t("add.saved") });
}

export default function AddOrganization() {
  const { t } = useTranslation("organization-forms");
  const { activityTypes } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-2xl">
      <PageHeading
        title={t("add.title")}
        description={t("add.description")}
        back={{ to: "/organizations", label: t("add.back") }}
      />
      <OrganizationEditor mode="add" activityTypes={activityTypes} submitLabel={t("add.submit")} />
    </div>
  );
}
