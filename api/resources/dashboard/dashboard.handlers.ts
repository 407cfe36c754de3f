/**
 * GET /api/v1/dashboard (ADR 0069): one `dashboards` resource (id: the user's) with the sections the actor's roles
 * call for (contract/dashboard.ts), every section's query sent to D1 in one round trip.
 */
import type { Context } from "hono";
import type { DashboardAttributes } from "../../../contract/dashboard";
import { resource, toDocument } from "../../jsonapi/serialize";
import { actorOf, requireUser } from "../../middleware/auth";
import { jsonApi } from "../../respond";
import { dashboardSections } from "../../services/dashboard";
import type { ApiEnv } from "../../types";

export async function showDashboard(c: Context<ApiEnv>) {
  const { user } = requireUser(c);
  const actor = actorOf(c);
  if (!actor) throw new Error("a signed-in request has an actor");
  const attributes: DashboardAttributes = { sections: await dashboardSections(c, actor) };
  return jsonApi(c, toDocument({ data: resource("dashboards", user.id, { ...attributes }) }));
}
