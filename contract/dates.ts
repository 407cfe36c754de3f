/**
 * The one formatter family for dates people read (ARCHITECTURE "Dates", ADR 0045), in nl and en, in
 * Europe/Amsterdam time: every date on a screen and in a mail is written here, and nowhere else calls
 * `toLocaleDateString`, `toLocaleString`, `toLocaleTimeString` or `Intl.DateTimeFormat` (dates.test.ts checks the
 * whole source). Dutch is written as nl-NL, English the British way (en-GB), in one fixed time zone (the platform
 * serves Dutch centres), so the server and the browser render the same day and hydration never differs by an offset.
 *
 * - A calendar day (`YYYY-MM-DD`, no time) is written as it is (`formatDay`, `dayLabel`, `monthLabel`); an instant
 *   (ISO with `Z` or an offset, epoch, Date) in Amsterdam's wall-clock time (`formatDate`, `formatDateTime`,
 *   `formatTime`, `formatLongDay`, `formatTimestamp`).
 * - Dutch month and day names come lower case, as in running text ("op 5 december"). A date that starts a heading, a
 *   line or a cell goes through `atStart` ("December 2026"): in the string, not with CSS (`::first-letter` does
 *   nothing on an inline element, and a document title or an accessible name has no CSS).
 * - Relative time per SPEC §4: `relativeTime`.
 * - Today: `amsterdamToday`, the one "today in Europe/Amsterdam" of the API, the screens and the seed.
 */

export type DateLocale = "nl" | "en";
export const DISPLAY_TIME_ZONE = "Europe/Amsterdam";

const TAGS: Record<DateLocale, string> = { nl: "nl-NL", en: "en-GB" };
// Creating an Intl formatter costs far more than formatting with one.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: DateLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(TAGS[locale] ?? TAGS.nl, options);
    formatters.set(key, f);
  }
  return f;
}
/** The platform's two languages (`en`, `en-GB` → en); anything else is written the Dutch way. */
export const localeOf = (locale: string): DateLocale => (locale.toLowerCase().split("-")[0] === "en" ? "en" : "nl");

/**
 * A date that starts a heading, a line or a sentence, capitalised as a person writes it ("december 2026" →
 * "December 2026"); inside running text a Dutch month or day name stays lower case ("op 16 december").
 */
export function atStart(text: string, locale: string): string {
  return text ? text.charAt(0).toLocaleUpperCase(TAGS[localeOf(locale)]) + text.slice(1) : text;
}

const LONG_DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/**
 * `16 december 2026` / `16 December 2026`: a calendar day (`YYYY-MM-DD`, no time), read at noon UTC so every time
 * zone shows that same day; `options` for another shape of it. Not a day: the text as it came.
 */
export function formatDay(day: string, locale: string, options: Intl.DateTimeFormatOptions = LONG_DAY): string {
  const value = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(value.getTime())) return day;
  return formatter(localeOf(locale), { ...options, timeZone: "UTC" }).format(value);
}

/**
 * `28 november 2026` / `28 November 2026`: the day of an instant (ISO, epoch or Date) in Amsterdam; `options` for
 * another shape of it (with a time: `{ dateStyle: "long", timeStyle: "short" }`). An invalid instant: `""`.
 */
export function formatDate(
  instant: string | number | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = LONG_DAY,
): string {
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return "";
  return formatter(localeOf(locale), { ...options, timeZone: DISPLAY_TIME_ZONE }).format(value);
}

/** `woensdag 16 december 2026` / `Wednesday 16 December 2026`: the day of an instant in Amsterdam. */
export function formatLongDay(instant: string | Date, locale: string): string {
  const at = new Date(instant);
  const weekday = formatter(localeOf(locale), { weekday: "long", timeZone: DISPLAY_TIME_ZONE }).format(at);
  const day = formatter(localeOf(locale), { day: "numeric", month: "long", year: "numeric", timeZone: DISPLAY_TIME_ZONE });
  return `${weekday} ${day.format(at)}`;
}

/** `18:00`: the wall-clock time of an instant in Amsterdam (24 hours, both languages). */
export function formatTime(instant: string | Date, locale: string): string {
  return formatter(localeOf(locale), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: DISPLAY_TIME_ZONE,
  }).format(new Date(instant));
}

/** `woensdag 16 december, 18:00` / `Wednesday 16 December, 18:00`: an instant as a person writes it. */
export function formatDateTime(instant: string | Date, locale: string): string {
  const day = formatter(localeOf(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: DISPLAY_TIME_ZONE,
  }).format(new Date(instant));
  return `${day}, ${formatTime(instant, locale)}`;
}

