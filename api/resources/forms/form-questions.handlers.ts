/**
 * The questions of a form: POST /forms/{id}/form_questions, PATCH and DELETE /form_questions/{id}, POST
 * /form_questions/{id}/move. Each is a write of the form (api/services/form-writes.ts): conditioned on the form's
 * `lock_version`, raising its `version`; each answers the question (or nothing, for a removal) with the form's new
 * versions in `meta.form_lock_version` and `meta.form_version`, so the builder can go on without reading the form.
 */
import type { Context } from "hono";
import type { z } from "zod";
import type { formQuestionCreateInput, formQuestionMoveInput, formQuestionUpdateInput } from "../../../contract/forms";
import { toDocument } from "../../jsonapi/serialize";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import {
  addQuestion,
  editQuestion,
  moveQuestion,
  type QuestionValues,
  removeQuestion,
  storedOptions,
} from "../../services/form-writes";
import { type FormRow, type QuestionRow, questionResource } from "../../services/forms";
import type { ApiEnv, Validated } from "../../types";
import { pathFormOf, pathQuestionOf } from "./forms.guards";

type Create = ValidBody<z.output<typeof formQuestionCreateInput>>;
type Update = ValidBody<z.output<typeof formQuestionUpdateInput>>;
type Move = ValidBody<z.output<typeof formQuestionMoveInput>>;

const respond = (c: Context<ApiEnv>, form: FormRow, question: QuestionRow | null, status: 200 | 201 = 200) =>
  jsonApi(
    c,
    {
      ...toDocument({ data: question ? questionResource(question) : null }),
      meta: { form_lock_version: form.lockVersion, form_version: form.version },
    },
    status,
  );

export async function createQuestionHandler(c: Validated<{ json: Create }>) {
  const { data } = c.req.valid("json");
  const values: QuestionValues = {
    questionType: data.question_type,
    text: data.text,
    textEn: data.text_en ?? null,
    helpText: data.help_text ?? null,
    helpTextEn: data.help_text_en ?? null,
    required: data.question_type === "info_section" ? false : data.required,
    longAnswer: data.question_type === "text" ? data.long_answer : false,
    options: storedOptions(data.question_type, data.options ?? []),
    condition: data.condition ?? null,
  };
  const { form, question } = await addQuestion(c, pathFormOf(c), data.lock_version, values, data.position);
  return respond(c, form, question, 201);
}

export async function updateQuestionHandler(c: Validated<{ json: Update }>) {
  const { data } = c.req.valid("json");
  const stored = pathQuestionOf(c);
  const type = data.question_type ?? stored.questionType;
  const values: QuestionValues = {
    questionType: type,
    text: data.text ?? stored.text,
    textEn: data.text_en !== undefined ? data.text_en : stored.textEn,
    helpText: data.help_text !== undefined ? data.help_text : stored.helpText,
    helpTextEn: data.help_text_en !== undefined ? data.help_text_en : stored.helpTextEn,
    required: type === "info_section" ? false : (data.required ?? stored.required),
    longAnswer: type === "text" ? (data.long_answer ?? stored.longAnswer) : false,
    options: storedOptions(type, data.options ?? stored.options ?? []),
    condition: data.condition !== undefined ? data.condition : (stored.condition ?? null),
  };
  // What another question's condition could lose by this change: its options, else its type.
  const other = data.options !== undefined ? "/data/attributes/options" : "/data/attributes/question_type";
  const { form, question } = await editQuestion(c, pathFormOf(c), data.lock_version, stored, values, other);
  return respond(c, form, question);
}

export async function moveQuestionHandler(c: Validated<{ json: Move }>) {
  const { data } = c.req.valid("json");
  const { form, question } = await moveQuestion(c, pathFormOf(c), data.lock_version, pathQuestionOf(c), data.position);
  return respond(c, form, question);
}

/** A removal acts on the form as the guard read it (no version sent). */
export async function deleteQuestionHandler(c: Context<ApiEnv>) {
  const form = pathFormOf(c);
  const saved = await removeQuestion(c, form, form.lockVersion, pathQuestionOf(c));
  return respond(c, saved, null);
}
