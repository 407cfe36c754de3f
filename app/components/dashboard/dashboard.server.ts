/**
 * The dashboard's read for the screen (ADR 0069): `GET /api/v1/dashboard` through the in-process API client, which
 * answers the sections the signed-in user's roles call for (the API decides; the screen only shows them).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getOne } from "~/utils/api-resources.server";
import type { DashboardAttributes, DashboardSection } from "../../../contract/dashboard";

export async function dashboardSections(context: AppLoadContext): Promise<DashboardSection[]> {
  const { data } = await getOne<DashboardAttributes>(context.api, "/api/v1/dashboard");
  return data?.sections ?? [];
}
