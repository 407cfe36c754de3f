/**
 * The organisation editor: one form for the sign-up (with or without the first user's account), staff 'add', 'edit'
 * and /instellingen/organisatie, its fields nested like the API's input (`address.*`, `profile.*`, `user.*`).
 * Schemas: organization-form.ts; the action: organization-editor.server.ts; the address fields with the lookup on
 * blur: app/components/address/address-fields.tsx; the sign-up's account: organization-editor-account.tsx.
 */
import { type DefaultValue, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AddressFields } from "~/components/address/address-fields";
import {
  CheckboxField,
  CheckboxGroup,
  Field,
  FormErrors,
  Honeypot,
  SelectField,
  SubmitButton,
  TextareaField,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { NON_PROFIT_TYPES, ORGANIZATION_TYPES } from "../../../contract/organization-vocabulary";
import type { EditorActionData } from "./organization-editor.server";
import { AccountFields } from "./organization-editor-account";
import { organizationAddSchema, organizationEditSchema, signUpSchema, signUpSignedInSchema } from "./organization-form";

type EditorValue = z.input<typeof signUpSchema>;

export type EditorMode = "signup" | "signupSignedIn" | "add" | "edit";

const SCHEMAS = {
  signup: signUpSchema,
  signupSignedIn: signUpSignedInSchema,
  add: organizationAddSchema,
  edit: organizationEditSchema,
} as const;

type Value = string | string[] | boolean | undefined;
/** The form's values as Conform takes them: nested like the form (`address: { postalCode }`). */
export type EditorDefaults = Record<string, Value | Record<string, Value>>;

export interface ActivityTypeOption {
  id: string;
  name: string;
}

export function OrganizationEditor({
  mode,
  defaults,
  activityTypes,
  submitLabel,
  idempotencyKey,
}: {
  mode: EditorMode;
  defaults?: EditorDefaults;
  activityTypes: readonly ActivityTypeOption[];
  submitLabel: string;
  /** The sign-up's key (one per form; kept through the address confirmation). */
  idempotencyKey?: string;
}) {
  const { t } = useTranslation("organization-forms");
  const actionData = useActionData<EditorActionData>();
  const lastResult = actionData?.reply;
  const signup = mode === "signup" || mode === "signupSignedIn";
  // The sign-up's shape holds every mode's fields (the others leave some out).
  const [form, fields] = useForm<EditorValue>({
    id: `organization-${mode}-form`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    // A new organisation is on the social map unless it says otherwise (the profile's column defaults to shown too).
    defaultValue: {
      ...(mode === "edit" ? {} : { profile: { showOnSocialMap: "on" } }),
      ...defaults,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    } as DefaultValue<EditorValue>,
    onValidate: validateWith(SCHEMAS[mode]),
  });
  useUnsavedChanges(form.dirty && !signup);
  const address = fields.address.getFieldset();
  const profile = fields.profile.getFieldset();
  const typeOptions = (signup ? (["NonProfit", "School"] as const) : ORGANIZATION_TYPES).map((type) => ({
    value: type,
    label: t(`types.${type}`),
  }));
  return (
    <Form method="post" {...getFormProps(form)} className="group/editor relative space-y-8">
      <FormErrors form={form} result={lastResult} />
      {actionData?.lookup ? (
        <AddressStepNotice lookup={actionData.lookup} streetId={address.street.id} passwordAgain={mode === "signup"} />
      ) : null}
      {signup ? (
        <>
          <Honeypot />
          <input {...getInputProps(fields.idempotencyKey, { type: "hidden" })} key={fields.idempotencyKey.key} />
        </>
      ) : null}
      <Section title={t("sections.details")}>
        <Field meta={fields.name} label={t("fields.name")} autoComplete="organization" />
        {mode !== "edit" ? (
          <SelectField meta={fields.organizationType} label={t("fields.organizationType")} options={typeOptions} />
        ) : null}
        <TextareaField meta={fields.description} label={t("fields.description")} />
        <div className="grid gap-x-5 sm:grid-cols-2">
          <Field meta={fields.website} label={t("fields.website")} autoComplete="url" description={t("fields.websiteHint")} />
          <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
          <Field meta={fields.phoneNumber} label={t("fields.phoneNumber")} type="tel" autoComplete="tel" />
        </div>
      </Section>
      <Section title={t("sections.address")} description={t("address.description")}>
        <AddressFields form={form} fields={address} lookup={actionData?.lookup} />
      </Section>
      <Section title={t("sections.profile")}>
        {/* Only a non-profit has a non-profit type: hidden (by CSS, so also without JavaScript) while the chosen
            type is another; the value is then not sent (organizationInput). */}
        <div
          className="group-has-[select[name=organizationType]_option:checked:not([value=NonProfit])]/editor:hidden"
          data-testid="non-profit-type"
        >
          <SelectField
            meta={profile.nonProfitType}
            label={t("fields.nonProfitType")}
            placeholder={t("fields.nonProfitTypeNone")}
            options={NON_PROFIT_TYPES.map((type) => ({ value: type, label: t(`nonProfitTypes.${type}`) }))}
          />
        </div>
        <CheckboxGroup
          meta={profile.activityTypeIds}
          legend={t("fields.activityTypes")}
          options={activityTypes.map((a) => ({ value: a.id, label: a.name }))}
        />
        <CheckboxField meta={profile.showOnSocialMap} label={t("fields.showOnSocialMap")} />
      </Section>
      {mode === "signup" ? (
        <Section title={t("sections.account")} description={t("signup.accountDescription")}>
          <AccountFields fields={fields.user.getFieldset()} passwordAgain={actionData?.lookup !== undefined} />
        </Section>
      ) : null}
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}

/**
 * Without JavaScript the address lookup is a post of its own: when the form comes back, say at the top what happened
 * (found and filled, or street and city to type) and link to the address, where the focus is needed; the sign-up
 * also says why the password fields are empty (a typed password is never sent back into the page).
 */
function AddressStepNotice({
  lookup,
  streetId,
  passwordAgain,
}: {
  lookup: NonNullable<EditorActionData["lookup"]>;
  streetId: string;
  passwordAgain: boolean;
}) {
  const { t } = useTranslation("organization-forms");
  const key = lookup === "found" ? "found" : lookup === "not_found" ? "notFound" : "unavailable";
  return (
    <div
      role="alert"
      className="rounded-[var(--radius)] border border-sky-700 bg-sky-50 p-3 text-sky-950 dark:border-sky-300 dark:bg-sky-950 dark:text-sky-50"
      data-testid="address-step-notice"
    >
      <p className="font-semibold">{t(`address.${key}`)}</p>
      {passwordAgain ? <p>{t("signup.passwordAgainTop")}</p> : null}
      <a href={`#${streetId}`} className="font-semibold underline underline-offset-2">
        {t("address.toAddress")}
      </a>
    </div>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{title}</legend>
      {description ? <p className="text-sm text-muted-700 dark:text-muted-300">{description}</p> : null}
      {children}
    </fieldset>
  );
}