/** `5 dec 2026, 18:00` / `5 Dec 2026, 18:00`: when a record was written or changed (a detail page's timestamps). */
export function formatTimestamp(instant: string | Date, locale: string): string {
  return formatDate(instant, locale, { dateStyle: "medium", timeStyle: "short" });
}

const IN_FIGURES: Intl.DateTimeFormatOptions = { day: "numeric", month: "numeric", year: "numeric" };

/**
 * A date in figures (lists, a record's dates): `YYYY-MM-DD` (a calendar day) or an instant (its day in Amsterdam) →
 * "5-12-2026" / "05/12/2026" (English day first, the British way); null or an invalid value is null.
 */
export function formatDateInFigures(date: string | null | undefined, locale: string): string | null {
  if (!date) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return formatDay(date, locale, IN_FIGURES);
  return formatDate(date, locale, IN_FIGURES) || null;
}

/** "5-12-2026, 18:00:05" / "05/12/2026, 18:00:05": an instant to the second, in figures (the dev mailbox). */
export function formatTimestampInFigures(instant: string | Date, locale: string): string {
  return formatDate(instant, locale, { ...IN_FIGURES, hour: "numeric", minute: "2-digit", second: "2-digit" });
}

/** `2026-11-27 19:05`: an instant in Amsterdam's wall time, sortable and the same in every language (an export's cell). */
export function formatSortableTimestamp(instant: string | Date): string {
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return "";
  const options: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: DISPLAY_TIME_ZONE,
  };
  const part = Object.fromEntries(
    formatter("nl", options)
      .formatToParts(value)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
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
  // Weekday and day apart, as formatLongDay: en-GB puts a comma after the weekday once a year is added
  // ("Tuesday, 5 January 2027"), which the mails do not write.
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

// Relative time (SPEC §4: "under 60 s reads 'just now'; units second to year; refreshed every 30 s").

export type DateInput = Date | string | number;

/** Under this many seconds, past or future, a moment reads 'just now' (so the second is never worded). */
export const JUST_NOW_SECONDS = 60;
/** How often a shown relative time is refreshed in the browser. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

/** Intl has no 'just now'. */
const JUST_NOW: Record<DateLocale, string> = { nl: "zojuist", en: "just now" };

/** From the largest unit down; the minute is the smallest Intl words (below it is 'just now'). */
const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relativeFormatters = new Map<DateLocale, Intl.RelativeTimeFormat>();
function relativeFormatter(locale: DateLocale): Intl.RelativeTimeFormat {
  let f = relativeFormatters.get(locale);
  if (!f) {
    // numeric "auto" gives the natural words: "gisteren", "vorige week", "yesterday".
    f = new Intl.RelativeTimeFormat(TAGS[locale], { numeric: "auto" });
    relativeFormatters.set(locale, f);
  }
  return f;
}

const millis = (value: DateInput): number =>
  value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);

/**
 * `date` relative to `now`: 'zojuist' / 'just now' under 60 seconds, else the largest whole unit from minutes up to
 * years ("3 dagen geleden", "in 2 weeks"); an unparseable date gives "".
 */
export function relativeTime(date: DateInput, now: DateInput, locale: string): string {
  const seconds = (millis(date) - millis(now)) / 1000;
  if (!Number.isFinite(seconds)) return "";
  const lang = localeOf(locale);
  if (Math.abs(seconds) < JUST_NOW_SECONDS) return JUST_NOW[lang];
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? UNITS[UNITS.length - 1];
  // Whole units, rounded toward zero: 13 months ago is "last year", not "in 1 year".
  return relativeFormatter(lang).format(Math.trunc(seconds / size), unit);
}

const AMSTERDAM_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: DISPLAY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in the Netherlands, `YYYY-MM-DD`: the one "today in Europe/Amsterdam" of the API and the screens. */
export function amsterdamToday(now: Date = new Date()): string {
  return AMSTERDAM_DAY.format(now);
}

const AMSTERDAM_HOUR = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", hour: "2-digit", hourCycle: "h23" });

/** The hour (0–23) it is now in the Netherlands (the periodic mail is sent from a morning hour, ADR 0066). */
export function amsterdamHour(now: Date = new Date()): number {
  return Number(AMSTERDAM_HOUR.format(now));
}

/** The ISO weekday of a `YYYY-MM-DD` date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}
