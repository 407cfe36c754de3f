/**
 * /api/v1/help_requests (ADR 0024): a resident's request for one-on-one / neighbour help and the centre's
 * decision. Each route lists its guards (the feature switch first: 404 where it is off), then its validators
 * (contract/help-requests.ts), then its handler.
 */
import { Hono } from "hono";
import { HELP_REQUEST_HONEYPOT, helpRequestCreateInput, helpRequestUpdateInput } from "../../../contract/help-requests";
import type { Limit } from "../../auth/rate-limit";
import { honeypot } from "../../middleware/honeypot";
import { limitPerIp } from "../../middleware/rate-limit";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { helpEnabled, moderatesSiteCentre, pathHelpRequest } from "./help-requests.guards";
import {
  createHelpRequest,
  listHelpRequests,
  showHelpRequest,
  showMatchedHelpRequest,
  updateHelpRequest,
} from "./help-requests.handlers";
import { LIST_HELP_REQUESTS_QUERY } from "./help-requests.schemas";

const TYPES = ["help_requests"] as const;

/** Each request mails the resident: limited per IP like the apply form. */
export const HELP_REQUESTS_PER_IP: Limit = { name: "help_request:ip", max: 10, windowSeconds: 60 * 60 };

export const helpRequestRoutes = new Hono<ApiEnv>()
  .use("*", helpEnabled)
  .get("/", moderatesSiteCentre, query(LIST_HELP_REQUESTS_QUERY), listHelpRequests)
  .post(
    "/",
    body({ schema: helpRequestCreateInput, types: TYPES }),
    honeypot(HELP_REQUEST_HONEYPOT),
    limitPerIp(HELP_REQUESTS_PER_IP),
    createHelpRequest,
  )
  .get("/matched/:vacancyId", showMatchedHelpRequest)
  .get("/:id", pathHelpRequest, showHelpRequest)
  .patch("/:id", pathHelpRequest, body({ schema: helpRequestUpdateInput, types: TYPES }), updateHelpRequest);
