/**
 * SPEC §2 /activiteitenkalender/overzicht (signed in): the activities of the reader's scope month by
 * month — per date the sign-ups against the capacity and the waitlist — each with its printable attendance list.
 * Organisation superusers see their organisations', centre staff the centre's, the admin the tenant's; others get
 * the 403 page. Month links are plain links (`?maand=`), no JavaScript needed. Server side: __overview.server.ts.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { monthLabel, monthOf } from "~/components/activities/month";
import { dutchContent } from "~/components/content/content-lang";
import { linkClass, PageHeading } from "~/components/form-look";
import { LocaleLink } from "~/components/locale-link";
import { buttonClassName } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { hrefWith } from "~/components/ui/query-href";
import { StatusBadge } from "~/components/ui/status-badge";
import type { RouteHandle } from "~/utils/route-handle";
import { atStart, dayLabel } from "../../../contract/dates";
import { loadOverview } from "./__overview.server";

// No `requires`: an organisation superuser's right is for their own organisations (__overview.server.ts asks).
export const handle: RouteHandle = { titleKey: "activities:overview.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOverview(context, request);
}

export default function ActivitiesOverview() {
  const { t, i18n } = useTranslation("activities");
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const label = (key: string) => monthLabel(monthOf(`${key}-01`), i18n.language);
  const dutch = dutchContent(i18n.language);
  return (
    <div>
      <PageHeading
        title={t("overview.title")}
        description={t("overview.description")}
        back={{ to: "/activiteitenkalender", label: t("overview.toCalendar") }}
      />
      {data.invalidMonth ? (
        <p role="status" className="mb-4 font-semibold" data-testid="invalid-month">
          {t("calendar.invalidMonth")}
        </p>
      ) : null}
      <nav aria-label={t("calendar.months")} className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link to={hrefWith(location, { maand: data.previous })} className={buttonClassName("secondary")} rel="prev">
          <span aria-hidden="true">←&nbsp;</span>
          {t("calendar.previous", { month: label(data.previous) })}
        </Link>
        <h2 className="text-xl font-semibold" data-testid="month-title">
          {atStart(label(data.month), i18n.language)}
        </h2>
        <span className="flex flex-wrap items-center gap-3">
          {data.month !== data.current ? (
            <Link to={hrefWith(location, { maand: data.current })} className={linkClass}>
              {t("calendar.thisMonth")}
            </Link>
          ) : null}
          <Link to={hrefWith(location, { maand: data.next })} className={buttonClassName("secondary")} rel="next">
            {t("calendar.next", { month: label(data.next) })}
            <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </span>
      </nav>
      {data.truncated ? <p className="mb-2 text-sm">{t("calendar.truncated")}</p> : null}
      <DataTable
        caption={t("overview.caption", { month: label(data.month) })}
        rows={data.occurrences}
        rowKey={(o) => o.id}
        empty={t("overview.empty")}
        columns={[
          {
            id: "date",
            header: t("overview.date"),
            cell: (o) => (
              <span className="flex flex-col">
                <span>{atStart(dayLabel(o.date, i18n.language), i18n.language)}</span>
                <span className="text-sm tabular-nums">{t("occurrence.time", { start: o.startTime, end: o.endTime })}</span>
                {o.past ? (
                  <span>
                    <StatusBadge tone="neutral">{t("occurrence.past")}</StatusBadge>
                  </span>
                ) : null}
              </span>
            ),
          },
          {
            id: "activity",
            header: t("overview.activity"),
            primary: true,
            cell: (o) => (
              <>
                <LocaleLink to={`/vacancies/${o.vacancyId}`} className={linkClass} {...dutch}>
                  {o.title}
                </LocaleLink>
                <div className="text-sm text-muted-700 dark:text-muted-300" {...dutch}>
                  {o.organizationName}
                </div>
              </>
            ),
          },
          {
            id: "signups",
            header: t("overview.signups"),
            cell: (o) => (
              <span data-testid="signup-count">
                {o.capacity === null
                  ? t("overview.signupsUnlimited", { count: o.signupCount })
                  : t("overview.signupsOf", { count: o.signupCount, capacity: o.capacity })}
              </span>
            ),
          },
          {
            id: "waitlist",
            header: t("overview.waitlist"),
            cell: (o) => <span data-testid="waitlist-count">{o.waitlistCount}</span>,
          },
          {
            id: "attendance",
            header: t("overview.attendance"),
            cell: (o) => (
              <LocaleLink
                to={`/activiteitenkalender/overzicht/${o.id}`}
                className={linkClass}
                aria-label={t("overview.attendanceFor", { title: o.title, date: dayLabel(o.date, i18n.language) })}
              >
                {t("overview.attendanceLink")}
              </LocaleLink>
            ),
          },
        ]}
      />
    </div>
  );
}
