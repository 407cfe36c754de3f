/**
 * The iCalendar feeds under /api/v1 (calendar feeds, ADR 0023): `/ical/activities.ics`, `/ical/personal/{token}.ics` and
 * `/vacancies/{id}/ical`. A calendar app asks without our headers: the tenant then comes from the host
 * (api/middleware/tenant.ts). 404 where the tenant has no activities (meedoen).
 */
import { Hono } from "hono";
import { activitiesOn } from "../../middleware/features";
import type { ApiEnv } from "../../types";
import { personalCalendar, siteCalendar, vacancyCalendar } from "./ical.handlers";

export const icalRoutes = new Hono<ApiEnv>()
  .get("/activities.ics", activitiesOn, siteCalendar)
  .get("/personal/:file", activitiesOn, personalCalendar);

/** Mounted beside the vacancies resource: `/vacancies/{id}/ical`. */
export const vacancyIcalRoutes = new Hono<ApiEnv>().get("/:id/ical", activitiesOn, vacancyCalendar);
