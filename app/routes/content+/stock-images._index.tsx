/** SPEC §2 /content/stock-images: the tenant's shared image library, searched by keyword, paged by plain links. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ButtonLink } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSearch } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { getList } from "~/utils/api-resources.server";
import { parseListQuery } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import type { StockImageAttributes } from "../../../contract/uploads";

export const handle: RouteHandle = { titleKey: "files:stock.title", requires: "content.manage" };

const PAGE_SIZE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { page } = parseListQuery(params, ["name"], "name");
  const keyword = params.get("keyword")?.trim().slice(0, 50) ?? "";
  const { data, meta } = await getList<StockImageAttributes>(context.api, "/api/v1/stock_images", {
    query: { filter: { keyword: keyword || undefined }, page: { number: page, size: PAGE_SIZE }, sort: "name" },
  });
  return { keyword, page, meta, images: data };
}

export default function StockImages() {
  const { t } = useTranslation("files");
  const { keyword, page, meta, images } = useLoaderData<typeof loader>();
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title={t("stock.title")} description={t("stock.intro")} />
        <ButtonLink to="/content/stock-images/add" className="mb-6">
          {t("stock.add")}
        </ButtonLink>
      </div>
      <FilterBar label={t("stock.filters")} active={Boolean(keyword)}>
        <FilterSearch name="keyword" label={t("stock.search")} defaultValue={keyword} wide />
      </FilterBar>
      <p className="mb-2 text-sm">{t("stock.total", { count: meta.recordCount })}</p>
      <DataTable
        caption={t("stock.title")}
        rows={images}
        rowKey={(i) => i.id}
        empty={t("stock.empty")}
        columns={[
          {
            id: "image",
            header: t("stock.image"),
            cell: (i) =>
              i.imageUrl ? (
                <img src={i.imageUrl} alt="" width={64} height={64} loading="lazy" className="size-16 rounded object-cover" />
              ) : (
                t("stock.noImage")
              ),
          },
          {
            id: "name",
            header: t("stock.name"),
            primary: true,
            cell: (i) => (
              <>
                <LocaleLink to={`/content/stock-images/${i.id}/edit`} className={linkClass}>
                  {i.name}
                </LocaleLink>
                {i.shortDescription ? (
                  <div className="text-sm text-muted-700 dark:text-muted-300">{i.shortDescription}</div>
                ) : null}
              </>
            ),
          },
          { id: "keywords", header: t("stock.keywords"), cell: (i) => i.keywords.join(", ") },
        ]}
      />
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
