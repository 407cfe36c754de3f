/**
 * /api/v1/applications (issue 15): each route lists its guards (who may), then its validators (contract/applications.ts),
 * then its handler.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  applicationCreateInput,
  applicationUpdateInput,
  applicationWithdrawInput,
} from "../../../contract/applications";
import { listFilter } from "../../jsonapi/query";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { createApplication } from "./applications.create.handlers";
import { pathApplication, pathApplicationForToken } from "./applications.guards";
import { checkWithdrawToken, listApplications, showApplication } from "./applications.handlers";
import { updateApplication, withdrawWithToken } from "./applications.status.handlers";

const wholeNumber = z
  .string()
  .regex(/^\d{1,12}$/, "must be a whole number")
  .transform(Number);
const TYPES = ["applications"] as const;

export const LIST_APPLICATIONS_QUERY = {
  filters: {
    status: listFilter(z.enum(APPLICATION_STATUSES)),
    vacancy_id: wholeNumber,
    /** An activity's date (issue 16): its sign-ups, for the attendance list. */
    occurrence_id: wholeNumber,
    organization_id: wholeNumber,
    mine: z.enum(["true", "false"]).transform((v) => v === "true"),
  },
  sort: APPLICATION_SORTS,
  defaultSort: "-created_at",
  paginate: true,
  fieldTypes: ["applications"],
} as const;

export const SHOW_APPLICATION_QUERY = { include: ["internal_notes"], fieldTypes: ["applications", "internal_notes"] } as const;

export const applicationRoutes = new Hono<ApiEnv>()
  .get("/", query(LIST_APPLICATIONS_QUERY), listApplications)
  .post("/", body({ schema: applicationCreateInput, types: TYPES }), createApplication)
  .get("/:id", query(SHOW_APPLICATION_QUERY), pathApplication, showApplication)
  .on(["PUT", "PATCH"], "/:id", pathApplication, body({ schema: applicationUpdateInput, types: TYPES }), updateApplication)
  .get("/:id/withdraw", pathApplicationForToken, checkWithdrawToken)
  .post("/:id/withdraw", pathApplicationForToken, body({ schema: applicationWithdrawInput, types: TYPES }), withdrawWithToken);
