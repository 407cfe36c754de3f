/**
 * The actions of /organizations/{id}/edit, one per submit button's `intent`: save the editor (PUT
 * /api/v1/organizations/{id}, app/components/organizations/organization-editor.server.ts), archive and restore (PUT
 * …/approve, the lifecycle's `approved` ⇄ `archived`) and delete (DELETE, soft; admin). The three status changes sit
 * behind a ConfirmForm; the API checks who may.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireOrganizationEditor } from "~/components/organizations/organization-access.server";
import { type EditorActionData, updateOrganization } from "~/components/organizations/organization-editor.server";
import { isConfirmed } from "~/components/ui/confirm-form";
import { isFormApiError } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { OrganizationStatus } from "../../../contract/organizations";

export const STATUS_INTENTS = { archive: "archived", restore: "approved" } as const satisfies Record<string, OrganizationStatus>;

/** Those who may edit this organisation (organization-access.server.ts); the API checks each intent again. */
export async function action({ request, context, params }: ActionFunctionArgs): Promise<EditorActionData | Response> {
  const id = (await requireOrganizationEditor(context, request, params.id)).id;
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const t = await toastT(context, "organization-forms");
  const here = localPath(request, `/organizations/${encodeURIComponent(id)}/edit`);
  if (intent === "archive" || intent === "restore" || intent === "delete") {
    if (!isConfirmed(formData)) return { unconfirmed: intent };
    try {
      // 404 and 403 are the error pages (a stale page, or a role that may not); a refused transition (422) a toast.
      if (intent === "delete") {
        await context.api.delete(`/api/v1/organizations/${encodeURIComponent(id)}`);
        return redirectWithToast(context, localPath(request, "/organizations"), { color: "success", message: t("edit.deleted") });
      }
      await context.api.put(`/api/v1/organizations/${encodeURIComponent(id)}/approve`, {
        body: { data: { type: "organizations", id, attributes: { status: STATUS_INTENTS[intent] } } },
      });
    } catch (error) {
      if (!isFormApiError(error)) throw error;
      return redirectWithToast(context, here, { color: "danger", message: t("edit.statusFailed") });
    }
    return redirectWithToast(context, here, { color: "success", message: t(`edit.${intent}d`) });
  }
  const result = await updateOrganization(context, id, formData);
  if (!result.ok) return result.actionData;
  return redirectWithToast(context, here, { color: "success", message: t("edit.saved") });
}
