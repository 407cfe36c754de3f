/**
 * The form builder's contract (SPEC §3 Form and Form question; ADR 0061): what a form and its questions are, the rules
 * of every question type's answer, conditions, steps and a submission's check — pure functions the API and the
 * screens share, so the browser's check on blur and the API's check on submit are the same rule with the same message
 * keys (`form-rules:…`, contract/messages.ts).
 *
 * A form's *definition* (its questions, options and conditions) and a submission's *answers* are JSON values
 * (contract/json-values.ts): their keys are the document's own (snake_case as written here, question ids as keys)
 * and cross the wire untouched. Answers are keyed by question id, never by question text.
 */
import { z } from "zod";
import { email as emailRule, optionalText, requiredText } from "./fields";
import { errorMessage } from "./messages";

export const QUESTION_TYPES = [
  "text",
  "multiple_choice",
  "date",
  "number",
  "checkbox",
  "email",
  "url",
  "phone",
  "info_section",
  "time",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** anonymous = a public form (`/forms/{public_token}`); token_holder = only through a personal invitation link. */
export const FORM_ACCESS_PERMISSIONS = ["anonymous", "token_holder"] as const;
export type FormAccessPermission = (typeof FORM_ACCESS_PERMISSIONS)[number];

/** draft → published → closed (and back): only a published form takes submissions. */
export const FORM_STATUSES = ["draft", "published", "closed"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const CONDITION_OPS = ["equals", "one_of", "checked"] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** Limits of the builder and of answers. */
export const FORM_LIMITS = {
  title: 200,
  description: 5000,
  questions: 100,
  questionText: 1000,
  helpText: 2000,
  options: 50,
  optionLabel: 200,
  /** A text answer (also a long one). */
  textAnswer: 10_000,
  /** A short answer (e-mail, url, phone, number as typed). */
  shortAnswer: 2000,
  invitations: 100,
  /** Rows of a submissions list page. */
  submissionsPage: 100,
} as const;

/** The question types that take an answer (an info_section is a heading with text, shown as a step). */
export const ANSWERABLE_TYPES: readonly QuestionType[] = QUESTION_TYPES.filter((t) => t !== "info_section");
export const isAnswerable = (type: QuestionType) => type !== "info_section";
/** Types whose question needs options. */
export const CHOICE_TYPES: readonly QuestionType[] = ["multiple_choice"];

// ——— The definition: JSON values, snake_case keys as stored and as on the wire. ———

/** An option of a choice question: its id is stable (answers and conditions name it), its label may change. */
export interface FormOption {
  id: string;
  label: string;
  label_en?: string | null;
}

/** Show the question only when the earlier question `question_id`'s answer matches. */
export interface FormCondition {
  question_id: number;
  op: ConditionOp;
  /** equals: the option id (choice) or the text the answer must be. */
  value?: string;
  /** one_of: option ids or texts. */
  values?: string[];
}

/** A question as the definition holds it (what a visitor answers; what a form version keeps). */
export interface FormDefinitionQuestion {
  id: number;
  position: number;
  question_type: QuestionType;
  text: string;
  text_en: string | null;
  help_text: string | null;
  help_text_en: string | null;
  required: boolean;
  /** text: a text area instead of one line. */
  long_answer: boolean;
  options: FormOption[];
  condition: FormCondition | null;
}

/** A form's questions in their order, as a visitor answers them at one version of the form. */
export interface FormDefinition {
  version: number;
  questions: FormDefinitionQuestion[];
}

/** One stored answer: text (text, date, time, email, url, phone, a choice's option id), a number, a tick. */
export type AnswerValue = string | number | boolean;
/** Answers keyed by question id (as a string, JSON's key). */
export type FormAnswers = Record<string, AnswerValue>;

// ——— Field rules of the builder (inputs, snake_case as on the wire). ———

export const OPTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

const optionInput = z
  .object({
    /** Absent for a new option: the API gives it one (`opt_…`). */
    id: z.string().regex(OPTION_ID, "form-rules:builder.optionId").optional(),
    label: requiredText(FORM_LIMITS.optionLabel),
    label_en: optionalText(FORM_LIMITS.optionLabel)
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .optional(),
  })
  .strict();
export type FormOptionInput = z.input<typeof optionInput>;

/**
 * The options of a question: at most FORM_LIMITS.options, refused on the count before any option is read (10,000
 * options are one error, not 10,000), ids unique.
 */
export const optionsInput = z
  .unknown()
  .superRefine((value, ctx) => {
    if (Array.isArray(value) && value.length > FORM_LIMITS.options) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: errorMessage("form-rules:builder.tooManyOptions", { count: FORM_LIMITS.options }),
        params: { code: "too_many_options" },
        fatal: true,
      });
    }
  })
  .pipe(z.array(optionInput))
  .superRefine((options, ctx) => {
    const seen = new Set<string>();
    options.forEach((o, i) => {
      if (o.id === undefined) return;
      if (seen.has(o.id)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "id"], message: "form-rules:builder.optionIdTaken" });
      }
      seen.add(o.id);
    });
  });

