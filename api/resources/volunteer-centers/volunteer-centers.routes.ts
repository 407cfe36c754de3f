import { Hono } from "hono";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import {
  currentVolunteerCenter,
  listVolunteerCenters,
  showVolunteerCenter,
  VOLUNTEER_CENTERS_QUERY,
} from "./volunteer-centers.handlers";

const centersQuery = query(VOLUNTEER_CENTERS_QUERY);

export const volunteerCenterRoutes = new Hono<ApiEnv>()
  .get("/", centersQuery, listVolunteerCenters)
  .get("/current", centersQuery, currentVolunteerCenter)
  .get("/:id", centersQuery, showVolunteerCenter);
