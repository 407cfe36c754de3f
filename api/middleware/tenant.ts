import { createMiddleware } from "hono/factory";
import { APP_CONTEXTS, type AppContext, isTenantId, platformConfigFor } from "../../config/tenants";
import { badRequest, JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";

function positiveIntHeader(raw: string | undefined, header: string): number | null {
  if (raw === undefined || raw.trim() === "") return null;
  if (!/^\d{1,12}$/.test(raw.trim()))
    throw badRequest(`${header} must be a positive whole number.`, "invalid_header", { header });
  return Number(raw.trim());
}

/**
 * X-Tenant is required and must name a known tenant; App-Context, Volunteer-Center-Id and
 * Current-Organization-Id are read and checked for shape here (centre ownership is checked by the db step).
 */
export const tenant = createMiddleware<ApiEnv>(async (c, next) => {
  const platform = platformConfigFor(c.env);
  c.set("platform", platform);

  const tenantHeader = c.req.header("x-tenant")?.trim().toLowerCase();
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
  c.set("volunteerCenterId", positiveIntHeader(c.req.header("volunteer-center-id"), "Volunteer-Center-Id"));
  c.set("currentOrganizationId", positiveIntHeader(c.req.header("current-organization-id"), "Current-Organization-Id"));
  await next();
});