export const conditionInput = z
  .object({
    question_id: z.number().int().positive(),
    op: z.enum(CONDITION_OPS),
    value: z.string().max(FORM_LIMITS.optionLabel).optional(),
    values: z.array(z.string().max(FORM_LIMITS.optionLabel)).min(1).max(FORM_LIMITS.options).optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.op === "equals" && c.value === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["value"], message: "validation:required" });
    }
    if (c.op === "one_of" && c.values === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["values"], message: "validation:required" });
    }
  });
export type FormConditionInput = z.input<typeof conditionInput>;

const englishText = (max: number) =>
  optionalText(max)
    .transform((v) => (v === "" ? null : v))
    .nullable();

/** The fields of a form as a write sends them. */
export const formFields = {
  title: requiredText(FORM_LIMITS.title),
  title_en: englishText(FORM_LIMITS.title),
  /** Plain text (paragraphs by blank lines); the screens show it as text, never as HTML. */
  description: englishText(FORM_LIMITS.description),
  description_en: englishText(FORM_LIMITS.description),
  access_permission: z.enum(FORM_ACCESS_PERMISSIONS),
  status: z.enum(FORM_STATUSES),
};

export const FORM_RESOURCE_TYPES = ["forms", "form"] as const;
export const FORM_QUESTION_RESOURCE_TYPES = ["form_questions", "form_question"] as const;
export const FORM_SUBMISSION_RESOURCE_TYPES = ["form_submissions", "form_submission"] as const;
export const FORM_INVITATION_RESOURCE_TYPES = ["form_invitations", "form_invitation"] as const;

const lockVersion = z.number().int().min(0);

/**
 * POST /forms: a new form is a draft. `organization_id`: the organisation it belongs to (an organisation
 * superuser's form); absent/null = a centre form (centre staff, content managers, admins).
 */
