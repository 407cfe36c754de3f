/**
 * Who may build forms and read their submissions (contract/policy.ts `forms.manage`: an organisation superuser their
 * organisations' forms, content managers and centre superusers their centre's, admins the tenant's), as route
 * middleware that runs before the body is read. The form (question, submission) a path names is loaded here, in the
 * request's tenant and centre — another's id is 404 like an unknown one — and kept under its own context key.
 */
import { and, eq, isNull } from "drizzle-orm";
import { can, widestScope } from "../../../contract/policy";
import { formQuestions, formSubmissions, forms } from "../../../db/schema";
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";
import type { FormRow, QuestionRow, SubmissionRow } from "../../services/forms";

const PATH_FORM = defineContextKey<FormRow>("pathForm");
export const pathFormOf = PATH_FORM.get;
const PATH_QUESTION = defineContextKey<QuestionRow>("pathQuestion");
export const pathQuestionOf = PATH_QUESTION.get;
const PATH_SUBMISSION = defineContextKey<SubmissionRow>("pathSubmission");
export const pathSubmissionOf = PATH_SUBMISSION.get;

/**
 * The form's managers go on. Someone who manages other forms (an organisation superuser and another organisation's
 * or the centre's form) gets 404, as for a form that does not exist: it is not in their reach and they learn nothing
 * of it. Someone who manages no forms at all gets 403.
 */
function checkManages(c: Parameters<typeof actorOf>[0], form: FormRow) {
  const actor = actorOf(c);
  if (can(actor, "forms.manage", { centerId: form.volunteerCenterId, organizationId: form.organizationId })) return;
  throw widestScope(actor, "forms.manage") === null ? forbidden() : notFound();
}

const live = (s: ReturnType<typeof scope>) => and(eq(forms.volunteerCenterId, s.centerId()), isNull(forms.deletedAt));

/** The form with this path id in the request's centre, or 404; its managers go on, anyone else 403. */
export const managesPathForm = guard(async (c) => {
  requireUser(c);
  const s = scope(c);
  const [form] = await s.db
    .select()
    .from(forms)
    .where(s.where(forms, eq(forms.id, idParam(c)), live(s)))
    .limit(1);
  if (!form) throw notFound();
  checkManages(c, form);
  PATH_FORM.set(c, form);
});

/** A live question with this path id, of a form its actor manages (the form kept as the path's form too). */
export const managesPathQuestion = guard(async (c) => {
  requireUser(c);
  const s = scope(c);
  const [found] = await s.db
    .select({ question: formQuestions, form: forms })
    .from(formQuestions)
    .innerJoin(forms, eq(forms.id, formQuestions.formId))
    .where(s.where(forms, eq(formQuestions.id, idParam(c)), isNull(formQuestions.deletedAt), live(s)))
    .limit(1);
  if (!found) throw notFound();
  checkManages(c, found.form);
  PATH_FORM.set(c, found.form);
  PATH_QUESTION.set(c, found.question);
});

/** A submission with this path id, of a form its actor manages. */
export const managesPathSubmission = guard(async (c) => {
  requireUser(c);
  const s = scope(c);
  const [found] = await s.db
    .select({ submission: formSubmissions, form: forms })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(s.where(forms, eq(formSubmissions.id, idParam(c)), live(s)))
    .limit(1);
  if (!found) throw notFound();
  checkManages(c, found.form);
  PATH_FORM.set(c, found.form);
  PATH_SUBMISSION.set(c, found.submission);
});
