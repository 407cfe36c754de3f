import type { Context } from "hono";
import type { AppContext, PlatformConfig, TenantConfig } from "../config/tenants";
import type { Db } from "../db";
import type { CurrentUser, TokenCredentials } from "./auth/sessions";

/**
 * What every request has once api/app.ts's middleware ran. A record one route group loads (the user a `/users/{id}`
 * route names, …) is not listed here: its guard stores it under a key it owns (api/middleware/context-key.ts).
 */
export interface ApiVariables {
  requestId: string;
  platform: PlatformConfig;
  tenant: TenantConfig;
  appContext: AppContext;
  /** Volunteer-Center-Id header, verified to belong to the tenant; null when absent. */
  volunteerCenterId: number | null;
  /** Current-Organization-Id header; null when absent. */
  currentOrganizationId: number | null;
  db: Db;
  credentials: TokenCredentials | null;
  /** The signed-in user (verified trio), with roles and memberships; null when signed out. */
  currentUser: CurrentUser | null;
}

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };

/**
 * A handler's context once its route's validators ran (api/middleware/validate.ts): `Out` is what
 * `c.req.valid("json")` and `c.req.valid("query")` return.
 */
export type Validated<Out extends { json?: unknown; query?: unknown }> = Context<ApiEnv, string, { out: Out }>;
