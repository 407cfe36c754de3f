/**
 * Forms as the API reads and answers them (ADR 0061): who reaches which forms, a form's current questions as its
 * definition, the resources of forms, questions and submissions, and the columns of a form's answers over every
 * version that has submissions (the submissions list and the CSV).
 */
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { FormDefinition, FormDefinitionQuestion } from "../../contract/forms";
import { type Actor, MATRIX } from "../../contract/policy";
import { formQuestions, formSubmissions, forms, formVersions } from "../../db/schema";
import { resource } from "../jsonapi/serialize";
import { scope } from "../scope";
import type { ApiEnv } from "../types";

export type FormRow = typeof forms.$inferSelect;
export type QuestionRow = typeof formQuestions.$inferSelect;
export type SubmissionRow = typeof formSubmissions.$inferSelect;

/**
 * The forms of the request's centre an actor may manage (contract/policy.ts `forms.manage`), as a condition on
 * `forms`: every form for an admin, the centre's for its staff and content managers, their organisations' for an
 * organisation superuser; null = none.
 */
export function reachableForms(actor: Actor | null, centerId: number): SQL | undefined | null {
  if (!actor) return null;
  const row = MATRIX["forms.manage"];
  const organizations = new Set<number>();
  for (const { role, organizationId } of actor.roles) {
    const grant = row[role];
    if (grant === "tenant" || grant === "any") return undefined;
    if (grant === "centre" && actor.centerId === centerId) return undefined;
    if (grant === "org")
      for (const id of organizationId !== null ? [organizationId] : actor.organizationIds) organizations.add(id);
  }
  return organizations.size ? inArray(forms.organizationId, [...organizations]) : null;
}

/** The live (not removed) questions of a form, in their order. */
export async function loadQuestions(c: Context<ApiEnv>, formId: number): Promise<QuestionRow[]> {
  const s = scope(c);
  return s.db
    .select()
    .from(formQuestions)
    .where(s.where(formQuestions, eq(formQuestions.formId, formId), isNull(formQuestions.deletedAt)))
    .orderBy(asc(formQuestions.position), asc(formQuestions.id));
}

export const definitionQuestion = (q: QuestionRow): FormDefinitionQuestion => ({
  id: q.id,
  position: q.position,
  question_type: q.questionType,
  text: q.text,
  text_en: q.textEn,
  help_text: q.helpText,
  help_text_en: q.helpTextEn,
  required: q.required,
  long_answer: q.longAnswer,
  options: q.options ?? [],
  condition: q.condition ?? null,
});

/** The form's questions as a visitor answers them now (positions 0…n−1 in order). */
export const definitionOf = (form: Pick<FormRow, "version">, questions: QuestionRow[]): FormDefinition => ({
  version: form.version,
  questions: questions.map((q, i) => ({ ...definitionQuestion(q), position: i })),
});

/** A form for its owners; `definition` on a single form's answer. */
export function formResource(form: FormRow, submissionCount: number, definition?: FormDefinition) {
  return resource("forms", form.id, {
    volunteerCenterId: form.volunteerCenterId,
    organizationId: form.organizationId,
    title: form.title,
    titleEn: form.titleEn,
    description: form.description,
    descriptionEn: form.descriptionEn,
    accessPermission: form.accessPermission,
    status: form.status,
    publicToken: form.publicToken,
    version: form.version,
    lockVersion: form.lockVersion,
    submissionCount,
    ...(definition ? { definition } : {}),
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
  });
}

/** A form as a visitor reads it to fill it in (public address or invitation): no owner's details. */
export function publicFormResource(form: FormRow, definition: FormDefinition) {
  return resource("forms", form.id, {
    title: form.title,
    titleEn: form.titleEn,
    description: form.description,
    descriptionEn: form.descriptionEn,
    accessPermission: form.accessPermission,
    status: form.status,
    version: form.version,
    definition,
  });
}

export const questionResource = (q: QuestionRow) =>
  resource("form_questions", q.id, {
    formId: q.formId,
    position: q.position,
    questionType: q.questionType,
    text: q.text,
    textEn: q.textEn,
    helpText: q.helpText,
    helpTextEn: q.helpTextEn,
    required: q.required,
    longAnswer: q.longAnswer,
    options: q.options ?? [],
    condition: q.condition ?? null,
  });

export const submissionResource = (row: SubmissionRow, invitationEmail: string | null, definition?: FormDefinition) =>
  resource("form_submissions", row.id, {
    formId: row.formId,
    formVersion: row.formVersion,
    answers: row.answers,
    ...(definition ? { definition } : {}),
    submittedAt: row.submittedAt,
    userId: row.userId,
    invitationEmail,
    pageId: row.pageId,
  });

/** Submissions per form, for a list of forms (one query). */
export async function submissionCounts(c: Context<ApiEnv>, formIds: number[]): Promise<Map<number, number>> {
  if (formIds.length === 0) return new Map();
  const s = scope(c);
  const rows = await s.db
    .select({ formId: formSubmissions.formId, n: sql<number>`count(*)` })
    .from(formSubmissions)
    .where(s.where(formSubmissions, inArray(formSubmissions.formId, formIds)))
    .groupBy(formSubmissions.formId);
  return new Map(rows.map((r) => [r.formId, Number(r.n)]));
}

/** The stored versions of a form (those that have submissions), newest first. */
export async function storedVersions(c: Context<ApiEnv>, formId: number) {
  const s = scope(c);
  return s.db
    .select({ version: formVersions.version, definition: formVersions.definition })
    .from(formVersions)
    .where(s.where(formVersions, eq(formVersions.formId, formId)))
    .orderBy(desc(formVersions.version));
}

/** The definition a submission was answered against. */
export async function versionOf(c: Context<ApiEnv>, formId: number, version: number): Promise<FormDefinition | null> {
  const s = scope(c);
  const [row] = await s.db
    .select({ definition: formVersions.definition })
    .from(formVersions)
    .where(s.where(formVersions, and(eq(formVersions.formId, formId), eq(formVersions.version, version))))
    .limit(1);
  return row?.definition ?? null;
}

/** A column of the answers: a question answered in some version, with its latest text. */
export interface AnswerColumn {
  questionId: number;
  question: FormDefinitionQuestion;
}

/**
 * One column per question ever answered: the questions of every stored version, in the newest version's order, then
 * the questions only older versions had (newest first); each with its text in the newest version that has it.
 */
export function answerColumns(versions: Array<{ definition: FormDefinition }>): AnswerColumn[] {
  const columns: AnswerColumn[] = [];
  const seen = new Set<number>();
  for (const { definition } of versions) {
    for (const question of [...definition.questions].sort((a, b) => a.position - b.position)) {
      if (question.question_type === "info_section" || seen.has(question.id)) continue;
      seen.add(question.id);
      columns.push({ questionId: question.id, question });
    }
  }
  return columns;
}
