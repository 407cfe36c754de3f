/**
 * The user editor: the schemas and the form shared by 'Add user' (add.tsx, an invitation) and 'Edit user'
 * ($id.edit.tsx). The server half is __editor.server.ts (one action for both). The same schema checks in the
 * browser (JS on) and in the action (always), so errors read the same with JavaScript off.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { identityFields, profileFields } from "~/components/account/user-fields";
import { Field, FormErrors, SelectField, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { ROLES, type Role, USER_STATUSES } from "~/utils/roles";
import type { OrganizationOption } from "~/utils/selected-organization";
import { GENDERS } from "../../../config/accounts";
import { idText } from "../../../contract/fields";
import type { action } from "./__editor.server";

/** Adding a user: an invitation, optionally with a first role and organisation. */
export const userAddSchema = z.object({
  ...identityFields,
  role: z.enum(ROLES).optional(),
  organizationId: idText.optional(),
});

/** Editing a user: the profile fields and the status. */
export const userEditSchema = z.object({
  ...identityFields,
  ...profileFields,
  status: z.enum(USER_STATUSES),
});

export type UserEditorProps =
  /** The roles the signed-in manager may give, and the organisations to add to. */
  | { mode: "add"; roles: readonly Role[]; organizations: readonly OrganizationOption[] }
  /** The user's current values. */
  | { mode: "edit"; defaults: Partial<Record<keyof z.input<typeof userEditSchema>, string>> };

export function UserEditor(props: UserEditorProps) {
  const { t } = useTranslation("users");
  const { t: tAccount } = useTranslation("account");
  const lastResult = useActionData<typeof action>();
  const add = props.mode === "add";
  const [form, fields] = useForm({
    id: add ? "add-user-form" : "edit-user-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: add ? undefined : props.defaults,
    onValidate: validateWith(add ? userAddSchema : userEditSchema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors form={form} result={lastResult} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.firstName} label={t("fields.firstName")} autoComplete="off" />
        <Field meta={fields.lastName} label={t("fields.lastName")} autoComplete="off" />
      </div>
      <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="off" />
      {props.mode === "add" ? (
        <>
          <SelectField
            meta={fields.role}
            label={t("fields.role")}
            placeholder={t("add.noRole")}
            options={props.roles.map((r) => ({ value: r, label: tAccount(`roles.${r}`) }))}
          />
          <SelectField
            meta={fields.organizationId}
            label={t("fields.organization")}
            placeholder={t("add.noOrganization")}
            options={props.organizations.map((o) => ({ value: o.id, label: o.name }))}
          />
        </>
      ) : (
        <>
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
        </>
      )}
      <SubmitButton>{add ? t("add.submit") : t("edit.save")}</SubmitButton>
    </Form>
  );
}
