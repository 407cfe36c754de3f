/**
 * Submissions: filled in by visitors (POST /form_submissions, by a public or an invitation token), read by the form's
 * managers (the list, one with the questions it answered, the CSV export), and the two ways a visitor reads a form to
 * fill it (GET /public_forms/{token}, GET /form_invitations/{token}).
 */
import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { ZodError, type z } from "zod";
import { formatSortableTimestamp } from "../../../contract/dates";
import {
  answerCell,
  type CsvSeparator,
  checkSubmission,
  csvRow,
  type formSubmissionCreateInput,
  inLanguage,
} from "../../../contract/forms";
import { formSubmissions, formTokens } from "../../../db/schema";
import en from "../../../locales/en/form-rules.json";
import nl from "../../../locales/nl/form-rules.json";
import { badParameter, validationError } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, toDocument } from "../../jsonapi/serialize";
import { requestLocale } from "../../mail";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { listWithCount, scope } from "../../scope";
import { csvResponse, csvStream } from "../../services/csv-stream";
import {
  checkPage,
  formByInvitation,
  formByPublicToken,
  refused,
  storeSubmission,
  type TokenRow,
} from "../../services/form-submissions";
import {
  answerColumns,
  definitionOf,
  loadQuestions,
  publicFormResource,
  storedVersions,
  submissionResource,
  versionOf,
} from "../../services/forms";
import type { ApiEnv, Validated } from "../../types";
import { pathFormOf, pathSubmissionOf } from "./forms.guards";
import { CSV_QUERY } from "./forms.schemas";

type Create = ValidBody<z.output<typeof formSubmissionCreateInput>>;
type ListQuery = ParsedQuery<Record<string, never>>;

/** The invitation addresses of submissions by their token ids. */
async function invitationEmails(c: Context<ApiEnv>, tokenIds: number[]) {
  if (tokenIds.length === 0) return new Map<number, string>();
  const s = scope(c);
  const rows = await s.db
    .select({ id: formTokens.id, email: formTokens.email })
    .from(formTokens)
    .where(s.where(formTokens, inArray(formTokens.id, tokenIds)));
  return new Map(rows.map((r) => [r.id, r.email]));
}

const tokenIdsOf = (rows: Array<{ formTokenId: number | null }>) => [
  ...new Set(rows.map((r) => r.formTokenId).filter((id): id is number => id !== null)),
];

/** GET /forms/{id}/form_submissions: newest first, with `meta.columns` (every question ever answered, latest text). */
export async function listSubmissions(c: Validated<{ query: ListQuery }>) {
  const { page } = c.req.valid("query");
  const form = pathFormOf(c);
  const s = scope(c);
  const where = s.where(formSubmissions, eq(formSubmissions.formId, form.id));
  const [[rows, total], versions] = await Promise.all([
    listWithCount(
      s.db,
      s.db
        .select()
        .from(formSubmissions)
        .where(where)
        .orderBy(desc(formSubmissions.id))
        .limit(page.size)
        .offset((page.number - 1) * page.size),
      formSubmissions,
      where,
    ),
    storedVersions(c, form.id),
  ]);
  const emails = await invitationEmails(c, tokenIdsOf(rows));
  const { links, meta } = paginate(new URL(c.req.url), page, total);
  const columns = answerColumns(versions).map(({ question }) => ({
    question_id: question.id,
    question_type: question.question_type,
    text: question.text,
    text_en: question.text_en,
    options: question.options,
  }));
  return jsonApi(c, {
    ...toDocument({ data: rows.map((r) => submissionResource(r, r.formTokenId ? (emails.get(r.formTokenId) ?? null) : null)) }),
    links,
    meta: { ...meta, columns },
  });
}

/** GET /form_submissions/{id}: with the questions as they were answered (`definition`). */
export async function showSubmission(c: Context<ApiEnv>) {
  const row = pathSubmissionOf(c);
  const [definition, emails] = await Promise.all([
    versionOf(c, row.formId, row.formVersion),
    invitationEmails(c, tokenIdsOf([row])),
  ]);
  const email = row.formTokenId ? (emails.get(row.formTokenId) ?? null) : null;
  return jsonApi(c, toDocument({ data: submissionResource(row, email, definition ?? undefined) }));
}

const CSV_PAGE = 200;

/**
 * GET /forms/{id}/form_submissions.csv?separator=;|, — streamed: a ReadableStream that reads the submissions
 * CSV_PAGE at a time (by id) as the client takes them. UTF-8 with a BOM (Excel), one column per question ever
 * answered, header = the question's latest text, every text cell neutralised against formulas.
 */
