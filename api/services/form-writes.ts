/**
 * The builder's writes (ADR 0061): a form's settings and its questions. Every write is one D1 batch conditioned on the
 * form's `lock_version` as the builder read it, with the form's UPDATE last (raising `lock_version`, and `version` when
 * the questions change): a stale write changes nothing and answers 409 `stale`. Questions are renumbered 0…n−1 by one
 * statement whose places travel as one JSON parameter (D1 binds at most 100 parameters; ADR 0048). A removed
 * question is soft-deleted: its id stays resolvable for the answers given to it.
 */
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import {
  CHOICE_TYPES,
  definitionProblems,
  FORM_LIMITS,
  type FormCondition,
  type FormDefinitionQuestion,
  type FormOption,
  type QuestionType,
} from "../../contract/forms";
import { errorMessage } from "../../contract/messages";
import { randomBytes, toBase64Url } from "../../db/bytes";
import { forms } from "../../db/schema";
import { fieldError, JsonApiError } from "../jsonapi/errors";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { definitionQuestion, type FormRow, loadQuestions, type QuestionRow } from "./forms";
import { type Statement, writeBatch } from "./notification-mails";

export const LOCK_POINTER = "/data/attributes/lock_version";

export const stale = () =>
  new JsonApiError(409, [
    {
      ...fieldError(LOCK_POINTER, "stale", "The form was changed meanwhile: reload it and apply your changes again."),
      title: "Conflict",
      meta: { message: "form-rules:builder.stale" },
    },
  ]);

/** A field's 422: the English `detail` for API clients, the message key the screens show (`meta.message`). */
const problem = (pointer: string, code: string, detail: string, message: string) => ({
  ...fieldError(pointer, code, detail),
  meta: { message },
});

/** A form at the version the builder read, as an SQL condition. */
const atVersion = (formId: number, version: number) =>
  sql`exists (select 1 from forms where id = ${formId} and lock_version = ${version} and deleted_at is null)`;

/** Columns of `forms` a settings write may set. */
export type FormColumns = Partial<
  Pick<FormRow, "title" | "titleEn" | "description" | "descriptionEn" | "accessPermission" | "status">
>;

/**
 * The batch of a write: `statements` (each conditioned on the version), then the form's own UPDATE, which raises the
 * lock version (and the questions' version when `questionsChanged`). Returns the saved form and the statements' rows.
 */
export async function saveForm(
  c: Context<ApiEnv>,
  form: FormRow,
  version: number,
  columns: FormColumns,
  statements: Statement[] = [],
  questionsChanged = false,
) {
  const s = scope(c);
  const update = s.db
    .update(forms)
    .set({
      ...columns,
      lockVersion: sql`${forms.lockVersion} + 1`,
      ...(questionsChanged ? { version: sql`${forms.version} + 1` } : {}),
      updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    })
    .where(s.where(forms, eq(forms.id, form.id), eq(forms.lockVersion, version), sql`${forms.deletedAt} is null`))
    .returning();
  const results = await writeBatch(s.db, [...statements, update]);
  const saved = (results[results.length - 1] ?? [])[0];
  if (!saved) throw stale();
  const [row] = await s.db.select().from(forms).where(eq(forms.id, form.id)).limit(1);
  if (!row) throw stale();
  return { form: row, results };
}

/** Soft-deletes a form (its submissions stay, unreachable with it). */
export async function removeForm(c: Context<ApiEnv>, form: FormRow) {
  const s = scope(c);
  await s.db
    .update(forms)
    .set({ deletedAt: new Date().toISOString(), status: "closed", lockVersion: sql`${forms.lockVersion} + 1` })
    .where(s.where(forms, eq(forms.id, form.id)));
}

// ——— Questions ———

/** What a question write sends, in the stored shape (options with ids). */
export interface QuestionValues {
  questionType: QuestionType;
  text: string;
  textEn: string | null;
  helpText: string | null;
  helpTextEn: string | null;
  required: boolean;
  longAnswer: boolean;
  options: FormOption[];
  condition: FormCondition | null;
}

