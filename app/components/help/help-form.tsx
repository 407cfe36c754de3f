/**
 * The resident's request for help (/een-op-een-hulp): contact details, the address (postcode + number
 * looked up in PDOK like an organisation's, with and without JavaScript; typed by hand when PDOK is down), what,
 * a description and when. A honeypot and a hidden idempotency key (a double submit stores one request).
 */
import type { FieldMetadata } from "@conform-to/react";
import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddressFields, addressFieldsOf } from "~/components/address/address-fields";
import type { LookupResult } from "~/components/address/lookup.server";
import { ErrorList, Field, FormErrors, Honeypot, inputClass, SubmitButton, useAnchoredAction, validateWith } from "../forms";
import { helpRequestSchema } from "./help-schema";

// biome-ignore lint/suspicious/noExplicitAny: a field of this form's schema; only its name, id, value and errors are read.
type AnyField = FieldMetadata<any, any, string[]>;

/** A textarea with a hint under its label (the hint says the text is public). */
export function HintedTextarea({ meta, label, hint, rows = 4 }: { meta: AnyField; label: string; hint?: string; rows?: number }) {
  const hintId = `${meta.id}-hint`;
  const props = getTextareaProps(meta, { ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div>
      <label htmlFor={meta.id} className="block font-semibold">
        {label}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-700 dark:text-muted-300">
          {hint}
        </p>
      ) : null}
      <textarea {...props} key={props.key} rows={rows} className={inputClass} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

const fieldset = "flex min-w-0 flex-col gap-3 border-t border-muted-200 pt-4 dark:border-muted-700";
const legend = "mb-1 text-lg font-semibold";

export function HelpRequestForm({
  idempotencyKey,
  lastResult,
  lookup,
  submitLabel,
}: {
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
  lookup?: LookupResult;
  submitLabel: string;
}) {
  const { t } = useTranslation("help");
  const [form, fields] = useForm({
    id: "help-request-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: { idempotencyKey },
    onValidate: validateWith(helpRequestSchema),
  });
  const action = useAnchoredAction("hulp-vragen");
  return (
    // Below the open requests (section #hulp-vragen): without JavaScript a refused post re-renders at the form.
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="relative flex flex-col gap-5"
      data-testid="help-request-form"
    >
      <FormErrors form={form} result={lastResult} />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <fieldset className={fieldset}>
        <legend className={legend}>{t("page.requestLegend")}</legend>
        <Field meta={fields.title} label={t("fields.title")} description={t("fields.titleHint")} autoComplete="off" />
        <HintedTextarea meta={fields.description} label={t("fields.description")} hint={t("fields.descriptionHint")} />
        <Field meta={fields.when} label={t("fields.when")} description={t("fields.whenHint")} autoComplete="off" />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t("page.contactLegend")}</legend>
        <Field meta={fields.name} label={t("fields.name")} autoComplete="name" />
        <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <Field
          meta={fields.phoneNumber}
          label={t("fields.phoneNumber")}
          type="tel"
          autoComplete="tel"
          description={t("fields.phoneHint")}
        />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t("page.addressLegend")}</legend>
        <AddressFields form={form} fields={addressFieldsOf(fields)} lookup={lookup} />
        <Field
          meta={fields.neighbourhood}
          label={t("fields.neighbourhood")}
          description={t("fields.neighbourhoodHint")}
          autoComplete="off"
        />
      </fieldset>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t("page.privacy")}</p>
      <Honeypot />
      <div>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
