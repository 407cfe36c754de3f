/**
 * /api/v1/users and its neighbours /confirm and /sign_in_as_user: each route lists its guards (who may), then its
 * validators (what it takes: schemas from contract/users.ts), then its handler. The reference resource
 * (docs/how-to-add-a-resource.md).
 */
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { USER_STATUSES } from "../../../config/accounts";
import {
  confirmInput,
  inviteInput,
  resendConfirmationInput,
  returnFromUserInput,
  roleInput,
  signInAsInput,
  signUpInput,
  USER_TYPES,
  updateUserInput,
} from "../../../contract/users";
import { ROLES } from "../../../db/schema";
import { CONFIRM_PAGE, RESET_PAGE, siteLinkErrors } from "../../auth/site-links";
import { confirmationErrors } from "../../auth/validation";
import { listFilter } from "../../jsonapi/query";
import { body, query } from "../../middleware/validate";
import { emailTaken, takenError } from "../../services/accounts";
import type { ApiEnv } from "../../types";
import { addRole, removeRole, returnFromUser, signInAsUser } from "./users.admin.handlers";
import { confirm, resendConfirmation } from "./users.confirmation.handlers";
import {
  administers,
  managesPathUser,
  managesUsers,
  mayReturnFromUser,
  notSignedInAsAnother,
  pathUser,
  readsPathUser,
  signedIn,
  signsUpOrInvites,
} from "./users.guards";
import { createUser, deleteUser, listUsers, showUser, updateUser } from "./users.handlers";

export const LIST_USERS_QUERY = {
  include: ["roles", "organizations"],
  filters: {
    organization_id_eq: z
      .string()
      .regex(/^\d{1,12}$/, "must be a whole number")
      .transform(Number),
    with_role: z.enum(ROLES),
    q: z.string().trim().max(100),
    status: listFilter(z.enum(USER_STATUSES)),
  },
  sort: ["last_name", "first_name", "email", "created_at", "id"],
  defaultSort: "last_name,first_name",
  paginate: true,
} as const;
export const SHOW_USER_QUERY = { include: ["roles", "organizations"] } as const;

/**
 * Signed out: a sign-up (the password pair and the link are checked with the fields: one list of errors). An address
 * that has an account is not an error here: the handler answers as for a new one (no account enumeration).
 */
const signUpBody = body({
  schema: signUpInput,
  types: USER_TYPES,
  pointer: "/data/attributes",
  checks: (c, { attributes, pointer }) => [
    ...confirmationErrors(attributes.password, attributes.password_confirmation, pointer),
    ...siteLinkErrors(c, attributes.confirm_success_url, CONFIRM_PAGE, `${pointer}/confirm_success_url`),
  ],
});

/** Signed in: an invitation. */
const inviteBody = body({
  schema: inviteInput,
  types: USER_TYPES,
  pointer: "/data/attributes",
  checks: async (c, { attributes, data, pointer }) => [
    ...siteLinkErrors(c, attributes.redirect_url, RESET_PAGE, `${pointer}/redirect_url`),
    ...(data && (await emailTaken(c, data.email)) ? [takenError(`${pointer}/email`)] : []),
  ],
});

/** POST /users is a sign-up signed out and an invitation signed in: the body's rules follow the session. */
const signUpOrInviteBody: MiddlewareHandler<ApiEnv> = (c, next) => {
  const validate: MiddlewareHandler = c.get("currentUser") ? inviteBody : signUpBody;
  return validate(c, next);
};

export const userRoutes = new Hono<ApiEnv>()
  .get("/", managesUsers, query(LIST_USERS_QUERY), listUsers)
  .post("/", signsUpOrInvites, signUpOrInviteBody, createUser)
  .get("/:id", query(SHOW_USER_QUERY), signedIn, pathUser, readsPathUser, showUser)
  .on(
    ["PATCH", "PUT"],
    "/:id",
    pathUser,
    managesPathUser,
    body({ schema: updateUserInput, types: USER_TYPES, pointer: "/data/attributes" }),
    updateUser,
  )
  .delete("/:id", pathUser, administers, deleteUser)
  .put("/:id/add_role", pathUser, administers, body({ schema: roleInput, types: USER_TYPES }), addRole)
  .delete("/:id/remove_role", pathUser, administers, body({ schema: roleInput, types: USER_TYPES }), removeRole)
  .post(
    "/:id/resend_confirmation_instructions",
    pathUser,
    managesPathUser,
    body({
      schema: resendConfirmationInput,
      types: USER_TYPES,
      checks: (c, { attributes, pointer }) =>
        siteLinkErrors(
          c,
          attributes.redirect_url,
          c.get("pathUser").status === "invited" ? RESET_PAGE : CONFIRM_PAGE,
          `${pointer}/redirect_url`,
        ),
    }),
    resendConfirmation,
  );

/** POST /api/v1/confirm */
export const confirmRoutes = new Hono<ApiEnv>().post("/", body({ schema: confirmInput, pointer: "" }), confirm);

/** POST /api/v1/sign_in_as_user, and POST /api/v1/sign_in_as_user/return (back to the admin's own account). */
export const signInAsUserRoutes = new Hono<ApiEnv>()
  .post("/", administers, notSignedInAsAnother, body({ schema: signInAsInput, types: USER_TYPES }), signInAsUser)
  .post("/return", mayReturnFromUser, body({ schema: returnFromUserInput }), returnFromUser);
