/** GET /api/v1/activity_types: the activity types organisations are tagged with (the same list in every tenant). */
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { ActivityTypeAttributes } from "../../../contract/organizations";
import { activityTypes } from "../../../db/schema";
import { resource, toDocument } from "../../jsonapi/serialize";
import { requestLocale } from "../../mail";
import { query } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import type { ApiEnv } from "../../types";

export const activityTypeRoutes = new Hono<ApiEnv>().get("/", query({}), async (c) => {
  const rows = await c.get("db").select().from(activityTypes).orderBy(asc(activityTypes.position), asc(activityTypes.id));
  const en = requestLocale(c) === "en";
  const data = rows.map((row) =>
    resource("activity_types", row.id, {
      slug: row.slug,
      name: en ? row.nameEn : row.nameNl,
      nameNl: row.nameNl,
      nameEn: row.nameEn,
      position: row.position,
    } satisfies ActivityTypeAttributes),
  );
  c.header("Cache-Control", "public, max-age=300");
  return jsonApi(c, toDocument({ data, meta: { recordCount: data.length } }));
});
