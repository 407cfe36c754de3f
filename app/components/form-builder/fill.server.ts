/**
 * The server half of filling in a form (ADR 0061), shared by `/forms/{token}` and the BuilderForm block of a page:
 * read the form by its public address or a personal invitation link, and handle a post — back and next between
 * steps, submit to the API — answering the form again (its step, its answers, the errors on their fields through the
 * one error mapper) or that it was sent.
 */

import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ApiClient } from "~/utils/api.server";
import { ApiError } from "~/utils/api.server";
import { getOne, sendOne } from "~/utils/api-resources.server";
import { formErrorsFromApi, isFormApiError } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import { validationErrorMap } from "~/utils/validation";
import {
  type FormAttributes,
  type FormDefinition,
  formSteps,
  INVITATION_REFUSALS,
  type InvitationRefusal,
} from "../../../contract/forms";
import {
  answerAliases,
  answerField,
  type FillIntent,
  fillSchema,
  parseShown,
  questionOfField,
  type RawAnswers,
  rawAnswersOf,
  shownSteps,
  visibleIds,
} from "./fill-schema";

/** A form as a visitor fills it in. */
export interface FillableForm {
  id: string;
  /** The public address's token or the personal link's. */
  token: string;
  via: "public" | "invitation";
  title: string;
  titleEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  definition: FormDefinition;
  /** The address a personal link was sent to. */
  invitationEmail?: string;
}

type PublicAttributes = Pick<FormAttributes, "title" | "titleEn" | "description" | "descriptionEn" | "definition">;

const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

function fillable(
  resource: { id: string } & PublicAttributes,
  token: string,
  via: FillableForm["via"],
  email?: string,
): FillableForm {
  return {
    id: resource.id,
    token,
    via,
    title: resource.title,
    titleEn: resource.titleEn,
    description: resource.description,
    descriptionEn: resource.descriptionEn,
    definition: resource.definition ?? { version: 0, questions: [] },
    ...(email ? { invitationEmail: email } : {}),
  };
}

const refusalOf = (error: ApiError): InvitationRefusal => {
  const reason = (error.errors[0]?.meta as { reason?: unknown } | undefined)?.reason;
  return (INVITATION_REFUSALS as readonly unknown[]).includes(reason) ? (reason as InvitationRefusal) : "unknown";
};

/**
 * The form behind a token: a published public form's address, else a personal invitation link; or why it does not
 * open (unknown, used, expired, closed) — a page to show, never an error page.
 */
