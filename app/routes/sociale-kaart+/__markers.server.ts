/**
 * The social map's marker data: every organisation of the filtered set that has coordinates, as compact rows
 * `[id, name, lat, lng]` — the browser asks once per filter (markers.tsx), whatever the number of organisations. The
 * API reads them in one statement (`GET /api/v1/organizations/markers`, ADR 0077).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { MarkerRow } from "~/components/social-map/organizations-map";
import type { Query } from "~/utils/api.server";

export async function loadMarkers(context: AppLoadContext, filter: Query): Promise<MarkerRow[]> {
  const { meta } = await context.api.get("/api/v1/organizations/markers", { query: { filter } });
  return (meta?.markers as MarkerRow[] | undefined) ?? [];
}
