/**
 * Step forms (SPEC §2 "step forms", ADR 0073): one form asked over several pages, each step a post of its own, so
 * it works without JavaScript. The answers of the other steps travel in hidden fields; the server checks the step
 * just posted and moves on (`next`) or back (`back`, unchecked, what was typed kept). On the last step every step is
 * checked again: the earlier answers came back from the browser, which may have changed them (or a forged step
 * number skipped them), so a form is only done when all of its steps pass — else it returns to the first failing
 * step with that step's errors. Isomorphic: the action parses with `readStepPost`, the page renders `StepForm`.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { AnyZodObject, z } from "zod";
import { validationErrorMap } from "~/utils/validation";

/** The hidden field with the step the post comes from (0-based). */
export const STEP_FIELD = "__step";
/** The name of the two buttons; the value says which way. */
export const STEP_INTENT_FIELD = "__stepIntent";
export type StepIntent = "back" | "next";

/** The answers as typed, by field name (strings only: a step form has no file fields). */
export type StepValues = Record<string, string>;

export type StepOutcome<Steps extends readonly AnyZodObject[]> =
  /** Show `step` again or the next one, with what was typed and, after a failed check, the step's errors. */
  | { kind: "step"; step: number; values: StepValues; reply: SubmissionResult<string[]> | null }
  /** Every step passed: the steps' parsed values, merged. */
  | { kind: "done"; value: StepsOutput<Steps>; values: StepValues };

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
export type StepsOutput<Steps extends readonly AnyZodObject[]> = UnionToIntersection<z.output<Steps[number]>>;

/** The field names each step asks. */
export function stepFields(steps: readonly AnyZodObject[]): string[][] {
  return steps.map((schema) => Object.keys(schema.shape));
}

/** The step a post names, or the first when it names none or one the form does not have. */
export function stepOf(formData: FormData, count: number): number {
  const raw = formData.get(STEP_FIELD);
  const step = typeof raw === "string" && /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  return step < count ? step : 0;
}

function checkStep(schema: AnyZodObject, fields: string[], values: StepValues) {
  const data = new FormData();
  for (const name of fields) if (values[name] !== undefined) data.set(name, values[name]);
  return parseWithZod(data, { schema, errorMap: validationErrorMap });
}

/** Reads a step form's post: which step to show next, or the whole form's value when every step passed. */
export function readStepPost<const Steps extends readonly AnyZodObject[]>(formData: FormData, steps: Steps): StepOutcome<Steps> {
  const fields = stepFields(steps);
  const step = stepOf(formData, steps.length);
  const values: StepValues = {};
  for (const name of fields.flat()) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  if (formData.get(STEP_INTENT_FIELD) === "back") return { kind: "step", step: Math.max(0, step - 1), values, reply: null };
  const current = checkStep(steps[step]!, fields[step]!, values);
  if (current.status !== "success") return { kind: "step", step, values, reply: current.reply() };
  if (step < steps.length - 1) return { kind: "step", step: step + 1, values, reply: null };
  let value = {};
  for (const [index, schema] of steps.entries()) {
    const checked = checkStep(schema, fields[index]!, values);
    if (checked.status !== "success") return { kind: "step", step: index, values, reply: checked.reply() };
    value = { ...value, ...checked.value };
  }
  return { kind: "done", value: value as StepsOutput<Steps>, values };
}
