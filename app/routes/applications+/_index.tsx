/**
 * Issue 15 /applications: the applications to the vacancies the user manages (an organisation superuser's, the
 * centre's, the tenant's), filtered by status and vacancy, sorted and paged through plain links and a GET form.
 * Mentors see their school's students' applications here, read-only.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { idParam, parseListQuery, pick } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import { toastT } from "~/utils/urls.server";
import { APPLICATION_STATUSES } from "../../../contract/applications";
import { can } from "../../../contract/policy";
import { formatDate } from "../vacancies+/__manage-format";
import { ApplicationStatusBadge } from "./__application-status";
import { LIST_SORTS, listApplications, requireApplicationReader, vacancyChoices } from "./__manage.server";

// No `requires`: an organisation superuser's and a mentor's rights are for their own organisations (__manage.server.ts).
export const handle: RouteHandle = { titleKey: "applications:list.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { manager, actor } = await requireApplicationReader(context, request);
  // Centre staff moderate the residents' requests for help (issue 16) where the tenant has them.
  const wording = context.tenant?.features.peerToPeer;
  const helpName =
    wording && can(actor, "organizations.approve", { centerId: actor.centerId })
      ? (await toastT(context, "help"))(`wording.${wording}.name`)
      : null;
  const params = new URL(request.url).searchParams;
  const { page, sort } = parseListQuery(params, LIST_SORTS, "-created_at");
  const filters = {
    status: pick(params.get("status"), APPLICATION_STATUSES) ?? "",
    vacancy: idParam(params.get("vacancy")) ?? "",
  };
  const [{ data, meta }, vacancies] = await Promise.all([
    listApplications(context, {
      filter: { status: filters.status || undefined, vacancyId: filters.vacancy || undefined },
      page,
      sort,
    }),
    vacancyChoices(context, manager),
  ]);
  return {
    manager,
    helpName,
    filters,
    sort,
    page,
    meta,
    vacancies,
    applications: data.map((a) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      status: a.status,
      vacancyTitle: a.vacancyTitle,
      organizationName: a.organizationName,
      createdAt: a.createdAt,
      waitlistPosition: a.waitlistPosition,
    })),
  };
}

export default function Applications() {
  const { t, i18n } = useTranslation("applications");
  const { manager, helpName, filters, sort, page, meta, vacancies, applications } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeading title={t("list.title")} description={manager ? t("list.description") : t("list.mentorDescription")} />
      {helpName ? (
        <p className="mb-4">
          <LocaleLink to="/applications/hulpvragen" className={linkClass} data-testid="help-requests-link">
            {t("help:manage.link", { name: helpName })}
          </LocaleLink>
        </p>
      ) : null}
      <FilterBar label={t("list.filters")} active={Object.values(filters).some(Boolean)}>
        <FilterSelect
          name="status"
          label={t("fields.status")}
          defaultValue={filters.status}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        {vacancies.length ? (
          <FilterSelect
            name="vacancy"
            label={t("fields.vacancy")}
            defaultValue={filters.vacancy}
            options={vacancies.map((v) => ({ value: v.id, label: v.title }))}
            wide
          />
        ) : null}
      </FilterBar>
      <p className="mb-2 text-sm">{t("list.total", { count: meta.recordCount })}</p>
      <DataTable
        caption={t("list.title")}
        rows={applications}
        rowKey={(a) => a.id}
        sort={sort}
        empty={t("list.empty")}
        columns={[
          {
            id: "name",
            header: t("fields.name"),
            primary: true,
            sortKey: "name",
            cell: (a) => (
              <LocaleLink to={`/applications/${a.id}`} className={linkClass}>
                {a.name}
              </LocaleLink>
            ),
          },
          {
            id: "vacancy",
            header: t("fields.vacancy"),
            sortKey: "vacancy_title",
            cell: (a) => (
              <>
                {a.vacancyTitle}
                <div className="text-sm text-muted-700 dark:text-muted-300">{a.organizationName}</div>
              </>
            ),
          },
          {
            id: "status",
            header: t("fields.status"),
            sortKey: "status",
            cell: (a) => (
              <span className="flex flex-wrap items-center gap-2">
                <ApplicationStatusBadge status={a.status} />
                {a.waitlistPosition ? (
                  <span className="text-sm">{t("show.position", { position: a.waitlistPosition })}</span>
                ) : null}
              </span>
            ),
          },
          {
            id: "createdAt",
            header: t("fields.createdAt"),
            sortKey: "created_at",
            cell: (a) => formatDate(a.createdAt, i18n.language),
          },
        ]}
      />
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
