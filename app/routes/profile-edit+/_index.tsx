import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { identityFields, ownProfileFields, profileFields, profileInput } from "~/components/account/user-fields";
import { Field, FormErrors, SelectField, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { type CurrentUser, currentUser, roleNames, updateCurrentUser } from "~/utils/account.server";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { toastT } from "~/utils/urls.server";
import { GENDERS } from "../../../config/accounts";

export const handle: RouteHandle = { titleKey: "account:edit.tabs.index" };

const schema = z.object({
  firstName: identityFields.firstName,
  lastName: identityFields.lastName,
  ...profileFields,
  ...ownProfileFields,
});

/** The birth year is asked of volunteers and students only (analytics' age groups, docs/decisions/0067-analytics-charts.md). */
const asksBirthYear = (user: CurrentUser) => roleNames(user).some((r) => r === "volunteer" || r === "student");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await currentUser(context, request);
  return {
    defaults: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      phoneNumber: user.phoneNumber ?? "",
      jobTitle: user.jobTitle ?? "",
      gender: user.gender ?? "",
      birthYear: user.birthYear === null || user.birthYear === undefined ? "" : String(user.birthYear),
    },
    asksBirthYear: asksBirthYear(user),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const asks = asksBirthYear(await currentUser(context, request));
  const result = await submitForm(await request.formData(), schema, (value) =>
    // A form without the field (not a volunteer or student) leaves a stored year as it is.
    updateCurrentUser(context, { ...profileInput(value), ...(asks ? { birth_year: value.birthYear ?? null } : {}) }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "account");
  return redirectWithToast(context, new URL(request.url).pathname, { color: "success", message: t("edit.saved") });
}

export default function EditProfile() {
  const { t } = useTranslation("account");
  const { defaults, asksBirthYear: asksYear } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: defaults,
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors form={form} result={lastResult} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.firstName} label={t("fields.firstName")} autoComplete="given-name" />
        <Field meta={fields.lastName} label={t("fields.lastName")} autoComplete="family-name" />
      </div>
      <Field meta={fields.phoneNumber} label={t("fields.phoneNumber")} type="tel" autoComplete="tel" />
      <Field meta={fields.jobTitle} label={t("fields.jobTitle")} autoComplete="organization-title" />
      <SelectField
        meta={fields.gender}
        label={t("fields.gender")}
        placeholder={t("genders.none")}
        options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
      />
      {asksYear ? (
        <Field
          meta={fields.birthYear}
          label={t("birthYear.label")}
          type="number"
          autoComplete="bday-year"
          description={t("birthYear.hint")}
          className="max-w-40"
        />
      ) : null}
      <SubmitButton>{t("edit.save")}</SubmitButton>
    </Form>
  );
}
