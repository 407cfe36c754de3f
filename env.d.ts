/** Bindings and variables of the Worker (wrangler.toml [vars], secrets and bindings). */
interface Env {
  DB: D1Database;
  ASSETS?: Fetcher;
  ENVIRONMENT?: string;
  SESSION_SECRET?: string;
  API_BASE_URL?: string;
  TENANT_HOST_MAP?: string;
  TENANT_WILDCARD_DOMAINS?: string;
  DEFAULT_TENANT?: string;
  CENTER_HOST_MAP?: string;
  STAGING?: string;
  FEATURE_ORGANIZATION_MOVING?: string;
  FEATURE_ALLOW_INACTIVE_USERS?: string;
  BUILD_ID?: string;
}
