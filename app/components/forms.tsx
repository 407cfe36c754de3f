/**
 * Shared form pieces (ARCHITECTURE "Forms"; SPEC §5): a labelled field with its first error, the form-level
 * message 'The form contains errors', a honeypot for public forms, the submit button and the unsaved-changes
 * prompt, and the action of a form that sits below long content (`useAnchoredAction`). Used with Conform + Zod: `useForm({ lastResult, shouldValidate: "onBlur", onValidate })`, the server
 * action replies `submission.reply()`, so errors show the same way with JavaScript off.
 */
import {
  type FieldMetadata,
  type FormMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useBlocker, useFormAction, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ZodTypeAny, z } from "zod";
import { translateError, validationErrorMap } from "~/utils/validation";
import { buttonClass, inputClass } from "./form-look";

/** Metadata of any field: these components read names, ids, initial values and errors only. */
// biome-ignore lint/suspicious/noExplicitAny: see above.
type AnyField = FieldMetadata<any, any, string[]>;

// The form kit's look lives in form-look.tsx, without Conform or zod: pages that only read a class or the heading
// import it from there (ADR 0079). Re-exported here for the forms.
export { buttonClass, dangerButtonClass, inputClass, linkClass, PageHeading, secondaryButtonClass } from "./form-look";

/**
 * The action of a form that sits below long content (an apply form under a vacancy's text, a note under an
 * application): the route's own action, as `<Form>` would post to (the search and `?index` kept), with `#anchor`.
 * Without JavaScript the browser shows the page the post answers — a failed one re-renders with the error summary —
 * at that anchor (the form or its section, `scroll-mt-*` for the sticky header), not at the top with the summary a
 * phone's screens further down and focus on `<body>`. With JavaScript nothing changes: the form stays where it is and
 * the summary takes focus. `<Form method="post" action={useAnchoredAction("apply")}>` inside `<section id="apply">`.
 */
export function useAnchoredAction(anchor: string): string {
  return `${useFormAction()}#${encodeURIComponent(anchor)}`;
}

/** The client half of validation: the same schema and error map as the server action. */
export function validateWith(schema: ZodTypeAny) {
  return ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema, errorMap: validationErrorMap });
}

/** Built on first use: a schema at the top level would keep zod in every page that only reads a class from here. */
let unchecked: ZodTypeAny | undefined;
function uncheckedSchema(): ZodTypeAny {
  unchecked ??= z.object({}).passthrough();
  return unchecked;
}

/**
 * `validateWith`, except for a post by a button marked `formNoValidate` (a step form's Back, a form's "send without
 * the check"): the browser skips its own check for such a button, Conform does not — without this, Back would be
 * stopped by the step's errors with JavaScript while it goes back without.
 */
export function validateUnlessNoValidate(schema: ZodTypeAny) {
  const validate = validateWith(schema);
  return ({ formData, submitter }: { formData: FormData; submitter?: HTMLElement | null }) =>
    submitter instanceof HTMLButtonElement && submitter.formNoValidate
      ? parseWithZod(formData, { schema: uncheckedSchema() })
      : validate({ formData });
}

/**
 * Only the first error: validation stops at the first failing rule (SPEC §5). The line keeps its height when
 * empty: a message that comes or goes on blur must not move the submit button away from a pointer mid-click.
 */
