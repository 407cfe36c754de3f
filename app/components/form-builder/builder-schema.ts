/**
 * The form builder's form schemas (ADR 0061), made of the contract's own rules (contract/forms.ts; ADR 0040), and the
 * mappers to the API's inputs. A form's settings are camelCased like every attribute; a question's options and
 * condition are JSON values (ADR 0043), so their rows keep the keys as written (`options[2].label_en`,
 * `condition.question_id`): the API's pointers (`/data/attributes/options/2/label`) name those fields as they are.
 */
import { z } from "zod";
import {
  CHOICE_TYPES,
  conditionInput,
  FORM_LIMITS,
  type FormConditionInput,
  type FormCreateInput,
  type FormDefinitionQuestion,
  type FormInvitationCreateInput,
  type FormOptionInput,
  type FormQuestionUpdateInput,
  formCreateInput,
  formFields,
  formInvitationCreateInput,
  formQuestionCreateInput,
  formUpdateInput,
  optionsInput,
  type QuestionType,
  questionFields,
} from "../../../contract/forms";

// ——— A form's settings (/form_builder/new and the overview). ———

const settingsFields = {
  title: formFields.title,
  titleEn: formFields.title_en.optional(),
  description: formFields.description.optional(),
  descriptionEn: formFields.description_en.optional(),
  accessPermission: formFields.access_permission,
};

export const formAddSchema = z.object({
  ...settingsFields,
  // The organisation it belongs to: an organisation superuser's selected organisation; absent = a centre form.
  organizationId: formCreateInput.shape.organization_id,
});
export const formEditSchema = z.object({ ...settingsFields, lockVersion: formUpdateInput.shape.lock_version });

export type FormSettingsValue = z.output<typeof formAddSchema>;

/** The settings as the API's input: every field sent, emptied ones as null. */
export function formSettingsInput(value: Omit<FormSettingsValue, "organizationId">) {
  return {
    title: value.title,
    title_en: value.titleEn ?? null,
    description: value.description ?? null,
    description_en: value.descriptionEn ?? null,
    access_permission: value.accessPermission,
  } satisfies Omit<FormCreateInput, "organization_id">;
}

// ——— A question (its editor: /form_builder/{id}/questions/new and /form_builder/{id}/questions/{questionId}). ———

/** The contract's rule of one option row (the list's own rule counts the rows first: contract/forms.ts optionsInput). */
const contractOptionRow = (() => {
  // optionsInput = unknown ▸ count check ▸ pipe(array(row)) ▸ unique ids: the row is the pipe's array's element.
  const refined = optionsInput._def.schema as unknown as z.ZodPipeline<z.ZodTypeAny, z.ZodArray<z.ZodObject<z.ZodRawShape>>>;
  return refined._def.out.element;
})();
const optionRowShape = contractOptionRow.shape as {
  id: z.ZodTypeAny;
  label: z.ZodTypeAny;
  label_en: z.ZodTypeAny;
};

/** An option row as the form posts it: a new row has no id yet (the API gives it one). */
export const optionRowSchema = z.object({
  id: optionRowShape.id,
  label: optionRowShape.label,
  label_en: optionRowShape.label_en,
});
export const optionListSchema = z.array(optionRowSchema).max(FORM_LIMITS.options);

const conditionShape = conditionInput.innerType().shape;

/** The condition as three choices; none chosen = shown always. */
export const conditionFormSchema = z.object({
  question_id: conditionShape.question_id.optional(),
  op: conditionShape.op.optional(),
  value: conditionShape.value,
  values: conditionShape.values,
});

const questionFormFields = {
  questionType: questionFields.question_type,
  text: questionFields.text,
  textEn: questionFields.text_en.optional(),
  helpText: questionFields.help_text.optional(),
  helpTextEn: questionFields.help_text_en.optional(),
  required: questionFields.required.optional(),
  longAnswer: questionFields.long_answer.optional(),
  options: optionListSchema.optional(),
  condition: conditionFormSchema.optional(),
  lockVersion: formQuestionCreateInput.shape.lock_version,
};

export const questionAddSchema = z.object({ ...questionFormFields, position: formQuestionCreateInput.shape.position });
export const questionEditSchema = z.object(questionFormFields);
export type QuestionFormValue = z.output<typeof questionEditSchema>;

