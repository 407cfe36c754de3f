/**
 * Analytics and the municipality report (SPEC §2 /analytics, /analytics/index-2; PRODUCT.md "Analytics counts per
 * centre and period"): the filter every analytics screen and API answer shares — a period of Amsterdam days, how it
 * is cut into buckets (weeks or months), and which centre. Field rules carry message keys (contract/messages.ts).
 *
 * A period is `from`…`to`, both days included, in Europe/Amsterdam. It is turned into half-open UTC instants
 * [start, end) once, here, so every aggregate in SQL compares stored UTC timestamps (`created_at`, `published_at`,
 * `decided_at`) with plain string comparisons on an index, and a day means the same hours on every chart.
 */

import { z } from "zod";
import { isoDateString, localToUtc } from "./activity-time";
import { amsterdamToday } from "./dates";

export const ANALYTICS_INTERVALS = ["week", "month"] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

/** The longest period a report covers: five years (a longer one is refused with this limit in its message). */
export const MAX_RANGE_YEARS = 5;
/** The default period: the last twelve months up to today (the month a year ago's first day … today). */
export const DEFAULT_RANGE_MONTHS = 12;
/** The earliest day a period may start (the product holds nothing older). */
export const MIN_DAY = "2000-01-01";

const day = z
  .string({ required_error: "validation:required" })
  .trim()
  .refine((v) => isoDateString(v) && v >= MIN_DAY && v <= "2099-12-31", "analytics:errors.date");

/** `center`: a centre's id, or `all` (admins only: every centre of the tenant). Empty = the actor's default. */
const center = z
  .string()
  .trim()
  .regex(/^(all|\d{1,12})?$/, "analytics:errors.center");

/** Days between two `YYYY-MM-DD` dates (to − from). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** The last day a period starting at `from` may end on (MAX_RANGE_YEARS later, less a day). */
export function latestEnd(from: string): string {
  const d = new Date(`${from}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + MAX_RANGE_YEARS);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The analytics filter as a GET form and the API's query send it (`from`, `to`, `interval`, `center`), each optional:
 * what is left out gets `defaultRange`. Errors point at `to` (ends before it starts, longer than MAX_RANGE_YEARS).
 */
export const analyticsQuery = z
  .object({
    from: day.optional(),
    to: day.optional(),
    interval: z.enum(ANALYTICS_INTERVALS, { message: "analytics:errors.interval" }).optional(),
    center: center.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.from || !value.to) return;
    if (value.to < value.from)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["to"], message: "analytics:errors.endBeforeStart" });
    else if (value.to > latestEnd(value.from))
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["to"],
        message: `analytics:errors.tooLong|${JSON.stringify({ years: MAX_RANGE_YEARS })}`,
      });
  });
export type AnalyticsQueryInput = z.input<typeof analyticsQuery>;

export interface AnalyticsRange {
  /** First day, `YYYY-MM-DD` (Amsterdam), included. */
  from: string;
  /** Last day, `YYYY-MM-DD` (Amsterdam), included. */
  to: string;
  interval: AnalyticsInterval;
  /** UTC instant of `from`'s midnight in Amsterdam (included). */
  start: string;
  /** UTC instant of the midnight after `to` in Amsterdam (excluded). */
  end: string;
}

/** `YYYY-MM-DD` + n days. */
export function addDays(dayText: string, n: number): string {
  const d = new Date(`${dayText}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The first day of the month `n` months before `dayText`'s month. */
function monthStartBefore(dayText: string, n: number): string {
  const d = new Date(`${dayText.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
}

/**
 * The period a (valid) query stands for. Left out: `to` = today, `from` = the first day of the month eleven months
 * before `to`'s (twelve calendar months), or MAX_RANGE_YEARS before `to` when only `to` is given and `from` would
 * lie after it; `interval` = month, or week for a period of at most 13 weeks.
 */
export function rangeOf(query: { from?: string; to?: string; interval?: AnalyticsInterval }, now = new Date()): AnalyticsRange {
  const to = query.to ?? (query.from && query.from > amsterdamToday(now) ? latestEnd(query.from) : amsterdamToday(now));
  const from = query.from ?? monthStartBefore(to, DEFAULT_RANGE_MONTHS - 1);
  const interval = query.interval ?? (daysBetween(from, to) <= 91 ? "week" : "month");
  return { from, to, interval, start: localToUtc(from, "00:00"), end: localToUtc(addDays(to, 1), "00:00") };
}

export interface AnalyticsBucket {
  /** `YYYY-MM` for a month, `YYYY-MM-DD` (its Monday, or the period's first day) for a week. */
  key: string;
  /** The bucket's first and last day within the period (the first and last bucket may be cut by it). */
  from: string;
  to: string;
  /** [start, end) as UTC instants, as `AnalyticsRange`. */
  start: string;
  end: string;
}

/**
 * The period cut into calendar months or ISO weeks (Monday … Sunday), the first and last cut at the period's edges.
 * At most MAX_RANGE_YEARS × 53 buckets.
 */
export function bucketsOf(range: Pick<AnalyticsRange, "from" | "to" | "interval">): AnalyticsBucket[] {
  const out: AnalyticsBucket[] = [];
  let from = range.from;
  while (from <= range.to) {
    let next: string;
    if (range.interval === "month") next = monthStartBefore(from, -1);
    else {
      const weekday = new Date(`${from}T12:00:00Z`).getUTCDay() || 7;
      next = addDays(from, 8 - weekday);
    }
    const to = next > range.to ? range.to : addDays(next, -1);
    const key = range.interval === "month" ? from.slice(0, 7) : from;
    out.push({ key, from, to, start: localToUtc(from, "00:00"), end: localToUtc(addDays(to, 1), "00:00") });
    from = next;
  }
  return out;
}
