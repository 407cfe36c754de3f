import { Hono } from "hono";
import { requireOwnAccount } from "../../middleware/auth";
import { guard } from "../../middleware/guard";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import {
  listCurrentOrganizations,
  SHOW_CURRENT_ORGANIZATION_QUERY,
  showCurrentOrganization,
} from "./current-organizations.handlers";

const ownAccount = guard((c) => {
  requireOwnAccount(c);
});

/** GET /api/v1/current_organizations (takes no query parameters) */
export const currentOrganizationsRoutes = new Hono<ApiEnv>().get("/", ownAccount, query({}), listCurrentOrganizations);
/** GET /api/v1/current_organization */
export const currentOrganizationRoutes = new Hono<ApiEnv>().get(
  "/",
  ownAccount,
  query(SHOW_CURRENT_ORGANIZATION_QUERY),
  showCurrentOrganization,
);
