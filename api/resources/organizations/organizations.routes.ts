import { Hono } from "hono";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { SHOW_ORGANIZATION_QUERY, showOrganization } from "./organizations.handlers";

/** GET /api/v1/organizations/{id}. Read-only so far: the list, edits and approval build on it. */
export const organizationRoutes = new Hono<ApiEnv>().get("/:id", query(SHOW_ORGANIZATION_QUERY), showOrganization);
