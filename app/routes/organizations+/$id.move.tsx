/**
 * SPEC §2 /organizations/{id}/move: move an organisation to another volunteer centre of the tenant (approvers:
 * organizations.approve). Only where the tenant's organisation-moving switch is on (SPEC §1); elsewhere the page
 * does not exist (404), and the API refuses with 403 too.
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, PageHeading, SelectField, SubmitButton, validateWith } from "~/components/forms";
import { loadOrganization } from "~/components/organizations/organization-editor-data.server";
import { moveSchema } from "~/components/organizations/organization-form";
import { getList } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { VolunteerCenterAttributes } from "../../../contract/volunteer-centers";

export const handle: RouteHandle = { titleKey: "organization-forms:move.title", requires: "organizations.approve" };

function requireMoving(context: AppLoadContext) {
  if (!context.tenant?.features.organizationMoving) throw routeError(404, "not_found");
}

export async function loader({ context, params }: LoaderFunctionArgs) {
  requireMoving(context);
  const [organization, centers] = await Promise.all([
    loadOrganization(context, params.id),
    getList<VolunteerCenterAttributes>(context.api, "/api/v1/volunteer_centers", { query: { page: { size: 100 } } }),
  ]);
  const current = String(organization.volunteerCenterId);
  return {
    id: organization.id,
    name: organization.name,
    current,
    centers: centers.data.filter((c) => String(c.id) !== current).map((c) => ({ value: String(c.id), label: c.name })),
    currentName: centers.data.find((c) => String(c.id) === current)?.name ?? "",
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireMoving(context);
  const id = params.id ?? "";
  const result = await submitForm(await request.formData(), moveSchema, ({ volunteerCenterId }) =>
    context.api.put(`/api/v1/organizations/${encodeURIComponent(id)}/move`, {
      body: { data: { type: "organizations", id, attributes: { volunteer_center_id: volunteerCenterId } } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "organization-forms");
  const path = localPath(request, `/organizations/${encodeURIComponent(id)}`);
  return redirectWithToast(context, path, { color: "success", message: t("move.moved") });
}

export default function MoveOrganization() {
  const { t } = useTranslation("organization-forms");
  const { id, name, centers, currentName } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "move-organization-form",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: validateWith(moveSchema),
  });
  return (
    <div className="max-w-xl">
      <PageHeading
        title={t("move.title")}
        description={t("move.description", { name, center: currentName })}
        back={{ to: `/organizations/${id}`, label: t("edit.back", { name }) }}
      />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors form={form} result={lastResult} />
        <SelectField meta={fields.volunteerCenterId} label={t("move.center")} placeholder={t("move.choose")} options={centers} />
        <SubmitButton>{t("move.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
