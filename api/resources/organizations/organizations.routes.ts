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
import { CONFIRM_PAGE, siteLinkErrors } from "../../auth/site-links";
import { confirmationErrors } from "../../auth/validation";
import { fieldError } from "../../jsonapi/errors";
import { listFilter } from "../../jsonapi/query";
import { body, query } from "../../middleware/validate";
import { errorText } from "../../services/organization-text";
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
import { approveOrganization, moveOrganization } from "./organizations.lifecycle.handlers";
import { signUpOrganization } from "./organizations.signup.handlers";
import { createOrganization, deleteOrganization, updateOrganization } from "./organizations.write.handlers";

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

const staffBody = body({ schema: createOrganizationInput, types: ORGANIZATION_RESOURCE_TYPES });
const signUpBody = body({
  schema: signUpOrganizationInput,
  types: ORGANIZATION_RESOURCE_TYPES,
  checks: (c, { attributes, pointer }) => {
    // Signed in, the current user is the first user; signed out, a first account is required.
    if (c.get("currentUser")) return [];
    const user = attributes.user as Record<string, unknown> | undefined;
    if (!user || typeof user !== "object") {
      return [fieldError(`${pointer}/user`, "blank", errorText(c, "userRequired"))];
    }
    return [
      ...confirmationErrors(user.password, user.password_confirmation, `${pointer}/user`),
      ...siteLinkErrors(c, attributes.confirm_success_url, CONFIRM_PAGE, `${pointer}/confirm_success_url`),
    ];
  },
});

/** POST /organizations: staff (organizations.approve somewhere) add; anyone else signs an organisation up. */
const createBody: MiddlewareHandler<ApiEnv> = (c, next) => (isStaff(c) ? staffBody : signUpBody)(c, next);

export const organizationRoutes = new Hono<ApiEnv>()
  .get("/", query(LIST_ORGANIZATIONS_QUERY), listOrganizations)
  .post("/", createBody, (c) => (isStaff(c) ? createOrganization(c) : signUpOrganization(c)))
  .get("/:id", query(SHOW_ORGANIZATION_QUERY), pathOrganization, showOrganization)
  .on(
    ["PUT", "PATCH"],
    "/:id",
    pathOrganization,
    managesPathOrganization,
    body({ schema: updateOrganizationInput, types: ORGANIZATION_RESOURCE_TYPES }),
    updateOrganization,
  )
  .delete("/:id", pathOrganization, deletesPathOrganization, deleteOrganization)
  .put(
    "/:id/approve",
    pathOrganization,
    approvesPathOrganization,
    body({ schema: approveOrganizationInput, types: ORGANIZATION_RESOURCE_TYPES }),
    approveOrganization,
  )
  .put(
    "/:id/move",
    pathOrganization,
    approvesPathOrganization,
    movingEnabled,
    body({ schema: moveOrganizationInput, types: ORGANIZATION_RESOURCE_TYPES }),
    moveOrganization,
  );
