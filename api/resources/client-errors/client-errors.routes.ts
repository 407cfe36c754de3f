/**
 * /api/v1/client_errors (ADR 0074): the browser's unexpected errors (the root error boundary, `window` `error` and
 * `unhandledrejection`), forwarded to the error service (SPEC §8) by the Worker — same origin, so no third-party
 * script and no change to the CSP. Open to anyone (a visitor's page breaks too), so it is capped three ways: the
 * body's fields (contract/client-errors.ts), a limit per IP counted only for a valid report, and the page's URL must
 * be a page of the tenant it is sent for. A crawler's report and any report without a configured DSN are accepted
 * and dropped: 202 either way, so a page never learns more than "received".
 */
import { Hono } from "hono";
import { isbot } from "isbot";
import type { z } from "zod";
import { sendErrorReport } from "../../../config/error-reporting";
import { tenantForHost } from "../../../config/tenants";
import { CLIENT_ERROR_RESOURCE_TYPES, clientErrorInput } from "../../../contract/client-errors";
import type { Limit } from "../../auth/rate-limit";
import { fieldError } from "../../jsonapi/errors";
import { limitPerIp } from "../../middleware/rate-limit";
import { body, type ValidBody } from "../../middleware/validate";
import type { ApiEnv, Validated } from "../../types";

/** A page that fails in a loop sends a few; a visitor never needs more than this. */
export const CLIENT_ERRORS_PER_IP: Limit = { name: "client_error:ip", max: 30, windowSeconds: 10 * 60 };

type Create = ValidBody<z.output<typeof clientErrorInput>>;

function waitUntilOf(c: Validated<{ json: Create }>): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined; // no ExecutionContext (a test's bare fetch): the post still runs, unawaited
  }
}

async function receiveClientError(c: Validated<{ json: Create }>) {
  const { data } = c.req.valid("json");
  const userAgent = c.req.header("user-agent") ?? null;
  if (!isbot(userAgent ?? "")) {
    sendErrorReport(
      c.env,
      {
        error: Object.assign(new Error(data.message), { name: data.name || "Error" }),
        source: "client",
        status: 0,
        requestId: c.get("requestId"),
        tenant: c.get("tenant").id,
        url: data.url,
        method: "GET",
        userAgent,
        stack: data.stack ?? "", // the browser's stack, never this handler's
        context: { kind: data.kind },
      },
      { waitUntil: waitUntilOf(c) },
    );
  }
  return c.body(null, 202);
}

export const clientErrorRoutes = new Hono<ApiEnv>().post(
  "/",
  body({
    schema: clientErrorInput,
    types: CLIENT_ERROR_RESOURCE_TYPES,
    // Tenant-scoped: the page must be one of this tenant's own sites (host map or wildcard domain).
    checks: (c, { data, pointer }) => {
      if (!data) return [];
      const host = new URL(data.url).host;
      return tenantForHost(c.get("platform"), host)?.id === c.get("tenant").id
        ? []
        : [fieldError(`${pointer}/url`, "foreign_site", "url must be a page of this site.")];
    },
  }),
  limitPerIp(CLIENT_ERRORS_PER_IP),
  receiveClientError,
);
