import { parseBoolean } from "./tenants";

/**
 * The one test for development-only doors (ADR 0037): the dev mailbox, the cron trigger `/__scheduled`, the
 * per-IP rate-limit exemption of loopback, cheaper password hashes (ADR 0012), plain-http site links, `/switch`.
 * Fails closed: only an explicit `ENVIRONMENT=development` opens them. A Worker deployed without the variable (a
 * `wrangler deploy` without `--env production`, a staging setup that forgets it) is treated like production.
 * `npm start`, `npm run dev`, `npm run serve`, the e2e server and Vitest set it themselves; wrangler.toml's
 * top-level [vars] do not.
 */
export function isDevelopment(env: { ENVIRONMENT?: string } | undefined): boolean {
  return env?.ENVIRONMENT === "development";
}

/** The dev mailbox shows the outbox (reset and withdraw links to anyone): development, with mail kept in the outbox. */
export function devMailboxOpen(env: { ENVIRONMENT?: string; MAIL_PROVIDER?: string } | undefined): boolean {
  return isDevelopment(env) && env?.MAIL_PROVIDER !== "resend"; // api/mail: anything else is the outbox
}

/** The development-only signing secret (never outside development, ADR 0037). */
const DEVELOPMENT_SECRET = "dev-only-session-secret-change-me";

/**
 * The app's one signing secret (SESSION_SECRET): the session cookie and the signed links of mails (the periodic
 * mail's unsubscribe link, ADR 0066). Development has its own when none is set; anywhere else a missing secret is an
 * error, so nothing is ever signed with a known key.
 */
export function signingSecret(env: { SESSION_SECRET?: string; ENVIRONMENT?: string }): string {
  const secret = env.SESSION_SECRET;
  if (!secret && !isDevelopment(env)) throw new Error("SESSION_SECRET is not set");
  return secret || DEVELOPMENT_SECRET;
}

/**
 * The developer pages (SPEC §2 `/test/*`, ADR 0073): in development, or on an instance whose staging flag is
 * explicitly on (`STAGING=true`, the tenant config's flag). Fails closed like `isDevelopment`: production, an unset
 * environment, an unset, empty or unreadable STAGING keep them shut, and there they answer the 404 page.
 */
export function devPagesOpen(env: { ENVIRONMENT?: string; STAGING?: string } | undefined): boolean {
  return isDevelopment(env) || parseBoolean(env?.STAGING) === true;
}
