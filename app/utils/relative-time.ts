/**
 * SPEC §4 relative time: under 60 seconds reads 'just now'; otherwise the largest whole unit from minutes up to
 * years ("3 dagen geleden", "in 2 weeks"), worded by Intl.RelativeTimeFormat. Pure and isomorphic.
 */

export type DateInput = Date | string | number;

/** Intl has no 'just now'; keyed by language so a new locale cannot silently fall back. */
const JUST_NOW: Record<string, string> = { nl: "zojuist", en: "just now" };

/** Seconds only ever read 'just now', so the smallest unit Intl words is the minute. */
const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

export const JUST_NOW_SECONDS = 60;

function toMillis(value: DateInput): number {
  return value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
}

function language(locale: string): string {
  return locale.toLowerCase().split("-")[0];
}

// One formatter per locale: creating one costs far more than formatting with it.
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function relativeTimeFormatter(locale: string): Intl.RelativeTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** `date` relative to `now` in `locale`; an unparseable date gives "". */
export function relativeTime(date: DateInput, now: DateInput, locale: string): string {
  const seconds = (toMillis(date) - toMillis(now)) / 1000;
  if (!Number.isFinite(seconds)) return "";
  if (Math.abs(seconds) < JUST_NOW_SECONDS) return JUST_NOW[language(locale)] ?? JUST_NOW.en;
  // numeric "auto" gives the natural words: "gisteren", "vorige week", "yesterday".
  const format = relativeTimeFormatter(locale);
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? UNITS[UNITS.length - 1];
  // Whole units, rounded toward zero: 13 months ago is "last year", not "in 1 year".
  return format.format(Math.trunc(seconds / size), unit);
}

/** How often a shown relative time is refreshed in the browser (SPEC §4). */
export const RELATIVE_TIME_REFRESH_MS = 30_000;
