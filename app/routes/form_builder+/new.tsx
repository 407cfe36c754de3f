/**
 * SPEC §2 /form_builder/new: a new form's settings (ADR 0061), saved as a draft (POST /api/v1/forms), then its
 * overview. Centre staff make the centre's forms; an organisation superuser's form is their selected organisation's
 * (SPEC §4), or another of theirs chosen here.
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { newFormOwners, requireFormManager } from "~/components/form-builder/builder.server";
import { formAddSchema, formSettingsInput } from "~/components/form-builder/builder-schema";
import { FormSettingsFields } from "~/components/form-builder/builder-settings-fields";
import { FormErrors, PageHeading, SelectField, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { FormAttributes } from "../../../contract/forms";

export const handle: RouteHandle = { titleKey: "form-builder:new.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireFormManager(context, request);
  return newFormOwners(context, request, actor);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireFormManager(context, request);
  const result = await submitForm(await request.formData(), formAddSchema, (value) =>
    sendOne<FormAttributes>(context.api).post("/api/v1/forms", {
      body: {
        data: {
          type: "forms",
          attributes: { ...formSettingsInput(value), organization_id: value.organizationId ?? null },
        },
      },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "form-builder");
  const id = encodeURIComponent(result.data.data.id);
  return redirectWithToast(context, localPath(request, `/form_builder/${id}`), { color: "success", message: t("new.created") });
}

export default function NewForm() {
  const { t } = useTranslation("form-builder");
  const { centre, organizations, selected } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof formAddSchema>>({
    id: "form-settings-form",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: { accessPermission: "anonymous", organizationId: (selected ?? undefined) as never },
    onValidate: validateWith(formAddSchema),
  });
  useUnsavedChanges(form.dirty);
  const only = organizations.length === 1 ? organizations[0] : null;
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={t("new.title")}
        description={t("new.description")}
        back={{ to: "/form_builder", label: t("overview.back") }}
      />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors form={form} result={lastResult ?? undefined} />
        {centre ? (
          <p>{t("new.centreForm")}</p>
        ) : only ? (
          <p>
            <input type="hidden" name={fields.organizationId.name} value={only.id} />
            <span className="font-semibold">{t("fields.organization")}:</span> {only.name}
          </p>
        ) : (
          <SelectField
            meta={fields.organizationId}
            label={t("fields.organization")}
            options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          />
        )}
        <FormSettingsFields fields={fields} />
        <SubmitButton>{t("new.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
