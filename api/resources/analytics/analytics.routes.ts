/**
 * GET /api/v1/analytics/charts (SPEC §2 /analytics; docs/decisions/0067-analytics-charts.md): every series of the
 * charts page for a period and the actor's centres, one `analytics_charts` resource, read in one D1 round trip.
 */
import { Hono } from "hono";
import { resource, toDocument } from "../../jsonapi/serialize";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { analyticsCharts } from "../../services/analytics-charts";
import { analyticsRequest } from "../../services/analytics-request";
import type { ApiEnv } from "../../types";

export const analyticsRoutes = new Hono<ApiEnv>().get("/charts", async (c) => {
  const { centerIds, range, anyCenter } = await analyticsRequest(c);
  const s = scope(c);
  const attributes = await analyticsCharts(s.db, s.tenantId, centerIds, range);
  const id = `${range.from}..${range.to}:${centerIds === "all" ? "all" : centerIds.join(",")}`;
  c.header("Cache-Control", "private, no-store");
  return jsonApi(c, toDocument({ data: resource("analytics_charts", id, { ...attributes }), meta: { anyCenter } }));
});
