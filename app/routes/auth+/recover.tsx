import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  Field,
  FormErrors,
  Honeypot,
  isBotSubmission,
  linkClass,
  PageHeading,
  SubmitButton,
  validateWith,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { SIGN_IN_PATH } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, siteUrl, toastT } from "~/utils/urls.server";
import { email } from "../../../contract/fields";

export const handle: RouteHandle = { isPublic: true, titleKey: "auth:recover.title" };

const schema = z.object({ email });

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const t = await toastT(context, "auth");
  // Same answer whether or not the address has an account (no user enumeration) — and for bots.
  const done = () =>
    redirectWithToast(context, localPath(request, SIGN_IN_PATH), { color: "success", message: t("recover.sent") });
  if (isBotSubmission(formData)) return done();
  const result = await submitForm(formData, schema, ({ email }) =>
    context.api.post("/auth/password", {
      body: { email, redirect_url: siteUrl(request, context, "/auth/reset") },
      errors: "throw",
    }),
  );
  return result.ok ? done() : result.reply;
}

export default function Recover() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "recover-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: validateWith(schema),
  });
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeading title={t("recover.title")} description={t("recover.description")} />
      <Form method="post" {...getFormProps(form)} className="relative space-y-5">
        <FormErrors form={form} result={lastResult} />
        <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <Honeypot />
        <SubmitButton>{t("recover.submit")}</SubmitButton>
      </Form>
      <p className="mt-6">
        <LocaleLink to={SIGN_IN_PATH} className={linkClass}>
          {t("recover.back")}
        </LocaleLink>
      </p>
    </div>
  );
}
