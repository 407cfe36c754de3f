import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { identityFields, newPasswordFields, profileFields } from "~/components/account/user-fields";
import {
  CheckboxField,
  Field,
  FormErrors,
  Honeypot,
  isBotSubmission,
  linkClass,
  NewPasswordFields,
  PageHeading,
  RadioGroup,
  SubmitButton,
  validateWith,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { TaggedText } from "~/components/tagged-text";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { isSignedIn } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, siteUrl, toastT } from "~/utils/urls.server";
import { type LegalPage, legalPagePath } from "../../../config/legal-pages";
import { SELF_SIGNUP_ROLES } from "../../../contract/users";

export const handle: RouteHandle = { isPublic: true, titleKey: "auth:signup.title" };

const schema = z
  .object({
    role: z.enum(SELF_SIGNUP_ROLES),
    ...identityFields,
    phoneNumber: profileFields.phoneNumber,
    ...newPasswordFields,
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
  const result = await submitForm(
    formData,
    schema,
    (value) =>
      context.api.post("/api/v1/users", {
        body: {
          data: {
            type: "users",
            attributes: {
              email: value.email,
              first_name: value.firstName,
              last_name: value.lastName,
              phone_number: value.phoneNumber || null,
              role: value.role,
              password: value.password,
              password_confirmation: value.passwordConfirmation,
              accept_terms: true,
              confirm_success_url: siteUrl(request, context, "/confirm"),
            },
          },
        },
        errors: "throw",
      }),
    { fields: FIELDS, hideFields: SECRET_FIELDS },
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "auth");
  return redirectWithToast(context, successPath, { color: "success", message: t("signup.created") });
}

/**
 * A link to a legal page from the terms checkbox's label. It opens in a new tab on purpose: following it in this tab
 * would throw away what the visitor typed (the passwords always — browsers never restore them — and, without
 * JavaScript, often the whole form). The link says so before it is followed (WCAG 3.2.5, technique G201): in its
 * accessible name, and with an icon for sighted visitors. Clicking a link inside a label follows the link only; it
 * does not tick the box.
 */
function LegalLink({ page, children }: { page: LegalPage; children: string }) {
  const { t } = useTranslation();
  // The icon stays on the line of the link's last word.
  const split = children.lastIndexOf(" ") + 1;
  return (
    <LocaleLink to={legalPagePath(page)} target="_blank" rel="noopener" className={linkClass}>
      {children.slice(0, split)}
      <span className="whitespace-nowrap">
        {children.slice(split)}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="ml-0.5 inline-block size-3.5 align-baseline"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </svg>
      </span>
      <span className="sr-only"> {t("opensInNewTab")}</span>
    </LocaleLink>
  );
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
        <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} namespace="auth" />
        <CheckboxField
          meta={fields.acceptTerms}
          label={
            <TaggedText
              text={t("signup.acceptTerms")}
              tags={{
                terms: (text) => <LegalLink page="terms">{text}</LegalLink>,
                privacy: (text) => <LegalLink page="privacy">{text}</LegalLink>,
              }}
            />
          }
        />
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
