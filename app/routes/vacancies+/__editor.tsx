/**
 * The vacancy editor: one form for /vacancies/add and /vacancies/{id}/edit with every field of
 * contract/vacancy-inputs.ts. Schemas: __editor-schema.ts; the action: __editor.server.ts. The submit buttons carry
 * the status to move to (`status`): 'Save as draft' / 'Publish' when adding, 'Save' and the lifecycle's moves the API
 * offers (`allowedStatuses`) when editing, so a move and the fields it depends on (publishing an expired vacancy
 * needs a new expiry date) are one request. Errors sit next to their fields, with JavaScript and without.
 */
import { type FieldMetadata, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AddressFields } from "~/components/address/address-fields";
import {
  CheckboxField,
  CheckboxGroup,
  ErrorList,
  Field,
  FormErrors,
  inputClass,
  RadioGroup,
  SelectField,
  SubmitButton,
  secondaryButtonClass,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { RichTextEditor } from "~/components/ui/rich-text-editor";
import { useOfferedVacancyTypes } from "~/components/vacancies/tenant-offer";
import type { OrganizationOption } from "~/utils/selected-organization";
import { LOCATION_TYPES, VACANCY_TAGS, type VacancyStatus } from "../../../contract/vacancy-vocabulary";
import type { EditorActionData } from "./__editor.server";
import { EditorDates } from "./__editor-dates";
import { vacancyAddSchema, vacancyEditSchema } from "./__editor-schema";

// biome-ignore lint/suspicious/noExplicitAny: any field of the editor's schema; names, ids, values and errors are read.
type AnyField = FieldMetadata<any, any, string[]>;

export type EditorDefaults = Record<string, unknown>;

/** A submit button: the status it moves to (none: save as it is), its label and look. */
export interface EditorButton {
  status?: VacancyStatus;
  label: string;
  primary?: boolean;
}

export function VacancyEditor({
  mode,
  defaults,
  organizations,
  ageGroups,
  sharing,
  buttons,
}: {
  mode: "add" | "edit";
  defaults?: EditorDefaults;
  /** add: the organisations the user may add vacancies for (a chooser when there are several). */
  organizations?: readonly OrganizationOption[];
  ageGroups: readonly { id: string; name: string }[];
  /** The tenant shares vacancies between its centres: offer 'share with the other centres'. */
  sharing: boolean;
  buttons: readonly EditorButton[];
}) {
  const { t } = useTranslation("vacancy-admin");
  const { t: tv } = useTranslation("vacancies");
  const actionData = useActionData<EditorActionData>();
  const lastResult = actionData && "reply" in actionData ? actionData.reply : undefined;
  const [form, fields] = useForm({
    id: mode === "add" ? "add-vacancy-form" : "edit-vacancy-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: defaults,
    onValidate: validateWith(mode === "add" ? vacancyAddSchema : vacancyEditSchema),
  });
  // 'Unsaved changes' once the visitor has typed or ticked anything: Conform's `dirty` compares the form with its
  // defaults, and the rich-text field swaps its textarea for tiptap's hidden JSON after hydration (and the toolbar
  // brings its own controls), so an untouched editor would already read as changed.
  const [edited, setEdited] = useState(false);
  useUnsavedChanges(edited);
  const f = fields as unknown as Record<string, AnyField>;
  const only = organizations?.length === 1 ? organizations[0] : null;
  return (
    <Form method="post" {...getFormProps(form)} onInput={() => setEdited(true)} className="group/editor space-y-8">
      <FormErrors form={form} result={lastResult} />
      <fieldset className="space-y-5">
        <legend className="mb-3 text-lg font-semibold">{t("editor.about")}</legend>
        {mode === "add" && organizations ? (
          only ? (
            <>
              <input type="hidden" name={f.organizationId.name} value={only.id} />
              <p>
                <span className="font-semibold">{t("fields.organization")}:</span> {only.name}
              </p>
            </>
          ) : (
            <SelectField
              meta={f.organizationId}
              label={t("fields.organization")}
              placeholder={t("editor.chooseOrganization")}
              options={organizations.map((o) => ({ value: o.id, label: o.name }))}
            />
          )
        ) : null}
        <SelectField
          meta={f.vacancyType}
          label={t("fields.vacancyType")}
          options={useOfferedVacancyTypes().map((type) => ({ value: type, label: tv(`types.${type}`) }))}
        />
        <Field meta={f.title} label={t("fields.title")} autoComplete="off" />
        <RichTextEditor
          name={f.description.name}
          label={t("fields.description")}
          initialDoc={(f.description.initialValue as string | undefined) ?? null}
          errorId={f.description.errorId}
          errors={f.description.errors}
        />
        <CheckboxGroup
          meta={f.tags}
          legend={t("fields.tags")}
          options={VACANCY_TAGS.map((tag) => ({ value: tag, label: tv(`tags.${tag}`) }))}
        />
        <CheckboxGroup
          meta={f.ageGroupIds}
          legend={t("fields.ageGroups")}
          options={ageGroups.map((g) => ({ value: g.id, label: g.name }))}
        />
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-3 text-lg font-semibold">{t("editor.commitment")}</legend>
        <div className="grid gap-x-5 sm:grid-cols-3">
          <InputField meta={f.expiresAt} label={t("fields.expiresAt")} type="date" />
          <InputField meta={f.hoursPerWeek} label={t("fields.hoursPerWeek")} type="number" step="0.5" min="0.5" />
          <InputField
            meta={f.capacity}
            label={t("fields.capacity")}
            type="number"
            step="1"
            min="1"
            hint={t("editor.capacityHint")}
          />
        </div>
        <CheckboxField meta={f.vogRequired} label={t("fields.vogRequired")} />
      </fieldset>
      <EditorDates form={form} fields={f} />
      <fieldset className="space-y-5">
        <legend className="mb-3 text-lg font-semibold">{t("editor.location")}</legend>
        <RadioGroup
          meta={f.locationType}
          legend={t("fields.locationType")}
          options={LOCATION_TYPES.map((type) => ({ value: type, label: tv(`locationTypes.${type}`) }))}
        />
        <div>
          <p className="mb-2 text-sm text-muted-700 dark:text-muted-300">{t("editor.addressHint")}</p>
          <AddressFields
            form={form}
            fields={{
              postalCode: f.postalCode,
              houseNumber: f.houseNumber,
              houseNumberAddition: f.houseNumberAddition,
              street: f.street,
              city: f.city,
            }}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-3 text-lg font-semibold">{t("editor.contact")}</legend>
        <Field meta={f.contactPerson} label={t("fields.contactPerson")} autoComplete="off" />
        <div className="grid gap-x-5 sm:grid-cols-2">
          <Field meta={f.contactEmail} label={t("fields.contactEmail")} type="email" autoComplete="off" />
          <Field meta={f.contactPhone} label={t("fields.contactPhone")} type="tel" autoComplete="off" />
        </div>
        <CheckboxField meta={f.contactPhoneVisible} label={t("fields.contactPhoneVisible")} />
        <Field
          meta={f.youtubeUrl}
          label={t("fields.youtubeUrl")}
          type="url"
          autoComplete="off"
          description={t("editor.youtubeHint")}
        />
        {sharing ? <CheckboxField meta={f.shared} label={t("fields.shared")} /> : null}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {buttons.map((b) => (
          <SubmitButton
            key={b.status ?? "save"}
            name={b.status ? f.status.name : undefined}
            value={b.status}
            className={b.primary ? undefined : secondaryButtonClass}
          >
            {b.label}
          </SubmitButton>
        ))}
      </div>
      {/* A move the lifecycle refuses (422 `invalid_transition` at /data/attributes/status) is said here. */}
      <ErrorList id={f.status.errorId} errors={f.status.errors} />
    </Form>
  );
}

/** A labelled input of a type the shared Field does not take (date, a number with a step), with its first error. */
function InputField({
  meta,
  label,
  type,
  step,
  min,
  hint,
}: {
  meta: AnyField;
  label: string;
  type: "date" | "number";
  step?: string;
  min?: string;
  hint?: string;
}) {
  const hintId = `${meta.id}-hint`;
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div>
      <label htmlFor={meta.id} className="block font-semibold">
        {label}
      </label>
      <input {...props} key={props.key} step={step} min={min} className={inputClass} />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted-700 dark:text-muted-300">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
