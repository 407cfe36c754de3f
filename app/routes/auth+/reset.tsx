import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { newPasswordFields } from "~/components/account/user-fields";
import { FormErrors, linkClass, NewPasswordFields, PageHeading, SubmitButton, validateWith } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ApiError } from "~/utils/api.server";
import { parseForm, sendSubmission } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { authFromHeaders, startSession } from "~/utils/session.server";
import { AFTER_SIGN_IN_PATH } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";

/**
 * New password from the reset mail (?reset_password_token=…), also the invitation link (&invitation=true): setting
 * the password accepts the invitation. Success signs the user in (the API answers with a fresh trio).
 */
export const handle: RouteHandle = { isPublic: true, titleKey: "auth:reset.title" };

const schema = z
  .object({
    resetPasswordToken: z.string().min(1),
    ...newPasswordFields,
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.passwordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: "validation:passwordMismatch" });
    }
  });

const SECRET_FIELDS = ["password", "passwordConfirmation"];

/**
 * A link that is no longer good (used, expired, forged) shows "request a new one" instead of a form whose POST
 * would fail: the API checks the token without using it up (GET /auth/password/edit). Without a token the form
 * shows, and sending it explains that a token is needed (SPEC §5).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("reset_password_token") ?? "";
  const invitation = url.searchParams.get("invitation") === "true";
  if (token) {
    try {
      await context.api.get("/auth/password/edit", { query: { resetPasswordToken: token }, errors: "throw" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) return { token: "", invitation, linkInvalid: true };
      throw error;
    }
  }
  return { token, invitation, linkInvalid: false };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), schema);
  // SPEC §5: without a token the API's answer is 'You must provide either the uid, client and accessToken or the
  // resetPasswordToken'; the page shows it in the visitor's language.
  if (submission.status !== "success") {
    const missingToken = !submission.payload.resetPasswordToken;
    return submission.reply({
      hideFields: SECRET_FIELDS,
      formErrors: missingToken ? ["validation:api.resetNeedsToken"] : undefined,
    });
  }
  const result = await sendSubmission(
    submission,
    (value) =>
      context.api.put("/auth/password", {
        body: {
          reset_password_token: value.resetPasswordToken,
          password: value.password,
          password_confirmation: value.passwordConfirmation,
        },
        errors: "throw",
      }),
    {
      fields: SECRET_FIELDS,
      hideFields: SECRET_FIELDS,
    },
  );
  if (!result.ok) return result.reply;
  const auth = authFromHeaders(result.data.headers);
  if (auth) startSession(context, auth);
  const t = await toastT(context, "auth");
  const invitation = new URL(request.url).searchParams.get("invitation") === "true";
  return redirectWithToast(context, localPath(request, AFTER_SIGN_IN_PATH), {
    color: "success",
    message: t(invitation ? "reset.invitationAccepted" : "reset.success"),
  });
}

export default function Reset() {
  const { t } = useTranslation("auth");
  const { token, invitation, linkInvalid } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "reset-password-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: { resetPasswordToken: token },
    onValidate: validateWith(schema),
  });
  if (linkInvalid) {
    return (
      <div className="mx-auto w-full max-w-md">
        <PageHeading
          title={t("reset.linkInvalidTitle")}
          description={t(invitation ? "reset.invitationLinkInvalid" : "reset.linkInvalid")}
        />
        <p>
          <LocaleLink to="/auth/recover" className={linkClass}>
            {t("reset.newLink")}
          </LocaleLink>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeading
        title={t(invitation ? "reset.invitationTitle" : "reset.title")}
        description={t(invitation ? "reset.invitationDescription" : "reset.description")}
      />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors form={form} result={lastResult} />
        <input type="hidden" name={fields.resetPasswordToken.name} value={token} />
        <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} namespace="auth" />
        <SubmitButton>{t(invitation ? "reset.invitationSubmit" : "reset.submit")}</SubmitButton>
      </Form>
      <p className="mt-6">
        <LocaleLink to="/auth/recover" className={linkClass}>
          {t("reset.newLink")}
        </LocaleLink>
      </p>
    </div>
  );
}
