/**
 * The screens' dates (content pages, news, vacancy details, the activity calendar's months and days),
 * built on the one date formatter family of contract/dates.ts that the mails use: Dutch as nl-NL, English the
 * British way (en-GB), in one fixed time zone (the platform serves Dutch centres), so the server and the browser
 * render the same day and hydration never differs by a time-zone offset.
 *
 * Dutch month and day names come lower case, as in running text ("op 5 december"). A date that starts a heading, a
 * line or a table cell goes through `atStart` ("December 2026"), as a person writes — in the string, not with CSS
 * (`::first-letter` does nothing on an inline element, and a document title or an accessible name has no CSS).
 */
import { atStart, DISPLAY_TIME_ZONE, dateFormatter } from "../../../contract/dates";

export { atStart, DISPLAY_TIME_ZONE };

/** An instant (ISO, epoch or Date), its day in the display time zone; `""` for an invalid one. */
export function formatDate(
  date: string | number | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return "";
  return dateFormatter(locale, { timeZone: DISPLAY_TIME_ZONE, ...options }).format(value);
}

/** A calendar day (`YYYY-MM-DD`, no time): read at noon UTC, so every time zone shows that same day. */
export function formatDay(day: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }): string {
  const value = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(value.getTime())) return day;
  return dateFormatter(locale, { ...options, timeZone: "UTC" }).format(value);
}

/** A month ("december 2026" / "December 2026"): running text; `atStart` where it begins a heading. */
export function monthLabel(year: number, month: number, locale: string): string {
  return formatDay(`${year}-${String(month).padStart(2, "0")}-15`, locale, { month: "long", year: "numeric" });
}

/**
 * A day of the calendar ("zaterdag 5 december" / "Saturday 5 December"); with the year when it is not
 * `currentYear` ("… 2027").
 */
export function dayLabel(date: string, locale: string, currentYear?: string): string {
  // Weekday and day apart, as contract/dates.ts's formatLongDay: en-GB puts a comma after the weekday once a year
  // is added ("Tuesday, 5 January 2027"), which the mails do not write.
  const weekday = formatDay(date, locale, { weekday: "long" });
  const day = formatDay(date, locale, {
    day: "numeric",
    month: "long",
    ...(currentYear && !date.startsWith(currentYear) ? { year: "numeric" } : {}),
  });
  return `${weekday} ${day}`;
}

/** The seven weekday names from Monday, in the reader's language (`short`: "ma", "Mon"). */
export function weekdayNames(locale: string, width: "short" | "long"): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => formatDay(`2024-01-0${1 + i}`, locale, { weekday: width }));
}

const IN_FIGURES: Intl.DateTimeFormatOptions = { day: "numeric", month: "numeric", year: "numeric" };

/**
 * A date in figures for the management lists: `YYYY-MM-DD` (a calendar day) or an ISO timestamp (its day in
 * Europe/Amsterdam) → "5-12-2026" / "05/12/2026" (English the British way, as everywhere else); null or an invalid
 * value is null.
 */
export function formatDateInFigures(date: string | null, language: string): string | null {
  if (!date) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return formatDay(date, language, IN_FIGURES);
  return formatDate(date, language, IN_FIGURES) || null;
}
