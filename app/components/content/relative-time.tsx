import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DateInput, formatDate, RELATIVE_TIME_REFRESH_MS, relativeTime } from "../../../contract/dates";

/**
 * "3 dagen geleden" in a <time> element with the exact moment in dateTime and title. The server and the first
 * client render use `now` from the loader, so hydration matches; after that the browser's clock takes over and
 * the text refreshes every 30 seconds (SPEC §4).
 */
export function RelativeTime({ date, now, className }: { date: string; now: DateInput; className?: string }) {
  const { i18n } = useTranslation();
  const [current, setCurrent] = useState(() => new Date(now).getTime());

  useEffect(() => {
    setCurrent(Date.now());
    const timer = setInterval(() => setCurrent(Date.now()), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <time
      dateTime={date}
      title={formatDate(date, i18n.language, { dateStyle: "long", timeStyle: "short" })}
      className={className}
    >
      {relativeTime(date, current, i18n.language)}
    </time>
  );
}
