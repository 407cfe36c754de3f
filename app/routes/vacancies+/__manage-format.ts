/** Dates of the management screens' lists (isomorphic), in figures, from the one date formatter family. */
import { formatDay, formatDate as formatInstant } from "~/components/content/format-date";

const IN_FIGURES: Intl.DateTimeFormatOptions = { day: "numeric", month: "numeric", year: "numeric" };

/**
 * `YYYY-MM-DD` (a calendar day) or an ISO timestamp (its day in Europe/Amsterdam) in figures: "5-12-2026" /
 * "05/12/2026" (English the British way, as everywhere else); null or an invalid value is null.
 */
export function formatDate(date: string | null, language: string): string | null {
  if (!date) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return formatDay(date, language, IN_FIGURES);
  return formatInstant(date, language, IN_FIGURES) || null;
}
