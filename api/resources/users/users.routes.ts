/**
 * /api/v1/users and its neighbours /confirm and /sign_in_as_user. The reference resource
 * (docs/how-to-add-a-resource.md): each route lists, in this order,
 * - its guards (who may: 401/403/404 before anything is read) — the house's own from api/middleware/ (`signedIn`)
 *   and the resource's from users.guards.ts (`pathUser` loads the path's user by `idParam` and keeps it under its
 *   own context key: `pathUserOf(c)`);
 * - its validators (what it takes: the query specs of users.schemas.ts, the bodies of contract/users.ts);
 * - the shared middleware a write needs after them (the per-IP limit of api/middleware/rate-limit.ts);
 * - its handler (users.*.handlers.ts), which leaves a write of several tables to a service
 *   (api/services/user-writes.ts: the account, its role and membership in one batch).
 */
import { Hono, type MiddlewareHandler } from "hono";
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
import type { Limit } from "../../auth/rate-limit";
import { CONFIRM_PAGE, RESET_PAGE, siteLinkErrors } from "../../auth/site-links";
import { confirmationErrors } from "../../auth/validation";
import { signedIn } from "../../middleware/guard";
import { limitPerIp } from "../../middleware/rate-limit";
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
  pathUserOf,
  readsPathUser,
  signsUpOrInvites,
} from "./users.guards";
import { createUser, deleteUser, listUsers, showUser, updateUser } from "./users.handlers";
import { LIST_USERS_QUERY, SHOW_USER_QUERY } from "./users.schemas";

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

/** Sign-ups send mail to any address: limited per IP like the other unauthenticated mail senders. */
export const SIGN_UP_PER_IP: Limit = { name: "sign_up:ip", max: 10, windowSeconds: 60 * 60 };
const signUpLimit = limitPerIp(SIGN_UP_PER_IP);

/** POST /users is a sign-up signed out and an invitation signed in: the body's rules follow the session. */
const signUpOrInviteBody: MiddlewareHandler<ApiEnv> = (c, next) => {
  const validate: MiddlewareHandler = c.get("currentUser") ? inviteBody : signUpBody;
  return validate(c, next);
};
/** Only a sign-up counts against the per-IP limit (an invitation is a signed-in manager's). */
const signUpOnlyLimit: MiddlewareHandler<ApiEnv> = (c, next) => (c.get("currentUser") ? next() : signUpLimit(c, next));

export const userRoutes = new Hono<ApiEnv>()
  .get("/", managesUsers, query(LIST_USERS_QUERY), listUsers)
  .post("/", signsUpOrInvites, signUpOrInviteBody, signUpOnlyLimit, createUser)
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
          pathUserOf(c).status === "invited" ? RESET_PAGE : CONFIRM_PAGE,
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