/** Options as stored: only a choice question has them; a new option gets an id no other option of it has. */
export function storedOptions(type: QuestionType, options: Array<{ id?: string; label: string; label_en?: string | null }>) {
  if (!CHOICE_TYPES.includes(type)) return [];
  const taken = new Set(options.map((o) => o.id).filter((id): id is string => id !== undefined));
  return options.map((o): FormOption => {
    let id = o.id;
    while (id === undefined || (o.id === undefined && taken.has(id)))
      id = `opt_${toBase64Url(randomBytes(6)).replace(/[^A-Za-z0-9]/g, "x")}`;
    taken.add(id);
    return { id, label: o.label, ...(o.label_en ? { label_en: o.label_en } : {}) };
  });
}

/**
 * The form's questions after a write must hold together (contract `definitionProblems`): a problem of the written
 * question is on its field (a move's on `position`); one the write causes elsewhere (another question's condition that names it) is on
 * `otherPointer`. Throws 422 with every problem.
 */
function checkTogether(questions: FormDefinitionQuestion[], writtenId: number | null, otherPointer: string, ownPointer?: string) {
  const problems = definitionProblems(questions);
  if (problems.length === 0) return;
  throw new JsonApiError(
    422,
    problems.map((p) =>
      p.questionId === writtenId
        ? problem(ownPointer ?? `/data/attributes/${p.field}`, p.code, `${p.field} is not valid.`, p.message)
        : problem(
            otherPointer,
            "referenced_by_condition",
            `The condition of question ${p.questionId} refers to this question.`,
            "form-rules:builder.conditionReferenced",
          ),
    ),
  );
}

/** Gives the questions `ids` the places 0…n−1 in this order, if the form is still at `version`. */
function renumber(form: FormRow, version: number, ids: number[]): Statement[] {
  if (ids.length === 0) return [];
  const pairs = JSON.stringify(ids.map((id, i) => [id, i]));
  return [
    sql`update form_questions set position =
        (select json_extract(value, '$[1]') from json_each(${pairs}) where json_extract(value, '$[0]') = form_questions.id)
      where form_id = ${form.id}
        and id in (select json_extract(value, '$[0]') from json_each(${pairs}))
        and ${atVersion(form.id, version)}`,
  ];
}

const NEW_ID = -1;

const asDefinition = (rows: QuestionRow[]) => rows.map((q, i) => ({ ...definitionQuestion(q), position: i }));

/** A new question at `position` (undefined or past the end = last). */
export async function addQuestion(c: Context<ApiEnv>, form: FormRow, version: number, values: QuestionValues, position?: number) {
  const s = scope(c);
  const current = await loadQuestions(c, form.id);
  if (current.length >= FORM_LIMITS.questions) {
    throw new JsonApiError(422, [
      problem(
        "/data",
        "too_many_questions",
        `A form has at most ${FORM_LIMITS.questions} questions.`,
        errorMessage("form-rules:builder.tooManyQuestions", { count: FORM_LIMITS.questions }),
      ),
    ]);
  }
  const at = Math.min(position ?? current.length, current.length);
  const draft: FormDefinitionQuestion = { id: NEW_ID, position: at, ...toDefinitionFields(values) };
  const definition = asDefinition(current);
  definition.splice(at, 0, draft);
  checkTogether(
    definition.map((q, i) => ({ ...q, position: i })),
    NEW_ID,
    "/data/attributes/position",
  );
  const insert = sql`insert into form_questions (tenant_id, form_id, position, question_type, text, text_en, help_text,
      help_text_en, required, long_answer, options, condition)
    select ${s.tenantId}, ${form.id}, ${at}, ${values.questionType}, ${values.text}, ${values.textEn}, ${values.helpText},
      ${values.helpTextEn}, ${values.required ? 1 : 0}, ${values.longAnswer ? 1 : 0}, ${JSON.stringify(values.options)},
      ${values.condition ? JSON.stringify(values.condition) : null}
    where ${atVersion(form.id, version)}
    returning id`;
  const shift = current.length
    ? [
        sql`update form_questions set position = position + 1
          where form_id = ${form.id} and deleted_at is null and position >= ${at} and ${atVersion(form.id, version)}`,
      ]
    : [];
  // Positions first made 0…n−1 (they are, after every write), then the new one takes `at`.
  const { form: saved, results } = await saveForm(
    c,
    form,
    version,
    {},
    [
      ...renumber(
        form,
        version,
        current.map((q) => q.id),
      ),
      ...shift,
      insert,
    ],
    true,
  );
  const id = Number((results[results.length - 2]?.[0] as { id: number } | undefined)?.id);
  const created = (await loadQuestions(c, form.id)).find((q) => q.id === id);
  if (!created) throw new Error("the added question was not found");
  return { form: saved, question: created };
}

