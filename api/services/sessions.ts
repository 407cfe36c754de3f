/**
 * Starting a session for a request, and whether a user may have one on this site. Shared by the auth endpoints
 * (sign-in, new password) and users' sign-in-as (a resource never imports another's handlers).
 */
import type { Context } from "hono";
import { authHeaders, createSession, type UserRow } from "../auth/sessions";
import { JsonApiError } from "../jsonapi/errors";
import { maySignIn } from "../middleware/auth";
import { scope } from "../scope";
import type { ApiEnv } from "../types";

/**
 * Why this user may not have a session on this site, as the error to answer; null when they may. Checked only
 * after the password matched, so the answers reveal nothing to someone without it.
 */
export function signInRefusal(c: Context<ApiEnv>, user: UserRow): JsonApiError | null {
  if (user.volunteerCenterId !== scope(c).centerId()) {
    return new JsonApiError(403, [
      {
        code: "wrong_center",
        title: "Logged in to the wrong website",
        detail: "This user is registered at the wrong center: the account belongs to another partner of this collaboration.",
      },
    ]);
  }
  if (user.confirmedAt === null && user.status !== "invited") {
    return new JsonApiError(401, [
      {
        code: "unconfirmed",
        detail: `A confirmation email was sent to your account at '${user.email}'. You must follow the instructions in the email before your account can be activated`,
      },
    ]);
  }
  if (!maySignIn(c, user.status)) {
    return new JsonApiError(401, [{ code: "inactive", detail: "Your account is not active. Please contact the administrator." }]);
  }
  return null;
}

/** Starts a new client for the user and puts devise's auth headers on the response. */
export async function startSession(c: Context<ApiEnv>, user: UserRow, impersonatorId?: number) {
  const session = await createSession(c.get("db"), user, impersonatorId);
  for (const [name, value] of Object.entries(authHeaders(session, user.email))) c.header(name, value);
  return session;
}
