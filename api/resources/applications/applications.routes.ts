/**
 * /api/v1/applications (vacancies and applications, ADR 0021): each route lists its guards (who may), then its validators (contract/applications.ts),
 * then its handler.
 */
import { Hono } from "hono";
import {
  APPLICATION_HONEYPOT,
  applicationCreateInput,
  applicationUpdateInput,
  applicationWithdrawInput,
} from "../../../contract/applications";
import { signedIn } from "../../middleware/guard";
import { honeypot } from "../../middleware/honeypot";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { createApplication } from "./applications.create.handlers";
import { pathApplication, pathApplicationForToken } from "./applications.guards";
import { checkWithdrawToken, listApplications, showApplication } from "./applications.handlers";
import { LIST_APPLICATIONS_QUERY, SHOW_APPLICATION_QUERY } from "./applications.schemas";
import { updateApplication, withdrawWithToken } from "./applications.status.handlers";

const TYPES = ["applications"] as const;

export const applicationRoutes = new Hono<ApiEnv>()
  .get("/", signedIn, query(LIST_APPLICATIONS_QUERY), listApplications)
  .post("/", body({ schema: applicationCreateInput, types: TYPES }), honeypot(APPLICATION_HONEYPOT), createApplication)
  .get("/:id", query(SHOW_APPLICATION_QUERY), pathApplication, showApplication)
  .on(["PUT", "PATCH"], "/:id", pathApplication, body({ schema: applicationUpdateInput, types: TYPES }), updateApplication)
  .get("/:id/withdraw", pathApplicationForToken, checkWithdrawToken)
  .post("/:id/withdraw", pathApplicationForToken, body({ schema: applicationWithdrawInput, types: TYPES }), withdrawWithToken);