function toDefinitionFields(values: QuestionValues) {
  return {
    question_type: values.questionType,
    text: values.text,
    text_en: values.textEn,
    help_text: values.helpText,
    help_text_en: values.helpTextEn,
    required: values.required,
    long_answer: values.longAnswer,
    options: values.options,
    condition: values.condition,
  };
}

/** Replaces a question's fields (all of them: the handler merges what was sent with what is stored). */
export async function editQuestion(
  c: Context<ApiEnv>,
  form: FormRow,
  version: number,
  question: QuestionRow,
  values: QuestionValues,
  otherPointer: string,
) {
  const current = await loadQuestions(c, form.id);
  const definition = asDefinition(current).map((q) => (q.id === question.id ? { ...q, ...toDefinitionFields(values) } : q));
  checkTogether(definition, question.id, otherPointer);
  const { form: saved } = await saveForm(
    c,
    form,
    version,
    {},
    [
      sql`update form_questions set question_type = ${values.questionType}, text = ${values.text}, text_en = ${values.textEn},
        help_text = ${values.helpText}, help_text_en = ${values.helpTextEn}, required = ${values.required ? 1 : 0},
        long_answer = ${values.longAnswer ? 1 : 0}, options = ${JSON.stringify(values.options)},
        condition = ${values.condition ? JSON.stringify(values.condition) : null},
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      where id = ${question.id} and form_id = ${form.id} and ${atVersion(form.id, version)}`,
    ],
    true,
  );
  const edited = (await loadQuestions(c, form.id)).find((q) => q.id === question.id);
  if (!edited) throw new Error("the edited question was not found");
  return { form: saved, question: edited };
}

/** Moves a question to `position` among the form's questions (past the end = last). */
export async function moveQuestion(c: Context<ApiEnv>, form: FormRow, version: number, question: QuestionRow, position: number) {
  const current = await loadQuestions(c, form.id);
  const order = current.filter((q) => q.id !== question.id);
  order.splice(Math.min(position, order.length), 0, question);
  checkTogether(asDefinition(order), question.id, "/data/attributes/position", "/data/attributes/position");
  const { form: saved } = await saveForm(
    c,
    form,
    version,
    {},
    renumber(
      form,
      version,
      order.map((q) => q.id),
    ),
    true,
  );
  const moved = (await loadQuestions(c, form.id)).find((q) => q.id === question.id);
  if (!moved) throw new Error("the moved question was not found");
  return { form: saved, question: moved };
}

/** Removes a question (soft); the others close up. A question another one's condition names stays (422). */
export async function removeQuestion(c: Context<ApiEnv>, form: FormRow, version: number, question: QuestionRow) {
  const current = await loadQuestions(c, form.id);
  const order = current.filter((q) => q.id !== question.id);
  checkTogether(asDefinition(order), question.id, "/data");
  const { form: saved } = await saveForm(
    c,
    form,
    version,
    {},
    [
      sql`update form_questions set deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        where id = ${question.id} and form_id = ${form.id} and ${atVersion(form.id, version)}`,
      ...renumber(
        form,
        version,
        order.map((q) => q.id),
      ),
    ],
    true,
  );
  return saved;
}
