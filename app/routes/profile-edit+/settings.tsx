import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CalendarFeedSection } from "~/components/account/calendar-feed-section";
import { newPasswordFields } from "~/components/account/user-fields";
import {
  Field,
  FormErrors,
  NewPasswordFields,
  SelectField,
  SubmitButton,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { SUPPORTED_LOCALES } from "~/i18n";
import { currentUser, updateCurrentUser } from "~/utils/account.server";
import { calendarFeedAction, isCalendarIntent, loadCalendarFeed } from "~/utils/calendar-feed.server";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { toastT } from "~/utils/urls.server";

export const handle: RouteHandle = { titleKey: "account:edit.tabs.settings" };

const passwordSchema = z
  .object({
    currentPassword: z.string(),
    ...newPasswordFields,
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.passwordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: "validation:passwordMismatch" });
    }
  });

const languageSchema = z.object({ locale: z.enum(SUPPORTED_LOCALES) });

const PASSWORD_FIELDS = ["currentPassword", "password", "passwordConfirmation"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, calendarFeed] = await Promise.all([currentUser(context, request), loadCalendarFeed(context)]);
  return { locale: user.locale ?? context.locale, calendarFeed };
}

/** The forms on one page, told apart by the submit button's `intent` (the calendar feed's: calendar-feed.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const calendarIntent = formData.get("intent");
  if (isCalendarIntent(calendarIntent)) return calendarFeedAction(context, request, calendarIntent, formData);
  const intent = formData.get("intent") === "language" ? "language" : "password";
  const t = await toastT(context, "account");
  const back = new URL(request.url).pathname;
  if (intent === "language") {
    const sent = await submitForm(formData, languageSchema, ({ locale }) => updateCurrentUser(context, { locale }));
    if (!sent.ok) return { intent, result: sent.reply };
    return redirectWithToast(context, back, { color: "success", message: t("edit.languageSaved") });
  }
  const sent = await submitForm(
    formData,
    passwordSchema,
    (value) =>
      updateCurrentUser(context, {
        current_password: value.currentPassword,
        password: value.password,
        password_confirmation: value.passwordConfirmation,
      }),
    {
      fields: PASSWORD_FIELDS,
      hideFields: PASSWORD_FIELDS,
    },
  );
  if (!sent.ok) return { intent, result: sent.reply };
  return redirectWithToast(context, back, { color: "success", message: t("edit.passwordSaved") });
}

export default function Settings() {
  const { t } = useTranslation("account");
  const { locale, calendarFeed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const passwordResult = actionData?.intent === "password" ? actionData.result : undefined;
  const languageResult = actionData?.intent === "language" ? actionData.result : undefined;
  const calendarResult = actionData && !("result" in actionData) ? actionData : undefined;
  const [passwordForm, passwordFields] = useForm({
    id: "password-form",
    lastResult: passwordResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: validateWith(passwordSchema),
  });
  const [languageForm, languageFields] = useForm({
    id: "language-form",
    lastResult: languageResult,
    shouldValidate: "onBlur",
    defaultValue: { locale },
    onValidate: validateWith(languageSchema),
  });
  useUnsavedChanges(passwordForm.dirty || languageForm.dirty);
  return (
    <div className="space-y-10">
      <section aria-labelledby="settings-password">
        <h2 id="settings-password" className="mb-3 text-xl font-bold">
          {t("edit.passwordTitle")}
        </h2>
        <Form method="post" {...getFormProps(passwordForm)} className="space-y-5">
          <FormErrors form={passwordForm} result={passwordResult} />
          <Field
            meta={passwordFields.currentPassword}
            label={t("fields.currentPassword")}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields
            password={passwordFields.password}
            confirmation={passwordFields.passwordConfirmation}
            namespace="account"
          />
          <SubmitButton name="intent" value="password">
            {t("edit.savePassword")}
          </SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="settings-language">
        <h2 id="settings-language" className="mb-3 text-xl font-bold">
          {t("edit.languageTitle")}
        </h2>
        <Form method="post" {...getFormProps(languageForm)} className="space-y-5">
          <FormErrors form={languageForm} result={languageResult} />
          <SelectField
            meta={languageFields.locale}
            label={t("fields.language")}
            options={SUPPORTED_LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          />
          <SubmitButton name="intent" value="language">
            {t("edit.saveLanguage")}
          </SubmitButton>
        </Form>
      </section>
      {calendarFeed ? <CalendarFeedSection {...calendarFeed} result={calendarResult} /> : null}
    </div>
  );
}