export const formCreateInput = z
  .object({
    title: formFields.title,
    title_en: formFields.title_en.optional(),
    description: formFields.description.optional(),
    description_en: formFields.description_en.optional(),
    access_permission: formFields.access_permission.default("anonymous"),
    organization_id: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type FormCreateInput = z.input<typeof formCreateInput>;

/** PATCH /forms/{id}: the version read (`lock_version`; a stale one is 409 `stale`). */
export const formUpdateInput = z
  .object({
    title: formFields.title.optional(),
    title_en: formFields.title_en.optional(),
    description: formFields.description.optional(),
    description_en: formFields.description_en.optional(),
    access_permission: formFields.access_permission.optional(),
    status: formFields.status.optional(),
    lock_version: lockVersion,
  })
  .strict();
export type FormUpdateInput = z.input<typeof formUpdateInput>;

/** The fields of a question as a write sends them. */
export const questionFields = {
  question_type: z.enum(QUESTION_TYPES),
  text: requiredText(FORM_LIMITS.questionText),
  text_en: englishText(FORM_LIMITS.questionText),
  help_text: englishText(FORM_LIMITS.helpText),
  help_text_en: englishText(FORM_LIMITS.helpText),
  required: z.boolean(),
  long_answer: z.boolean(),
  options: optionsInput,
  condition: conditionInput.nullable(),
};

/**
 * POST /forms/{id}/form_questions: a question at a place (0 = first; absent or past the end = last), at the form's
 * `lock_version`. A choice question needs options; other types' options are dropped.
 */
export const formQuestionCreateInput = z
  .object({
    question_type: questionFields.question_type,
    text: questionFields.text,
    text_en: questionFields.text_en.optional(),
    help_text: questionFields.help_text.optional(),
    help_text_en: questionFields.help_text_en.optional(),
    required: questionFields.required.default(false),
    long_answer: questionFields.long_answer.default(false),
    options: questionFields.options.optional(),
    condition: questionFields.condition.optional(),
    position: z.number().int().min(0).max(FORM_LIMITS.questions).optional(),
    lock_version: lockVersion,
  })
  .strict();
export type FormQuestionCreateInput = z.input<typeof formQuestionCreateInput>;

/** PATCH /form_questions/{id}: any of its fields (absent = unchanged), at the form's `lock_version`. */
export const formQuestionUpdateInput = z
  .object({
    question_type: questionFields.question_type.optional(),
    text: questionFields.text.optional(),
    text_en: questionFields.text_en.optional(),
    help_text: questionFields.help_text.optional(),
    help_text_en: questionFields.help_text_en.optional(),
    required: questionFields.required.optional(),
    long_answer: questionFields.long_answer.optional(),
    options: questionFields.options.optional(),
    condition: questionFields.condition.optional(),
    lock_version: lockVersion,
  })
  .strict();
export type FormQuestionUpdateInput = z.input<typeof formQuestionUpdateInput>;

/** POST /form_questions/{id}/move: to a place among the form's questions (0 = first; past the end = last). */
export const formQuestionMoveInput = z
  .object({ position: z.number().int().min(0).max(FORM_LIMITS.questions), lock_version: lockVersion })
  .strict();
export type FormQuestionMoveInput = z.input<typeof formQuestionMoveInput>;

/**
 * POST /form_submissions: the form by its public token (an anonymous form) or a personal invitation token, and the
 * answers keyed by question id. Each answer's type is checked against its question by `checkSubmission`; here only
 * its shape (no objects, no files). `page_id`: the page whose BuilderForm block it was sent from. `website`: the
 * honeypot (left empty by people).
 */
const rawAnswer = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(FORM_LIMITS.textAnswer)).max(FORM_LIMITS.options),
]);
export type RawAnswer = z.infer<typeof rawAnswer>;

export const formSubmissionCreateInput = z
  .object({
    public_token: z.string().min(1).max(100).optional(),
    invitation_token: z.string().min(1).max(100).optional(),
    answers: z
      .record(z.string().regex(/^\d{1,12}$/), rawAnswer)
      .refine(
        (answers) => Object.keys(answers).length <= FORM_LIMITS.questions,
        errorMessage("validation:arrayTooBig", { count: FORM_LIMITS.questions }),
      ),
    page_id: z.number().int().positive().nullable().optional(),
    website: z.string().max(200).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if ((input.public_token === undefined) === (input.invitation_token === undefined)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["public_token"],
        message: "form-rules:submission.oneToken",
        params: { code: "one_token" },
      });
    }
  });
export type FormSubmissionCreateInput = z.input<typeof formSubmissionCreateInput>;

/**
 * POST /forms/{id}/form_invitations: personal links for a token_holder form, one per address (≤ 100, each checked,
 * duplicates dropped); single use, or reusable until `expires_at` (a date, YYYY-MM-DD, the last day it works).
 */
export const formInvitationCreateInput = z
  .object({
    emails: z
      .array(emailRule)
      .min(1)
      .max(FORM_LIMITS.invitations)
      .transform((list) => [...new Set(list)]),
    single_use: z.boolean().default(true),
    expires_at: z.string().refine(isRealDate, "form-rules:answer.date").nullable().optional(),
  })
  .strict();
export type FormInvitationCreateInput = z.input<typeof formInvitationCreateInput>;

// ——— What the API answers (attributes, camelCase in code; the JSON values as they are). ———

