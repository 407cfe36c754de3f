/**
 * SPEC §2 /workshops/new (centre superusers, admins; docs/decisions/0072-workshops.md): a new workshop of the
 * actor's centre — an admin picks one of the tenant's centres — (POST /api/v1/workshops), then its page. The API checks the fields again and answers a
 * date in the past under the date.
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormErrors, PageHeading, SelectField, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { WorkshopFields } from "~/components/workshops/workshop-fields";
import { workshopAddSchema, workshopInput } from "~/components/workshops/workshop-form";
import { centreChoices, workshopActor } from "~/components/workshops/workshops.server";
import { sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { WorkshopAttributes } from "../../../contract/workshops";

export const handle: RouteHandle = { titleKey: "workshops:new.title", requires: "workshops.manage" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { actor } = await workshopActor(context, request);
  return centreChoices(context, actor);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitForm(await request.formData(), workshopAddSchema, (value) =>
    sendOne<WorkshopAttributes>(context.api).post("/api/v1/workshops", {
      body: {
        data: {
          type: "workshops",
          attributes: { ...workshopInput(value), volunteer_center_id: value.volunteerCenterId ?? null },
        },
      },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "workshops");
  const id = encodeURIComponent(result.data.data.id);
  return redirectWithToast(context, localPath(request, `/workshops/${id}`), { color: "success", message: t("new.created") });
}

export default function NewWorkshop() {
  const { t } = useTranslation("workshops");
  const { centres, own } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof workshopAddSchema>>({
    id: "workshop-form",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: centres.length ? { volunteerCenterId: String(own) as never } : undefined,
    onValidate: validateWith(workshopAddSchema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <div className="max-w-3xl">
      <PageHeading title={t("new.title")} description={t("new.description")} back={{ to: "/workshops", label: t("back") }} />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors form={form} result={lastResult ?? undefined} />
        {centres.length ? <SelectField meta={fields.volunteerCenterId} label={t("fields.centre")} options={centres} /> : null}
        <WorkshopFields fields={fields} />
        <SubmitButton>{t("new.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
