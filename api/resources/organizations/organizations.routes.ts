/**
 * /api/v1/organizations (SPEC §7, issue 14): each route lists its guards (who may), then its validators (what it
 * takes: schemas from contract/organization-inputs.ts), then its handler.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  approveOrganizationInput,
  createOrganizationInput,
  moveOrganizationInput,
  ORGANIZATION_RESOURCE_TYPES,
  organizationStatusFilter,
  signUpOrganizationInput,
  updateOrganizationInput,
} from "../../../contract/organization-inputs";
import { NON_PROFIT_TYPES, ORGANIZATION_SORTS, ORGANIZATION_TYPES } from "../../../contract/organizations";
import { confirmationErrors } from "../../auth/validation";
import { listFilter } from "../../jsonapi/query";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import {
  approvesPathOrganization,
  deletesPathOrganization,
  isStaff,
  managesPathOrganization,
  movingEnabled,
  pathOrganization,
} from "./organizations.guards";
import { listOrganizations, showOrganization } from "./organizations.handlers";

const wholeNumber = z
  .string()
  .regex(/^\d{1,12}$/, "must be a whole number")
  .transform(Number);

export const LIST_ORGANIZATIONS_QUERY = {
  include: ["profile", "address", "vacancies"],
  filters: {
    status: listFilter(organizationStatusFilter),
    type: listFilter(z.enum(ORGANIZATION_TYPES)),
    q: z.string().trim().max(100),
    city: z.string().trim().min(1).max(100),
    activity_type_ids: listFilter(wholeNumber),
    non_profit_type: listFilter(z.enum(NON_PROFIT_TYPES)),
    volunteer_center_id: wholeNumber,
    on_social_map: z.enum(["true", "false"]).transform((v) => v === "true"),
  },
  sort: ORGANIZATION_SORTS,
  defaultSort: "name",
  paginate: true,
  fieldTypes: ["organizations", "addresses", "organization_profiles"],
} as const;

export const SHOW_ORGANIZATION_QUERY = {
  include: ["profile", "address", "contact_person", "vacancies"],
  fieldTypes: ["organizations", "addresses", "organization_profiles", "contact_persons"],
} as const;

export const organizationRoutes = new Hono<ApiEnv>()
  .get("/", query(LIST_ORGANIZATIONS_QUERY), listOrganizations)
  .get("/:id", query(SHOW_ORGANIZATION_QUERY), pathOrganization, showOrganization);
