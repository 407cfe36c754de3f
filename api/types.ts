import type { AppContext, PlatformConfig, TenantConfig } from "../config/tenants";
import type { Db } from "../db";

/** The devise-style token trio as read from request headers (validated by the accounts issue's auth). */
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
}

export type ApiEnv = { Bindings: Env; Variables: ApiVariables };
