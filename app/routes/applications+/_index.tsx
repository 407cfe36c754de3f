/**
 * /applications: the applications to the vacancies the user manages (an organisation superuser's, the
 * centre's, the tenant's), filtered by status and vacancy, sorted and paged through plain links and a GET form.
 * Mentors see their school's students' applications here, read-only. Anyone else signed in (a volunteer, a
 * student) sees their own applications and sign-ups here, "My applications", and withdraws one (the action).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { isConfirmed } from "~/components/ui/confirm-form";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { actorOf, currentUser } from "~/utils/account.server";
import { ApiError } from "~/utils/api.server";
import { idParam, parseListQuery, pick } from "~/utils/list-query";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { APPLICATION_STATUSES } from "../../../contract/applications";
import { formatDateInFigures } from "../../../contract/dates";
import { can } from "../../../contract/policy";
import { ApplicationStatusBadge } from "./__application-status";
import { LIST_SORTS, listApplications, listMyApplications, readsOthers, vacancyChoices } from "./__manage.server";
import { MyApplications } from "./__my-applications";

// No `requires`: an organisation superuser's and a mentor's rights are for their own organisations (__manage.server.ts);
// every signed-in user has their own applications.
export const handle: RouteHandle = {
  titleKey: "applications:list.title",
  title: loaderTitle<typeof loader>((data) => data.title),
};

/** My applications: the signed-in user's own (`filter[mine]`), for those who read no one else's. */
async function myApplications(context: LoaderFunctionArgs["context"], params: URLSearchParams) {
  const { page, sort } = parseListQuery(params, LIST_SORTS, "-created_at");
  const status = pick(params.get("status"), APPLICATION_STATUSES) ?? "";
  const { data, meta } = await listMyApplications(context, { status: status || undefined, page, sort });
  return {
    view: "mine" as const,
    title: (await toastT(context, "applications"))("mine.title"),
    filters: { status },
    sort,
    page,
    meta,
    applications: data.map((a) => ({
      id: a.id,
      status: a.status,
      vacancyId: a.vacancyId,
      vacancyTitle: a.vacancyTitle,
      organizationName: a.organizationName,
      occurrenceStartsAt: a.occurrenceStartsAt,
      waitlistPosition: a.waitlistPosition,
      createdAt: a.createdAt,
      withdrawable: (a.allowedStatuses ?? []).includes("withdrawn"),
    })),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = actorOf(await currentUser(context, request));
  const { manager, mentor } = readsOthers(actor);
  const params = new URL(request.url).searchParams;
  if (!manager && !mentor) return myApplications(context, params);
  // Centre staff moderate the residents' requests for help (neighbour help, ADR 0024) where the tenant has them.
  const wording = context.tenant?.features.peerToPeer;
  const helpName =
    wording && can(actor, "organizations.approve", { centerId: actor.centerId })
      ? (await toastT(context, "help"))(`wording.${wording}.name`)
      : null;
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
    view: "manage" as const,
    title: null,
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

/** My applications' withdraw (the signed-in applicant's `PATCH … { status: withdrawn }`; the API checks it is theirs). */
export async function action({ request, context }: ActionFunctionArgs) {
  await currentUser(context, request);
  const formData = await request.formData();
  const back = localPath(request, `/applications${new URL(request.url).search}`);
  const id = String(formData.get("id") ?? "");
  if (formData.get("intent") !== "withdraw" || !/^\d{1,12}$/.test(id)) throw redirect(back);
  if (!isConfirmed(formData)) return { unconfirmed: id };
  const t = await toastT(context, "applications");
  try {
    await context.api.patch(`/api/v1/applications/${id}`, {
      body: { data: { type: "applications", id, attributes: { status: "withdrawn" } } },
      errors: "throw",
    });
  } catch (error) {
    // Already withdrawn or decided (422), not theirs (403) or gone (404): say it could not be done, never a 500.
    if (error instanceof ApiError && [403, 404, 422].includes(error.status)) {
      return redirectWithToast(context, back, { color: "danger", message: t("mine.withdrawFailed") });
    }
    throw error;
  }
  return redirectWithToast(context, back, { color: "success", message: t("mine.withdrawn") });
}

export default function Applications() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "mine") {
    return (
      <MyApplications
        applications={data.applications}
        filters={data.filters}
        sort={data.sort}
        page={data.page}
        pageCount={data.meta.pageCount}
        recordCount={data.meta.recordCount}
      />
    );
  }
  return <ManageApplications {...data} />;
}

function ManageApplications({
  manager,
  helpName,
  filters,
  sort,
  page,
  meta,
  vacancies,
  applications,
}: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: "manage" }>) {
  const { t, i18n } = useTranslation("applications");
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
            cell: (a) => formatDateInFigures(a.createdAt, i18n.language),
          },
        ]}
      />
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
