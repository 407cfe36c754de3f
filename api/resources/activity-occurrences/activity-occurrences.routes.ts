/**
 * /api/v1/activity_occurrences (issue 16): an activity's dates within a range of days (the calendar), with their
 * vacancy and organisation included, and one date. 404 where the tenant has no activities (the meedoen context).
 */
import { Hono } from "hono";
import { z } from "zod";
import { isoDateString, OCCURRENCE_INCLUDES, OCCURRENCE_SORTS } from "../../../contract/activities";
import { VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancies";
import { notFound } from "../../jsonapi/errors";
import { listFilter } from "../../jsonapi/query";
import { guard } from "../../middleware/guard";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { listOccurrences, showOccurrence } from "./activity-occurrences.handlers";

const wholeNumber = z
  .string()
  .regex(/^\d{1,12}$/, "must be a whole number")
  .transform(Number);
const day = z.string().refine(isoDateString, "must be a date (YYYY-MM-DD)");

export const LIST_OCCURRENCES_QUERY = {
  include: OCCURRENCE_INCLUDES,
  filters: {
    from: day,
    to: day,
    vacancy_id: listFilter(wholeNumber),
    organization_id: listFilter(wholeNumber),
    vacancy_type: listFilter(z.enum(VACANCY_TYPES)),
    tags: listFilter(z.enum(VACANCY_TAGS)),
    place: z.string().trim().min(1).max(100),
    manageable: z.enum(["true", "false"]).transform((v) => v === "true"),
  },
  sort: OCCURRENCE_SORTS,
  defaultSort: "starts_at",
  paginate: true,
} as const;

export const SHOW_OCCURRENCE_QUERY = { include: OCCURRENCE_INCLUDES } as const;

/** SPEC §1: no activities in the meedoen context — the resource does not exist there. */
const activitiesOn = guard((c) => {
  if (!c.get("tenant").features.activities) throw notFound();
});

export const activityOccurrenceRoutes = new Hono<ApiEnv>()
  .use(activitiesOn)
  .get("/", query(LIST_OCCURRENCES_QUERY), listOccurrences)
  .get("/:id", query(SHOW_OCCURRENCE_QUERY), showOccurrence);
