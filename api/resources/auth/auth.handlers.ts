/**
 * devise_token_auth's sign-in, sign-out, validate_token and password endpoints (the wire contract in
 * /work/shared-notes/accounts-contract.md). Bodies are flat snake_case JSON, answers are devise's shapes, errors
 * JSON:API error objects.
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { newPasswordInput, passwordResetRequestInput, signInInput } from "../../../contract/users";
import { needsRehash, passwordParams } from "../../../db/password";
import { users } from "../../../db/schema";
import { auditInsert } from "../../audit";
import { dummyPasswordCheck, newPasswordHash, passwordMatches } from "../../auth/passwords";
import {
  check,
  emailAndIp,
  hit,
  hitPerIp,
  liftSignInLock,
  PASSWORD_RESET_PER_EMAIL,
  PASSWORD_RESET_PER_IP,
  SIGN_IN_FAILURES_PER_EMAIL,
  SIGN_IN_FAILURES_PER_EMAIL_AND_IP,
  SIGN_IN_PER_IP,
} from "../../auth/rate-limit";
import { endAllSessions, endSession, endSessionQuery, nowSeconds, type UserRow } from "../../auth/sessions";
import { checkedSiteLink, RESET_PAGE } from "../../auth/site-links";
import { hashToken } from "../../auth/tokens";
import { fieldError, passwordErrors } from "../../auth/validation";
import { JsonApiError, unauthorized } from "../../jsonapi/errors";
import type { ValidBody } from "../../middleware/validate";
import { currentPasswordErrors } from "../../services/accounts";
import { signInRefusal, startSession } from "../../services/sessions";
import { resendTokenMail } from "../../services/token-mails";
import { findUserByEmail, flatUser } from "../../services/users";
import type { ApiEnv, Validated } from "../../types";

/** A reset link is valid for 6 hours (devise's reset_password_within); an invitation for 14 days. */
export const RESET_PASSWORD_WITHIN_SECONDS = 6 * 60 * 60;
export const INVITATION_VALID_SECONDS = 14 * 24 * 60 * 60;

const INVALID_CREDENTIALS = "Invalid login credentials. Please try again.";
const RESET_SENT =
  "If an account exists for this e-mail address, you will receive an e-mail with instructions on how to reset your password in a few minutes.";
export const NO_RESET_CREDENTIALS = "You must provide either the uid, client and accessToken or the resetPasswordToken";

const nowIso = () => new Date().toISOString();

const invalidCredentials = () => new JsonApiError(401, [{ code: "invalid_credentials", detail: INVALID_CREDENTIALS }]);

export async function signIn(c: Validated<{ json: ValidBody<z.output<typeof signInInput> | null> }>) {
  const credentials = c.req.valid("json").data;
  await hitPerIp(c, SIGN_IN_PER_IP);
  if (!credentials) throw invalidCredentials();
  const { email, password } = credentials;
  // Locked per address and IP (an attacker locks only their own IP out), with a ceiling per address (ADR 0036).
  await check(c, SIGN_IN_FAILURES_PER_EMAIL_AND_IP, emailAndIp(c, email));
  await check(c, SIGN_IN_FAILURES_PER_EMAIL, email);

  const user = await findUserByEmail(c, email);
  const valid = user ? await passwordMatches(c, password, user.passwordHash) : await dummyPasswordCheck(c, password);
  if (!user || !valid) {
    await hit(c, SIGN_IN_FAILURES_PER_EMAIL_AND_IP, emailAndIp(c, email));
    await hit(c, SIGN_IN_FAILURES_PER_EMAIL, email);
    throw invalidCredentials();
  }
  const refusal = signInRefusal(c, user);
  if (refusal) throw refusal;

  const db = c.get("db");
  const updates: Partial<UserRow> = { lastSignInAt: nowIso() };
  // This hash was made with other parameters (raised since, or an e2e server's: ADR 0012): store a current one.
  if (user.passwordHash && needsRehash(user.passwordHash, passwordParams(c.env))) {
    updates.passwordHash = await newPasswordHash(c, password);
  }
  await db.update(users).set(updates).where(eq(users.id, user.id));
  await startSession(c, user);
  return c.json({ data: flatUser({ ...user, ...updates }) });
}

export async function signOut(c: Context<ApiEnv>) {
  const current = c.get("currentUser");
  if (!current) {
    throw new JsonApiError(404, [{ code: "user_not_found", detail: "User was not found or was not logged in." }]);
  }
  const impersonatorId = current.session.impersonatorId;
  if (impersonatorId !== null) {
    // A sign-in-as session ends by sign-out instead of a return: audited too (actor = the admin who started it).
    await c
      .get("db")
      .batch([
        auditInsert(c, { action: "sign_in_as_user_sign_out", actorId: impersonatorId, targetUserId: current.user.id }),
        endSessionQuery(c.get("db"), current.session.tokenId),
      ]);
  } else {
    await endSession(c.get("db"), current.session.tokenId);
  }
  c.set("currentUser", null);
  return c.json({ success: true });
}