export async function submissionsCsv(c: Context<ApiEnv>) {
  const url = new URL(c.req.url);
  const parsed = CSV_QUERY.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badParameter(String(issue?.path[0] ?? "separator"), "separator must be ; or , (locale nl or en).");
  }
  const separator: CsvSeparator = parsed.data.separator;
  const locale = parsed.data.locale ?? requestLocale(c);
  const words = locale === "en" ? en.csv : nl.csv;
  const form = pathFormOf(c);
  const s = scope(c);
  const columns = answerColumns(await storedVersions(c, form.id));
  const withInvitation = form.accessPermission === "token_holder";
  const header = csvRow(
    [
      words.submission,
      words.submittedAt,
      ...(withInvitation ? [words.invitation] : []),
      ...columns.map(({ question }) => inLanguage(question.text, question.text_en, locale)),
    ],
    separator,
  );
  let after = 0;
  const stream = csvStream(header, async () => {
    const rows = await s.db
      .select()
      .from(formSubmissions)
      .where(s.where(formSubmissions, and(eq(formSubmissions.formId, form.id), gt(formSubmissions.id, after))))
      .orderBy(asc(formSubmissions.id))
      .limit(CSV_PAGE);
    if (rows.length === 0) return null;
    after = rows[rows.length - 1]?.id ?? after;
    const emails = withInvitation ? await invitationEmails(c, tokenIdsOf(rows)) : new Map<number, string>();
    return rows
      .map((row) =>
        csvRow(
          [
            row.id,
            formatSortableTimestamp(row.submittedAt),
            ...(withInvitation ? [row.formTokenId ? (emails.get(row.formTokenId) ?? "") : ""] : []),
            ...columns.map(({ questionId, question }) => answerCell(question, row.answers[String(questionId)], words)),
          ],
          separator,
        ),
      )
      .join("");
  });
  return csvResponse(stream, `formulier-${form.id}-antwoorden.csv`);
}

/** GET /public_forms/{token}: a published anonymous form to fill in; 404 otherwise (`meta.reason`: unknown, closed). */
export async function showPublicForm(c: Context<ApiEnv>) {
  const found = await formByPublicToken(c, c.req.param("token") ?? "");
  if ("refusal" in found) throw refused(found.refusal, undefined, true);
  const questions = await loadQuestions(c, found.form.id);
  return jsonApi(c, toDocument({ data: publicFormResource(found.form, definitionOf(found.form, questions)) }));
}

/** GET /form_invitations/{token}: the form of a personal link, or 404 unknown / 410 used, expired, closed. */
export async function showInvitation(c: Context<ApiEnv>) {
  const found = await formByInvitation(c, c.req.param("token") ?? "");
  if ("refusal" in found) throw refused(found.refusal);
  const questions = await loadQuestions(c, found.form.id);
  return jsonApi(c, {
    ...toDocument({ data: publicFormResource(found.form, definitionOf(found.form, questions)) }),
    meta: {
      invitation: { email: found.token.email, single_use: found.token.singleUse, expires_at: found.token.expiresAt },
    },
  });
}

/** POST /form_submissions: checked against the form as it is now, stored whole or not at all. */
export async function createSubmission(c: Validated<{ json: Create }>) {
  const { data } = c.req.valid("json");
  const found = data.public_token
    ? await formByPublicToken(c, data.public_token)
    : await formByInvitation(c, data.invitation_token ?? "");
  if ("refusal" in found) {
    throw refused(found.refusal, data.public_token ? "/data/attributes/public_token" : "/data/attributes/invitation_token");
  }
  const { form } = found;
  const token = "token" in found ? (found.token as TokenRow) : null;
  const definition = definitionOf(form, await loadQuestions(c, form.id));
  const checked = checkSubmission(definition, data.answers);
  if (!checked.ok) throw validationError(new ZodError(checked.issues));
  if (data.page_id) await checkPage(c, form, data.page_id);
  const id = await storeSubmission(c, {
    form,
    definition,
    answers: checked.answers,
    token,
    userId: c.get("currentUser")?.user.id ?? null,
    pageId: data.page_id ?? null,
  });
  const s = scope(c);
  const [row] = await s.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
  if (!row) throw new Error("the submission was not stored");
  return jsonApi(c, toDocument({ data: submissionResource(row, token?.email ?? null) }), 201);
}
