/** GET /api/v1/age_groups: the age groups vacancies are marked with (seeded; the same in every tenant). */
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { AgeGroupAttributes } from "../../../contract/vacancies";
import { ageGroups } from "../../../db/schema";
import { resource, toDocument } from "../../jsonapi/serialize";
import { requestLocale } from "../../mail";
import { query } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import type { ApiEnv } from "../../types";

export const ageGroupRoutes = new Hono<ApiEnv>().get("/", query({}), async (c) => {
  const rows = await c.get("db").select().from(ageGroups).orderBy(asc(ageGroups.position), asc(ageGroups.id));
  const en = requestLocale(c) === "en";
  const data = rows.map((row) =>
    resource("age_groups", row.id, {
      slug: row.slug,
      name: en ? row.nameEn : row.nameNl,
      nameNl: row.nameNl,
      nameEn: row.nameEn,
      minAge: row.minAge,
      maxAge: row.maxAge,
      position: row.position,
    } satisfies AgeGroupAttributes),
  );
  c.header("Cache-Control", "public, max-age=300");
  return jsonApi(c, toDocument({ data, meta: { recordCount: data.length } }));
});