export async function validateToken(c: Context<ApiEnv>) {
  const current = c.get("currentUser");
  if (!current) throw new JsonApiError(401, [{ code: "invalid_token", detail: "Invalid login credentials" }]);
  return c.json({ success: true, data: flatUser(current.user) });
}

export async function requestPasswordReset(c: Validated<{ json: ValidBody<z.output<typeof passwordResetRequestInput>> }>) {
  const { data } = c.req.valid("json");
  // SPEC §7 sends only {email}: without redirect_url the link opens the reset page of the user's own site.
  const redirect = checkedSiteLink(c, data.redirect_url, RESET_PAGE);

  // Both limits count whether or not the address exists, so a 429 tells nothing either.
  await hitPerIp(c, PASSWORD_RESET_PER_IP);
  await hit(c, PASSWORD_RESET_PER_EMAIL, data.email);

  const user = await findUserByEmail(c, data.email);
  if (user && user.status !== "archived") {
    await resendTokenMail(c, user.status === "invited" ? "invitation" : "reset_password", user, redirect(user));
  }
  return c.json({ success: true, message: RESET_SENT });
}

/** The user a reset (or invitation) token belongs to, while it is valid. */
async function userByResetToken(c: Context<ApiEnv>, token: string): Promise<UserRow | null> {
  if (token.length > 200) return null;
  const [user] = await c
    .get("db")
    .select()
    .from(users)
    .where(and(eq(users.tenantId, c.get("tenant").id), eq(users.resetPasswordTokenHash, await hashToken(token))))
    .limit(1);
  if (!user?.resetPasswordSentAt || user.status === "archived") return null;
  const sentAt = Math.floor(Date.parse(user.resetPasswordSentAt) / 1000);
  const validFor = user.status === "invited" ? INVITATION_VALID_SECONDS : RESET_PASSWORD_WITHIN_SECONDS;
  return nowSeconds() - sentAt <= validFor ? user : null;
}

/**
 * GET /auth/password/edit?reset_password_token=…: whether a reset (or invitation) link is still good, without using
 * it up, so the page can show "this link is no longer valid" instead of a form whose POST would fail. A 256-bit
 * token cannot be guessed, so this tells nothing beyond what holding the token does; an invalid, used or expired
 * token and a missing one answer 422 with the parameter as source (ADR 0038).
 */
export async function checkResetToken(c: Context<ApiEnv>) {
  const token = c.req.query("reset_password_token")?.trim() ?? "";
  const user = token ? await userByResetToken(c, token) : null;
  if (!user) {
    throw new JsonApiError(422, [
      {
        code: "invalid_token",
        detail: "Reset password token is invalid or has expired.",
        source: { parameter: "reset_password_token" },
      },
    ]);
  }
  return c.json({ success: true, data: { invitation: user.status === "invited" } });
}

/**
 * Sets a new password with a reset/invitation token, or signed in with the current password. Accepting an
 * invitation makes the user active and confirmed; any reset confirms the address (the link proved it). Every
 * other session ends, and the user is signed in with a new client when they may sign in on this site.
 */
export async function updatePassword(c: Validated<{ json: ValidBody<z.output<typeof newPasswordInput>> }>) {
  const body = c.req.valid("json").data;
  const resetToken = typeof body.reset_password_token === "string" ? body.reset_password_token.trim() : "";
  const current = c.get("currentUser");
  let user: UserRow | null;
  const errors = passwordErrors(body.password, body.password_confirmation);
  if (resetToken) {
    user = await userByResetToken(c, resetToken);
    if (!user) {
      errors.unshift(fieldError("/reset_password_token", "invalid_token", "Reset password token is invalid or has expired."));
    }
  } else if (current) {
    user = current.user;
    errors.unshift(...(await currentPasswordErrors(c, user, body.current_password, "/current_password")));
  } else if (c.get("credentials")) {
    throw unauthorized();
  } else {
    throw new JsonApiError(422, [{ code: "missing_credentials", detail: NO_RESET_CREDENTIALS }]);
  }
  if (errors.length || !user) throw new JsonApiError(422, errors);

  const now = nowIso();
  const updates: Partial<UserRow> = {
    passwordHash: await newPasswordHash(c, body.password as string),
    resetPasswordTokenHash: null,
    resetPasswordSentAt: null,
    updatedAt: now,
  };
  if (user.status === "invited") updates.status = "active";
  if (user.confirmedAt === null) {
    updates.confirmedAt = now;
    updates.confirmationTokenHash = null;
  }
  const db = c.get("db");
  await db.update(users).set(updates).where(eq(users.id, user.id));
  // The mailed link proved the address: its sign-in lock goes (PRODUCT.md, ADR 0036).
  if (resetToken) await liftSignInLock(c, user.email);
  await endAllSessions(db, user.id);
  c.set("currentUser", null);
  const updated = { ...user, ...updates };
  if (!signInRefusal(c, updated)) await startSession(c, updated);
  return c.json({ success: true, data: flatUser(updated) });
}
