/**
 * /vacancies/bulk-edit: tick vacancies (one form posting `ids`, no JavaScript needed), choose a change —
 * status, expiry date, tags — and apply it to all at once (PATCH /api/v1/vacancies/bulk, all or nothing). A refusal
 * says which vacancy blocked it and why, with the choice kept; success goes back to the list with a toast.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { inputClass, linkClass, PageHeading, SubmitButton } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { SORT_EXPIRES, SORT_NEWEST } from "~/components/vacancies/manage-sorts";
import { parseListQuery } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import { translateError } from "~/utils/validation";
import { formatDateInFigures } from "../../../contract/dates";
import { LISTED_VACANCY_STATUSES, VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancy-vocabulary";
import type { BulkActionData } from "./__bulk.server";
import { listManageableVacancies, MANAGE_SORTS, manageFilters, requireVacancyManager } from "./__manage.server";
import { VacancyStatusBadge } from "./__manage-status";

export { action } from "./__bulk.server";

// No `requires`: an organisation superuser's right is for their organisations only (__manage.server.ts).
export const handle: RouteHandle = { titleKey: "vacancy-admin:bulk.title" };

/** The statuses a bulk change offers (the lifecycle's manual moves; `expired` is the scheduled job's). */
const BULK_STATUSES = ["published", "filled", "archived"] as const;
const BULK_PAGE_SIZE = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireVacancyManager(context, request);
  const params = new URL(request.url).searchParams;
  const { page, sort } = parseListQuery(params, MANAGE_SORTS, "newest");
  const { filters, filter } = manageFilters(params);
  const { data, meta } = await listManageableVacancies(context, {
    filter,
    page,
    sort,
    size: BULK_PAGE_SIZE,
  });
  return {
    filters,
    sort,
    page,
    meta,
    vacancies: data.map((v) => ({
      id: v.id,
      title: v.title,
      status: v.status,
      hidden: v.organizationApproved === false,
      organization: v.organizationName,
      expiresAt: v.expiresAt,
      postedAt: v.publishedAt ?? v.createdAt,
      tags: v.tags,
    })),
  };
}

export default function BulkEdit() {
  const { t, i18n } = useTranslation("vacancy-admin");
  const { t: tv } = useTranslation("vacancies");
  const { t: tAll } = useTranslation();
  const { filters, sort, page, meta, vacancies } = useLoaderData<typeof loader>();
  const result = useActionData<BulkActionData>();
  const chosen = new Set(result?.ids ?? []);
  const blockedTitle =
    result?.error === "blocked" && result.blockedId
      ? (vacancies.find((v) => v.id === result.blockedId)?.title ?? `#${result.blockedId}`)
      : null;
  return (
    <div>
      <PageHeading
        title={t("bulk.title")}
        description={t("bulk.description")}
        back={{ to: "/vacancies", label: t("bulk.back") }}
      />
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
      </FilterBar>
      <Form method="post" className="space-y-6" id="bulk-form">
        {result ? (
          <div
            role="alert"
            data-testid="bulk-result"
            className="rounded-[var(--radius)] border border-red-700 bg-red-50 p-3 font-medium text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100"
          >
            {result.error === "blocked"
              ? blockedTitle
                ? t("bulk.blocked", { title: blockedTitle, reason: translateError(tAll, result.reason) })
                : t("bulk.blockedUnknown", { reason: translateError(tAll, result.reason) })
              : t(`bulk.${result.error}`)}
          </div>
        ) : null}
        <p className="text-sm">{t("list.total", { count: meta.recordCount })}</p>
        <DataTable
          caption={t("bulk.title")}
          rows={vacancies}
          rowKey={(v) => v.id}
          sort={sort}
          empty={t("list.empty")}
          columns={[
            {
              id: "choose",
              header: t("bulk.choose"),
              cell: (v) => (
                <span className="flex items-center">
                  <input
                    type="checkbox"
                    name="ids"
                    value={v.id}
                    id={`bulk-${v.id}`}
                    defaultChecked={chosen.has(v.id)}
                    className="size-5 accent-primary-700"
                  />
                  <label htmlFor={`bulk-${v.id}`} className="sr-only">
                    {t("bulk.chooseVacancy", { title: v.title })}
                  </label>
                </span>
              ),
            },
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
            { id: "tags", header: t("fields.tags"), cell: (v) => v.tags.map((tag) => tv(`tags.${tag}`)).join(", ") },
          ]}
        />
        <Pagination current={page} total={meta.pageCount} />
        <fieldset className="space-y-5 rounded-[var(--radius)] border border-muted-300 p-4 dark:border-muted-600">
          <legend className="px-1 text-lg font-semibold">{t("bulk.change")}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="bulk-status" className="block font-semibold">
                {t("bulk.changeStatus")}
              </label>
              <select id="bulk-status" name="status" className={inputClass} defaultValue="">
                <option value="">{t("bulk.noChange")}</option>
                {BULK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {tv(`statuses.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="bulk-expires-at" className="block font-semibold">
                {t("bulk.changeExpiresAt")}
              </label>
              <input id="bulk-expires-at" type="date" name="expiresAt" className={inputClass} />
              <span className="mt-2 flex items-center gap-2">
                <input id="bulk-clear-expires-at" type="checkbox" name="clearExpiresAt" className="size-4 accent-primary-700" />
                <label htmlFor="bulk-clear-expires-at">{t("bulk.clearExpiresAt")}</label>
              </span>
            </div>
          </div>
          <fieldset aria-describedby="bulk-tags-hint">
            <legend className="font-semibold">{t("bulk.changeTags")}</legend>
            <p id="bulk-tags-hint" className="text-sm text-muted-700 dark:text-muted-300">
              {t("bulk.tagsHint")}
            </p>
            <span className="mt-2 flex items-center gap-2">
              <input id="bulk-replace-tags" type="checkbox" name="replaceTags" className="size-4 accent-primary-700" />
              <label htmlFor="bulk-replace-tags" className="font-semibold">
                {t("bulk.replaceTags")}
              </label>
            </span>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {VACANCY_TAGS.map((tag) => (
                <span key={tag} className="flex items-center gap-2">
                  <input id={`bulk-tag-${tag}`} type="checkbox" name="tags" value={tag} className="size-4 accent-primary-700" />
                  <label htmlFor={`bulk-tag-${tag}`}>{tv(`tags.${tag}`)}</label>
                </span>
              ))}
            </div>
          </fieldset>
        </fieldset>
        <SubmitButton>{t("bulk.apply")}</SubmitButton>
      </Form>
    </div>
  );
}