/** The fields of the question forms an API pointer may name (the condition as a whole too: its own 422s). */
export const QUESTION_ERROR_FIELDS_EXTRA = ["condition"] as const;

export const isChoiceType = (type: QuestionType | string) => (CHOICE_TYPES as readonly string[]).includes(type);

/** The earlier question a condition may name: a question that takes an answer, placed before this one. */
export type ConditionTarget = Pick<FormDefinitionQuestion, "id" | "question_type" | "text" | "options">;

/**
 * The condition as the API takes it: none without a question; the operation the target's type allows (a checkbox
 * is "checked", a choice "equals" one option or "one of" several, any other answer "equals" a text).
 */
export function conditionFromForm(
  condition: z.output<typeof conditionFormSchema> | undefined,
  targets: readonly ConditionTarget[],
): FormConditionInput | null {
  if (!condition?.question_id) return null;
  const target = targets.find((q) => q.id === condition.question_id);
  const type = target?.question_type;
  if (type === "checkbox") return { question_id: condition.question_id, op: "checked" };
  if (type !== undefined && isChoiceType(type) && condition.op === "one_of") {
    return { question_id: condition.question_id, op: "one_of", values: condition.values ?? [] };
  }
  if (condition.op === "one_of" && type === undefined) {
    return { question_id: condition.question_id, op: "one_of", values: condition.values ?? [] };
  }
  return { question_id: condition.question_id, op: "equals", value: condition.value ?? "" };
}

/** The question's fields as the API's input (every field sent; options only for a choice question). */
export function questionInput(
  value: QuestionFormValue,
  targets: readonly ConditionTarget[],
): Required<Omit<FormQuestionUpdateInput, "lock_version">> {
  const options: FormOptionInput[] = isChoiceType(value.questionType)
    ? (value.options ?? []).map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        label: o.label,
        label_en: o.label_en ?? null,
      }))
    : [];
  return {
    question_type: value.questionType,
    text: value.text,
    text_en: value.textEn ?? null,
    help_text: value.helpText ?? null,
    help_text_en: value.helpTextEn ?? null,
    required: value.questionType === "info_section" ? false : (value.required ?? false),
    long_answer: value.questionType === "text" ? (value.longAnswer ?? false) : false,
    options,
    condition: conditionFromForm(value.condition, targets),
  };
}

/** A stored question as the editor's default value (conform's strings; options and condition as written). */
export function questionDefaults(question: FormDefinitionQuestion, lockVersion: number) {
  const c = question.condition;
  return {
    questionType: question.question_type,
    text: question.text,
    textEn: question.text_en ?? "",
    helpText: question.help_text ?? "",
    helpTextEn: question.help_text_en ?? "",
    required: question.required ? "on" : "",
    longAnswer: question.long_answer ? "on" : "",
    options: question.options.map((o) => ({ id: o.id, label: o.label, label_en: o.label_en ?? "" })),
    condition: c
      ? { question_id: String(c.question_id), op: c.op, value: c.value ?? "", values: c.values ?? [] }
      : { question_id: "", op: "", value: "", values: [] },
    lockVersion: String(lockVersion),
  };
}

// ——— Invitations (the overview of a by-invitation form). ———

/** "a@x.nl\n b@y.nl ,," → ["a@x.nl", "b@y.nl"]: one address a line (commas and semicolons too). */
const addressList = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(/[\n\r,;]+/)
        .map((a) => a.trim())
        .filter(Boolean)
    : (value ?? []);

export const invitationSchema = z.object({
  emails: z.preprocess(addressList, formInvitationCreateInput.shape.emails),
  // Two radio buttons: "single" (one answer) or "reusable" (until the date).
  singleUse: z.preprocess(
    (v) => (v === "single" ? true : v === "reusable" ? false : v),
    formInvitationCreateInput.shape.single_use,
  ),
  expiresAt: formInvitationCreateInput.shape.expires_at,
});
export type InvitationValue = z.output<typeof invitationSchema>;

/** Single use, or reusable until the date (the last day it works); a single-use link may expire too. */
export function invitationInput(value: InvitationValue): FormInvitationCreateInput {
  return { emails: value.emails, single_use: value.singleUse, expires_at: value.expiresAt ?? null };
}
