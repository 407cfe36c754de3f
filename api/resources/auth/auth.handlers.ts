/**
 * devise_token_auth's sign-in, sign-out, validate_token and password endpoints (the wire contract in
 * /work/shared-notes/accounts-contract.md). Bodies are flat snake_case JSON, answers are devise's shapes, errors
 * JSON:API error objects.
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { users } from "../../../db/schema";
import { auditInsert } from "../../audit";
import {
  hashPassword,
  MAX_PASSWORD_LENGTH,
  needsRehash,
  passwordParams,
  verifyDummyPassword,
  verifyPassword,
} from "../../auth/password";
import {
  check,
  hit,
  hitPerIp,
  PASSWORD_RESET_PER_EMAIL,
  PASSWORD_RESET_PER_IP,
  SIGN_IN_FAILURES_PER_EMAIL,
  SIGN_IN_PER_IP,
} from "../../auth/rate-limit";
import {
  authHeaders,
  createSession,
  endAllSessions,
  endSession,
  endSessionQuery,
  nowSeconds,
  type UserRow,
} from "../../auth/sessions";
import { mailLink, RESET_PAGE } from "../../auth/site-links";
import { generateToken, hashToken } from "../../auth/tokens";
import { type FieldError, fieldError, linkWith, passwordErrors } from "../../auth/validation";
import { attributesOf, jsonBody } from "../../jsonapi/body";
import { JsonApiError, unauthorized } from "../../jsonapi/errors";
import { sendAccountMail } from "../../mail";
import { maySignIn } from "../../middleware/auth";
import { scope } from "../../scope";
import type { ApiEnv } from "../../types";
import { email as emailSchema, findUserByEmail, flatUser } from "../users/users.model";

/** A reset link is valid for 6 hours (devise's reset_password_within); an invitation for 14 days. */
export const RESET_PASSWORD_WITHIN_SECONDS = 6 * 60 * 60;
export const INVITATION_VALID_SECONDS = 14 * 24 * 60 * 60;

const INVALID_CREDENTIALS = "Invalid login credentials. Please try again.";
const RESET_SENT =
  "If an account exists for this e-mail address, you will receive an e-mail with instructions on how to reset your password in a few minutes.";
export const NO_RESET_CREDENTIALS = "You must provide either the uid, client and accessToken or the resetPasswordToken";

const nowIso = () => new Date().toISOString();

const invalidCredentials = () => new JsonApiError(401, [{ code: "invalid_credentials", detail: INVALID_CREDENTIALS }]);

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

const signInBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(MAX_PASSWORD_LENGTH),
});

export async function signIn(c: Context<ApiEnv>) {
  const parsed = signInBody.safeParse(attributesOf(await jsonBody(c)));
  await hitPerIp(c, SIGN_IN_PER_IP);
  if (!parsed.success) throw invalidCredentials();
  const { email, password } = parsed.data;
  await check(c, SIGN_IN_FAILURES_PER_EMAIL, email);

  const user = await findUserByEmail(c, email);
  const params = passwordParams(c.env);
  const valid = user ? await verifyPassword(password, user.passwordHash, params) : await verifyDummyPassword(password, params);
  if (!user || !valid) {
    await hit(c, SIGN_IN_FAILURES_PER_EMAIL, email);
    throw invalidCredentials();
  }
  const refusal = signInRefusal(c, user);
  if (refusal) throw refusal;

  const db = c.get("db");
  const updates: Partial<UserRow> = { lastSignInAt: nowIso() };
  // This hash was made with other parameters (raised since, or an e2e server's: ADR 0012): store a current one.
  if (user.passwordHash && needsRehash(user.passwordHash, params)) {
    updates.passwordHash = await hashPassword(password, { params });
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

export async function requestPasswordReset(c: Context<ApiEnv>) {
  const body = attributesOf(await jsonBody(c));
  const errors: FieldError[] = [];
  const email = emailSchema.safeParse(body.email);
  if (!email.success) errors.push(fieldError("/email", "invalid", "E-mail is not a valid e-mail address."));
  // SPEC §7 sends only {email}: without redirect_url the link opens the reset page of the user's own site.
  const redirect = mailLink(c, body.redirect_url, RESET_PAGE);
  if (!redirect) {
    errors.push(fieldError("/redirect_url", "invalid", "redirect_url must be an absolute http(s) URL of this site."));
  }
  if (errors.length || !email.success || !redirect) throw new JsonApiError(422, errors);

  // Both limits count whether or not the address exists, so a 429 tells nothing either.
  await hitPerIp(c, PASSWORD_RESET_PER_IP);
  await hit(c, PASSWORD_RESET_PER_EMAIL, email.data);

  const user = await findUserByEmail(c, email.data);
  if (user && user.status !== "archived") {
    const token = generateToken();
    await c
      .get("db")
      .update(users)
      .set({ resetPasswordTokenHash: await hashToken(token), resetPasswordSentAt: nowIso() })
      .where(eq(users.id, user.id));
    const invited = user.status === "invited";
    await sendAccountMail(c, {
      kind: invited ? "invitation" : "reset_password",
      to: user.email,
      recipientName: user.firstName,
      locale: user.locale,
      centerId: user.volunteerCenterId,
      link: linkWith(
        redirect(user),
        invited ? { reset_password_token: token, invitation: "true" } : { reset_password_token: token },
      ),
    });
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
 * Sets a new password with a reset/invitation token, or signed in with the current password. Accepting an
 * invitation makes the user active and confirmed; any reset confirms the address (the link proved it). Every
 * other session ends, and the user is signed in with a new client when they may sign in on this site.
 */
export async function updatePassword(c: Context<ApiEnv>) {
  const body = attributesOf(await jsonBody(c));
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
    const currentPassword = typeof body.current_password === "string" ? body.current_password : "";
    if (!(await verifyPassword(currentPassword.slice(0, MAX_PASSWORD_LENGTH), user.passwordHash, passwordParams(c.env)))) {
      errors.unshift(fieldError("/current_password", "invalid", "Current password is invalid."));
    }
  } else if (c.get("credentials")) {
    throw unauthorized();
  } else {
    throw new JsonApiError(422, [{ code: "missing_credentials", detail: NO_RESET_CREDENTIALS }]);
  }
  if (errors.length || !user) throw new JsonApiError(422, errors);

  const now = nowIso();
  const updates: Partial<UserRow> = {
    passwordHash: await hashPassword(body.password as string, { params: passwordParams(c.env) }),
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
  await endAllSessions(db, user.id);
  c.set("currentUser", null);
  const updated = { ...user, ...updates };
  if (!signInRefusal(c, updated)) await startSession(c, updated);
  return c.json({ success: true, data: flatUser(updated) });
}
