/**
 * The analytics filter from a page's URL (the GET form of `AnalyticsFilter`), checked by the contract's rule before
 * any API call: a valid filter becomes the API query (`from`, `to`, `interval`, `center`, the same names); an invalid
 * one keeps the values as typed and gives each field its message key, and no figures are read.
 */
import { type AnalyticsInterval, type AnalyticsRange, analyticsQuery, rangeOf } from "../../../contract/analytics";

export const FILTER_FIELDS = ["from", "to", "interval", "center"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export interface AnalyticsFilterState {
  /** The values as the form shows them again (what was typed, or the period the figures are for). */
  values: Record<FilterField, string>;
  /** Message keys (contract/messages.ts) per field; empty when the filter is valid. */
  errors: Partial<Record<FilterField, string>>;
  /** The API query of a valid filter (every field spelled out, so the API and the page agree on the period). */
  query: URLSearchParams | null;
  range: AnalyticsRange | null;
}

export function analyticsFilter(url: URL, now = new Date()): AnalyticsFilterState {
  const raw = Object.fromEntries(FILTER_FIELDS.map((f) => [f, (url.searchParams.get(f) ?? "").slice(0, 40).trim()])) as Record<
    FilterField,
    string
  >;
  const input = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ""));
  const parsed = analyticsQuery.safeParse(input);
  if (!parsed.success) {
    const errors: AnalyticsFilterState["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FilterField;
      if (FILTER_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
    }
    return { values: raw, errors, query: null, range: null };
  }
  const range = rangeOf(parsed.data as { from?: string; to?: string; interval?: AnalyticsInterval }, now);
  const query = new URLSearchParams({ from: range.from, to: range.to, interval: range.interval });
  if (parsed.data.center) query.set("center", parsed.data.center);
  return {
    values: { from: range.from, to: range.to, interval: range.interval, center: parsed.data.center ?? "" },
    errors: {},
    query,
    range,
  };
}
