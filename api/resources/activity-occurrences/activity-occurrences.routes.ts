/**
 * /api/v1/activity_occurrences (activities, ADR 0022): an activity's dates within a range of days (the calendar), with their
 * vacancy and organisation included, and one date. 404 where the tenant has no activities (the meedoen context).
 */
import { Hono } from "hono";
import { activitiesOn } from "../../middleware/features";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { listOccurrences, showOccurrence } from "./activity-occurrences.handlers";
import { LIST_OCCURRENCES_QUERY, SHOW_OCCURRENCE_QUERY } from "./activity-occurrences.schemas";

export const activityOccurrenceRoutes = new Hono<ApiEnv>()
  .use(activitiesOn)
  .get("/", query(LIST_OCCURRENCES_QUERY), listOccurrences)
  .get("/:id", query(SHOW_OCCURRENCE_QUERY), showOccurrence);
