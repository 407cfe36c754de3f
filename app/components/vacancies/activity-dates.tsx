/**
 * An activity's dates on its vacancy page (activities, ADR 0022): each upcoming date with its time and the places left, the
 * reader's own sign-ups noted, the past ones (of the last 30 days) folded away under "Earlier dates", and an "add to
 * my calendar" link to the activity's `.ics` (`/api/v1/vacancies/{id}/ical`). Server-rendered, no JavaScript.
 */
import { useTranslation } from "react-i18next";
import { atStart, dayLabel } from "../../../contract/dates";
import { PlacesLeft } from "../activities/calendar";
import { linkClass } from "../forms";
import { StatusBadge } from "../ui/status-badge";

export interface ActivityDate {
  id: string;
  date: string;
  endDate: string;
  startTime: string;
  endTime: string;
  placesLeft: number | null;
  past: boolean;
}

function DateList({ dates, signedUp, year }: { dates: readonly ActivityDate[]; signedUp: readonly string[]; year: string }) {
  const { t, i18n } = useTranslation("activities");
  return (
    <ul className="divide-y divide-muted-200 dark:divide-muted-700">
      {dates.map((d) => (
        <li
          key={d.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
          data-testid="activity-date"
          data-past={d.past ? "true" : undefined}
        >
          <span className="font-semibold">
            <time dateTime={d.date}>{atStart(dayLabel(d.date, i18n.language, year), i18n.language)}</time>
            {d.endDate !== d.date ? (
              <>
                {" – "}
                <time dateTime={d.endDate}>{dayLabel(d.endDate, i18n.language, year)}</time>
              </>
            ) : null}
          </span>
          <span className="tabular-nums">{t("occurrence.time", { start: d.startTime, end: d.endTime })}</span>
          <span className="flex flex-wrap gap-2" data-testid="places-left">
            <PlacesLeft placesLeft={d.placesLeft} past={d.past} />
            {signedUp.includes(d.id) ? <StatusBadge tone="info">{t("dates.signedUp")}</StatusBadge> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ActivityDates({
  vacancyId,
  frequency,
  dates,
  signedUp,
  year,
}: {
  vacancyId: string;
  frequency: string | null;
  dates: readonly ActivityDate[];
  /** Occurrence ids the reader signed up for (pending, accepted or waitlisted). */
  signedUp: readonly string[];
  /** The current year (`YYYY`): other years are written out. */
  year: string;
}) {
  const { t } = useTranslation("activities");
  const past = dates.filter((d) => d.past);
  const upcoming = dates.filter((d) => !d.past);
  return (
    <section
      aria-labelledby="dates-title"
      className="flex flex-col gap-3 rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-700 dark:bg-muted-900"
      data-testid="activity-dates"
    >
      <h2 id="dates-title" className="text-xl font-semibold">
        {t("dates.title")}
      </h2>
      {frequency ? <p className="text-sm">{t(`dates.frequency.${frequency}`)}</p> : null}
      {upcoming.length === 0 ? <p>{t("dates.none")}</p> : <DateList dates={upcoming} signedUp={signedUp} year={year} />}
      {past.length ? (
        <details className="text-muted-700 dark:text-muted-300">
          <summary className="cursor-pointer font-semibold">{t("dates.earlier", { count: past.length })}</summary>
          <DateList dates={past} signedUp={signedUp} year={year} />
        </details>
      ) : null}
      <p>
        <a href={`/api/v1/vacancies/${vacancyId}/ical`} className={linkClass} download={`activiteit-${vacancyId}.ics`}>
          {t("dates.addToCalendar")}
        </a>
      </p>
    </section>
  );
}
