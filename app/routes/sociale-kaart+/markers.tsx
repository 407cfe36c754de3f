/**
 * GET /sociale-kaart/markers?q=…&activity=…&kind=…&place=… → `{ markers: [[id, name, lat, lng], …] }`: the one
 * request the social map's JS map makes for its markers, with the list's filters (socialMapQuery).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { socialMapQuery } from "~/components/organizations/organizations.server";
import type { RouteHandle } from "~/utils/route-handle";
import { loadMarkers } from "./__markers.server";

export const handle: RouteHandle = { isPublic: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { filter } = socialMapQuery(new URL(request.url).searchParams);
  const markers = await loadMarkers(context, filter);
  return Response.json({ markers }, { headers: { "Cache-Control": "private, max-age=60" } });
}
