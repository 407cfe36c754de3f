import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { createDb } from "../../db";
import { volunteerCenters } from "../../db/schema";
import { JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";

/**
 * Centres that were found to belong to a tenant, per isolate, for a few minutes: every request carries
 * Volunteer-Center-Id and centres practically never move, so this saves a D1 round trip per request. Only
 * positive answers are kept; every query is still scoped by tenant and centre, so a stale entry can never
 * reveal another tenant's data.
 */
const KNOWN_CENTERS = new Map<string, number>();
const KNOWN_CENTER_TTL_MS = 5 * 60 * 1000;
const KNOWN_CENTERS_MAX = 1000;

function isKnownCenter(key: string, now: number) {
  const expires = KNOWN_CENTERS.get(key);
  if (expires === undefined) return false;
  if (expires > now) return true;
  KNOWN_CENTERS.delete(key);
  return false;
}

/** Drizzle on D1, plus the one check that needs it before any route: the centre header belongs to the tenant. */
export const database = createMiddleware<ApiEnv>(async (c, next) => {
  const db = createDb(c.env.DB);
  c.set("db", db);
  const centerId = c.get("volunteerCenterId");
  const cacheKey = `${c.get("tenant").id}:${centerId}`;
  const now = Date.now();
  if (centerId !== null && !isKnownCenter(cacheKey, now)) {
    const [center] = await db
      .select({ id: volunteerCenters.id })
      .from(volunteerCenters)
      .where(and(eq(volunteerCenters.id, centerId), eq(volunteerCenters.tenantId, c.get("tenant").id)))
      .limit(1);
    if (!center) {
      throw new JsonApiError(404, [
        {
          code: "volunteer_center_not_found",
          detail: "The volunteer centre in Volunteer-Center-Id does not exist for this tenant.",
          source: { header: "Volunteer-Center-Id" },
        },
      ]);
    }
    if (KNOWN_CENTERS.size >= KNOWN_CENTERS_MAX) KNOWN_CENTERS.clear();
    KNOWN_CENTERS.set(cacheKey, now + KNOWN_CENTER_TTL_MS);
  }
  await next();
});
