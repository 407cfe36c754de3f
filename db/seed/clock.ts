/**
 * The one clock the seed reads: the day it runs (Europe/Amsterdam). Vacancy dates are relative to it (some expire
 * within a week, some expired last month), so a database seeded today looks the same as one seeded next year.
 * Everything else in the seed is fixed data; db/seed/seed.test.ts allows the clock here only.
 */
import { amsterdamToday } from "../../contract/dates";

export function seedToday(): string {
  return amsterdamToday();
}

/** `YYYY-MM-DD` plus `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A moment on `day` plus `days`, at `hour`:`minute` UTC (ISO, as the timestamps columns hold it). */
export function stamp(day: string, days: number, hour = 9, minute = 0): string {
  return `${addDays(day, days)}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00.000Z`;
}
