/** SPEC §2 /organizations: the organisations in the staff member's scope, searched, filtered, sorted and paged. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useDutchContent } from "~/components/content/content-lang";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { OrganizationStatusBadge } from "~/components/organizations/organization-status";
import { listOrganizations, staffListQuery } from "~/components/organizations/organizations.server";
import { ButtonLink } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import type { RouteHandle } from "~/utils/route-handle";
import { LISTED_ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "../../../contract/organization-vocabulary";

export const handle: RouteHandle = { titleKey: "organization-lists:list.title", requires: "organizations.approve" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, sort, filters, filter } = staffListQuery(new URL(request.url).searchParams);
  const { data, meta } = await listOrganizations(context, { filter, page, sort });
  return {
    filters,
    sort,
    page,
    meta,
    organizations: data.map((o) => ({
      id: o.id,
      name: o.name,
      type: o.organizationType,
      status: o.status,
      city: o.city,
      onMap: o.latitude !== null && o.longitude !== null,
    })),
  };
}

export default function Organizations() {
  const { t } = useTranslation("organization-lists");
  const { filters, sort, page, meta, organizations } = useLoaderData<typeof loader>();
  const dutch = useDutchContent();
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title={t("list.title")} description={t("list.description")} />
        <ButtonLink to="/organizations/approve" variant="secondary" className="mb-6">
          {t("list.approveQueue")}
        </ButtonLink>
      </div>
      <FilterBar label={t("list.filters")} active={Object.values(filters).some(Boolean)}>
        <FilterSearch name="q" label={t("list.search")} defaultValue={filters.q} wide />
        <FilterSelect
          name="status"
          label={t("fields.status")}
          defaultValue={filters.status}
          options={LISTED_ORGANIZATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <FilterSelect
          name="type"
          label={t("fields.type")}
          defaultValue={filters.type}
          options={ORGANIZATION_TYPES.map((s) => ({ value: s, label: t(`types.${s}`) }))}
        />
      </FilterBar>
      <p className="mb-2 text-sm">{t("list.total", { count: meta.recordCount })}</p>
      <DataTable
        caption={t("list.title")}
        rows={organizations}
        rowKey={(o) => o.id}
        sort={sort}
        empty={t("list.empty")}
        columns={[
          {
            id: "name",
            header: t("fields.name"),
            primary: true,
            sortKey: "name",
            cell: (o) => (
              <LocaleLink to={`/organizations/${o.id}`} className={linkClass} {...dutch}>
                {o.name}
              </LocaleLink>
            ),
          },
          {
            id: "city",
            header: t("fields.city"),
            sortKey: "city",
            cell: (o) => (
              <>
                <span {...dutch}>{o.city}</span>
                {o.onMap ? null : <div className="text-sm text-muted-700 dark:text-muted-300">{t("list.notGeocoded")}</div>}
              </>
            ),
          },
          { id: "type", header: t("fields.type"), cell: (o) => t(`types.${o.type}`) },
          {
            id: "status",
            header: t("fields.status"),
            sortKey: "status",
            cell: (o) => <OrganizationStatusBadge status={o.status} />,
          },
        ]}
      />
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
