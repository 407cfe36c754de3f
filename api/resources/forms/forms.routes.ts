/**
 * The form builder's API (ADR 0061). Per route: guards (401/403/404 before the body is read: forms.guards.ts), then
 * validators (the contract's bodies, forms.schemas.ts's queries), then the handler.
 *   /forms                              list (their managers' reach), create
 *   /forms/{id}                         show (with the current questions), change, remove
 *   /forms/{id}/form_questions          add a question
 *   /forms/{id}/form_submissions(.csv)  the answers, paged or as a streamed CSV
 *   /forms/{id}/form_invitations        invite by e-mail (token_holder forms), list the invitations
 *   /form_questions/{id}(/move)         change, move, remove a question
 *   /form_submissions                   fill in a form (anyone with its public or invitation token; a multipart
 *                                       post is refused before any route, api/middleware/body.ts)
 *   /form_submissions/{id}              one submission with the questions it answered
 *   /public_forms/{token}               a published anonymous form to fill in
 *   /form_invitations/{token}           the form of a personal link, or why it does not open
 */
import { Hono } from "hono";
import {
  FORM_INVITATION_RESOURCE_TYPES,
  FORM_QUESTION_RESOURCE_TYPES,
  FORM_RESOURCE_TYPES,
  FORM_SUBMISSION_RESOURCE_TYPES,
  formCreateInput,
  formInvitationCreateInput,
  formQuestionCreateInput,
  formQuestionMoveInput,
  formQuestionUpdateInput,
  formSubmissionCreateInput,
  formUpdateInput,
} from "../../../contract/forms";
import type { Limit } from "../../auth/rate-limit";
import { holdsSomewhere } from "../../middleware/guard";
import { honeypot } from "../../middleware/honeypot";
import { limitPerIp } from "../../middleware/rate-limit";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { createInvitations, listInvitations } from "./form-invitations.handlers";
import {
  createQuestionHandler,
  deleteQuestionHandler,
  moveQuestionHandler,
  updateQuestionHandler,
} from "./form-questions.handlers";
import {
  createSubmission,
  listSubmissions,
  showInvitation,
  showPublicForm,
  showSubmission,
  submissionsCsv,
} from "./form-submissions.handlers";
import { managesPathForm, managesPathQuestion, managesPathSubmission } from "./forms.guards";
import { createForm, deleteForm, listForms, showForm, updateForm } from "./forms.handlers";
import { LIST_FORMS_QUERY, LIST_SUBMISSIONS_QUERY } from "./forms.schemas";

/** Anonymous submissions per IP (like the other anonymous writes: applying, asking for help). */
export const FORM_SUBMISSIONS_PER_IP: Limit = { name: "form_submission:ip", max: 30, windowSeconds: 10 * 60 };

export const formRoutes = new Hono<ApiEnv>()
  .get("/", holdsSomewhere("forms.manage"), query(LIST_FORMS_QUERY), listForms)
  .post("/", holdsSomewhere("forms.manage"), body({ schema: formCreateInput, types: FORM_RESOURCE_TYPES }), createForm)
  .get("/:id", managesPathForm, showForm)
  .on(["PUT", "PATCH"], "/:id", managesPathForm, body({ schema: formUpdateInput, types: FORM_RESOURCE_TYPES }), updateForm)
  .delete("/:id", managesPathForm, deleteForm)
  .post(
    "/:id/form_questions",
    managesPathForm,
    body({ schema: formQuestionCreateInput, types: FORM_QUESTION_RESOURCE_TYPES }),
    createQuestionHandler,
  )
  .get("/:id/form_submissions.csv", managesPathForm, submissionsCsv)
  .get("/:id/form_submissions", managesPathForm, query(LIST_SUBMISSIONS_QUERY), listSubmissions)
  .get("/:id/form_invitations", managesPathForm, listInvitations)
  .post(
    "/:id/form_invitations",
    managesPathForm,
    body({ schema: formInvitationCreateInput, types: FORM_INVITATION_RESOURCE_TYPES }),
    createInvitations,
  );

export const formQuestionRoutes = new Hono<ApiEnv>()
  .on(
    ["PUT", "PATCH"],
    "/:id",
    managesPathQuestion,
    body({ schema: formQuestionUpdateInput, types: FORM_QUESTION_RESOURCE_TYPES }),
    updateQuestionHandler,
  )
  .delete("/:id", managesPathQuestion, deleteQuestionHandler)
  .post(
    "/:id/move",
    managesPathQuestion,
    body({ schema: formQuestionMoveInput, types: FORM_QUESTION_RESOURCE_TYPES }),
    moveQuestionHandler,
  );

export const formSubmissionRoutes = new Hono<ApiEnv>()
  .post(
    "/",
    body({ schema: formSubmissionCreateInput, types: FORM_SUBMISSION_RESOURCE_TYPES }),
    honeypot("website"),
    limitPerIp(FORM_SUBMISSIONS_PER_IP),
    createSubmission,
  )
  .get("/:id", managesPathSubmission, showSubmission);

export const publicFormRoutes = new Hono<ApiEnv>().get("/:token", showPublicForm);

export const formInvitationRoutes = new Hono<ApiEnv>().get("/:token", showInvitation);
