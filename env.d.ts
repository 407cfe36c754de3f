/** Bindings and variables of the Worker (wrangler.toml [vars], secrets and bindings). */
type TenantEnvVariables = import("./config/tenants").TenantEnv;
/** SENTRY_DSN, SENTRY_RELEASE, SENTRY_ENVIRONMENT (ADR 0074). */
type ErrorReportingVariables = import("./config/error-reporting").ErrorReportingEnv;

interface Env extends TenantEnvVariables, ErrorReportingVariables {
  DB: D1Database;
  /** Uploaded files (wrangler.toml `r2_buckets`, ADR 0046). */
  UPLOADS: R2Bucket;
  ASSETS?: Fetcher;
  ENVIRONMENT?: string;
  SESSION_SECRET?: string;
  /** Development only, e.g. `ln=10,r=8,p=1`: cheaper password hashes for the e2e server (ADR 0012). */
  PASSWORD_HASH_PARAMS?: string;
  API_BASE_URL?: string;
  /** `outbox` (default: mails go to the mail_outbox table and the dev mailbox API) or `resend`. */
  MAIL_PROVIDER?: string;
  /** Resend API key (a secret: `wrangler secret put RESEND_API_KEY`). */
  RESEND_API_KEY?: string;
  /** Sender, e.g. `Vrijwilligerscentrale <noreply@example.org>`; its domain must be verified at the provider. */
  MAIL_FROM?: string;
  MAIL_REPLY_TO?: string;
  /** PDOK Locatieserver's base (…/bzk/locatieserver/search/v3_1); default the real service (api/services/pdok.ts). */
  PDOK_BASE_URL?: string;
  /**
   * Set by the app (load-context.ts) on the env of its in-process API calls, one per page request: the session
   * lookups those calls share while nothing is written (api/middleware/auth.ts). Never a wrangler variable.
   */
  IN_PROCESS_SESSIONS?: Map<string, Promise<import("./api/auth/sessions").CurrentUser | null>>;
}
