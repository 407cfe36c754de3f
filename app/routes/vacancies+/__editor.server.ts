/**
 * The vacancy editor's action, shared by add.tsx (POST /api/v1/vacancies) and $id.edit.tsx (PATCH
 * /api/v1/vacancies/{id}, and `intent=delete`: DELETE, soft, behind a ConfirmForm). The form is checked with the
 * editor's schema and sent with `submitForm`, which puts the API's 422 pointers on their fields (the lifecycle's
 * `invalid_transition` and an expiry date in the past on publishing included); a save goes back to the list with a
 * toast. Only those who manage vacancies get here (requireVacancyManager); the API decides about this one.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { isConfirmed } from "~/components/ui/confirm-form";
import { ApiError } from "~/utils/api.server";
import { sendOne } from "~/utils/api-resources.server";
import { fieldOfPointer, schemaFields, submitForm } from "~/utils/forms.server";
import { richTextFromForm } from "~/utils/rich-text-form";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { VacancyAttributes } from "../../../contract/vacancies";
import { DATE_ALIASES, DATE_ERROR_KEYS, DATE_FIELDS, sentRowIndexes } from "./__editor-dates-schema";
import { ADDRESS_ALIASES, VACANCY_ERROR_KEYS, vacancyAddSchema, vacancyAttributes, vacancyEditSchema } from "./__editor-schema";
import { centerSharing, loadManagedVacancy, requireVacancyManager } from "./__manage.server";

const ALIASES = { ...ADDRESS_ALIASES, ...DATE_ALIASES };
const ERROR_KEYS = { ...VACANCY_ERROR_KEYS, ...DATE_ERROR_KEYS };

export type EditorActionData = { reply: SubmissionResult<string[]> } | { unconfirmed: string };

/** The reply with the vacancy-specific messages put on their fields (the API error the send threw, if any). */
function withVacancyMessages(reply: SubmissionResult<string[]>, error: unknown): SubmissionResult<string[]> {
  if (!(error instanceof ApiError) || !reply.error) return reply;
  const fieldErrors = { ...reply.error };
  for (const e of error.errors) {
    const key = e.code ? ERROR_KEYS[e.code] : undefined;
    const apiField = fieldOfPointer(e.source?.pointer);
    const field = apiField ? (ALIASES[apiField] ?? apiField) : null;
    if (key && field && fieldErrors[field]) fieldErrors[field] = [key];
  }
  return { ...reply, error: fieldErrors };
}

/**
 * The send, remembering the API's error for withVacancyMessages (submitForm turns it into the reply). The dates'
 * pointers count the rows sent (empty rows are not): they are turned back into the form's row numbers.
 */
function remembering<V extends { occurrences?: unknown[] }, T>(send: (value: V) => Promise<T>, seen: { error?: unknown }) {
  return async (value: V) => {
    try {
      return await send(value);
    } catch (error) {
      if (error instanceof ApiError) {
        const rows = sentRowIndexes(value as never);
        for (const e of error.errors) {
          const pointer = e.source?.pointer;
          const match = pointer ? /^\/data\/attributes\/occurrences\/(\d+)(\/.*)?$/.exec(pointer) : null;
          if (match && e.source)
            e.source.pointer = `/data/attributes/occurrences/${rows[Number(match[1])] ?? match[1]}${match[2] ?? ""}`;
        }
      }
      seen.error = error;
      throw error;
    }
  };
}

const TOAST_OF_STATUS: Partial<Record<string, string>> = {
  published: "editor.published",
  filled: "editor.filled",
  archived: "editor.archived",
  draft: "editor.saved",
};

export async function action({ request, context, params }: ActionFunctionArgs): Promise<EditorActionData | Response> {
  const actor = await requireVacancyManager(context, request);
  const formData = await request.formData();
  const t = await toastT(context, "vacancy-admin");
  const sharing = centerSharing(context);
  const list = localPath(request, "/vacancies");
  const options = { aliases: ALIASES, fields: [...schemaFields(vacancyAddSchema), ...DATE_FIELDS] };
  const seen: { error?: unknown } = {};
  if (params.id === undefined) {
    const result = await submitForm(
      formData,
      vacancyAddSchema,
      remembering(
        ({ organizationId, ...value }) =>
          sendOne<VacancyAttributes>(context.api).post("/api/v1/vacancies", {
            body: {
              data: {
                type: "vacancies",
                attributes: {
                  organizationId: Number(organizationId),
                  ...vacancyAttributes(value, { sharing }),
                  // The editor's JSON with JavaScript, the textarea's Markdown without (the API checks and caps either).
                  description: richTextFromForm(formData, "description") ?? "",
                  status: value.status ?? "draft",
                },
              },
            },
            errors: "throw",
          }),
        seen,
      ),
      options,
    );
    if (!result.ok) return { reply: withVacancyMessages(result.reply, seen.error) };
    const status = result.value.status ?? "draft";
    return redirectWithToast(context, list, { color: "success", message: t(TOAST_OF_STATUS[status] ?? "editor.saved") });
  }
  const vacancy = await loadManagedVacancy(context, actor, params.id);
  const path = `/api/v1/vacancies/${encodeURIComponent(vacancy.id)}`;
  if (formData.get("intent") === "delete") {
    // The box unticked (a browser that skipped `required`): the page says so, nothing is deleted.
    if (!isConfirmed(formData)) return { unconfirmed: "delete" };
    await context.api.delete(path);
    return redirectWithToast(context, list, { color: "success", message: t("editor.deleted") });
  }
  const result = await submitForm(
    formData,
    vacancyEditSchema,
    remembering(
      (value) =>
        sendOne<VacancyAttributes>(context.api).patch(path, {
          body: {
            data: {
              type: "vacancies",
              id: vacancy.id,
              // The editor's JSON with JavaScript, the textarea's Markdown without (the API checks and caps either).
              attributes: {
                ...vacancyAttributes(value, { sharing }),
                description: richTextFromForm(formData, "description") ?? "",
              },
            },
          },
          errors: "throw",
        }),
      seen,
    ),
    options,
  );
  if (!result.ok) return { reply: withVacancyMessages(result.reply, seen.error) };
  const message = t(TOAST_OF_STATUS[result.value.status ?? ""] ?? "editor.saved");
  return redirectWithToast(context, list, { color: "success", message });
}
