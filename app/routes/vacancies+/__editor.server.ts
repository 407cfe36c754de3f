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
import { sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { VacancyAttributes } from "../../../contract/vacancies";
import { ADDRESS_ALIASES, vacancyAddSchema, vacancyAttributes, vacancyEditSchema } from "./__editor-schema";
import { centerSharing, loadManagedVacancy, requireVacancyManager } from "./__manage.server";

export type EditorActionData = { reply: SubmissionResult<string[]> } | { unconfirmed: string };

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
  const options = { aliases: ADDRESS_ALIASES };
  if (params.id === undefined) {
    const result = await submitForm(
      formData,
      vacancyAddSchema,
      ({ organizationId, ...value }) =>
        sendOne<VacancyAttributes>(context.api, "POST", "/api/v1/vacancies", {
          body: {
            data: {
              type: "vacancies",
              attributes: {
                organizationId: Number(organizationId),
                ...vacancyAttributes(value, { sharing }),
                status: value.status ?? "draft",
              },
            },
          },
          errors: "throw",
        }),
      options,
    );
    if (!result.ok) return { reply: result.reply };
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
    (value) =>
      sendOne<VacancyAttributes>(context.api, "PATCH", path, {
        body: { data: { type: "vacancies", id: vacancy.id, attributes: vacancyAttributes(value, { sharing }) } },
        errors: "throw",
      }),
    options,
  );
  if (!result.ok) return { reply: result.reply };
  const message = t(TOAST_OF_STATUS[result.value.status ?? ""] ?? "editor.saved");
  return redirectWithToast(context, list, { color: "success", message });
}
