import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true, hydrateOnInteraction: true };

/** Any path that matches no route: 404 'Page not found' (SPEC §2). */
export function loader() {
  throw routeError(404, "not_found");
}

export default function NotFound() {
  return null;
}
