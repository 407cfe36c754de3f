/**
 * Dates on content pages. One fixed time zone (the platform serves Dutch centres), so the server and the
 * browser render the same day and hydration never differs by a time-zone offset.
 */
export const DISPLAY_TIME_ZONE = "Europe/Amsterdam";

export function formatDate(
  date: string | number | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { timeZone: DISPLAY_TIME_ZONE, ...options }).format(value);
}