export async function loadFillable(
  api: Pick<ApiClient, "get">,
  token: string,
  { publicOnly = false } = {},
): Promise<{ form: FillableForm } | { refusal: InvitationRefusal }> {
  if (!TOKEN.test(token)) return { refusal: "unknown" };
  const path = encodeURIComponent(token);
  try {
    const { data } = await getOne<PublicAttributes>(api, `/api/v1/public_forms/${path}`, { errors: "throw" });
    return { form: fillable(data, token, "public") };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    // A closed public form says so; an unknown public token may still be a personal link.
    if (refusalOf(error) === "closed") return { refusal: "closed" };
    if (publicOnly) return { refusal: "unknown" };
  }
  try {
    const response = await getOne<PublicAttributes>(api, `/api/v1/form_invitations/${path}`, { errors: "throw" });
    const invitation = (response.meta as { invitation?: { email?: string } } | undefined)?.invitation;
    return { form: fillable(response.data, token, "invitation", invitation?.email) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return { refusal: refusalOf(error) };
    throw error;
  }
}

/** What a fill form shows after a post that did not send it. */
export interface FillState {
  /** The step shown (an index into `formSteps`). */
  step: number;
  /** The answers so far, as typed. */
  answers: RawAnswers;
  reply: SubmissionResult<string[]>;
  /** The block the post came from (a page with several BuilderForm blocks). */
  block?: string;
}

export type FillOutcome = { kind: "sent"; submissionId: string } | { kind: "form"; state: FillState };

/** The step that holds a question. */
function stepOf(definition: FormDefinition, questionId: number): number {
  return Math.max(
    0,
    formSteps(definition).findIndex((s) => s.section?.id === questionId || s.questions.some((q) => q.id === questionId)),
  );
}

/**
 * A post of a fill form. `back`/`next` move between the steps that have something to show (next only when the
 * step's answers pass); `submit` sends the answers to the API, whose 422 pointers land on their fields. A question a
 * post's answers revealed (JavaScript off) is shown first, on its step, before anything is sent.
 */
export async function fillAction(
  api: ApiClient,
  formData: FormData,
  form: FillableForm,
  options: { pageId?: number; block?: string } = {},
): Promise<FillOutcome> {
  const { definition } = form;
  const submission = parseWithZod(formData, { schema: fillSchema(definition), errorMap: validationErrorMap });
  const answers = rawAnswersOf(formData, definition);
  const intent = (String(formData.get("intent") ?? "submit") as FillIntent) || "submit";
  const steps = shownSteps(definition, answers);
  const posted = Math.max(0, Number(formData.get("step")) || 0);
  const state = (step: number, reply: SubmissionResult<string[]>): FillOutcome => ({
    kind: "form",
    state: { step, answers, reply, ...(options.block ? { block: options.block } : {}) },
  });
  if (submission.status !== "success") {
    const first = Object.keys(submission.error ?? {})
      .map(questionOfField)
      .find((id) => id !== null);
    return state(first ? stepOf(definition, first) : posted, submission.reply());
  }
  // Questions this post's answers revealed that the page did not show: shown first, nothing sent or moved past.
  const shown = parseShown(String(formData.get("shown") ?? ""));
  if (shown && intent !== "back") {
    const inStep = new Set((formSteps(definition)[posted]?.questions ?? []).map((q) => q.id));
    const revealed = [...visibleIds(definition, answers)].filter(
      (id) => !shown.has(id) && (intent === "submit" || inStep.has(id)),
    );
    if (revealed.length) return state(stepOf(definition, revealed[0] as number), submission.reply());
  }
  if (intent === "back") return state(steps.filter((s) => s < posted).at(-1) ?? 0, submission.reply());
  if (intent === "next") {
    const next = steps.find((s) => s > posted);
    return state(next ?? posted, submission.reply());
  }
  try {
    const { data } = await sendOne(api).post("/api/v1/form_submissions", {
      body: {
        data: {
          type: "form_submissions",
          attributes: {
            ...(form.via === "public" ? { public_token: form.token } : { invitation_token: form.token }),
            answers,
            ...(options.pageId ? { page_id: options.pageId } : {}),
          },
        },
      },
      errors: "throw",
    });
    return { kind: "sent", submissionId: data.id };
  } catch (error) {
    if (!isFormApiError(error)) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
        // The form closed or the link was used meanwhile: said on the form, the answers kept.
        return state(posted, submission.reply({ formErrors: [`form-rules:invitation.${refusalOf(error)}`] }));
      }
      if (error instanceof ApiError) throw routeError(Math.max(error.status, 500), "error");
      throw error;
    }
    const fields = definition.questions.map((q) => answerField(q.id));
    const { formErrors, fieldErrors } = formErrorsFromApi(error, fields, answerAliases(definition));
    const first = Object.keys(fieldErrors)
      .map(questionOfField)
      .find((id) => id !== null);
    const step = first ? stepOf(definition, first) : posted;
    return state(step, submission.reply({ formErrors, fieldErrors }));
  }
}

/** A page block's form (BuilderForm): a published public form by its address, or null (the block says it is not open). */
export async function loadBlockForm(api: Pick<ApiClient, "get">, token: string): Promise<FillableForm | null> {
  const found = await loadFillable(api, token, { publicOnly: true });
  return "form" in found ? found.form : null;
}