export function ErrorList({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  const first = errors?.[0];
  return (
    <p id={id} className="mt-1 min-h-5 text-sm font-medium text-red-700 dark:text-red-300">
      {first ? translateError(t, first) : null}
    </p>
  );
}

/** The name of the button Conform submits with for its own intents (validate, update, reset). */
const CONFORM_INTENT = "__intent__";

/**
 * 'The form contains errors' (SPEC §5) and any form-level errors, announced when the visitor's last submission
 * failed: on the server (`result`, the action's reply — JS off too) or in the browser's own check (JS on). It reflects
 * that last submission only: a new server answer replaces it and a successful save (a redirect, so no action data)
 * clears it; blurs between submissions leave it alone (a banner that came and went with every blur would move the
 * form, and the submit button away from a pointer mid-click).
 */
export function FormErrors({
  form,
  result,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata; only its errors are read.
  form: FormMetadata<any, string[]>;
  /** The action's reply to this form (the `lastResult` given to useForm); undefined after a redirect. */
  result: SubmissionResult<string[]> | undefined | null;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The browser's check stopped the visitor's last submit (JS on); the server never saw it.
  const [blocked, setBlocked] = useState(false);
  const failed = blocked || result?.status === "error";
  const formErrors = form.errors ?? [];
  // Read when a submit has been handled; the render after Conform's check has updated it by then.
  const hasErrors = useRef(false);
  hasErrors.current = Object.values(form.allErrors).some((errors) => errors?.length);
  // A server answer (or its absence after a redirect) is the verdict on the latest submission.
  useEffect(() => setBlocked(false), [result]);
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (!element) return;
    // Native listeners run before React's root listener: look once Conform and Remix have handled the submit. Remix's
    // <Form> prevents every browser submit (it submits with fetch), so only a prevented submit that left errors
    // behind is one Conform blocked. Conform checks a field on blur by submitting with a hidden intent button: not
    // the visitor's submission.
    const onSubmit = (event: Event) => {
      if ((event as SubmitEvent).submitter?.getAttribute("name") === CONFORM_INTENT) return;
      setBlocked(false);
      setTimeout(() => event.defaultPrevented && hasErrors.current && setBlocked(true), 0);
    };
    element.addEventListener("submit", onSubmit);
    return () => element.removeEventListener("submit", onSubmit);
  }, [form.id]);
  useEffect(() => {
    if (failed && formErrors.length) ref.current?.focus();
  }, [failed, formErrors.length]);
  if (!failed) return <div id={form.errorId} />;
  return (
    <div
      ref={ref}
      id={form.errorId}
      role="alert"
      tabIndex={-1}
      className="rounded-[var(--radius)] border border-red-700 bg-red-50 p-3 text-red-900 outline-none focus-visible:outline-2 focus-visible:outline-red-700 dark:border-red-300 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{t("validation:formContainsErrors")}</p>
      {formErrors.length ? (
        <ul className="mt-1 list-disc pl-5">
          {formErrors.map((error) => (
            <li key={error}>{translateError(t, error)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface FieldProps {
  meta: AnyField;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "url" | "number" | "search" | "hidden" | "datetime-local" | "date" | "time";
  autoComplete?: string;
  description?: string;
  className?: string;
}

export function Field({ meta, label, type = "text", autoComplete, description, className }: FieldProps) {
  const descriptionId = `${meta.id}-description`;
  const props = getInputProps(meta, { type, ariaDescribedBy: description ? descriptionId : undefined });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block font-semibold">
        {label}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-700 dark:text-muted-300">
          {description}
        </p>
      ) : null}
      <input {...props} key={props.key} autoComplete={autoComplete} className={inputClass} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A new password and its confirmation (sign-up, reset, settings): the same autocomplete hints and length hint
 * everywhere. The labels come from the caller's namespace, where the wording may differ ("Herhaal nieuw wachtwoord").
 */
export function NewPasswordFields({
  password,
  confirmation,
  namespace,
}: {
  password: AnyField;
  confirmation: AnyField;
  namespace: "auth" | "account";
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <Field
        meta={password}
        label={t("fields.newPassword")}
        type="password"
        autoComplete="new-password"
        description={t("fields.passwordHint")}
      />
      <Field meta={confirmation} label={t("fields.passwordConfirmation")} type="password" autoComplete="new-password" />
    </>
  );
}

interface TextareaFieldProps {
  meta: AnyField;
  label: string;
  /** A hint under the label (e.g. the length allowed), tied to the field by aria-describedby. */
  description?: string;
  rows?: number;
  maxLength?: number;
  /** The label's id, when a section is named by it. */
  labelId?: string;
}

export function TextareaField({ meta, label, description, rows = 4, maxLength, labelId }: TextareaFieldProps) {
  const descriptionId = `${meta.id}-description`;
  const props = getTextareaProps(meta, { ariaDescribedBy: description ? descriptionId : undefined });
  return (
    <div>
      <label id={labelId} htmlFor={meta.id} className="block font-semibold">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-700 dark:text-muted-300">
          {description}
        </p>
      ) : null}
      <textarea {...props} key={props.key} rows={rows} maxLength={maxLength} className={inputClass} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
}: {
  meta: AnyField;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  const props = getSelectProps(meta);
  return (
    <div>
      <label htmlFor={meta.id} className="block font-semibold">
        {label}
      </label>
      <select {...props} key={props.key} className={inputClass}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({ meta, label }: { meta: AnyField; label: ReactNode }) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div>
      <div className="flex items-start gap-2">
        <input {...props} key={props.key} className="mt-1 size-4 accent-primary-700" />
        <label htmlFor={meta.id}>{label}</label>
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Several checkboxes with one name (e.g. digest days), in a fieldset with a legend. */
export function CheckboxGroup({
  meta,
  legend,
  options,
}: {
  meta: AnyField;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const initial = new Set((meta.initialValue as string[] | undefined) ?? []);
  return (
    <fieldset aria-describedby={meta.errorId} aria-invalid={meta.errors ? true : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => {
          const id = `${meta.id}-${o.value}`;
          return (
            <div key={o.value} className="flex items-center gap-2">
              <input
                type="checkbox"
                id={id}
                name={meta.name}
                value={o.value}
                defaultChecked={initial.has(o.value)}
                className="size-4 accent-primary-700"
              />
              <label htmlFor={id}>{o.label}</label>
            </div>
          );
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/**
 * A field people never see and bots fill in (ARCHITECTURE: public forms carry a honeypot). The server treats a
 * filled honeypot as a bot: see `HONEYPOT_FIELD` and isBotSubmission().
 */
export function Honeypot() {
  const { t } = useTranslation();
  const id = `${HONEYPOT_FIELD}-field`; // one per form page; not useId() (see BlockIdProvider in blocks/ui.tsx)
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("validation:honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export const HONEYPOT_FIELD = "website_url";

export function isBotSubmission(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

export function SubmitButton({
  children,
  className = buttonClass,
  name,
  value,
}: {
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button type="submit" className={className} name={name} value={value} aria-disabled={busy || undefined}>
      {children}
    </button>
  );
}

/**
 * The SPEC §5 prompt 'You have unsaved changes. Are you sure you want to leave?' while an edit form is dirty (JS
 * only): in-app navigation through useBlocker, closing or reloading the tab through beforeunload. Submitting the
 * form itself is never blocked.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation();
  const message = t("validation:unsavedChanges");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirty && historyAction !== "REPLACE" && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, message]);
}

/** One choice of a few, as radio buttons in a fieldset with a legend. */
export function RadioGroup({
  meta,
  legend,
  options,
}: {
  meta: AnyField;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const initial = (meta.initialValue as string | undefined) ?? "";
  return (
    <fieldset aria-describedby={meta.errorId}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o) => {
          const id = `${meta.id}-${o.value}`;
          return (
            <div key={o.value} className="flex items-center gap-2">
              <input
                type="radio"
                id={id}
                name={meta.name}
                value={o.value}
                defaultChecked={initial === o.value}
                aria-invalid={meta.errors ? true : undefined}
                className="size-4 accent-primary-700"
              />
              <label htmlFor={id}>{o.label}</label>
            </div>
          );
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
