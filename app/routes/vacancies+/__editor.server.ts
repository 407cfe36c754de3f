/**
 * The vacancy editor's action, shared by add.tsx (POST /api/v1/vacancies) and $id.edit.tsx (PATCH
 * /api/v1/vacancies/{id}, and `intent=delete`: DELETE, soft, behind a ConfirmForm). The form is checked with the
 * editor's schema and sent with `submitForm`, whose one mapper puts the API's 422 pointers on the fields they name
 * (the lifecycle's `invalid_transition` and an expiry date in the past on publishing included); a save goes back to the list with a
 * toast. Only those who manage vacancies get here (requireVacancyManager); the API decides about this one.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { isConfirmed } from "~/components/ui/confirm-form";
import { sendOne } from "~/utils/api-resources.server";
import { schemaFieldPatterns, submitForm } from "~/utils/forms.server";
import { richTextFromForm } from "~/utils/rich-text-form";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { VacancyAttributes } from "../../../contract/vacancies";
import { vacancyAddSchema, vacancyEditSchema, vacancyInput } from "./__editor-schema";
import { centerSharing, loadManagedVacancy, requireVacancyManager } from "./__manage.server";

export type EditorActionData = { reply: SubmissionResult<string[]> } | { unconfirmed: string };

/**
 * The fields an API error may sit under: the form's own, except a date's hidden id, which has no place on the page —
 * an error on it (a date removed meanwhile in another tab) is said at the dates as a whole.
 */
export const EDITOR_ERROR_FIELDS = schemaFieldPatterns(vacancyAddSchema).filter((field) => field !== "occurrences[].id");

const TOAST_OF_STATUS: Partial<Record<string, string>> = {
  published: "editor.published",
  filled: "editor.filled",
  archived: "editor.archived",
  draft: "editor.saved",
};

/**
 * The editor's form checked and sent: POST a new vacancy (`vacancyId` undefined) or PATCH one. The answer, or the
 * reply with the form's own errors or the API's, each on the field its pointer names.
 */
export function saveVacancy(
  context: AppLoadContext,
  formData: FormData,
  { vacancyId, sharing }: { vacancyId?: string; sharing: boolean },
) {
  // The editor's JSON with JavaScript, the textarea's Markdown without (the API checks and caps either).
  const description = richTextFromForm(formData, "description") ?? "";
  if (vacancyId === undefined) {
    return submitForm(
      formData,
      vacancyAddSchema,
      ({ organizationId, status, ...value }) =>
        sendOne<VacancyAttributes>(context.api).post("/api/v1/vacancies", {
          body: {
            data: {
              type: "vacancies",
              attributes: { organization_id: organizationId, ...vacancyInput(value, { sharing }), description, status },
            },
          },
          errors: "throw",
        }),
      { fields: EDITOR_ERROR_FIELDS },
    );
  }
  return submitForm(
    formData,
    vacancyEditSchema,
    ({ status, ...value }) =>
      sendOne<VacancyAttributes>(context.api).patch(`/api/v1/vacancies/${encodeURIComponent(vacancyId)}`, {
        body: {
          data: {
            type: "vacancies",
            id: vacancyId,
            attributes: { ...vacancyInput(value, { sharing }), description, ...(status ? { status } : {}) },
          },
        },
        errors: "throw",
      }),
    { fields: EDITOR_ERROR_FIELDS },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs): Promise<EditorActionData | Response> {
  const actor = await requireVacancyManager(context, request);
  const formData = await request.formData();
  const t = await toastT(context, "vacancy-admin");
  const sharing = centerSharing(context);
  const list = localPath(request, "/vacancies");
  if (params.id === undefined) {
    const result = await saveVacancy(context, formData, { sharing });
    if (!result.ok) return { reply: result.reply };
    const message = t(TOAST_OF_STATUS[result.value.status ?? "draft"] ?? "editor.saved");
    return redirectWithToast(context, list, { color: "success", message });
  }
  const vacancy = await loadManagedVacancy(context, actor, params.id);
  if (formData.get("intent") === "delete") {
    // The box unticked (a browser that skipped `required`): the page says so, nothing is deleted.
    if (!isConfirmed(formData)) return { unconfirmed: "delete" };
    await context.api.delete(`/api/v1/vacancies/${encodeURIComponent(vacancy.id)}`);
    return redirectWithToast(context, list, { color: "success", message: t("editor.deleted") });
  }
  const result = await saveVacancy(context, formData, { vacancyId: vacancy.id, sharing });
  if (!result.ok) return { reply: result.reply };
  const message = t(TOAST_OF_STATUS[result.value.status ?? ""] ?? "editor.saved");
  return redirectWithToast(context, list, { color: "success", message });
}
