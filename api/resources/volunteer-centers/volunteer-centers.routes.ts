import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import { currentVolunteerCenter, listVolunteerCenters, showVolunteerCenter } from "./volunteer-centers.handlers";

export const volunteerCenterRoutes = new Hono<ApiEnv>()
  .get("/", listVolunteerCenters)
  .get("/current", currentVolunteerCenter)
  .get("/:id", showVolunteerCenter);
