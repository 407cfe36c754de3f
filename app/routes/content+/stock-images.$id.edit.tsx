/** SPEC §2 /content/stock-images: editing or deleting one image of the tenant's shared library. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { getOne } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { StockImageAttributes } from "../../../contract/uploads";
import { StockImageEditor } from "./__stock-image-editor";
import { type action, uploadChoices } from "./__stock-image-editor.server";

export { action } from "./__stock-image-editor.server";

export const handle: RouteHandle = { titleKey: "files:stock.editTitle", requires: "content.manage" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const [{ data }, uploads] = await Promise.all([
    getOne<StockImageAttributes>(context.api, `/api/v1/stock_images/${encodeURIComponent(params.id ?? "")}`),
    uploadChoices(context),
  ]);
  return {
    uploads,
    imageUrl: data.imageUrl,
    defaults: {
      name: data.name,
      description: data.description ?? "",
      shortDescription: data.shortDescription ?? "",
      uploadId: data.image === null ? "" : String(data.image),
      imageUrl: data.image === null ? (data.imageUrl ?? "") : "",
      keywords: data.keywords.join(", "),
    },
  };
}

export default function EditStockImage() {
  const { t } = useTranslation("files");
  const { uploads, defaults, imageUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-xl space-y-8">
      <PageHeading title={t("stock.editTitle")} />
      {imageUrl ? <img src={imageUrl} alt="" className="max-h-48 rounded" /> : null}
      <StockImageEditor mode="edit" uploads={uploads} defaults={defaults} />
      <ConfirmForm
        intent="delete"
        submitLabel={t("stock.delete")}
        unconfirmed={Boolean(actionData && "unconfirmed" in actionData)}
      />
    </div>
  );
}
