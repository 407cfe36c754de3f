import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { dangerButtonClass, Field, FormErrors, linkClass, PageHeading, SubmitButton, validateWith } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { flashNote } from "~/utils/flash.server";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { endSession, isSignedIn } from "~/utils/session.server";
import { signInPath } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";

/**
 * Delete one's own account (AVG) after confirming the password. Public per SPEC §2: signed out, the page explains
 * how it works and links to sign-in (and back here).
 */
export const handle: RouteHandle = { isPublic: true, titleKey: "account:delete.title" };

const schema = z.object({ currentPassword: z.string() });

export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { signedIn: isSignedIn(context.session), signIn: signInPath(url) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSignedIn(context.session)) throw redirect(signInPath(new URL(request.url)));
  const result = await submitForm(
    await request.formData(),
    schema,
    ({ currentPassword }) =>
      context.api.delete("/api/v1/current_user", { body: { current_password: currentPassword }, errors: "throw" }),
    { hideFields: ["currentPassword"] },
  );
  if (!result.ok) return result.reply;
  // The API ended every session of the user; this browser's goes too.
  endSession(context);
  // Only the page right after this deletion says the account is gone (/profiel/verwijderd checks the note).
  flashNote(context, "accountDeleted", true);
  const t = await toastT(context, "account");
  return redirectWithToast(context, localPath(request, "/profiel/verwijderd"), { color: "success", message: t("delete.done") });
}

export default function DeleteAccount() {
  const { t } = useTranslation("account");
  const { signedIn, signIn } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "delete-account-form",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: validateWith(schema),
  });
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeading title={t("delete.title")} description={t("delete.description")} />
      {signedIn ? (
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <p className="font-semibold">{t("delete.warning")}</p>
          <FormErrors form={form} result={lastResult} />
          <Field
            meta={fields.currentPassword}
            label={t("fields.currentPassword")}
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton className={dangerButtonClass}>{t("delete.submit")}</SubmitButton>
        </Form>
      ) : (
        <p>
          {t("delete.signedOut")}{" "}
          <a href={signIn} className={linkClass}>
            {t("delete.signIn")}
          </a>
        </p>
      )}
      {signedIn ? (
        <p className="mt-6">
          <LocaleLink to="/profiel" className={linkClass}>
            {t("delete.cancel")}
          </LocaleLink>
        </p>
      ) : null}
    </div>
  );
}
