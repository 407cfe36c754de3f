/**
 * The menu item editor's action, shared by menu-items.add.tsx (POST /api/v1/menu_items) and menu-items.$id.edit.tsx
 * (PATCH /api/v1/menu_items/{id}): checked with the editor's schema and sent with `submitForm`, which puts the API's
 * errors on their fields; a save goes back to the menus with a toast.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { submitForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { menuItemFormSchema, menuItemInput } from "./__menu-editor-schema";

/** Behind the routes' `handle.requires` (content.manage), checked by guardRoutes; the API asks again. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const t = await toastT(context, "menu-items");
  const result = await submitForm(formData, menuItemFormSchema, (value) => {
    const attributes = menuItemInput(value);
    return params.id === undefined
      ? context.api.post("/api/v1/menu_items", { body: { data: { type: "menu_items", attributes } }, errors: "throw" })
      : context.api.patch(`/api/v1/menu_items/${encodeURIComponent(params.id)}`, {
          body: { data: { type: "menu_items", id: params.id, attributes } },
          errors: "throw",
        });
  });
  if (!result.ok) return result.reply;
  const message = params.id === undefined ? t("add.added") : t("edit.saved");
  return redirectWithToast(context, localPath(request, "/content/menu-items"), { color: "success", message });
}
