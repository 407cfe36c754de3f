/** Dates of the vacancy management screens (isomorphic). */

/** `YYYY-MM-DD` (or an ISO timestamp) as a date in the reader's language, Europe/Amsterdam; null stays null. */
export function formatDate(date: string | null, language: string): string | null {
  if (!date) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T12:00:00Z`) : new Date(date);
  if (Number.isNaN(day.getTime())) return null;
  return day.toLocaleDateString(language, { timeZone: "Europe/Amsterdam" });
}
