/**
 * The one formatter family for dates people read (ARCHITECTURE "Dates"), in nl and en, in Europe/Amsterdam time:
 * the screens and the mails write a date the same way. Dates (`YYYY-MM-DD`, a calendar day) are written as they
 * are; instants (ISO with `Z` or an offset) in Amsterdam's wall-clock time.
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
/** The platform's two languages; anything else is written the Dutch way. */
export const localeOf = (locale: string): DateLocale => (locale === "en" ? "en" : "nl");

/**
 * The family's cached formatter for other shapes (app/components/content/format-date.ts builds the screens' dates
 * on it): Dutch as nl-NL, English the British way (en-GB); the options say the time zone.
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formatter(localeOf(locale), options);
}

/**
 * A date that starts a heading, a line or a sentence, capitalised as a person writes it ("december 2026" →
 * "December 2026"); inside running text a Dutch month or day name stays lower case ("op 16 december").
 */
export function atStart(text: string, locale: string): string {
  return text ? text.charAt(0).toLocaleUpperCase(TAGS[localeOf(locale)]) + text.slice(1) : text;
}

/** `16 december 2026` / `16 December 2026`: a calendar day (`YYYY-MM-DD`). */
export function formatDay(date: string, locale: string): string {
  return formatter(localeOf(locale), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
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
