/**
 * The stock image editor's action, for stock-images.add.tsx (POST) and stock-images.$id.edit.tsx (PATCH, and
 * `intent=delete` behind the confirmation box): sent with `submitForm`, which puts the API's errors on the fields;
 * a save returns to the list with a toast.
 */
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { isConfirmed } from "~/components/ui/confirm-form";
import { getList } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { UploadAttributes } from "../../../contract/uploads";
import { stockImageInput, stockImageSchema } from "./__stock-image-schema";

/** The centre's uploaded images to choose from (newest first). */
export async function uploadChoices(context: AppLoadContext) {
  const { data } = await getList<UploadAttributes>(context.api, "/api/v1/uploads", {
    query: { filter: { kind: "image" }, page: { size: 100 }, sort: "-created_at" },
  });
  return data.map((u) => ({ value: u.id, label: u.name }));
}

/** Behind the routes' `handle.requires` (content.manage), checked by guardRoutes. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const t = await toastT(context, "files");
  const list = localPath(request, "/content/stock-images");
  if (params.id === undefined) {
    const result = await submitForm(formData, stockImageSchema, (value) =>
      context.api.post("/api/v1/stock_images", {
        body: { data: { type: "stock_images", attributes: stockImageInput(value) } },
        errors: "throw",
      }),
    );
    if (!result.ok) return { reply: result.reply };
    return redirectWithToast(context, list, { color: "success", message: t("stock.created") });
  }
  const id = encodeURIComponent(params.id);
  if (formData.get("intent") === "delete") {
    if (!isConfirmed(formData)) return { unconfirmed: "delete" };
    await context.api.delete(`/api/v1/stock_images/${id}`);
    return redirectWithToast(context, list, { color: "success", message: t("stock.deleted") });
  }
  const result = await submitForm(formData, stockImageSchema, (value) =>
    context.api.patch(`/api/v1/stock_images/${id}`, {
      body: { data: { type: "stock_images", id: params.id, attributes: stockImageInput(value) } },
      errors: "throw",
    }),
  );
  if (!result.ok) return { reply: result.reply };
  return redirectWithToast(context, list, { color: "success", message: t("stock.saved") });
}
