/**
 * The actions of an application's page ($id._index.tsx), one per submit button's `intent`: accept and reject
 * (PATCH /api/v1/applications/{id} `{ status }`; the API e-mails the applicant and moves the waitlist) and add an
 * internal note (POST /api/v1/internal_notes with the form's idempotency key, so a second click stores one note;
 * its errors on the note field). Only the application's managers:
 * a mentor reads, never writes (403 page).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { ApiError } from "~/utils/api.server";
import { isFormApiError, submitForm } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { loadApplication, managesApplication, requireApplicationReader } from "./__manage.server";
import { noteSchema } from "./__note-schema";

/** The decisions a manager makes here, by intent. */
export const DECISIONS = { accept: "accepted", reject: "rejected" } as const;

export type DetailActionData = { note: SubmissionResult<string[]> };

export async function action({ request, context, params }: ActionFunctionArgs): Promise<DetailActionData | Response> {
  const { actor } = await requireApplicationReader(context, request);
  const application = await loadApplication(context, params.id, false);
  if (!managesApplication(actor, application)) throw routeError(403, "forbidden");
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const here = localPath(request, `/applications/${encodeURIComponent(application.id)}`);
  const t = await toastT(context, "applications");
  if (intent === "note") {
    const result = await submitForm(formData, noteSchema, ({ note, idempotencyKey }) =>
      context.api.post("/api/v1/internal_notes", {
        body: {
          data: {
            type: "internal_notes",
            attributes: { application_id: Number(application.id), note, idempotency_key: idempotencyKey },
          },
        },
        errors: "throw",
      }),
    );
    if (!result.ok) return { note: result.reply };
    return redirectWithToast(context, here, { color: "success", message: t("notes.added") });
  }
  if (intent !== "accept" && intent !== "reject") throw redirect(here);
  try {
    await context.api.patch(`/api/v1/applications/${encodeURIComponent(application.id)}`, {
      body: { data: { type: "applications", id: application.id, attributes: { status: DECISIONS[intent] } } },
      errors: "throw",
    });
  } catch (error) {
    // A decision the lifecycle no longer allows (someone else decided first, the applicant withdrew): say so.
    if (error instanceof ApiError && isFormApiError(error)) {
      return redirectWithToast(context, here, { color: "danger", message: t("show.decisionFailed") });
    }
    throw error;
  }
  return redirectWithToast(context, here, { color: "success", message: t(`show.${intent}ed`) });
}
