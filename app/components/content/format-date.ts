/**
 * Dates on content pages. One fixed time zone (the platform serves Dutch centres), so the server and the
 * browser render the same day and hydration never differs by a time-zone offset.
 */
export const DISPLAY_TIME_ZONE = "Europe/Amsterdam";

// Creating an Intl formatter costs far more than formatting with one (a news list formats a date per card).
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: DISPLAY_TIME_ZONE, ...options });
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
