/**
 * What the activity_occurrences routes take: their query specs, imported by the routes (validators) and the
 * handlers (types), so neither imports the other.
 */
import type { Context } from "hono";
import { z } from "zod";
import { isoDateString, MAX_OCCURRENCE_PAGE_SIZE, OCCURRENCE_INCLUDES, OCCURRENCE_SORTS } from "../../../contract/activities";
import { VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancies";
import { listFilter } from "../../jsonapi/query";
import { idList } from "../../middleware/params";
import { activityError } from "../../services/activities";
import type { ApiEnv } from "../../types";

const day = z.string().refine(isoDateString, "must be a date (YYYY-MM-DD)");

export const LIST_OCCURRENCES_QUERY = {
  include: OCCURRENCE_INCLUDES,
  filters: {
    from: day,
    to: day,
    vacancy_id: idList,
    organization_id: idList,
    vacancy_type: listFilter(z.enum(VACANCY_TYPES)),
    tags: listFilter(z.enum(VACANCY_TAGS)),
    place: z.string().trim().min(1).max(100),
    manageable: z.enum(["true", "false"]).transform((v) => v === "true"),
  },
  sort: OCCURRENCE_SORTS,
  defaultSort: "starts_at",
  paginate: true,
  maxPageSize: MAX_OCCURRENCE_PAGE_SIZE,
  pageSizeDetail: (c: Context<ApiEnv>, max: number) => activityError(c, "pageSize", { max }),
} as const;

export const SHOW_OCCURRENCE_QUERY = { include: OCCURRENCE_INCLUDES } as const;
