/**
 * The municipality report's reads for its screen and its CSV route (ADR 0068), all through the API: the filter from
 * the URL (analytics-filter.server.ts plus `municipality`), the figures, and the centres to name in the heading line
 * (and to choose from, for an admin). One loader turn: the reads go to D1 together.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentUser } from "~/utils/account.server";
import { getList } from "~/utils/api-resources.server";
import { toCamelCase } from "../../../contract/case";
import {
  MUNICIPALITY_MAX,
  type MunicipalityRow,
  REPORT_COLUMNS,
  type ReportFigures,
} from "../../../contract/municipality-report";
import { widestScope } from "../../../contract/policy";
import type { VolunteerCenterAttributes } from "../../../contract/volunteer-centers";
import { type AnalyticsFilterState, analyticsFilter } from "./analytics-filter.server";

export const REPORT_PATH = "/api/v1/analytics/municipalities";

export interface ReportFilter extends AnalyticsFilterState {
  /** The chosen municipality's exact name; "" = all. */
  municipality: string;
}

export function reportFilter(url: URL): ReportFilter {
  const municipality = (url.searchParams.get("municipality") ?? "").trim().slice(0, MUNICIPALITY_MAX);
  return { ...analyticsFilter(url), municipality };
}

/** The API query of a valid filter (null when the period is invalid: no figures are read). */
export function reportQuery(filter: ReportFilter): Record<string, string> | null {
  if (!filter.query) return null;
  const query = Object.fromEntries(filter.query.entries());
  if (filter.municipality) query.municipality = filter.municipality;
  return query;
}

/** The client gives attributes and meta camelCased; the report's columns keep the contract's names. */
type Camel = Record<string, unknown>;
const figuresOf = (source: Camel | undefined): ReportFigures =>
  Object.fromEntries(REPORT_COLUMNS.map((k) => [k, Number(source?.[toCamelCase(k)] ?? 0)])) as ReportFigures;

interface ReportMeta {
  center: number[] | "all";
  totals: Camel;
  municipalities: string[];
}

export async function loadReport(context: AppLoadContext, request: Request) {
  const filter = reportFilter(new URL(request.url));
  const query = reportQuery(filter);
  const [user, centres, report] = await Promise.all([
    currentUser(context, request),
    getList<VolunteerCenterAttributes>(context.api, "/api/v1/volunteer_centers", { query: { page: { size: 100 } } }),
    query ? context.api.get<Array<Camel & { municipality: string | null }>>(REPORT_PATH, { query }) : null,
  ]);
  const actor = actorOf(user);
  const anyCenter = widestScope(actor, "analytics.view") === "tenant";
  const names = new Map(centres.data.map((c) => [Number(c.id), c.name]));
  const meta = (report?.meta ?? null) as unknown as ReportMeta | null;
  const counted = meta?.center ?? (anyCenter ? "all" : [actor.centerId ?? 0]);
  return {
    filter: { values: filter.values, errors: filter.errors, municipality: filter.municipality },
    range: filter.range ? { from: filter.range.from, to: filter.range.to } : null,
    centers: anyCenter ? centres.data.map((c) => ({ id: String(c.id), name: c.name })) : [],
    /** The centres counted, by name (null = every centre). */
    centerNames: counted === "all" ? null : counted.map((id) => names.get(id) ?? String(id)),
    rows: report ? report.data.map((r): MunicipalityRow => ({ municipality: r.municipality, ...figuresOf(r) })) : [],
    totals: meta ? figuresOf(meta.totals) : null,
    municipalities: meta?.municipalities ?? [],
  };
}
