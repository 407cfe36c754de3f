/**
 * The list of the forms an actor manages (/form_builder, and /content/forms for the centre's content managers):
 * title, organisation or "centre", access, status, submissions and the last change; a status filter (a GET form)
 * and paging through links, so it works without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { formatDateInFigures } from "../../../contract/dates";
import { FORM_STATUSES } from "../../../contract/forms";
import { linkClass, PageHeading } from "../forms";
import { LocaleLink } from "../locale-link";
import { ButtonLink } from "../ui/button";
import { DataTable } from "../ui/data-table";
import { FilterBar, FilterSelect } from "../ui/filter-bar";
import { Pagination } from "../ui/pagination";
import type { FormRow } from "./builder.server";
import { FormStatusBadge } from "./builder-status";

export function FormList({
  title,
  description,
  rows,
  filters,
  page,
  pageCount,
  recordCount,
}: {
  title: string;
  description: string;
  rows: readonly FormRow[];
  filters: { status: string };
  page: number;
  pageCount: number;
  recordCount: number;
}) {
  const { t, i18n } = useTranslation("form-builder");
  const english = i18n.language === "en";
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title={title} description={description} />
        <ButtonLink to="/form_builder/new" className="mb-6">
          {t("list.add")}
        </ButtonLink>
      </div>
      <FilterBar label={t("list.filters")} active={Boolean(filters.status)}>
        <FilterSelect
          name="status"
          label={t("fields.status")}
          defaultValue={filters.status}
          options={FORM_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <p className="mb-2 text-sm">{t("list.total", { count: recordCount })}</p>
      <DataTable
        caption={title}
        rows={rows}
        rowKey={(f) => f.id}
        empty={t("list.empty")}
        columns={[
          {
            id: "title",
            header: t("fields.title"),
            primary: true,
            cell: (f) => {
              const shown = english && f.titleEn ? f.titleEn : f.title;
              return (
                <LocaleLink to={`/form_builder/${f.id}`} className={linkClass} lang={shown === f.title ? "nl" : undefined}>
                  {shown}
                </LocaleLink>
              );
            },
          },
          { id: "owner", header: t("fields.owner"), cell: (f) => f.organization ?? t("list.centre") },
          { id: "access", header: t("fields.accessPermission"), cell: (f) => t(`access.${f.accessPermission}`) },
          { id: "status", header: t("fields.status"), cell: (f) => <FormStatusBadge status={f.status} /> },
          {
            id: "submissions",
            header: t("fields.submissions"),
            cell: (f) => (
              <LocaleLink to={`/form_builder/${f.id}/submissions`} className={linkClass}>
                {f.submissionCount}
                <span className="sr-only"> {t("list.submissionsOf", { title: f.title })}</span>
              </LocaleLink>
            ),
          },
          { id: "updated", header: t("fields.updatedAt"), cell: (f) => formatDateInFigures(f.updatedAt, i18n.language) },
        ]}
      />
      <Pagination current={page} total={pageCount} className="mt-6" />
    </div>
  );
}
