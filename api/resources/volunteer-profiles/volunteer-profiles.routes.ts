/**
 * The volunteer pool (ADR 0063): /api/v1/volunteer_profile (the signed-in volunteer's or student's own profile),
 * /api/v1/volunteer_profiles (the pool, one profile, and a reply to it) and /api/v1/volunteer_profile_replies (the
 * replies received or sent). Per route: the feature switch (404 in meedoen), the guards (401/403/404 before any body
 * is read), the validators (contract/volunteer-pool.ts; interests checked against the activity types), the handler.
 */
import { Hono } from "hono";
import {
  VOLUNTEER_PROFILE_REPLY_RESOURCE_TYPES,
  VOLUNTEER_PROFILE_RESOURCE_TYPES,
  volunteerProfileInput,
  volunteerProfileReplyInput,
} from "../../../contract/volunteer-pool";
import { volunteerProfilesOn } from "../../middleware/features";
import { signedIn } from "../../middleware/guard";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { browsesPool, managesOwnProfile, pathProfile } from "./volunteer-profiles.guards";
import {
  createReply,
  interestErrors,
  listPool,
  listReplies,
  saveOwnProfile,
  showOwnProfile,
  showPoolProfile,
} from "./volunteer-profiles.handlers";
import { LIST_POOL_QUERY, LIST_REPLIES_QUERY } from "./volunteer-profiles.schemas";

export const ownVolunteerProfileRoutes = new Hono<ApiEnv>().get("/", volunteerProfilesOn, managesOwnProfile, showOwnProfile).put(
  "/",
  volunteerProfilesOn,
  managesOwnProfile,
  body({
    schema: volunteerProfileInput,
    types: VOLUNTEER_PROFILE_RESOURCE_TYPES,
    checks: (c, { data, pointer }) => interestErrors(c, data?.interests, pointer),
  }),
  saveOwnProfile,
);

export const volunteerPoolRoutes = new Hono<ApiEnv>()
  .get("/", volunteerProfilesOn, browsesPool, query(LIST_POOL_QUERY), listPool)
  .get("/:id", volunteerProfilesOn, browsesPool, pathProfile, showPoolProfile)
  .post(
    "/:id/volunteer_profile_replies",
    volunteerProfilesOn,
    browsesPool,
    pathProfile,
    body({ schema: volunteerProfileReplyInput, types: VOLUNTEER_PROFILE_REPLY_RESOURCE_TYPES }),
    createReply,
  );

export const volunteerProfileReplyRoutes = new Hono<ApiEnv>().get(
  "/",
  volunteerProfilesOn,
  signedIn,
  query(LIST_REPLIES_QUERY),
  listReplies,
);
