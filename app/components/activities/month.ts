/**
 * The activity calendar's months (`/activiteitenkalender?maand=2026-12`), isomorphic and pure: reading
 * the `maand` parameter with an allow-list (anything else is the current month and says so, never an error), the
 * month's date range for the API's `filter[from]`/`filter[to]`, neighbouring months for the plain links, and the
 * grid of weeks (Monday first, the Dutch week). Dates are `YYYY-MM-DD` strings; no time zone is involved.
 * Names of months and days come from the one date formatter family (contract/dates.ts).
 */
import { dayLabel, monthLabel as formatMonth, weekdayNames } from "../../../contract/dates";

export interface Month {
  year: number;
  /** 1–12 */
  month: number;
}

const MONTH_PARAM = /^(\d{4})-(\d{2})$/;
/** The calendar's reach: months outside it read as invalid (a hand-made `?maand=9999-01` shows the current month). */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

const pad = (n: number) => String(n).padStart(2, "0");

export function monthKey({ year, month }: Month): string {
  return `${year}-${pad(month)}`;
}

/** The month of a `YYYY-MM-DD` date. */
export function monthOf(date: string): Month {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/**
 * `?maand=` → the month to show. Absent: the current month. Malformed or out of range (`2026-13`, `../`, `abc`):
 * the current month with `invalid` set, so the page can say so.
 */
export function parseMonth(value: string | null, today: string): { month: Month; invalid: boolean } {
  const current = monthOf(today);
  if (value === null || value === "") return { month: current, invalid: false };
  const match = MONTH_PARAM.exec(value);
  if (!match) return { month: current, invalid: true };
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < MIN_YEAR || year > MAX_YEAR) return { month: current, invalid: true };
  return { month: { year, month }, invalid: false };
}

export function addMonths({ year, month }: Month, n: number): Month {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth({ year, month }: Month): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** First and last day of the month (`filter[from]`, `filter[to]`: at most 31 days, under the API's 93). */
export function monthRange(m: Month): { from: string; to: string } {
  const key = monthKey(m);
  return { from: `${key}-01`, to: `${key}-${pad(daysInMonth(m))}` };
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return (day + 6) % 7;
}

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface GridDay {
  date: string;
  /** Part of the shown month (the others fill the first and last week). */
  inMonth: boolean;
}

/** The weeks (Monday–Sunday) that cover the month: 4 to 6 rows of 7 days. */
export function monthGrid(m: Month): GridDay[][] {
  const { from, to } = monthRange(m);
  const key = monthKey(m);
  let day = shiftDate(from, -weekdayIndex(from));
  const last = shiftDate(to, 6 - weekdayIndex(to));
  const weeks: GridDay[][] = [];
  while (day <= last) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ date: day, inMonth: day.startsWith(key) });
      day = shiftDate(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The month's name and year in the one date formatter family ("december 2026" / "December 2026"). */
export function monthLabel(m: Month, language: string): string {
  return formatMonth(m.year, m.month, language);
}

export { dayLabel, weekdayNames };
