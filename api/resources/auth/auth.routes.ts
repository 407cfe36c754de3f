import { Hono } from "hono";
import { newPasswordInput, passwordResetRequestInput, signInInput } from "../../../contract/users";
import { RESET_PAGE, siteLinkErrors } from "../../auth/site-links";
import { body } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { checkResetToken, requestPasswordReset, signIn, signOut, updatePassword, validateToken } from "./auth.handlers";

/** devise_token_auth's endpoints (SPEC §7), mounted at /auth. Their bodies are flat: errors point at `/email`, … */
export const authRoutes = new Hono<ApiEnv>()
  // Any body that is not credentials is answered as wrong credentials (after the per-IP limit), never field by field.
  .post("/sign_in", body({ schema: signInInput.nullable().catch(null), pointer: "" }), signIn)
  .delete("/sign_out", signOut)
  .get("/validate_token", validateToken)
  .post(
    "/password",
    body({
      schema: passwordResetRequestInput,
      pointer: "",
      checks: (c, { attributes }) =>
        siteLinkErrors(
          c,
          attributes.redirect_url,
          RESET_PAGE,
          "/redirect_url",
          "redirect_url must be an absolute http(s) URL of this site.",
        ),
    }),
    requestPasswordReset,
  )
  .get("/password/edit", checkResetToken)
  .on(["PUT", "PATCH"], "/password", body({ schema: newPasswordInput, pointer: "" }), updatePassword);
