/**
 * A step form (ADR 0073; the rules in step-form-state.ts): the current step's fields, the other steps' answers as hidden
 * fields, where the visitor is ("Step 2 of 3") and Back/Next. Each step is a post of its own to the route's action
 * (`readStepPost`), so it works without JavaScript; with it Conform checks the step's fields before the post.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AnyZodObject } from "zod";
import { FormErrors, SubmitButton, secondaryButtonClass, validateUnlessNoValidate } from "../forms";
import { STEP_FIELD, STEP_INTENT_FIELD, type StepOutcome, stepFields } from "./step-form-state";

type Fields = ReturnType<typeof useForm<Record<string, string>>>[1];

export interface StepFormProps {
  /** The form's id (its elements' ids start with it). */
  id: string;
  /** Every step's schema, in order (the same the action reads with). */
  steps: readonly AnyZodObject[];
  /** Every step's name, for the progress line. */
  labels: readonly string[];
  /** The action's answer to the last post; absent on a first visit. */
  state?: Extract<StepOutcome<readonly AnyZodObject[]>, { kind: "step" }> | null;
  /** The last button's label (default: the kit's "Send"). */
  submitLabel?: string;
  /** The current step's fields. */
  children: (fields: Fields, step: number) => ReactNode;
}

export function StepForm({ id, steps, labels, state, submitLabel, children }: StepFormProps) {
  const { t } = useTranslation("ui");
  const step = Math.min(state?.step ?? 0, steps.length - 1);
  const values = state?.values ?? {};
  const reply = state?.reply ?? undefined;
  const [form, fields] = useForm<Record<string, string>>({
    // A new id per step: the step's fields start from what the server kept, not from the last step's DOM.
    id: `${id}-step-${step}`,
    lastResult: reply,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateUnlessNoValidate(steps[step]!),
  });
  const own = new Set(stepFields(steps)[step]);
  const carried = Object.entries(values).filter(([name]) => !own.has(name));
  const last = step === steps.length - 1;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <ol aria-label={t("stepForm.steps")} className="flex flex-wrap gap-2 text-sm">
        {labels.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? "step" : undefined}
            className="rounded-[var(--radius)] border border-muted-300 px-2 py-1 text-muted-800 aria-[current=step]:border-primary-700 aria-[current=step]:font-semibold aria-[current=step]:text-primary-800 dark:border-muted-600 dark:text-muted-200 dark:aria-[current=step]:border-primary-300 dark:aria-[current=step]:text-primary-200"
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      <h2 className="text-xl font-semibold">
        {t("stepForm.progress", { step: step + 1, count: steps.length, label: labels[step] })}
      </h2>
      <FormErrors form={form} result={reply} />
      <input type="hidden" name={STEP_FIELD} value={step} />
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(fields, step)}
      <div className="flex flex-wrap gap-3">
        {/* First in the form: Enter in a field moves on, as the visitor expects. */}
        <SubmitButton name={STEP_INTENT_FIELD} value="next">
          {last ? (submitLabel ?? t("stepForm.submit")) : t("stepForm.next")}
        </SubmitButton>
        {step > 0 ? (
          <button type="submit" name={STEP_INTENT_FIELD} value="back" formNoValidate className={secondaryButtonClass}>
            {t("stepForm.back")}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
