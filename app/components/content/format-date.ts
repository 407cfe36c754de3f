/**
 * The one date formatter family (content pages, vacancy details, staff screens, the activity calendar's months and
 * days). One fixed time zone (the platform serves Dutch centres), so the server and the browser render the same day
 * and hydration never differs by a time-zone offset. Dutch month and day names come lower case, as in running text
 * ("op 5 december"); a heading or a line that starts with one capitalises its first letter with CSS
 * (`first-letter:uppercase`), as a person writes — never by changing the string.
 */
export const DISPLAY_TIME_ZONE = "Europe/Amsterdam";

// Creating an Intl formatter costs far more than formatting with one (a news list formats a date per card).
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale === "nl" ? "nl-NL" : locale, {
      timeZone: DISPLAY_TIME_ZONE,
      ...options,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(
  date: string | number | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return "";
  return dateFormatter(locale, options).format(value);
}

/** A calendar day (`YYYY-MM-DD`, no time): read at noon UTC, so every time zone shows that same day. */
export function formatDay(day: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }): string {
  const value = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(value.getTime())) return day;
  return dateFormatter(locale, { ...options, timeZone: "UTC" }).format(value);
}
