/** SPEC §2 /content/stock-images: adding an image to the tenant's shared library. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import type { RouteHandle } from "~/utils/route-handle";
import { StockImageEditor } from "./__stock-image-editor";
import { uploadChoices } from "./__stock-image-editor.server";

export { action } from "./__stock-image-editor.server";

export const handle: RouteHandle = { titleKey: "files:stock.addTitle", requires: "content.manage" };

export async function loader({ context }: LoaderFunctionArgs) {
  return { uploads: await uploadChoices(context) };
}

export default function AddStockImage() {
  const { t } = useTranslation("files");
  const { uploads } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-xl">
      <PageHeading title={t("stock.addTitle")} />
      <StockImageEditor mode="add" uploads={uploads} />
    </div>
  );
}
