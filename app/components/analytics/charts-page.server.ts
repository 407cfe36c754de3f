/**
 * The loader of `/analytics` (docs/decisions/0067-analytics-charts.md): the filter from the URL, checked before any
 * figure is read; with a valid filter every series in one API call (`GET /api/v1/analytics/charts`, one D1 round
 * trip), and for an actor who may choose among centres (an admin) the tenant's centres, read alongside it.
 * An invalid filter reads no figures: the page shows the errors next to the fields.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentUser } from "~/utils/account.server";
import { getList, getOne } from "~/utils/api-resources.server";
import type { AnalyticsChartsAttributes } from "../../../contract/analytics-charts";
import { widestScope } from "../../../contract/policy";
import type { VolunteerCenterAttributes } from "../../../contract/volunteer-centers";
import { analyticsFilter } from "./analytics-filter.server";

export async function chartsPage(context: AppLoadContext, request: Request) {
  const filter = analyticsFilter(new URL(request.url));
  const actor = actorOf(await currentUser(context, request));
  const anyCenter = widestScope(actor, "analytics.view") === "tenant";
  const [charts, centers] = await Promise.all([
    filter.query ? getOne<AnalyticsChartsAttributes>(context.api, `/api/v1/analytics/charts?${filter.query}`) : null,
    anyCenter
      ? getList<VolunteerCenterAttributes>(context.api, "/api/v1/volunteer_centers", { query: { "page[size]": "100" } })
      : null,
  ]);
  const centerList = (centers?.data ?? []).map((c) => ({ id: String(c.id), name: c.name }));
  const chosen = filter.values.center && filter.values.center !== "all" ? filter.values.center : "";
  const centerName = anyCenter ? (centerList.find((c) => c.id === chosen)?.name ?? null) : null;
  return {
    filter: { values: filter.values, errors: filter.errors },
    centers: centerList,
    /** The centre the figures are of: a chosen one's name, null for "every centre" (admin) or the own centre. */
    centerName,
    anyCenter,
    charts: charts?.data ?? null,
  };
}
