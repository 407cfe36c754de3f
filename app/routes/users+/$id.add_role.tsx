import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormErrors, PageHeading, SelectField, SubmitButton, validateWith } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { submitForm } from "~/utils/forms.server";
import { ROLES } from "~/utils/roles";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { idText } from "../../../contract/fields";
import { displayName, loadUser, organizationChoices } from "./__users.server";

/** Add or remove a role (admin only, PRODUCT.md): PUT /add_role and DELETE /remove_role. */
export const handle: RouteHandle = { titleKey: "users:roles.title", requires: "users.administer" };

const schema = z.object({
  intent: z.enum(["add", "remove"]),
  role: z.enum(ROLES),
  organizationId: idText.optional(),
});

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const [user, organizations] = await Promise.all([loadUser(context, params.id), organizationChoices(context, request)]);
  const names = new Map(organizations.map((o) => [o.id, o.name]));
  return {
    id: user.id,
    name: displayName(user),
    organizations,
    roles: (user.roles ?? []).map((r) => ({
      key: `${r.name}-${r.organizationId ?? ""}`,
      name: r.name,
      organizationId: r.organizationId != null ? String(r.organizationId) : "",
      organization: r.organizationId != null ? (names.get(String(r.organizationId)) ?? `#${r.organizationId}`) : null,
    })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = encodeURIComponent(params.id ?? "");
  const result = await submitForm(await request.formData(), schema, ({ intent, role, organizationId }) => {
    const body = { role, organization_id: organizationId ? Number(organizationId) : undefined };
    return intent === "add"
      ? context.api.put(`/api/v1/users/${id}/add_role`, { body, errors: "throw" })
      : context.api.delete(`/api/v1/users/${id}/remove_role`, { body, errors: "throw" });
  });
  if (!result.ok) return result.reply;
  const t = await toastT(context, "users");
  return redirectWithToast(context, localPath(request, `/users/${id}/add_role`), {
    color: "success",
    message: t(result.value.intent === "add" ? "roles.added" : "roles.removed"),
  });
}

export default function UserRoles() {
  const { t } = useTranslation("users");
  const { t: tAccount } = useTranslation("account");
  const { id, name, roles, organizations } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "add-role-form",
    lastResult,
    shouldValidate: "onBlur",
    defaultValue: { intent: "add" },
    onValidate: validateWith(schema),
  });
  return (
    <div className="max-w-xl">
      <PageHeading title={t("roles.title")} description={name} back={{ to: `/users/${id}`, label: t("edit.back", { name }) }} />
      <h2 className="mb-2 text-xl font-bold">{t("roles.current")}</h2>
      {roles.length === 0 ? (
        <p>{t("roles.none")}</p>
      ) : (
        <ul className="divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-700 dark:border-muted-700">
          {roles.map((r) => (
            <li key={r.key} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="font-semibold">{tAccount(`roles.${r.name}`)}</span>
                {r.organization ? ` · ${r.organization}` : ""}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="role" value={r.name} />
                {r.organizationId ? <input type="hidden" name="organizationId" value={r.organizationId} /> : null}
                <Button
                  type="submit"
                  variant="secondary"
                  aria-label={t("roles.removeLabel", { role: tAccount(`roles.${r.name}`) })}
                >
                  {t("roles.remove")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mb-2 mt-8 text-xl font-bold">{t("roles.add")}</h2>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name={fields.intent.name} value="add" />
        <FormErrors form={form} result={lastResult} />
        <SelectField
          meta={fields.role}
          label={t("fields.role")}
          placeholder={t("roles.choose")}
          options={ROLES.map((r) => ({ value: r, label: tAccount(`roles.${r}`) }))}
        />
        <SelectField
          meta={fields.organizationId}
          label={t("fields.organization")}
          placeholder={t("add.noOrganization")}
          options={organizations.map((o) => ({ value: o.id, label: o.name }))}
        />
        <SubmitButton>{t("roles.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
