/**
 * GET /api/v1/vacancy_tags: SPEC §3's tags as data (contract/vacancies.ts VACANCY_TAGS, in order); the id is the
 * tag itself, the name in the request's language.
 */
import { Hono } from "hono";
import { REGIONAL_VACANCY_TAGS, VACANCY_TAGS } from "../../../contract/vacancies";
import { resource, toDocument } from "../../jsonapi/serialize";
import { query } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { vacancyText } from "../../services/vacancy-text";
import type { ApiEnv } from "../../types";

export const vacancyTagRoutes = new Hono<ApiEnv>().get("/", query({}), (c) => {
  const data = VACANCY_TAGS.map((tag, position) =>
    resource("vacancy_tags", tag, {
      name: vacancyText(c, `tags.${tag}`),
      regional: REGIONAL_VACANCY_TAGS.includes(tag),
      position,
    }),
  );
  c.header("Cache-Control", "public, max-age=300");
  c.header("Vary", "Accept-Language");
  return jsonApi(c, toDocument({ data, meta: { recordCount: data.length } }));
});
