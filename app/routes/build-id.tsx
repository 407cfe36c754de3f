/**
 * GET /build-id → `{ buildId }`: the id of the deploy that answers (SPEC §7 "The app polls its build id for
 * updates"). Never cached anywhere, or an open tab would not see a new deploy.
 */
import type { RouteHandle } from "~/utils/route-handle";
import { BUILD_ID } from "~/utils/version";

export const handle: RouteHandle = { isPublic: true };

export function loader() {
  return Response.json({ buildId: BUILD_ID }, { headers: { "Cache-Control": "no-store" } });
}
