/**
 * My applications (`/applications` for a volunteer or student, who manage nothing and mentor no one): their own
 * applications and activity sign-ups — the vacancy, the activity's date, the status with the waitlist place — and
 * a withdraw form per row the API still lets them withdraw (`allowedStatuses`), behind the kit's 'I am sure' box
 * (a withdrawal is final), a plain post that works without JavaScript (`intent=withdraw`, `_index.tsx`'s action).
 */

import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../../contract/applications";
import { atStart, formatDateInFigures, formatDateTime } from "../../../contract/dates";
import { ApplicationStatusBadge } from "./__application-status";

export interface MyApplication {
  id: string;
  status: ApplicationStatus;
  vacancyId: number;
  vacancyTitle: string;
  organizationName: string;
  occurrenceStartsAt: string | null;
  waitlistPosition: number | null;
  createdAt: string;
  withdrawable: boolean;
}

export function MyApplications({
  applications,
  filters,
  sort,
  page,
  pageCount,
  recordCount,
}: {
  applications: MyApplication[];
  filters: { status: string };
  sort: string;
  page: number;
  pageCount: number;
  recordCount: number;
}) {
  const { t, i18n } = useTranslation("applications");
  const unconfirmed = useActionData<{ unconfirmed?: string }>()?.unconfirmed;
  // The one date formatter family (contract/dates.ts): "Dinsdag 1 december, 10:00" at the start of a cell.
  const when = (value: string) => atStart(formatDateTime(value, i18n.language), i18n.language);
  return (
    <div>
      <PageHeading title={t("mine.title")} description={t("mine.description")} />
      <FilterBar label={t("mine.filters")} active={Boolean(filters.status)}>
        <FilterSelect
          name="status"
          label={t("fields.status")}
          defaultValue={filters.status}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <p className="mb-2 text-sm">{t("mine.total", { count: recordCount })}</p>
      <DataTable
        caption={t("mine.title")}
        rows={applications}
        rowKey={(a) => a.id}
        sort={sort}
        empty={
          <>
            {t("mine.empty")}{" "}
            <LocaleLink to="/vacancies/search" className={linkClass}>
              {t("mine.search")}
            </LocaleLink>
          </>
        }
        columns={[
          {
            id: "vacancy",
            header: t("fields.vacancy"),
            primary: true,
            sortKey: "vacancy_title",
            cell: (a) => (
              <>
                <LocaleLink to={`/vacancies/${a.vacancyId}`} className={linkClass}>
                  {a.vacancyTitle}
                </LocaleLink>
                <div className="text-sm font-normal text-muted-700 dark:text-muted-300">{a.organizationName}</div>
              </>
            ),
          },
          {
            id: "date",
            header: t("mine.date"),
            // A vacancy without dates is ongoing: said, not an empty cell.
            cell: (a) => (a.occurrenceStartsAt ? when(a.occurrenceStartsAt) : t("mine.ongoing")),
          },
          {
            id: "status",
            header: t("fields.status"),
            sortKey: "status",
            cell: (a) => (
              <span className="flex flex-wrap items-center gap-2" data-testid={`my-application-${a.id}-status`}>
                <ApplicationStatusBadge status={a.status} />
                {a.waitlistPosition ? (
                  <span className="text-sm">{t("show.position", { position: a.waitlistPosition })}</span>
                ) : null}
              </span>
            ),
          },
          {
            id: "createdAt",
            header: t("mine.createdAt"),
            sortKey: "created_at",
            cell: (a) => formatDateInFigures(a.createdAt, i18n.language),
          },
          {
            id: "actions",
            header: t("mine.actions"),
            cell: (a) =>
              a.withdrawable ? (
                <ConfirmForm
                  intent="withdraw"
                  idSuffix={a.id}
                  submitLabel={t("mine.withdraw")}
                  submitExtra={<span className="sr-only">: {a.vacancyTitle}</span>}
                  confirmLabel={t("mine.withdrawConfirm")}
                  unconfirmed={unconfirmed === a.id}
                >
                  <input type="hidden" name="id" value={a.id} />
                </ConfirmForm>
              ) : null,
          },
        ]}
      />
      <Pagination current={page} total={pageCount} className="mt-6" />
    </div>
  );
}
