import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import { showOrganization } from "./organizations.handlers";

/** GET /api/v1/organizations/{id}. Read-only so far: the list, edits and approval build on it. */
export const organizationRoutes = new Hono<ApiEnv>().get("/:id", showOrganization);
