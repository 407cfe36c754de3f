import { createMiddleware } from "hono/factory";
import {
  APP_CONTEXTS,
  type AppContext,
  isTenantId,
  normalizeHost,
  type PlatformConfig,
  platformConfigFor,
  resolveTenant,
} from "../../config/tenants";
import { badRequest, JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";
import { WHOLE_NUMBER } from "./params";

function positiveIntHeader(raw: string | undefined, header: string): number | null {
  if (raw === undefined || raw.trim() === "") return null;
  if (!WHOLE_NUMBER.test(raw.trim()))
    throw badRequest(`${header} must be a positive whole number.`, "invalid_header", { header });
  return Number(raw.trim());
}

/**
 * The iCalendar feeds (api/resources/ical): a calendar app polls them by their URL alone, without our headers. There,
 * without X-Tenant, the tenant and centre come from the host as for a page (host map → wildcard domain → default
 * tenant; never a cookie), so `https://<site>/api/v1/ical/…` works in any calendar app. Uploaded files alike: an
 * `<img src="/api/v1/files/…">` sends no headers either (ADR 0046).
 */
const HOST_RESOLVED_PATH = /^\/api\/v1\/(ical\/[^/]+(\/[^/]+)?|vacancies\/[^/]+\/ical|files\/\d+\/[0-9a-f]+\/[^/]+)\/?$/;

function tenantFromHost(platform: PlatformConfig, url: string, hostHeader: string | undefined) {
  const { pathname, host } = new URL(url);
  if (!HOST_RESOLVED_PATH.test(pathname)) return null;
  const resolved = resolveTenant(platform, hostHeader ?? host, null);
  if (!resolved) return null;
  const normalized = normalizeHost(hostHeader ?? host);
  const centerId = normalized ? platform.centerHostMap[normalized] : undefined;
  return { id: resolved.config.id, centerId: centerId === undefined ? null : String(centerId) };
}

/**
 * X-Tenant is required and must name a known tenant; App-Context, Volunteer-Center-Id and
 * Current-Organization-Id are read and checked for shape here (centre ownership is checked by the db step).
 */
export const tenant = createMiddleware<ApiEnv>(async (c, next) => {
  const platform = platformConfigFor(c.env);
  c.set("platform", platform);

  let tenantHeader = c.req.header("x-tenant")?.trim().toLowerCase();
  let centerHeader = c.req.header("volunteer-center-id");
  if (!tenantHeader) {
    const fromHost = tenantFromHost(platform, c.req.url, c.req.header("host"));
    if (fromHost) {
      tenantHeader = fromHost.id;
      centerHeader ??= fromHost.centerId ?? undefined;
    }
  }
  if (!tenantHeader) {
    throw new JsonApiError(400, [
      { code: "tenant_missing", detail: "The X-Tenant header is required.", source: { header: "X-Tenant" } },
    ]);
  }
  if (!isTenantId(tenantHeader)) {
    throw new JsonApiError(404, [
      {
        code: "tenant_unknown",
        title: "Unknown tenant",
        detail: `Unknown tenant '${tenantHeader.slice(0, 64)}'.`,
        source: { header: "X-Tenant" },
      },
    ]);
  }
  const config = platform.tenants[tenantHeader];
  c.set("tenant", config);

  const contextHeader = c.req.header("app-context")?.trim().toLowerCase();
  if (contextHeader && !APP_CONTEXTS.includes(contextHeader as AppContext)) {
    throw badRequest(`App-Context must be one of ${APP_CONTEXTS.join(", ")}.`, "invalid_header", { header: "App-Context" });
  }
  c.set("appContext", (contextHeader as AppContext | undefined) ?? config.appContext);
  c.set("volunteerCenterId", positiveIntHeader(centerHeader, "Volunteer-Center-Id"));
  c.set("currentOrganizationId", positiveIntHeader(c.req.header("current-organization-id"), "Current-Organization-Id"));
  await next();
});
