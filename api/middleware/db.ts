import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { createDb } from "../../db";
import { volunteerCenters } from "../../db/schema";
import { JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";

/** Drizzle on D1, plus the one check that needs it before any route: the centre header belongs to the tenant. */
export const database = createMiddleware<ApiEnv>(async (c, next) => {
  const db = createDb(c.env.DB);
  c.set("db", db);
  const centerId = c.get("volunteerCenterId");
  if (centerId !== null) {
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
  }
  await next();
});
