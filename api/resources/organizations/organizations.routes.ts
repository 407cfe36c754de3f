/**
 * /api/v1/organizations (SPEC §7): each route lists its guards (who may), then its validators (what it
 * takes: schemas from contract/organization-inputs.ts), then its handler.
 */
import { Hono, type MiddlewareHandler } from "hono";
import {
  approveOrganizationInput,
  createOrganizationInput,
  moveOrganizationInput,
  ORGANIZATION_HONEYPOT,
  ORGANIZATION_RESOURCE_TYPES,
  signUpOrganizationInput,
  updateOrganizationInput,
} from "../../../contract/organization-inputs";
import { CONFIRM_PAGE, siteLinkErrors } from "../../auth/site-links";
import { confirmationErrors } from "../../auth/validation";
import { fieldError } from "../../jsonapi/errors";
import { honeypot } from "../../middleware/honeypot";
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
import { listOrganizations, organizationMarkers, showOrganization } from "./organizations.handlers";
import { approveOrganization, moveOrganization } from "./organizations.lifecycle.handlers";
import { LIST_ORGANIZATIONS_QUERY, ORGANIZATION_MARKERS_QUERY, SHOW_ORGANIZATION_QUERY } from "./organizations.schemas";
import { signUpOrganization } from "./organizations.signup.handlers";
import { createOrganization, deleteOrganization, updateOrganization } from "./organizations.write.handlers";

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
const signUpHoneypot = honeypot(ORGANIZATION_HONEYPOT);
const createHoneypot: MiddlewareHandler<ApiEnv> = (c, next) => (isStaff(c) ? next() : signUpHoneypot(c, next));

export const organizationRoutes = new Hono<ApiEnv>()
  .get("/", query(LIST_ORGANIZATIONS_QUERY), listOrganizations)
  .get("/markers", query(ORGANIZATION_MARKERS_QUERY), organizationMarkers)
  .post("/", createBody, createHoneypot, (c) => (isStaff(c) ? createOrganization(c) : signUpOrganization(c)))
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
