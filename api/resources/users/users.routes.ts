import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import {
  addRole,
  confirm,
  createUser,
  deleteUser,
  listUsers,
  removeRole,
  resendConfirmation,
  returnFromUser,
  showUser,
  signInAsUser,
  updateUser,
} from "./users.handlers";

export const userRoutes = new Hono<ApiEnv>()
  .get("/", listUsers)
  .post("/", createUser)
  .get("/:id", showUser)
  .patch("/:id", updateUser)
  .put("/:id", updateUser)
  .delete("/:id", deleteUser)
  .put("/:id/add_role", addRole)
  .delete("/:id/remove_role", removeRole)
  .post("/:id/resend_confirmation_instructions", resendConfirmation);

/** POST /api/v1/confirm */
export const confirmRoutes = new Hono<ApiEnv>().post("/", confirm);
/** POST /api/v1/sign_in_as_user, and POST /api/v1/sign_in_as_user/return (back to the admin's own account). */
export const signInAsUserRoutes = new Hono<ApiEnv>().post("/", signInAsUser).post("/return", returnFromUser);
