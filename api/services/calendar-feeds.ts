/**
 * Personal calendar feeds (docs/decisions/0023): one per user, behind a secret URL. Only the SHA-256 of
 * the secret is stored (as for access tokens, api/auth/tokens.ts); a new one replaces the old (rotation), a revoked
 * one is gone. Lookups go by hash within the tenant and end in a constant-time comparison.
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { CALENDAR_FEED_TOKEN, ICAL_PATHS } from "../../contract/ical";
import { calendarFeeds } from "../../db/schema";
import { generateToken, hashToken, tokenMatches } from "../auth/tokens";
import type { ApiEnv } from "../types";
import { feedSite } from "./ical-feeds";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** The caller's feed in this tenant, or null. */
export async function loadOwnFeed(c: Context<ApiEnv>, userId: number): Promise<CalendarFeedRow | null> {
  const [row] = await c
    .get("db")
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, c.get("tenant").id), eq(calendarFeeds.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Makes the user's feed, or gives it a new secret (the old URL stops working at once). Answers the secret. */
export async function rotateFeed(c: Context<ApiEnv>, userId: number): Promise<{ token: string; row: CalendarFeedRow }> {
  const token = generateToken();
  const tokenHash = await hashToken(token);
  const createdAt = new Date().toISOString();
  const [row] = await c
    .get("db")
    .insert(calendarFeeds)
    .values({ tenantId: c.get("tenant").id, userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } })
    .returning();
  return { token, row };
}

/** Revokes the user's feed; false when there was none. */
export async function revokeFeed(c: Context<ApiEnv>, userId: number): Promise<boolean> {
  const deleted = await c
    .get("db")
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, c.get("tenant").id), eq(calendarFeeds.userId, userId)))
    .returning({ id: calendarFeeds.id });
  return deleted.length > 0;
}

/** The feed this secret opens in this tenant, or null (malformed, unknown, revoked, another tenant's). */
export async function feedForToken(c: Context<ApiEnv>, token: string): Promise<CalendarFeedRow | null> {
  if (!CALENDAR_FEED_TOKEN.test(token)) return null;
  const tokenHash = await hashToken(token);
  const [row] = await c
    .get("db")
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, c.get("tenant").id), eq(calendarFeeds.tokenHash, tokenHash)))
    .limit(1);
  return row && (await tokenMatches(token, row.tokenHash)) ? row : null;
}

/**
 * The feed's URL on the user's own site (their centre's host where it has one, else the site the request came
 * from, else the tenant's configured host: api/auth/site-links.ts), falling back to the host the API was called on.
 */
export function personalFeedUrl(c: Context<ApiEnv>, token: string, centerId: number): string {
  return new URL(ICAL_PATHS.personal(token), feedSite(c, centerId).origin).toString();
}
