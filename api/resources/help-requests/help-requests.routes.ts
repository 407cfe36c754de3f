/**
 * /api/v1/help_requests (issue 16, ADR 0024): a resident's request for one-on-one / neighbour help and the centre's
 * decision. Each route lists its guards (the feature switch first: 404 where it is off), then its validators
 * (contract/help-requests.ts), then its handler.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  HELP_REQUEST_SORTS,
  HELP_REQUEST_STATUSES,
  helpRequestCreateInput,
  helpRequestUpdateInput,
} from "../../../contract/help-requests";
import { listFilter } from "../../jsonapi/query";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { helpEnabled, pathHelpRequest } from "./help-requests.guards";
import {
  createHelpRequest,
  listHelpRequests,
  showHelpRequest,
  showMatchedHelpRequest,
  updateHelpRequest,
} from "./help-requests.handlers";

const TYPES = ["help_requests"] as const;

export const LIST_HELP_REQUESTS_QUERY = {
  filters: {
    status: listFilter(z.enum(HELP_REQUEST_STATUSES)),
  },
  sort: HELP_REQUEST_SORTS,
  defaultSort: "-created_at",
  paginate: true,
  fieldTypes: ["help_requests"],
} as const;

export const helpRequestRoutes = new Hono<ApiEnv>()
  .use("*", helpEnabled)
  .get("/", query(LIST_HELP_REQUESTS_QUERY), listHelpRequests)
  .post("/", body({ schema: helpRequestCreateInput, types: TYPES }), createHelpRequest)
  .get("/matched/:vacancyId", showMatchedHelpRequest)
  .get("/:id", pathHelpRequest, showHelpRequest)
  .patch("/:id", pathHelpRequest, body({ schema: helpRequestUpdateInput, types: TYPES }), updateHelpRequest);
