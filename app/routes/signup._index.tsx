import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  CheckboxField,
  Field,
  FormErrors,
  Honeypot,
  isBotSubmission,
  linkClass,
  PageHeading,
  RadioGroup,
  SubmitButton,
  validateWith,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { isFormApiError, parseForm, replyWithApiError } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { isSignedIn } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, siteUrl, toastT } from "~/utils/urls.server";
import { PHONE_NUMBER_PATTERN } from "~/utils/validation";

export const handle: RouteHandle = { isPublic: true, titleKey: "auth:signup.title" };

const SIGNUP_ROLES = ["volunteer", "student"] as const;

const schema = z
  .object({
    role: z.enum(SIGNUP_ROLES),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.string().trim().email().max(254),
    phoneNumber: z.string().trim().max(30).regex(PHONE_NUMBER_PATTERN, "validation:phone").optional(),
    password: z.string().min(8).max(128),
    passwordConfirmation: z.string(),
    // An unchecked box sends nothing: a refinement (not a literal) keeps the specific message for that case too.
    acceptTerms: z
      .string()
      .optional()
      .refine((value) => value === "on", { message: "auth:signup.acceptTermsRequired" }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.passwordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: "validation:passwordMismatch" });
    }
  });

const FIELDS = ["role", "firstName", "lastName", "email", "phoneNumber", "password", "passwordConfirmation", "acceptTerms"];
const SECRET_FIELDS = ["password", "passwordConfirmation"];

export function loader({ request, context }: LoaderFunctionArgs) {
  if (isSignedIn(context.session)) throw redirect(localPath(request, "/profiel"));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const successPath = localPath(request, "/signup/success");
  // A bot filled the honeypot: it sees the usual outcome, no account is made.
  if (isBotSubmission(formData)) return redirect(successPath);
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") return submission.reply({ hideFields: SECRET_FIELDS });
  const { acceptTerms: _accepted, phoneNumber, ...attributes } = submission.value;
  try {
    await context.api.post("/api/v1/users", {
      body: {
        data: {
          type: "users",
          attributes: {
            ...attributes,
            phoneNumber: phoneNumber || null,
            acceptTerms: true,
            confirmSuccessUrl: siteUrl(request, context, "/confirm"),
          },
        },
      },
      errors: "throw",
    });
  } catch (error) {
    if (isFormApiError(error)) return replyWithApiError(submission, error, FIELDS, { hideFields: SECRET_FIELDS });
    throw error;
  }
  const t = await toastT(context, "auth");
  return redirectWithToast(context, successPath, { color: "success", message: t("signup.created") });
}

export default function SignUp() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "signup-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: { role: "volunteer" },
    onValidate: validateWith(schema),
  });
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeading title={t("signup.title")} description={t("signup.description")} />
      <Form method="post" {...getFormProps(form)} className="relative space-y-5">
        <FormErrors form={form} result={lastResult} />
        <RadioGroup
          meta={fields.role}
          legend={t("signup.role")}
          options={[
            { value: "volunteer", label: t("signup.roles.volunteer") },
            { value: "student", label: t("signup.roles.student") },
          ]}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.firstName} label={t("fields.firstName")} autoComplete="given-name" />
          <Field meta={fields.lastName} label={t("fields.lastName")} autoComplete="family-name" />
        </div>
        <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <Field meta={fields.phoneNumber} label={t("fields.phoneNumberOptional")} type="tel" autoComplete="tel" />
        <Field
          meta={fields.password}
          label={t("fields.newPassword")}
          type="password"
          autoComplete="new-password"
          description={t("fields.passwordHint")}
        />
        <Field
          meta={fields.passwordConfirmation}
          label={t("fields.passwordConfirmation")}
          type="password"
          autoComplete="new-password"
        />
        <CheckboxField meta={fields.acceptTerms} label={t("signup.acceptTerms")} />
        <Honeypot />
        <SubmitButton>{t("signup.submit")}</SubmitButton>
      </Form>
      <p className="mt-6">
        {t("signup.haveAccount")}{" "}
        <LocaleLink to="/auth/login-1" className={linkClass}>
          {t("signup.signIn")}
        </LocaleLink>
      </p>
    </div>
  );
}
