import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import { requestPasswordReset, signIn, signOut, updatePassword, validateToken } from "./auth.handlers";

/** devise_token_auth's endpoints (SPEC §7), mounted at /auth. */
export const authRoutes = new Hono<ApiEnv>()
  .post("/sign_in", signIn)
  .delete("/sign_out", signOut)
  .get("/validate_token", validateToken)
  .post("/password", requestPasswordReset)
  .put("/password", updatePassword)
  .patch("/password", updatePassword);
