/** Bindings and variables of the Worker (wrangler.toml [vars], secrets and bindings). */
type TenantEnvVariables = import("./config/tenants").TenantEnv;

interface Env extends TenantEnvVariables {
  DB: D1Database;
  ASSETS?: Fetcher;
  ENVIRONMENT?: string;
  SESSION_SECRET?: string;
  API_BASE_URL?: string;
}
