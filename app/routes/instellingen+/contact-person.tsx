/**
 * SPEC §2 /instellingen/contact-person: the selected organisation's contact person (name, e-mail, phone, job title),
 * for its organisation superusers and staff in scope. PUT /api/v1/organizations/{id} with `contact_person`: the form
 * is shaped like it (contract/organization-inputs.ts contactPersonInput, camelCase), so the API's pointers
 * (`/data/attributes/contact_person/name`) are the form's names (`contactPerson.name`).
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Field, FormErrors, PageHeading, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { contactPersonBody, contactPersonSchema } from "~/components/organizations/organization-form";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { selectedOrganization } from "./__selected.server";

export const handle: RouteHandle = {
  titleKey: "organization-forms:settings.contactPerson.title",
};

const schema = contactPersonSchema;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const organization = await selectedOrganization(context, request);
  if (!organization) return { name: null, defaults: {} };
  const person = organization.contactPerson ?? null;
  return {
    name: organization.name,
    defaults: {
      contactPerson: {
        name: person?.name ?? "",
        email: person?.email ?? "",
        phoneNumber: person?.phoneNumber ?? "",
        jobTitle: person?.jobTitle ?? "",
      },
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const id = (await selectedOrganization(context, request))?.id;
  if (!id) return null;
  const result = await submitForm(await request.formData(), schema, (value) =>
    context.api.put(`/api/v1/organizations/${encodeURIComponent(id)}`, {
      body: { data: { type: "organizations", id, attributes: { contact_person: contactPersonBody(value) } } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "organization-forms");
  return redirectWithToast(context, localPath(request, "/instellingen/contact-person"), {
    color: "success",
    message: t("settings.contactPerson.saved"),
  });
}

export default function ContactPersonSettings() {
  const { t } = useTranslation("organization-forms");
  const { name, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: "contact-person-form",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: defaults,
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  const person = fields.contactPerson.getFieldset();
  return (
    <div className="max-w-xl">
      <PageHeading
        title={t("settings.contactPerson.title")}
        description={name ?? t("settings.noOrganization")}
        back={{ to: "/instellingen", label: t("settings.back") }}
      />
      {name ? (
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <FormErrors form={form} result={lastResult ?? undefined} />
          <p className="text-sm text-muted-700 dark:text-muted-300">{t("settings.contactPerson.description")}</p>
          <Field meta={person.name} label={t("fields.contactName")} autoComplete="name" />
          <Field meta={person.email} label={t("fields.email")} type="email" autoComplete="email" />
          <Field meta={person.phoneNumber} label={t("fields.phoneNumber")} type="tel" autoComplete="tel" />
          <Field meta={person.jobTitle} label={t("fields.jobTitle")} autoComplete="organization-title" />
          <SubmitButton>{t("edit.save")}</SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