export const formAttributes = z.object({
  volunteerCenterId: z.number().int(),
  organizationId: z.number().int().nullable(),
  title: z.string(),
  titleEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  accessPermission: z.enum(FORM_ACCESS_PERMISSIONS),
  status: z.enum(FORM_STATUSES),
  /** The address of an anonymous form: `/forms/{publicToken}` (owners only; null in a public answer). */
  publicToken: z.string().nullable(),
  /** Raised by every change to the questions. */
  version: z.number().int(),
  lockVersion: z.number().int(),
  submissionCount: z.number().int(),
  /** The current questions (GET /forms/{id} and the public reads; absent in lists). */
  definition: z.custom<FormDefinition>().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormAttributes = z.infer<typeof formAttributes>;

/**
 * A form as a visitor reads it to fill it in (GET /public_forms/{token}, GET /form_invitations/{token}): type `forms`,
 * no owner's details. The invitation's answer has `meta.invitation` (`InvitationMeta`).
 */
export const publicFormAttributes = z.object({
  title: z.string(),
  titleEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  accessPermission: z.enum(FORM_ACCESS_PERMISSIONS),
  status: z.enum(FORM_STATUSES),
  version: z.number().int(),
  definition: z.custom<FormDefinition>(),
});
export type PublicFormAttributes = z.infer<typeof publicFormAttributes>;

/** `meta.invitation` of GET /form_invitations/{token} (snake_case, as on the wire). */
export interface InvitationMeta {
  email: string;
  single_use: boolean;
  expires_at: string | null;
}

/**
 * `meta.columns` of GET /forms/{id}/form_submissions: every question ever answered (over the versions that have
 * submissions), in the newest version's order, with its newest text — the columns of the list and of the CSV.
 */
export interface AnswerColumnMeta {
  question_id: number;
  question_type: QuestionType;
  text: string;
  text_en: string | null;
  options: FormOption[];
}

export const formQuestionAttributes = z.object({
  formId: z.number().int(),
  position: z.number().int(),
  questionType: z.enum(QUESTION_TYPES),
  text: z.string(),
  textEn: z.string().nullable(),
  helpText: z.string().nullable(),
  helpTextEn: z.string().nullable(),
  required: z.boolean(),
  longAnswer: z.boolean(),
  options: z.custom<FormOption[]>(),
  condition: z.custom<FormCondition | null>(),
});
export type FormQuestionAttributes = z.infer<typeof formQuestionAttributes>;

export const formSubmissionAttributes = z.object({
  formId: z.number().int(),
  formVersion: z.number().int(),
  /** Keyed by question id. */
  answers: z.custom<FormAnswers>(),
  /** The questions as they were answered (GET /form_submissions/{id}; absent in lists). */
  definition: z.custom<FormDefinition>().optional(),
  submittedAt: z.string(),
  userId: z.number().int().nullable(),
  /** The invitation's address when sent through a personal link. */
  invitationEmail: z.string().nullable(),
  pageId: z.number().int().nullable(),
});
export type FormSubmissionAttributes = z.infer<typeof formSubmissionAttributes>;

export const formInvitationAttributes = z.object({
  formId: z.number().int(),
  email: z.string(),
  singleUse: z.boolean(),
  expiresAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FormInvitationAttributes = z.infer<typeof formInvitationAttributes>;

/** Why a personal link does not open its form (GET /form_invitations/{token}: 404 unknown, 410 the others). */
export const INVITATION_REFUSALS = ["unknown", "used", "expired", "closed"] as const;
export type InvitationRefusal = (typeof INVITATION_REFUSALS)[number];

// ——— Answers: one rule per question type. ———

/** YYYY-MM-DD that is a day of the calendar (2025-02-30 is not). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** HH:MM on a 24-hour clock. */
export const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** An address on the web: http or https, with a host. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * A phone number as people write it: Dutch (`06-12345678`, `020 123 4567`, `+31 6 12345678`, `+31 (0)6 …`) or
 * international (`+44 20 7946 0958`, `0044 …`): digits with spaces, dashes, dots and brackets; a Dutch number has 10
 * digits starting with 0, an international one a country code and 8 to 15 digits in all.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^[+0-9 ().-]{6,30}$/.test(value)) return false;
  if ((value.match(/\+/g) ?? []).length > 1 || (value.includes("+") && !value.startsWith("+"))) return false;
  const digits = value.replace(/\(0\)/g, "").replace(/[ ().-]/g, "");
  if (/^0[1-9]\d{8}$/.test(digits)) return true;
  return /^(\+|00)[1-9]\d{7,14}$/.test(digits);
}

/** A number as typed: `12`, `-3`, `2.5` or the Dutch `2,5`. */
export function parseNumber(value: string | number): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (!/^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(text)) return null;
  const n = Number(text.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

const TICKED = new Set(["true", "on", "1", "yes", "ja"]);
const UNTICKED = new Set(["false", "off", "0", "no", "nee", ""]);

/** Whether a raw answer leaves the question unanswered. */
export function isBlank(raw: unknown): boolean {
  if (raw === undefined || raw === null) return true;
  if (typeof raw === "string") return raw.trim() === "";
  if (Array.isArray(raw)) return raw.every(isBlank);
  return false;
}

export type AnswerCheck = { ok: true; value: AnswerValue | undefined } | { ok: false; message: string };

const bad = (key: string, params?: Record<string, unknown>): AnswerCheck => ({ ok: false, message: errorMessage(key, params) });

/**
 * One question's answer, as sent (a form field's text, a JSON value): normalised (`value`: what is stored; undefined
 * = not answered, nothing stored) or its message key. A required question must be answered (a checkbox ticked).
 */
export function checkAnswer(question: FormDefinitionQuestion, raw: unknown): AnswerCheck {
  if (question.question_type === "info_section") return { ok: true, value: undefined };
  if (question.question_type === "checkbox") {
    let ticked: boolean | null = null;
    if (raw === undefined || raw === null || raw === false) ticked = false;
    else if (raw === true) ticked = true;
    else if (typeof raw === "string" && TICKED.has(raw.trim().toLowerCase())) ticked = true;
    else if (typeof raw === "string" && UNTICKED.has(raw.trim().toLowerCase())) ticked = false;
    if (ticked === null) return bad("form-rules:answer.invalid");
    if (question.required && !ticked) return bad("form-rules:answer.mustTick");
    return { ok: true, value: ticked };
  }
  // A choice may come as a one-element list (a group of radios read as a list).
  const single = Array.isArray(raw) ? (raw.length <= 1 ? raw[0] : raw) : raw;
  if (isBlank(single)) return question.required ? bad("validation:required") : { ok: true, value: undefined };
  if (Array.isArray(single)) return bad("form-rules:answer.oneChoice");
  if (typeof single === "boolean" || (typeof single !== "string" && typeof single !== "number")) {
    return bad("form-rules:answer.invalid");
  }
  if (question.question_type === "number") {
    const n = parseNumber(single);
    return n === null ? bad("validation:number") : { ok: true, value: n };
  }
  if (typeof single !== "string") return bad("form-rules:answer.invalid");
  const text = question.question_type === "text" ? single : single.trim();
  switch (question.question_type) {
    case "text":
      if (text.length > FORM_LIMITS.textAnswer) return bad("validation:tooLong", { maximum: FORM_LIMITS.textAnswer });
      if (!question.long_answer && /[\r\n]/.test(text.trim()))
        return { ok: true, value: text.replace(/\s*[\r\n]+\s*/g, " ").trim() };
      return { ok: true, value: question.long_answer ? text.replace(/\r\n/g, "\n").trim() : text.trim() };
    case "multiple_choice":
      return question.options.some((o) => o.id === text) ? { ok: true, value: text } : bad("form-rules:answer.unknownOption");
    case "date":
      return isRealDate(text) ? { ok: true, value: text } : bad("form-rules:answer.date");
    case "time":
      return isTime(text) ? { ok: true, value: text } : bad("form-rules:answer.time");
    case "email": {
      if (text.length > 254) return bad("validation:tooLong", { maximum: 254 });
      const parsed = emailRule.safeParse(text);
      return parsed.success ? { ok: true, value: parsed.data } : bad("validation:email");
    }
    case "url":
      if (text.length > FORM_LIMITS.shortAnswer) return bad("validation:tooLong", { maximum: FORM_LIMITS.shortAnswer });
      return isWebUrl(text) ? { ok: true, value: text } : bad("form-rules:answer.url");
    case "phone":
      return isPhoneNumber(text) ? { ok: true, value: text.replace(/\s+/g, " ") } : bad("form-rules:answer.phone");
    default:
      return bad("form-rules:answer.invalid");
  }
}

// ——— Conditions, visibility and steps. ———

const ticked = (raw: unknown) =>
  raw === true || (typeof raw === "string" && TICKED.has(raw.trim().toLowerCase())) || (Array.isArray(raw) && raw.some(ticked));

const asTexts = (raw: unknown): string[] =>
  raw === undefined || raw === null
    ? []
    : Array.isArray(raw)
      ? raw.map((v) => String(v).trim())
      : [typeof raw === "number" ? String(raw) : String(raw).trim()];

/** Whether an answer (raw or normalised) meets a condition. */
export function conditionHolds(condition: FormCondition, answer: unknown): boolean {
  switch (condition.op) {
    case "checked":
      return ticked(answer);
    case "equals":
      return condition.value !== undefined && asTexts(answer).includes(condition.value.trim());
    case "one_of": {
      const wanted = new Set((condition.values ?? []).map((v) => v.trim()));
      return asTexts(answer).some((v) => wanted.has(v));
    }
  }
}

const byPosition = (a: FormDefinitionQuestion, b: FormDefinitionQuestion) => a.position - b.position || a.id - b.id;

/**
 * The questions a visitor sees with these answers, in order. A question with a condition is shown only when the
 * question it names is shown and its answer matches; a hidden section hides the questions of its step. A hidden
 * question is neither required nor stored.
 */
export function visibleQuestions(definition: Pick<FormDefinition, "questions">, answers: Record<string, unknown>) {
  const ordered = [...definition.questions].sort(byPosition);
  const shown = new Set<number>();
  const visible: FormDefinitionQuestion[] = [];
  let sectionShown = true;
  for (const question of ordered) {
    const own = question.condition
      ? shown.has(question.condition.question_id) &&
        conditionHolds(question.condition, answers[String(question.condition.question_id)])
      : true;
    if (question.question_type === "info_section") sectionShown = own;
    else if (!sectionShown) continue;
    if (!own) continue;
    shown.add(question.id);
    visible.push(question);
  }
  return visible;
}

export interface FormStep {
  /** The info_section that opens the step; null for the questions before the first section. */
  section: FormDefinitionQuestion | null;
  questions: FormDefinitionQuestion[];
}

/**
 * A form with info_section questions is shown in steps: one per section (the section and the questions after it);
 * questions before the first section are step 0. A form without sections is one step.
 */
export function formSteps(definition: Pick<FormDefinition, "questions">): FormStep[] {
  const steps: FormStep[] = [];
  for (const question of [...definition.questions].sort(byPosition)) {
    if (question.question_type === "info_section") steps.push({ section: question, questions: [] });
    else {
      if (steps.length === 0) steps.push({ section: null, questions: [] });
      (steps[steps.length - 1] as FormStep).questions.push(question);
    }
  }
  return steps.length ? steps : [{ section: null, questions: [] }];
}

/** Where an answer's error goes in a submission's body. */
export const answerPointer = (questionId: number | string) => `/data/attributes/answers/${questionId}`;

export type SubmissionCheck = { ok: true; answers: FormAnswers } | { ok: false; issues: z.ZodIssue[] };

/**
 * A submission's answers against the definition it is answered at: every visible question's answer checked and
 * normalised, hidden and unknown questions' answers dropped (not stored), or every failing answer as an issue whose
 * path is `answers/{questionId}` (the API's pointer `/data/attributes/answers/{questionId}`, `answerPointer`).
 * Conditions are evaluated on the normalised answers of the questions before them.
 */
export function checkSubmission(
  definition: Pick<FormDefinition, "questions">,
  rawAnswers: Record<string, unknown>,
): SubmissionCheck {
  const issues: z.ZodIssue[] = [];
  const answers: FormAnswers = {};
  // Visibility on the answers as sent; each shown question's answer checked in order.
  const normalised: Record<string, unknown> = {};
  for (const question of [...definition.questions].sort(byPosition)) {
    const key = String(question.id);
    const result = checkAnswer(question, rawAnswers[key]);
    normalised[key] = result.ok ? result.value : rawAnswers[key];
  }
  for (const question of visibleQuestions(definition, normalised)) {
    if (!isAnswerable(question.question_type)) continue;
    const key = String(question.id);
    const result = checkAnswer(question, rawAnswers[key]);
    if (!result.ok) {
      const code =
        result.message.startsWith("validation:required") || result.message.includes("mustTick") ? "required" : "invalid";
      issues.push({ code: z.ZodIssueCode.custom, path: ["answers", key], message: result.message, params: { code } });
    } else if (result.value !== undefined) {
      answers[key] = result.value;
    }
  }
  return issues.length ? { ok: false, issues } : { ok: true, answers };
}

/**
 * One question's rule as a zod schema (what a form field of the screens is checked with on blur, through Conform):
 * the raw value in, the stored answer out (undefined = not answered), the same message keys as the API.
 */
export function questionRule(question: FormDefinitionQuestion) {
  return z.unknown().transform((raw, ctx) => {
    const result = checkAnswer(question, raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
    return z.NEVER;
  });
}

/**
 * A whole submission's answers as a zod schema (the screens' form schema; the API runs `checkSubmission` itself):
 * raw answers keyed by question id in, the stored answers out; each issue's path is the question id, so a form finds
 * its field (`answers.<id>` in a form nested as the API's body is).
 */
export function answersSchema(definition: Pick<FormDefinition, "questions">) {
  return z.record(z.unknown()).transform((raw, ctx) => {
    const result = checkSubmission(definition, raw);
    if (result.ok) return result.answers;
    for (const issue of result.issues) ctx.addIssue({ ...issue, path: issue.path.slice(1) });
    return z.NEVER;
  });
}

// ——— The builder's rules across questions. ———

export interface DefinitionProblem {
  questionId: number;
  field: "condition" | "options";
  message: string;
  code: string;
}

/**
 * What makes a set of questions unusable: a choice question without options, or a condition that names a question
 * that is not earlier in the form, is an info_section, or (equals/one_of on a choice) an option it does not have.
 */
export function definitionProblems(questions: FormDefinitionQuestion[]): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const earlier = new Map<number, FormDefinitionQuestion>();
  for (const q of [...questions].sort(byPosition)) {
    if (CHOICE_TYPES.includes(q.question_type) && q.options.length === 0) {
      problems.push({
        questionId: q.id,
        field: "options",
        code: "options_required",
        message: "form-rules:builder.optionsRequired",
      });
    }
    const c = q.condition;
    if (c) {
      const target = earlier.get(c.question_id);
      if (!target) {
        problems.push({
          questionId: q.id,
          field: "condition",
          code: "condition_order",
          message: "form-rules:builder.conditionOrder",
        });
      } else if (target.question_type === "info_section") {
        problems.push({
          questionId: q.id,
          field: "condition",
          code: "condition_target",
          message: "form-rules:builder.conditionTarget",
        });
      } else if (c.op === "checked" && target.question_type !== "checkbox") {
        problems.push({
          questionId: q.id,
          field: "condition",
          code: "condition_op",
          message: "form-rules:builder.conditionChecked",
        });
      } else if (CHOICE_TYPES.includes(target.question_type) && c.op !== "checked") {
        const ids = new Set(target.options.map((o) => o.id));
        const named = c.op === "equals" ? [c.value ?? ""] : (c.values ?? []);
        if (named.some((v) => !ids.has(v))) {
          problems.push({
            questionId: q.id,
            field: "condition",
            code: "condition_option",
            message: "form-rules:builder.conditionOption",
          });
        }
      }
    }
    earlier.set(q.id, q);
  }
  return problems;
}

/** A form can be published once it has a question that takes an answer. */
export const hasAnswerableQuestion = (questions: Pick<FormDefinitionQuestion, "question_type">[]) =>
  questions.some((q) => isAnswerable(q.question_type));

/** The text of a question (or option) in a language: English where given, else the Dutch one. */
export const inLanguage = (nl: string, en: string | null | undefined, locale: string) =>
  locale.toLowerCase().startsWith("en") && en ? en : nl;

// ——— CSV export. ———

export type CsvSeparator = ";" | ",";
export const CSV_SEPARATORS: readonly CsvSeparator[] = [";", ","];

/** Excel opens UTF-8 with accents (é, ë, ĳ) only with a byte-order mark. */
export const CSV_BOM = "\uFEFF";

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, also after leading white space, or a tab or a
 * carriage return first) gets a `'` before it, so it is shown as text (OWASP CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^\s*[=+\-@]|^[\t\r]/.test(value) ? `'${value}` : value;
}

/** One cell: neutralised, and quoted when it holds the separator, a quote or a line break (quotes doubled). */
export function csvCell(value: string | number | boolean | null | undefined, separator: CsvSeparator): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? neutraliseCell(value) : String(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, CRLF-terminated (RFC 4180). */
export const csvRow = (cells: Array<string | number | boolean | null | undefined>, separator: CsvSeparator) =>
  `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;

/** An answer as a cell: a choice's label, a tick as yes/no words given by the caller, else the value. */
export function answerCell(
  question: Pick<FormDefinitionQuestion, "question_type" | "options"> | undefined,
  value: AnswerValue | undefined,
  words: { yes: string; no: string },
): string | number | null {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (question?.question_type === "multiple_choice") return question.options.find((o) => o.id === value)?.label ?? String(value);
  return value;
}
