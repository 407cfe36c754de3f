/**
 * The data the root ErrorBoundary reads from a thrown route error (SPEC §8 error pages). Isomorphic: `data` comes
 * from @remix-run/server-runtime, the same function @remix-run/cloudflare and @remix-run/react re-export, so this
 * module is safe in the client bundle too.
 */
import { data } from "@remix-run/server-runtime";

export type RouteErrorReason = "wrong_center" | "unauthorized" | "forbidden" | "not_found" | "unknown_site" | "error";

export interface RouteErrorData {
  reason: RouteErrorReason;
  status: number;
  requestId?: string;
  /** Unknown site only: whether /switch exists here (dev/staging), so the page can offer it. */
  switchAvailable?: boolean;
}

const REASONS: readonly RouteErrorReason[] = ["wrong_center", "unauthorized", "forbidden", "not_found", "unknown_site", "error"];

export function reasonForStatus(status: number): RouteErrorReason {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  return "error";
}

/**
 * What a loader/action `throw`s to render the ErrorBoundary. With single fetch a thrown `data()` becomes an
 * ErrorResponse: `isRouteErrorResponse(error)` is true, `error.status` is the status, `error.data` is RouteErrorData.
 */
export function routeError(
  status: number,
  reason: RouteErrorReason = reasonForStatus(status),
  extra?: Pick<RouteErrorData, "requestId" | "switchAvailable">,
) {
  const body: RouteErrorData = { reason, status, ...extra };
  return data(body, { status });
}

export function isRouteErrorData(value: unknown): value is RouteErrorData {
  if (value === null || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === "number" && REASONS.includes(v.reason as RouteErrorReason);
}
