import type { Context } from "hono";
import type { AppContext, PlatformConfig, TenantConfig } from "../config/tenants";
import type { Db } from "../db";
import type { CurrentUser, UserRow } from "./auth/sessions";
import type { ApplicationDetails, Reader } from "./services/applications";
import type { HelpRequestDetails } from "./services/help-requests";
import type { OrganizationDetails } from "./services/organizations";

/** The devise-style token trio as read from request headers (verified by api/middleware/auth.ts). */
export interface TokenCredentials {
  accessToken: string;
  client: string;
  uid: string;
}

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
  /**
   * The user a `/users/{id}…` route names, set by its `pathUser` guard (api/resources/users/users.guards.ts) before
   * the handler runs; a resource whose routes load their record the same way adds its own variable here.
   */
  pathUser: UserRow;
  /** The organisation a `/organizations/{id}…` route names, with address, profile and contact person (its guard). */
  pathOrganization: OrganizationDetails;
  /** The application a `/applications/{id}…` route names and how the caller relates to it (its guard). */
  pathApplication: ApplicationDetails;
  applicationReader: Reader;
  /** The help request a `/help_requests/{id}` route names (its guard: centre staff of its centre only). */
  pathHelpRequest: HelpRequestDetails;
}

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };

/**
 * A handler's context once its route's validators ran (api/middleware/validate.ts): `Out` is what
 * `c.req.valid("json")` and `c.req.valid("query")` return.
 */
export type Validated<Out extends { json?: unknown; query?: unknown }> = Context<ApiEnv, string, { out: Out }>;
