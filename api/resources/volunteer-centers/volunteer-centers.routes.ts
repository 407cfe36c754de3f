import { Hono } from "hono";
import { designInput, footerInput, VOLUNTEER_CENTER_PROFILE_TYPES } from "../../../contract/volunteer-centers";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { managesPathCenterSettings, pathCenter } from "./volunteer-centers.guards";
import {
  currentVolunteerCenter,
  listVolunteerCenters,
  showVolunteerCenter,
  VOLUNTEER_CENTERS_QUERY,
} from "./volunteer-centers.handlers";
import { updateDesign, updateFooter } from "./volunteer-centers.settings.handlers";

const centersQuery = query(VOLUNTEER_CENTERS_QUERY);
const designBody = body({ schema: designInput, types: VOLUNTEER_CENTER_PROFILE_TYPES });
const footerBody = body({ schema: footerInput, types: VOLUNTEER_CENTER_PROFILE_TYPES });

export const volunteerCenterRoutes = new Hono<ApiEnv>()
  .get("/", centersQuery, listVolunteerCenters)
  .get("/current", centersQuery, currentVolunteerCenter)
  .get("/:id", centersQuery, showVolunteerCenter)
  // The centre's settings (SPEC §2 /instellingen/design, /instellingen/footer): guards before the body.
  .put("/:id/design", pathCenter, managesPathCenterSettings, designBody, updateDesign)
  .put("/:id/footer", pathCenter, managesPathCenterSettings, footerBody, updateFooter);
