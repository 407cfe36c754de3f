/**
 * SPEC §2 /content (its `index` child is this page): the centre's pages for their editors (contract/policy.ts
 * pages.manage) — by type, published, draft or scheduled, searched, paged through links and a GET form — with the
 * pages that lack an English text (their title, or a block's texts) marked. Links to add a page and to each page's settings (ADR 0041).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { lacksEnglish } from "~/components/content/page-form";
import { PageStatusBadge, pageStatus } from "~/components/content/page-status";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ButtonLink } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { StatusBadge } from "~/components/ui/status-badge";
import { getList, type Resource } from "~/utils/api-resources.server";
import { pick } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import { formatDateInFigures } from "../../../contract/dates";
import { type ContentBlockAttributes, PAGE_TYPES, type PageAttributes } from "../../../contract/pages";

export const handle: RouteHandle = { titleKey: "content-admin:list.title", requires: "pages.manage" };

const STATUSES = ["published", "draft", "scheduled"] as const;
const PAGE_SIZE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const filters = {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: pick(params.get("status"), STATUSES) ?? "",
    type: pick(params.get("type"), PAGE_TYPES) ?? "",
  };
  const { data, meta } = await getList<PageAttributes, { contentBlocks: Resource<ContentBlockAttributes>[] }>(
    context.api,
    "/api/v1/pages",
    {
      query: {
        filter: {
          status: filters.status || STATUSES.join(","),
          ...(filters.type ? { page_type: filters.type } : {}),
          ...(filters.q ? { q: filters.q } : {}),
        },
        sort: "title",
        page: { number: page, size: PAGE_SIZE },
        // The blocks' texts too: a page whose blocks lack their English still lacks its translation.
        include: "content_blocks",
        fields: {
          pages: "title,title_en,slug,page_type,is_published,publish_at,published_at,updated_at,content_blocks",
          content_blocks: "block_type,props,props_en",
        },
      },
    },
  );
  return {
    filters,
    page,
    meta,
    pages: data.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      type: p.pageType,
      status: pageStatus(p),
      publishAt: p.publishAt,
      updatedAt: p.updatedAt,
      lacksEnglish: lacksEnglish(p, p.contentBlocks),
    })),
  };
}

export default function ContentPages() {
  const { t, i18n } = useTranslation("content-admin");
  const { filters, page, meta, pages } = useLoaderData<typeof loader>();
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title={t("list.title")} description={t("list.description")} />
        <div className="mb-6">
          <ButtonLink to="/content/pages/new">{t("list.add")}</ButtonLink>
        </div>
      </div>
      <FilterBar label={t("list.filters")} active={Object.values(filters).some(Boolean)}>
        <FilterSearch name="q" label={t("list.search")} defaultValue={filters.q} wide />
        <FilterSelect
          name="status"
          label={t("fields.status")}
          defaultValue={filters.status}
          options={STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <FilterSelect
          name="type"
          label={t("fields.pageType")}
          defaultValue={filters.type}
          options={PAGE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      </FilterBar>
      <p className="mb-2 text-sm">{t("list.total", { count: meta.recordCount })}</p>
      <DataTable
        caption={t("list.title")}
        rows={pages}
        rowKey={(p) => p.id}
        empty={t("list.empty")}
        columns={[
          {
            id: "title",
            header: t("fields.title"),
            primary: true,
            cell: (p) => (
              <LocaleLink to={`/content/pages/${p.id}`} className={linkClass} lang="nl">
                {p.title}
              </LocaleLink>
            ),
          },
          { id: "slug", header: t("fields.slug"), cell: (p) => (p.slug === "" ? t("list.home") : `/${p.slug}`) },
          { id: "type", header: t("fields.pageType"), cell: (p) => t(`types.${p.type}`) },
          { id: "status", header: t("fields.status"), cell: (p) => <PageStatusBadge status={p.status} /> },
          {
            id: "english",
            header: t("fields.english"),
            cell: (p) =>
              p.lacksEnglish ? <StatusBadge tone="warning">{t("list.noEnglish")}</StatusBadge> : t("list.hasEnglish"),
          },
          { id: "updatedAt", header: t("fields.updatedAt"), cell: (p) => formatDateInFigures(p.updatedAt, i18n.language) },
        ]}
      />
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
