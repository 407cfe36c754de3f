/**
 * The figures of `/analytics` (docs/decisions/0067-analytics-charts.md): the headline numbers and the seven charts of
 * the chart kit, from the API's `analytics_charts` attributes. Labels in the reader's language; every chart has a
 * title, a description with its totals and its numbers as a table.
 */
import { useTranslation } from "react-i18next";
import { BarChart } from "~/components/charts/bar-chart";
import { TimeChart } from "~/components/charts/time-chart";
import { ANSWER_TIME_BUCKETS, type AnalyticsChartsAttributes, type NamedCount } from "../../../contract/analytics-charts";
import { APPLICATION_STATUSES } from "../../../contract/applications";
import { formatDay } from "../../../contract/dates";
import { LISTED_ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "../../../contract/organization-vocabulary";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function AnalyticsCharts({ charts }: { charts: AnalyticsChartsAttributes }) {
  const { t, i18n } = useTranslation("analytics");
  const locale = i18n.language;
  const en = locale === "en";
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const week = charts.interval === "week";
  const bucketLabel = (b: { key: string; from: string }) =>
    week
      ? formatDay(b.from, locale, { day: "numeric", month: "short", year: "numeric" })
      : formatDay(`${b.key}-15`, locale, { month: "short", year: "numeric" });
  const categories = charts.buckets.map(bucketLabel);
  const period = t("charts.period", { from: formatDay(charts.from, locale), to: formatDay(charts.to, locale) });
  const interval = t(`charts.interval.${charts.interval}`);
  const timeLabel = t(week ? "charts.category.week" : "charts.category.month");
  const count = t("charts.count");
  const name = (n: NamedCount) => (en ? n.nameEn : n.nameNl);
  const median = charts.totals.medianDaysToAnswer;
  const medianText =
    median === null ? t("charts.headline.none") : t("charts.headline.days", { count: median, formatted: number.format(median) });

  const orgStatuses = LISTED_ORGANIZATION_STATUSES;
  const orgCount = (status: string, type: string) =>
    charts.organizations.find((o) => o.status === status && o.type === type)?.count ?? 0;
  const orgTotal = sum(charts.organizations.map((o) => o.count));
  const ageTotal = sum(charts.ageGroups.groups.map((g) => g.count)) + charts.ageGroups.unknown;

  const headline = [
    { key: "vacanciesPublished", value: number.format(charts.totals.vacanciesPublished) },
    { key: "applications", value: number.format(charts.totals.applications) },
    { key: "accepted", value: number.format(charts.totals.accepted) },
    { key: "medianDays", value: medianText },
  ] as const;

  return (
    <div className="mt-6 space-y-6">
      <section aria-labelledby="analytics-headline">
        <h2 id="analytics-headline" className="sr-only">
          {t("charts.headline.label")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {headline.map((h) => (
            <div
              key={h.key}
              className="rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-800 dark:bg-muted-900"
            >
              <dt className="text-sm text-muted-700 dark:text-muted-300">{t(`charts.headline.${h.key}`)}</dt>
              <dd className="mt-1 text-2xl font-semibold text-muted-950 tabular-nums dark:text-muted-50" data-figure={h.key}>
                {h.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <TimeChart
          id="vacancies"
          locale={locale}
          title={t("charts.vacancies.title")}
          description={t("charts.vacancies.description", { interval, period, total: charts.totals.vacanciesPublished })}
          categories={categories}
          categoryLabel={timeLabel}
          series={[{ key: "published", label: t("charts.headline.vacanciesPublished"), values: charts.vacanciesPublished }]}
        />
        <BarChart
          id="applications"
          locale={locale}
          title={t("charts.applications.title")}
          description={t("charts.applications.description", {
            interval,
            period,
            total: charts.totals.applications,
            accepted: charts.totals.accepted,
          })}
          categories={categories}
          categoryLabel={timeLabel}
          series={APPLICATION_STATUSES.map((s) => ({ key: s, label: t(`charts.statuses.${s}`), values: charts.applications[s] }))}
        />
        <BarChart
          id="organizations"
          layout="horizontal"
          locale={locale}
          title={t("charts.organizations.title")}
          description={t("charts.organizations.description", { total: orgTotal })}
          categories={orgStatuses.map((s) => t(`charts.orgStatuses.${s}`))}
          categoryLabel={t("charts.category.status")}
          series={ORGANIZATION_TYPES.map((type) => ({
            key: type,
            label: t(`charts.orgTypes.${type}`),
            values: orgStatuses.map((s) => orgCount(s, type)),
          }))}
        />
        <BarChart
          id="activity-types"
          layout="horizontal"
          locale={locale}
          title={t("charts.activityTypes.title")}
          description={t("charts.activityTypes.description", { count: charts.activityTypes.length, period })}
          categories={charts.activityTypes.map(name)}
          categoryLabel={t("charts.category.activityType")}
          series={[{ key: "count", label: count, values: charts.activityTypes.map((a) => a.count) }]}
        />
        <BarChart
          id="answer-time"
          layout="horizontal"
          locale={locale}
          title={t("charts.answerTime.title")}
          description={t("charts.answerTime.description", { period, total: charts.answerTime.decided, median: medianText })}
          categories={ANSWER_TIME_BUCKETS.map((b) => t(`charts.answerBuckets.${b}`))}
          categoryLabel={t("charts.category.answerTime")}
          series={[{ key: "count", label: count, values: ANSWER_TIME_BUCKETS.map((b) => charts.answerTime.buckets[b]) }]}
        />
        <BarChart
          id="age-groups"
          layout="horizontal"
          locale={locale}
          title={t("charts.ageGroups.title")}
          description={t("charts.ageGroups.description", {
            year: charts.to.slice(0, 4),
            total: ageTotal,
            unknown: charts.ageGroups.unknown,
          })}
          categories={[...charts.ageGroups.groups.map(name), t("charts.ageGroups.unknown")]}
          categoryLabel={t("charts.category.ageGroup")}
          series={[
            { key: "count", label: count, values: [...charts.ageGroups.groups.map((g) => g.count), charts.ageGroups.unknown] },
          ]}
        />
        <BarChart
          id="sign-ups"
          layout="horizontal"
          locale={locale}
          title={t("charts.signUps.title")}
          description={t("charts.signUps.description", { count: charts.signUps.length, period })}
          categories={charts.signUps.map((s) => s.title)}
          categoryLabel={t("charts.category.activity")}
          series={[{ key: "count", label: count, values: charts.signUps.map((s) => s.count) }]}
        />
      </div>
    </div>
  );
}
