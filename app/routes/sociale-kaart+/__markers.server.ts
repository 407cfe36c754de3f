/**
 * The social map's marker data: every organisation of the filtered set that has coordinates, as compact rows
 * `[id, name, lat, lng]` — the browser asks once per filter (markers.tsx), whatever the number of organisations.
 * The API's pages hold at most 1,000 rows: the first page tells how many more, those are fetched side by side.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Query } from "~/utils/api.server";
import { getList } from "~/utils/api-resources.server";
import type { OrganizationSummaryAttributes } from "../../../contract/organizations";

export const MARKER_PAGE_SIZE = 1000;
/** 20,000 organisations; beyond that the map would need tiles of markers, not a list. */
export const MAX_MARKER_PAGES = 20;

type MarkerAttributes = Pick<OrganizationSummaryAttributes, "name" | "latitude" | "longitude">;
export type MarkerRow = [string, string, number, number];

export function markerQuery(filter: Query, page: number): Query {
  return {
    filter,
    page: { number: page, size: MARKER_PAGE_SIZE },
    sort: "id",
    fields: { organizations: "name,latitude,longitude" },
  };
}

export async function loadMarkers(context: AppLoadContext, filter: Query): Promise<MarkerRow[]> {
  const page = (n: number) => getList<MarkerAttributes>(context.api, "/api/v1/organizations", { query: markerQuery(filter, n) });
  const first = await page(1);
  const more = Math.min(first.meta.pageCount, MAX_MARKER_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, more - 1) }, (_, i) => page(i + 2)));
  const rows: MarkerRow[] = [];
  for (const { data } of [first, ...rest]) {
    for (const o of data) {
      if (typeof o.latitude === "number" && typeof o.longitude === "number") {
        rows.push([String(o.id), o.name, Math.round(o.latitude * 1e5) / 1e5, Math.round(o.longitude * 1e5) / 1e5]);
      }
    }
  }
  return rows;
}
