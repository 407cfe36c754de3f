import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Field, FormErrors, PageHeading, SelectField, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { requireRole } from "~/utils/account.server";
import { isFormApiError, parseForm, replyWithApiError } from "~/utils/forms.server";
import { USER_MANAGERS, USER_STATUSES } from "~/utils/roles";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { displayName, loadUser } from "~/utils/users.server";
import { PHONE_NUMBER_PATTERN } from "~/utils/validation";

export const handle: RouteHandle = { titleKey: "users:edit.title" };

const GENDERS = ["male", "female", "other"] as const;

const schema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().email().max(254),
  phoneNumber: z.string().trim().max(30).regex(PHONE_NUMBER_PATTERN, "validation:phone").optional(),
  jobTitle: z.string().trim().max(100).optional(),
  gender: z.enum(GENDERS).optional(),
  status: z.enum(USER_STATUSES),
});

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRole(context, request, USER_MANAGERS);
  const user = await loadUser(context, params.id);
  return {
    id: user.id,
    name: displayName(user),
    defaults: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      email: user.email,
      phoneNumber: user.phoneNumber ?? "",
      jobTitle: user.jobTitle ?? "",
      gender: user.gender ?? "",
      status: user.status,
    },
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireRole(context, request, USER_MANAGERS);
  const submission = parseForm(await request.formData(), schema);
  if (submission.status !== "success") return submission.reply();
  const { phoneNumber, jobTitle, gender, ...rest } = submission.value;
  const id = encodeURIComponent(params.id ?? "");
  try {
    await context.api.patch(`/api/v1/users/${id}`, {
      body: {
        data: {
          type: "users",
          id: params.id,
          attributes: { ...rest, phoneNumber: phoneNumber ?? null, jobTitle: jobTitle ?? null, gender: gender ?? null },
        },
      },
      errors: "throw",
    });
  } catch (error) {
    if (isFormApiError(error)) return replyWithApiError(submission, error, Object.keys(schema.shape));
    throw error;
  }
  const t = await toastT(context, "users");
  return redirectWithToast(context, localPath(request, `/users/${id}`), { color: "success", message: t("edit.saved") });
}

export default function EditUser() {
  const { t } = useTranslation("users");
  const { t: tAccount } = useTranslation("account");
  const { id, name, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "edit-user-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: defaults,
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <div className="max-w-xl">
      <LocaleLink to={`/users/${id}`} className="font-semibold text-primary-800 underline dark:text-primary-300">
        {t("edit.back", { name })}
      </LocaleLink>
      <div className="mt-4">
        <PageHeading title={t("edit.title")} description={name} />
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors form={form} result={lastResult} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.firstName} label={t("fields.firstName")} autoComplete="off" />
          <Field meta={fields.lastName} label={t("fields.lastName")} autoComplete="off" />
        </div>
        <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="off" />
        <Field meta={fields.phoneNumber} label={t("fields.phoneNumber")} type="tel" autoComplete="off" />
        <Field meta={fields.jobTitle} label={t("fields.jobTitle")} autoComplete="off" />
        <SelectField
          meta={fields.gender}
          label={t("fields.gender")}
          placeholder={tAccount("genders.none")}
          options={GENDERS.map((g) => ({ value: g, label: tAccount(`genders.${g}`) }))}
        />
        <SelectField
          meta={fields.status}
          label={t("fields.status")}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <SubmitButton>{t("edit.save")}</SubmitButton>
      </Form>
    </div>
  );
}
