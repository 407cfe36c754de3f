/**
 * Server side of a question's editor (ADR 0061): the form and its questions as read, the earlier questions a
 * condition may name, and the one send of the editor's form to the API (POST a new question at its place, PATCH an
 * existing one), at the form's version, with the API's pointers put on the editor's fields.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sendOne } from "~/utils/api-resources.server";
import { schemaFieldPatterns, submitForm } from "~/utils/forms.server";
import { type FormDefinitionQuestion, type FormQuestionAttributes, isAnswerable } from "../../../contract/forms";
import { formIdOf, loadForm, requireFormManager } from "./builder.server";
import {
  type ConditionTarget,
  QUESTION_ERROR_FIELDS_EXTRA,
  questionAddSchema,
  questionEditSchema,
  questionInput,
} from "./builder-schema";

/** The form (404 for an unknown or another centre's) with its questions, for one of its managers. */
export async function loadBuilderForm(context: AppLoadContext, request: Request, id: string | undefined) {
  await requireFormManager(context, request);
  const form = await loadForm(context, formIdOf(id));
  return { form, questions: form.definition.questions };
}

/** The questions a condition may name: those that take an answer, before `index` (this question's place). */
export function conditionTargets(questions: readonly FormDefinitionQuestion[], index: number): ConditionTarget[] {
  return questions
    .slice(0, Math.max(0, index))
    .filter((q) => isAnswerable(q.question_type))
    .map((q) => ({ id: q.id, question_type: q.question_type, text: q.text, options: q.options }));
}

const fieldsOf = (schema: typeof questionAddSchema | typeof questionEditSchema) => [
  ...schemaFieldPatterns(schema),
  ...QUESTION_ERROR_FIELDS_EXTRA,
];

/** POST /api/v1/forms/{id}/form_questions: the editor's new question at its place. */
export function addQuestion(context: AppLoadContext, formData: FormData, formId: string, targets: ConditionTarget[]) {
  return submitForm(
    formData,
    questionAddSchema,
    (value) =>
      sendOne<FormQuestionAttributes>(context.api).post(`/api/v1/forms/${encodeURIComponent(formId)}/form_questions`, {
        body: {
          data: {
            type: "form_questions",
            attributes: { ...questionInput(value, targets), position: value.position, lock_version: value.lockVersion },
          },
        },
        errors: "throw",
      }),
    { fields: fieldsOf(questionAddSchema) },
  );
}

/** PATCH /api/v1/form_questions/{id}: every field of the editor, at the form's version. */
export function editQuestion(context: AppLoadContext, formData: FormData, questionId: string, targets: ConditionTarget[]) {
  return submitForm(
    formData,
    questionEditSchema,
    (value) =>
      sendOne<FormQuestionAttributes>(context.api).patch(`/api/v1/form_questions/${encodeURIComponent(questionId)}`, {
        body: {
          data: {
            type: "form_questions",
            id: questionId,
            attributes: { ...questionInput(value, targets), lock_version: value.lockVersion },
          },
        },
        errors: "throw",
      }),
    { fields: fieldsOf(questionEditSchema) },
  );
}
