import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import { listCurrentOrganizations, showCurrentOrganization } from "./current-organizations.handlers";

/** GET /api/v1/current_organizations */
export const currentOrganizationsRoutes = new Hono<ApiEnv>().get("/", listCurrentOrganizations);
/** GET /api/v1/current_organization */
export const currentOrganizationRoutes = new Hono<ApiEnv>().get("/", showCurrentOrganization);
