import { Hono } from "hono";
import { currentUserInput, deleteCurrentUserInput } from "../../../contract/users";
import { passwordErrors } from "../../auth/validation";
import { fieldError } from "../../jsonapi/errors";
import { requireOwnAccount } from "../../middleware/auth";
import { guard } from "../../middleware/guard";
import { body, query } from "../../middleware/validate";
import { currentPasswordErrors, emailTaken } from "../../services/accounts";
import type { ApiEnv } from "../../types";
import {
  deleteCurrentUser,
  exportCurrentUser,
  sensitiveChanges,
  showCurrentUser,
  updateCurrentUser,
} from "./current-user.handlers";

const ownAccount = guard((c) => {
  requireOwnAccount(c);
});

/** The profile as devise sends it (`{user: {…}}`, errors at `/user/…`); a new e-mail or password needs the current one. */
const updateBody = body({
  schema: currentUserInput,
  wrapper: "user",
  pointer: "/user",
  checks: async (c, { attributes, data, pointer }) => {
    const user = requireOwnAccount(c).user;
    const { changesEmail, changesPassword } = sensitiveChanges(user, attributes, data);
    return [
      ...(changesPassword ? passwordErrors(attributes.password, attributes.password_confirmation, pointer) : []),
      ...(changesEmail || changesPassword
        ? await currentPasswordErrors(c, user, attributes.current_password, `${pointer}/current_password`)
        : []),
      ...(changesEmail && data?.email && (await emailTaken(c, data.email))
        ? [fieldError(`${pointer}/email`, "taken", "E-mail has already been taken.")]
        : []),
    ];
  },
});

const deleteBody = body({
  schema: deleteCurrentUserInput,
  wrapper: "user",
  pointer: "",
  checks: (c, { attributes }) =>
    currentPasswordErrors(c, requireOwnAccount(c).user, attributes.current_password, "/current_password"),
});

export const currentUserRoutes = new Hono<ApiEnv>()
  .get("/", query({ include: ["roles", "organizations"] }), showCurrentUser)
  .on(["PATCH", "PUT"], "/", ownAccount, updateBody, updateCurrentUser)
  .delete("/", ownAccount, deleteBody, deleteCurrentUser)
  .get("/export", exportCurrentUser);
