/**
 * SPEC §2 /activiteitenkalender (public): the month's activities as a month grid and an agenda list,
 * month by month through plain links (`?maand=2026-12`), filtered by type (the activity's frequency), tag and
 * place with a GET form — all of it without JavaScript. An invalid month shows the current one with a notice.
 * Links to the centre's iCalendar feed (download and `webcal://` subscribe). 404 where activities are off.
 * Server side: __calendar.server.ts.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AgendaList, MonthGrid } from "~/components/activities/calendar";
import { monthLabel, monthOf } from "~/components/activities/month";
import { linkClass, PageHeading } from "~/components/form-look";
import { buttonClassName } from "~/components/ui/button";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/ui/filter-bar";
import { hrefWith } from "~/components/ui/query-href";
import { i18nServer } from "~/utils/i18n.server";
import { listingMeta } from "~/utils/listing-meta";
import type { RouteHandle } from "~/utils/route-handle";
import { atStart } from "../../../contract/dates";
import { ACTIVITY_FREQUENCIES, VACANCY_TAGS } from "../../../contract/vacancy-vocabulary";
import { loadCalendar } from "./__calendar.server";

export const handle: RouteHandle = { isPublic: true, hydrateAfterPaint: true, titleKey: "activities:calendar.title" };

/** The page's own introduction as its description for search engines and shared links. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  listingMeta(data && { title: data.title, description: data.metaDescription });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [calendar, t] = await Promise.all([loadCalendar(context, request), i18nServer.getFixedT(context.locale, "activities")]);
  return { ...calendar, title: t("calendar.title"), metaDescription: t("calendar.description") };
}

export default function ActivityCalendar() {
  const { t, i18n } = useTranslation("activities");
  const { t: tv } = useTranslation("vacancies");
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const month = monthOf(`${data.month}-01`);
  const label = monthLabel(month, i18n.language);
  const monthHref = (key: string) => hrefWith(location, { maand: key });
  const { filters } = data;
  return (
    <div>
      <PageHeading title={t("calendar.title")} description={t("calendar.description")} />
      {data.invalidMonth ? (
        <p
          role="status"
          data-testid="invalid-month"
          className="mb-4 rounded-[var(--radius)] border border-amber-700 bg-amber-50 p-3 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
        >
          {t("calendar.invalidMonth")}
        </p>
      ) : null}
      <FilterBar label={t("calendar.filters")} active={Boolean(filters.type || filters.tag || filters.place)}>
        <input type="hidden" name="maand" value={data.month} />
        <FilterSelect
          name="type"
          label={t("calendar.type")}
          defaultValue={filters.type}
          options={ACTIVITY_FREQUENCIES.map((f) => ({ value: f, label: t(`frequencies.${f}`) }))}
        />
        <FilterSelect
          name="tag"
          label={t("calendar.tag")}
          defaultValue={filters.tag}
          options={VACANCY_TAGS.map((tag) => ({ value: tag, label: tv(`tags.${tag}`) }))}
        />
        <FilterSearch name="place" label={t("calendar.place")} defaultValue={filters.place} />
      </FilterBar>
      <nav
        aria-label={t("calendar.months")}
        className="mb-4 flex flex-wrap items-center justify-between gap-3"
        data-testid="month-nav"
      >
        <Link to={monthHref(data.previous)} className={buttonClassName("secondary")} rel="prev">
          <span aria-hidden="true">←&nbsp;</span>
          {t("calendar.previous", { month: monthLabel(monthOf(`${data.previous}-01`), i18n.language) })}
        </Link>
        <h2 className="text-xl font-semibold" data-testid="month-title" aria-live="polite">
          {atStart(label, i18n.language)}
        </h2>
        <span className="flex flex-wrap items-center gap-3">
          {data.month !== data.current ? (
            <Link to={monthHref(data.current)} className={linkClass}>
              {t("calendar.thisMonth")}
            </Link>
          ) : null}
          <Link to={monthHref(data.next)} className={buttonClassName("secondary")} rel="next">
            {t("calendar.next", { month: monthLabel(monthOf(`${data.next}-01`), i18n.language) })}
            <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </span>
      </nav>
      <p className="mb-3 text-sm" data-testid="occurrence-count">
        {t("calendar.count", { count: data.occurrences.length })}
        {data.truncated ? ` ${t("calendar.truncated")}` : null}
      </p>
      <MonthGrid month={month} occurrences={data.occurrences} today={data.today} caption={atStart(label, i18n.language)} />
      <AgendaList occurrences={data.occurrences} heading={t("calendar.agenda", { month: label })} />
      <section
        aria-labelledby="feed-title"
        className="mt-10 rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700"
        data-testid="calendar-feed"
      >
        <h2 id="feed-title" className="text-lg font-semibold">
          {t("feed.title")}
        </h2>
        <p className="mt-1">{t("feed.text")}</p>
        <p className="mt-3 flex flex-wrap gap-4">
          <a href={data.feed.webcal} className={linkClass}>
            {t("feed.subscribe")}
          </a>
          <a href={data.feed.href} className={linkClass} download>
            {t("feed.download")}
          </a>
        </p>
      </section>
    </div>
  );
}
