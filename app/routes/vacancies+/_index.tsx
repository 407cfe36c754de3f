/**
 * /vacancies: the vacancies the signed-in user may manage (`filter[manageable]=true`: an organisation
 * superuser's organisations, centre staff's centre, the admin's tenant), searched, filtered, sorted and paged
 * through plain links and a GET form; links to add, edit and bulk edit.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ButtonLink } from "~/components/ui/button";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { SORT_EXPIRES, SORT_NEWEST } from "~/components/vacancies/manage-sorts";
import { parseListQuery } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import { formatDateInFigures } from "../../../contract/dates";
import { LISTED_VACANCY_STATUSES, VACANCY_TYPES } from "../../../contract/vacancy-vocabulary";
import {
  listManageableVacancies,
  MANAGE_SORTS,
  manageableOrganizations,
  manageFilters,
  requireVacancyManager,
} from "./__manage.server";
import { VacancyStatusBadge } from "./__manage-status";

// No `requires`: an organisation superuser's right is for their organisations only (__manage.server.ts).
export const handle: RouteHandle = { titleKey: "vacancy-admin:list.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireVacancyManager(context, request);
  const params = new URL(request.url).searchParams;
  const { page, sort } = parseListQuery(params, MANAGE_SORTS, "newest");
  const { filters, filter } = manageFilters(params);
  const [{ data, meta }, organizations] = await Promise.all([
    listManageableVacancies(context, { filter, page, sort }),
    manageableOrganizations(context, actor),
  ]);
  return {
    filters,
    sort,
    page,
    meta,
    organizations,
    vacancies: data.map((v) => ({
      id: v.id,
      title: v.title,
      status: v.status,
      hidden: v.organizationApproved === false,
      type: v.vacancyType,
      organization: v.organizationName,
      expiresAt: v.expiresAt,
      postedAt: v.publishedAt ?? v.createdAt,
      applications: v.applicationCounts ? Object.values(v.applicationCounts).reduce((a, b) => a + b, 0) : null,
    })),
  };
}

export default function Vacancies() {
  const { t, i18n } = useTranslation("vacancy-admin");
  const { t: tv } = useTranslation("vacancies");
  const { filters, sort, page, meta, organizations, vacancies } = useLoaderData<typeof loader>();
  // The applications column only where the API counts them for this reader.
  const counted = vacancies.some((v) => v.applications !== null);
  const applicationsColumn: DataTableColumn<(typeof vacancies)[number]> = {
    id: "applications",
    header: t("fields.applications"),
    cell: (v) =>
      v.applications === null ? (
        "–"
      ) : (
        <LocaleLink to={`/applications?vacancy=${v.id}`} className={linkClass}>
          {t("list.applications", { count: v.applications })}
        </LocaleLink>
      ),
  };
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title={t("list.title")} description={t("list.description")} />
        <div className="mb-6 flex flex-wrap gap-3">
          <ButtonLink to="/vacancies/add">{t("list.add")}</ButtonLink>
          <ButtonLink to="/vacancies/bulk-edit" variant="secondary">
            {t("list.bulkEdit")}
          </ButtonLink>
        </div>
      </div>
      <FilterBar label={t("list.filters")} active={Object.values(filters).some(Boolean)}>
        <FilterSearch name="q" label={t("list.search")} defaultValue={filters.q} wide />
        <FilterSelect
          name="status"
          label={t("fields.status")}
          defaultValue={filters.status}
          options={LISTED_VACANCY_STATUSES.map((s) => ({ value: s, label: tv(`statuses.${s}`) }))}
        />
        <FilterSelect
          name="type"
          label={t("fields.vacancyType")}
          defaultValue={filters.type}
          options={VACANCY_TYPES.map((type) => ({ value: type, label: tv(`types.${type}`) }))}
        />
        {organizations.length > 1 ? (
          <FilterSelect
            name="organization"
            label={t("fields.organization")}
            defaultValue={filters.organization}
            options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          />
        ) : null}
      </FilterBar>
      <p className="mb-2 text-sm">{t("list.total", { count: meta.recordCount })}</p>
      <DataTable
        caption={t("list.title")}
        rows={vacancies}
        rowKey={(v) => v.id}
        sort={sort}
        empty={t("list.empty")}
        columns={[
          {
            id: "title",
            header: t("fields.title"),
            primary: true,
            cell: (v) => (
              <LocaleLink to={`/vacancies/${v.id}/edit`} className={linkClass}>
                {v.title}
              </LocaleLink>
            ),
          },
          { id: "status", header: t("fields.status"), cell: (v) => <VacancyStatusBadge status={v.status} hidden={v.hidden} /> },
          { id: "type", header: t("fields.vacancyType"), cell: (v) => tv(`types.${v.type}`) },
          { id: "organization", header: t("fields.organization"), cell: (v) => v.organization },
          {
            id: "postedAt",
            header: t("fields.postedAt"),
            sortKey: SORT_NEWEST,
            cell: (v) => formatDateInFigures(v.postedAt, i18n.language),
          },
          {
            id: "expiresAt",
            header: t("fields.expiresAt"),
            sortKey: SORT_EXPIRES,
            cell: (v) => formatDateInFigures(v.expiresAt, i18n.language) ?? t("list.noExpiry"),
          },
          ...(counted ? [applicationsColumn] : []),
        ]}
      />
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
