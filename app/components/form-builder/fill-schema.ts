/**
 * Filling in a form (ADR 0061): the browser's check on blur and the server's check of each step are the contract's
 * own rules (`checkAnswer`, `visibleQuestions`, `formSteps` in contract/forms.ts) — the API checks the whole
 * submission once more with `checkSubmission`. A question's field is `q{questionId}` (a flat name: Conform reads a
 * number after a dot or in brackets as a list row); the API's pointer `/data/attributes/answers/{questionId}` is
 * put on it through the one error mapper's aliases (`answerAliases`).
 *
 * Steps: a form with info_section questions is filled one section at a time. Back and next are form posts (the
 * answers of the other steps travel as hidden fields), so a step form works the same with JavaScript off; with it a
 * question whose condition another answer on the same step meets appears at once, without it on the next post.
 */
import { z } from "zod";
import {
  type AnswerValue,
  checkAnswer,
  type FormDefinition,
  type FormDefinitionQuestion,
  formSteps,
  isAnswerable,
  visibleQuestions,
} from "../../../contract/forms";

export const ANSWER_PREFIX = "q";
export const answerField = (questionId: number | string) => `${ANSWER_PREFIX}${questionId}`;
/** The question id of a field name (`q12` → 12), or null. */
export const questionOfField = (name: string) => (/^q\d{1,12}$/.test(name) ? Number(name.slice(1)) : null);

/** The one error mapper's aliases: the API field of an answer (`answers[12]`) → its form field (`q12`). */
export const answerAliases = (definition: Pick<FormDefinition, "questions">) =>
  Object.fromEntries(definition.questions.map((q) => [`answers[${q.id}]`, answerField(q.id)]));

/** The buttons of a fill form (`intent`): back and next move between steps, submit sends the form. */
export const FILL_INTENTS = ["back", "next", "submit"] as const;
export type FillIntent = (typeof FILL_INTENTS)[number];

/** Raw answers as a form post holds them: the text of a field, "on" for a ticked box; absent when empty. */
export type RawAnswers = Record<string, string>;

/** The answers of a post: every question's field by its id (a ticked box "on", an unticked one absent). */
export function rawAnswersOf(formData: FormData, definition: Pick<FormDefinition, "questions">): RawAnswers {
  const answers: RawAnswers = {};
  for (const q of definition.questions) {
    const value = formData.get(answerField(q.id));
    if (typeof value === "string" && value !== "") answers[String(q.id)] = value;
  }
  return answers;
}

/** Normalised answers for conditions (a choice's option id, a tick as true), the raw text where it does not check. */
function normalised(definition: Pick<FormDefinition, "questions">, raw: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const q of definition.questions) {
    const result = checkAnswer(q, raw[String(q.id)]);
    out[String(q.id)] = result.ok ? result.value : raw[String(q.id)];
  }
  return out;
}

/** The ids of the questions a visitor sees with these answers. */
export function visibleIds(definition: Pick<FormDefinition, "questions">, raw: Record<string, unknown>): Set<number> {
  return new Set(visibleQuestions(definition, normalised(definition, raw)).map((q) => q.id));
}

export interface StepView {
  /** Index into `formSteps(definition)`. */
  index: number;
  count: number;
}

/** The steps that have something to show with these answers (a hidden section's step is skipped). */
export function shownSteps(definition: Pick<FormDefinition, "questions">, raw: Record<string, unknown>): number[] {
  const visible = visibleIds(definition, raw);
  return formSteps(definition).flatMap((step, index) =>
    (step.section ? visible.has(step.section.id) : step.questions.some((q) => visible.has(q.id))) ? [index] : [],
  );
}

/** One question's answer checked as on submit: the message key of its first failing rule, or null. */
export function answerError(question: FormDefinitionQuestion, raw: unknown): string | null {
  if (!isAnswerable(question.question_type)) return null;
  const result = checkAnswer(question, raw);
  return result.ok ? null : result.message;
}

/**
 * The check of one post: for `next`, the visible questions of the step shown; for `submit`, every visible question.
 * `shown`: the questions the posted page showed — a question that became visible only through this post's answers
 * (JavaScript off) is not an error yet, it is shown first.
 */
export function fillIssues(
  definition: Pick<FormDefinition, "questions">,
  raw: Record<string, unknown>,
  { intent, step, shown }: { intent: FillIntent; step: number; shown: ReadonlySet<number> | null },
): Array<{ questionId: number; message: string }> {
  if (intent === "back") return [];
  const steps = formSteps(definition);
  const inStep = intent === "next" ? new Set((steps[step]?.questions ?? []).map((q) => q.id)) : null;
  const visible = visibleIds(definition, raw);
  const issues: Array<{ questionId: number; message: string }> = [];
  for (const q of definition.questions) {
    if (!visible.has(q.id) || (inStep && !inStep.has(q.id)) || (shown && !shown.has(q.id))) continue;
    const message = answerError(q, raw[String(q.id)]);
    if (message) issues.push({ questionId: q.id, message });
  }
  return issues;
}

/**
 * The form's schema for Conform (the browser's check on blur and on submit; the server's check of a post): the same
 * rules as `fillIssues`, each issue on its question's field `q{id}`.
 */
export function fillSchema(definition: Pick<FormDefinition, "questions">) {
  return z
    .object({
      intent: z.enum(FILL_INTENTS).catch("submit"),
      step: z.coerce.number().int().min(0).catch(0),
      shown: z.string().optional(),
    })
    .passthrough()
    .superRefine((value, ctx) => {
      const shown = parseShown(value.shown);
      const raw: RawAnswers = {};
      for (const [name, answer] of Object.entries(value)) {
        const id = questionOfField(name);
        if (id !== null && typeof answer === "string" && answer !== "") raw[String(id)] = answer;
      }
      for (const issue of fillIssues(definition, raw, { intent: value.intent, step: value.step, shown })) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [answerField(issue.questionId)], message: issue.message });
      }
    });
}

/** `shown` travels as `12,13,15`. */
export function parseShown(value: string | undefined | null): Set<number> | null {
  if (value == null || value === "") return null;
  return new Set(
    value
      .split(",")
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  );
}

/** The normalised answers of the questions shown to a reader of a submission (a tick, a choice's label, text). */
export type StoredAnswers = Record<string, AnswerValue>;
