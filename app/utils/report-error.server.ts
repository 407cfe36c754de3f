import { isRouteErrorResponse } from "@remix-run/react";

/**
 * The error-reporting hook: one structured log line with the request id. Statuses 300–499 are expected
 * outcomes (redirects, not found, forbidden), not faults, so they are not reported (SPEC §8).
 */
export function reportError(error: unknown, { request, requestId }: { request: Request; requestId?: string }) {
  const status = statusOf(error);
  if (status >= 300 && status < 500) return false;
  console.error(
    JSON.stringify({
      level: "error",
      requestId,
      method: request.method,
      url: request.url,
      status,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
  return true;
}

/** The HTTP status carried by a thrown value: Response, ErrorResponse, `data()` result, or anything with `status`. */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error) || error instanceof Response) return error.status;
  if (typeof error !== "object" || error === null) return 500;
  const candidate = error as { status?: unknown; init?: { status?: unknown } | null };
  if (typeof candidate.status === "number") return candidate.status;
  if (typeof candidate.init?.status === "number") return candidate.init.status;
  return 500;
}
