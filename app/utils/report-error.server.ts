import { isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { isReportedStatus, scrubPath, scrubText, scrubUrl, sendErrorReport } from "../../config/error-reporting";
import { ApiError } from "./api.server";

/** What a report needs to know about its request; built once per request by load-context.ts. */
export interface ReportingScope {
  env: Env;
  requestId: string;
  tenantId: string | null;
  /** The request's ExecutionContext.waitUntil: the report is posted after the response. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The build's version (workers/app.ts), the release when SENTRY_RELEASE is not set. */
  buildVersion?: string;
}

/**
 * Where an error was caught. `app` is the app's error hook (Remix's handleError: loaders, actions, rendering); the
 * others are the render stream, the API client of a loader, and the toolbar's organisation load (SPEC §8).
 */
export type ReportHook = "app" | "render" | "api-client" | "organisations";

/**
 * The error-reporting hook (SPEC §8, ADR 0074): one structured log line with the request id, and — when SENTRY_DSN is
 * set — a scrubbed event to the error service, posted after the response. Statuses 300–499 are expected outcomes
 * (redirects, not found, forbidden), not faults, so they are neither logged nor reported. While a crawler loads a
 * page only the app's error hook reports to the service. An API fault of an in-process call is not sent twice, by
 * whichever hook it reaches: the API's own error handler already reported it, with its stack (the log line stays,
 * with the request id both share).
 * Returns whether the error counts as reported (a fault).
 */
export function reportError(
  error: unknown,
  { request, scope, hook }: { request: Request; scope: ReportingScope; hook: ReportHook },
): boolean {
  const status = statusOf(error);
  if (!isReportedStatus(status)) return false;
  console.error(
    JSON.stringify({
      level: "error",
      requestId: scope.requestId,
      method: request.method,
      url: scrubUrl(request.url),
      status,
      error: scrubText(error instanceof Error ? error.message : String(error)),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
  const userAgent = request.headers.get("User-Agent");
  const crawler = isbot(userAgent ?? "");
  // In process, the API's own handler sent its 500 already, with the stack — but nothing for a crawler (load-context).
  const reportedByApi = !crawler && !scope.env.API_BASE_URL && error instanceof ApiError && status === 500;
  if (!(crawler && hook !== "app") && !reportedByApi) {
    sendErrorReport(
      scope.env,
      {
        error,
        source: "server",
        status,
        requestId: scope.requestId,
        tenant: scope.tenantId,
        url: request.url,
        method: request.method,
        userAgent,
        buildVersion: scope.buildVersion,
        context: { hook, ...(error instanceof ApiError ? { api: { method: error.method, path: scrubPath(error.path) } } : {}) },
      },
      { waitUntil: scope.waitUntil },
    );
  }
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
