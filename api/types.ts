import type { AppContext, PlatformConfig, TenantConfig } from "../config/tenants";
import type { Db } from "../db";
import type { CurrentUser } from "./auth/sessions";

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
}

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };
