import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Field, FormErrors, PageHeading, SelectField, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { requireRole, roleNames } from "~/utils/account.server";
import { isFormApiError, parseForm, replyWithApiError } from "~/utils/forms.server";
import { hasAnyRole, ROLE_MANAGERS, ROLES, USER_MANAGERS } from "~/utils/roles";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, siteUrl, toastT } from "~/utils/urls.server";
import { organizationChoices } from "~/utils/users.server";

/** SPEC §2: 'Gebruiker toevoegen' — invites a user, who sets a password from the invitation mail. */
export const handle: RouteHandle = { titleKey: "users:add.title" };

const schema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().email().max(254),
  role: z.enum(ROLES).optional(),
  organizationId: z.string().regex(/^\d+$/).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireRole(context, request, USER_MANAGERS);
  return { organizations: await organizationChoices(context), canChooseAnyRole: hasAnyRole(roleNames(me), ROLE_MANAGERS) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRole(context, request, USER_MANAGERS);
  const submission = parseForm(await request.formData(), schema);
  if (submission.status !== "success") return submission.reply();
  const { organizationId, ...attributes } = submission.value;
  let id: string;
  try {
    const { data } = await context.api.post<{ id: string }>("/api/v1/users", {
      body: {
        data: {
          type: "users",
          attributes: {
            ...attributes,
            organizationId: organizationId ? Number(organizationId) : undefined,
            // The invitation link: /auth/reset?reset_password_token=…&invitation=true (accounts contract).
            redirectUrl: siteUrl(request, context, "/auth/reset"),
          },
        },
      },
      errors: "throw",
    });
    id = data.id;
  } catch (error) {
    if (isFormApiError(error)) return replyWithApiError(submission, error, Object.keys(schema.shape));
    throw error;
  }
  const t = await toastT(context, "users");
  return redirectWithToast(context, localPath(request, `/users/${id}`), { color: "success", message: t("add.invited") });
}

export default function AddUser() {
  const { t } = useTranslation("users");
  const { t: tAccount } = useTranslation("account");
  const { organizations, canChooseAnyRole } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "add-user-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  // Centre superusers may invite into the everyday roles; admins choose any role (the API enforces this too).
  const roles = canChooseAnyRole ? ROLES : ROLES.filter((r) => r !== "admin");
  return (
    <div className="max-w-xl">
      <PageHeading title={t("add.title")} description={t("add.description")} />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors form={form} result={lastResult} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.firstName} label={t("fields.firstName")} autoComplete="off" />
          <Field meta={fields.lastName} label={t("fields.lastName")} autoComplete="off" />
        </div>
        <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="off" />
        <SelectField
          meta={fields.role}
          label={t("fields.role")}
          placeholder={t("add.noRole")}
          options={roles.map((r) => ({ value: r, label: tAccount(`roles.${r}`) }))}
        />
        <SelectField
          meta={fields.organizationId}
          label={t("fields.organization")}
          placeholder={t("add.noOrganization")}
          options={organizations.map((o) => ({ value: o.id, label: o.name }))}
        />
        <SubmitButton>{t("add.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
