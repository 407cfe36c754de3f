import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Field, FormErrors, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { currentUser, updateCurrentUser } from "~/utils/account.server";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { toastT } from "~/utils/urls.server";
import { email } from "../../../contract/fields";

export const handle: RouteHandle = { titleKey: "account:edit.tabs.email" };

const schema = z.object({
  email,
  currentPassword: z.string(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await currentUser(context, request);
  return { email: user.email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // The uid is the e-mail address: the API answers with the new trio, which the client writes into the session.
  const result = await submitForm(
    await request.formData(),
    schema,
    (value) => updateCurrentUser(context, { email: value.email, current_password: value.currentPassword }),
    {
      hideFields: ["currentPassword"],
    },
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "account");
  return redirectWithToast(context, new URL(request.url).pathname, { color: "success", message: t("edit.emailSaved") });
}

export default function EditEmail() {
  const { t } = useTranslation("account");
  const { email } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "email-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: { email, currentPassword: "" },
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <p>{t("edit.emailIntro")}</p>
      <FormErrors form={form} result={lastResult} />
      <Field meta={fields.email} label={t("fields.newEmail")} type="email" autoComplete="email" />
      <Field meta={fields.currentPassword} label={t("fields.currentPassword")} type="password" autoComplete="current-password" />
      <SubmitButton>{t("edit.saveEmail")}</SubmitButton>
    </Form>
  );
}
