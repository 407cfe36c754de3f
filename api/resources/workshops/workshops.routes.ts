/**
 * /api/v1/workshops (docs/decisions/0072-workshops.md): a centre's trainings for its volunteers. Each route lists
 * its guards (workshops.guards.ts: 401/403/404 before anything is read), its validators (the contract's bodies,
 * contract/workshops.ts) and its handler (workshops.handlers.ts).
 */
import { Hono } from "hono";
import { WORKSHOP_RESOURCE_TYPES, workshopCreateInput, workshopUpdateInput } from "../../../contract/workshops";
import { holdsSomewhere, signedIn } from "../../middleware/guard";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { managesPathWorkshop, pathWorkshop, signsUpForPathWorkshop } from "./workshops.guards";
import {
  cancelWorkshop,
  createWorkshop,
  listWorkshops,
  showWorkshop,
  signUp,
  updateWorkshop,
  withdraw,
} from "./workshops.handlers";
import { LIST_WORKSHOPS_QUERY } from "./workshops.schemas";

const createBody = body({ schema: workshopCreateInput, types: WORKSHOP_RESOURCE_TYPES });
const updateBody = body({ schema: workshopUpdateInput, types: WORKSHOP_RESOURCE_TYPES });

export const workshopRoutes = new Hono<ApiEnv>()
  .get("/", signedIn, query(LIST_WORKSHOPS_QUERY), listWorkshops)
  .post("/", holdsSomewhere("workshops.manage"), createBody, createWorkshop)
  .get("/:id", pathWorkshop, showWorkshop)
  .patch("/:id", pathWorkshop, managesPathWorkshop, updateBody, updateWorkshop)
  .put("/:id", pathWorkshop, managesPathWorkshop, updateBody, updateWorkshop)
  .delete("/:id", pathWorkshop, managesPathWorkshop, cancelWorkshop)
  .post("/:id/signup", pathWorkshop, signsUpForPathWorkshop, signUp)
  .delete("/:id/signup", pathWorkshop, signsUpForPathWorkshop, withdraw);
