/**
 * The activity calendar's two views of one month (activities, ADR 0022): the month grid (a table, Monday first; from `md`
 * up) and the agenda list (every screen width; the only view on a phone: the grid collapses to it by CSS, no
 * JavaScript). Each occurrence links to its vacancy page (`/vacancies/{id}`), where the visitor signs up.
 */
import { useTranslation } from "react-i18next";
import { atStart, dayLabel, weekdayNames } from "../../../contract/dates";
import { dutchContent } from "../content/content-lang";
import { linkClass } from "../form-look";
import { LocaleLink } from "../locale-link";
import { StatusBadge } from "../ui/status-badge";
import { type Month, monthGrid } from "./month";

export interface CalendarOccurrence {
  id: string;
  vacancyId: string;
  title: string;
  organizationName: string;
  city: string | null;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number | null;
  placesLeft: number | null;
  tags: readonly string[];
  past: boolean;
}

function byDate(occurrences: readonly CalendarOccurrence[]): Map<string, CalendarOccurrence[]> {
  const days = new Map<string, CalendarOccurrence[]>();
  for (const o of occurrences) {
    const list = days.get(o.date);
    if (list) list.push(o);
    else days.set(o.date, [o]);
  }
  return days;
}

/** "3 places left" / "Full" / nothing for unlimited. */
export function PlacesLeft({ placesLeft, past }: { placesLeft: number | null; past: boolean }) {
  const { t } = useTranslation("activities");
  if (past) return <StatusBadge tone="neutral">{t("occurrence.past")}</StatusBadge>;
  if (placesLeft === null) return null;
  if (placesLeft <= 0) return <StatusBadge tone="warning">{t("occurrence.full")}</StatusBadge>;
  return <StatusBadge tone="success">{t("occurrence.placesLeft", { count: placesLeft })}</StatusBadge>;
}

export function MonthGrid({
  month,
  occurrences,
  today,
  caption,
}: {
  month: Month;
  occurrences: readonly CalendarOccurrence[];
  today: string;
  caption: string;
}) {
  const { i18n } = useTranslation("activities");
  const dutch = dutchContent(i18n.language);
  const days = byDate(occurrences);
  const short = weekdayNames(i18n.language, "short");
  const long = weekdayNames(i18n.language, "long");
  return (
    <table className="hidden w-full table-fixed border-collapse md:table" data-testid="month-grid">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {short.map((name, i) => (
            <th key={long[i]} scope="col" abbr={long[i]} className="p-1 text-left text-sm font-semibold">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0].date}>
            {week.map((day) => {
              const list = day.inMonth ? (days.get(day.date) ?? []) : [];
              const isToday = day.date === today;
              return (
                <td
                  key={day.date}
                  className={`h-24 border border-muted-200 p-1 align-top dark:border-muted-700 ${
                    day.inMonth
                      ? "bg-white dark:bg-muted-900"
                      : "bg-muted-50 text-muted-600 dark:bg-transparent dark:text-muted-400"
                  }`}
                  aria-current={isToday ? "date" : undefined}
                >
                  <span
                    className={`inline-flex size-7 items-center justify-center rounded-full text-sm ${
                      isToday ? "bg-primary-700 font-bold text-white" : ""
                    }`}
                  >
                    {Number(day.date.slice(8))}
                  </span>
                  {list.length ? (
                    <ul className="mt-1 space-y-1 text-sm">
                      {list.map((o) => (
                        <li key={o.id}>
                          <LocaleLink to={`/vacancies/${o.vacancyId}`} className={`${linkClass} block break-words`}>
                            <span className="font-semibold">{o.startTime}</span> <span {...dutch}>{o.title}</span>
                          </LocaleLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AgendaList({ occurrences, heading }: { occurrences: readonly CalendarOccurrence[]; heading: string }) {
  const { t, i18n } = useTranslation("activities");
  const { t: tv } = useTranslation("vacancies");
  const dutch = dutchContent(i18n.language);
  const days = [...byDate(occurrences)];
  return (
    <section aria-labelledby="agenda-title" className="md:mt-8">
      <h2 id="agenda-title" className="mb-3 text-xl font-semibold">
        {heading}
      </h2>
      {days.length === 0 ? (
        <p data-testid="agenda-empty">{t("calendar.empty")}</p>
      ) : (
        <ol className="space-y-6" data-testid="agenda">
          {days.map(([date, list]) => (
            <li key={date}>
              <h3 className="mb-2 border-b border-muted-200 pb-1 font-semibold dark:border-muted-700">
                <time dateTime={date}>{atStart(dayLabel(date, i18n.language), i18n.language)}</time>
              </h3>
              <ul className="space-y-3">
                {list.map((o) => (
                  <li key={o.id} className="flex flex-col gap-1 sm:flex-row sm:gap-4" data-testid="agenda-item">
                    <span className="w-28 shrink-0 font-semibold tabular-nums">
                      {t("occurrence.time", { start: o.startTime, end: o.endTime })}
                    </span>
                    <div className="flex min-w-0 flex-col gap-1">
                      <LocaleLink
                        to={`/vacancies/${o.vacancyId}`}
                        className={`${linkClass} font-semibold break-words`}
                        {...dutch}
                      >
                        {o.title}
                      </LocaleLink>
                      <span className="text-sm text-muted-700 dark:text-muted-300" {...dutch}>
                        {[o.organizationName, o.city].filter(Boolean).join(" · ")}
                      </span>
                      <span className="flex flex-wrap gap-2">
                        <PlacesLeft placesLeft={o.placesLeft} past={o.past} />
                        {o.tags.map((tag) => (
                          <StatusBadge key={tag} tone="neutral">
                            {tv(`tags.${tag}`)}
                          </StatusBadge>
                        ))}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
