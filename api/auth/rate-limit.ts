/**
 * Fixed-window rate limits stored in D1 (one row per key and tenant), so every isolate and data centre shares them.
 * One statement per hit: an upsert that starts a new window or counts in the current one and returns the count.
 */
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { isDevelopment } from "../../config/environment";
import { rateLimits } from "../../db/schema";
import { JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";
import { nowSeconds } from "./sessions";

export interface Limit {
  /** Key prefix, e.g. `sign_in:ip`. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** All sign-in attempts per IP (credential stuffing, and each attempt costs a password hash). */
export const SIGN_IN_PER_IP: Limit = { name: "sign_in:ip", max: 30, windowSeconds: 10 * 60 };
/**
 * Failed sign-ins per e-mail address and IP: what locks (guessing one account's password from one place). Keyed
 * `<address>|<ip>`, so someone who knows an address locks only their own IP out, not the owner (ADR 0036).
 */
export const SIGN_IN_FAILURES_PER_EMAIL_AND_IP: Limit = { name: "sign_in_failed:email_ip", max: 10, windowSeconds: 10 * 60 };
/** Failed sign-ins per e-mail address from all IPs together: a ceiling against guessing from many IPs (ADR 0036). */
export const SIGN_IN_FAILURES_PER_EMAIL: Limit = { name: "sign_in_failed:email", max: 100, windowSeconds: 10 * 60 };
export const PASSWORD_RESET_PER_IP: Limit = { name: "password_reset:ip", max: 10, windowSeconds: 60 * 60 };
export const PASSWORD_RESET_PER_EMAIL: Limit = { name: "password_reset:email", max: 5, windowSeconds: 60 * 60 };

/** Cloudflare sets CF-Connecting-IP; behind another proxy (or in-process from Remix) X-Forwarded-For's first hop. */
export function clientIp(c: Context<ApiEnv>): string {
  const cf = c.req.header("cf-connecting-ip")?.trim();
  if (cf) return cf;
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || "unknown";
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|unknown)$/;

/**
 * Development only: requests from this machine (wrangler dev sets 127.0.0.1; in-process calls without a forwarded
 * IP have none) share one address, and e2e suites sign in far more often than a person. Production traffic always
 * carries CF-Connecting-IP, so nothing is exempt there.
 */
function exempt(c: Context<ApiEnv>, ip: string): boolean {
  return isDevelopment(c.env) && LOOPBACK.test(ip);
}

/** The subject of `SIGN_IN_FAILURES_PER_EMAIL_AND_IP`: the address and the request's client IP. */
export const emailAndIp = (c: Context<ApiEnv>, email: string) => `${email}|${clientIp(c)}`;

/**
 * Lifts an address's sign-in lock: the ceiling and the count of every IP (a password reset: the guesses counted
 * were guesses of a password that is no longer the account's).
 */
export async function liftSignInLock(c: Context<ApiEnv>, email: string): Promise<void> {
  const pairPrefix = `${SIGN_IN_FAILURES_PER_EMAIL_AND_IP.name}:${email}|`;
  await c
    .get("db")
    .delete(rateLimits)
    .where(
      sql`${rateLimits.tenantId} = ${c.get("tenant").id} AND (${rateLimits.key} = ${`${SIGN_IN_FAILURES_PER_EMAIL.name}:${email}`}
        OR substr(${rateLimits.key}, 1, ${pairPrefix.length}) = ${pairPrefix})`,
    );
}

/** Counts one hit for the request's client IP (see `hit`). */
export async function hitPerIp(c: Context<ApiEnv>, limit: Limit): Promise<void> {
  const ip = clientIp(c);
  if (!exempt(c, ip)) await hit(c, limit, ip);
}

function tooMany(retryAfter: number): JsonApiError {
  return new JsonApiError(429, [
    {
      code: "rate_limited",
      detail: "Too many attempts. Please wait a moment and try again.",
      meta: { retryAfter },
    },
  ]);
}

/** Counts one hit; throws 429 (with Retry-After) when the window's limit is exceeded. */
export async function hit(c: Context<ApiEnv>, limit: Limit, subject: string): Promise<void> {
  const now = nowSeconds();
  const windowStart = now - (now % limit.windowSeconds);
  const [row] = await c
    .get("db")
    .insert(rateLimits)
    .values({ tenantId: c.get("tenant").id, key: `${limit.name}:${subject}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.tenantId, rateLimits.key],
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > limit.max) {
    const retryAfter = windowStart + limit.windowSeconds - now;
    c.header("Retry-After", String(retryAfter));
    throw tooMany(retryAfter);
  }
}

/** Throws 429 when the limit is already reached, without counting (for counters that count failures only). */
export async function check(c: Context<ApiEnv>, limit: Limit, subject: string): Promise<void> {
  const now = nowSeconds();
  const windowStart = now - (now % limit.windowSeconds);
  const rows = await c
    .get("db")
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(sql`${rateLimits.tenantId} = ${c.get("tenant").id} AND ${rateLimits.key} = ${`${limit.name}:${subject}`}`)
    .limit(1);
  const row = rows[0];
  if (row && row.windowStart === windowStart && row.count >= limit.max) {
    const retryAfter = windowStart + limit.windowSeconds - now;
    c.header("Retry-After", String(retryAfter));
    throw tooMany(retryAfter);
  }
}
