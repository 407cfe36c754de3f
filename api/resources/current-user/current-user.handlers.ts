/** /api/v1/current_user: the signed-in user's own account (PRODUCT.md: own profile, settings, AVG export, delete). */
import { and, eq, ne, or } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { auditLog, authTokens, mailOutbox, users } from "../../../db/schema";
import { hashPassword, MAX_PASSWORD_LENGTH, passwordParams, verifyPassword } from "../../auth/password";
import type { UserRow } from "../../auth/sessions";
import { type FieldError, fieldError, passwordErrors } from "../../auth/validation";
import { attributesOf, jsonBody } from "../../jsonapi/body";
import { snakeKeys } from "../../jsonapi/case";
import { JsonApiError, validationError } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { requireOwnAccount } from "../../middleware/auth";
import type { ApiEnv } from "../../types";
import { deleteAccount, respondWithUser } from "../users/users.handlers";
import {
  digestDays,
  email,
  gender,
  jobTitle,
  loadUserGraph,
  locale,
  name,
  phoneNumber,
  profileUpdates,
  userAttributes,
} from "../users/users.model";

const QUERY = { include: ["roles", "organizations"] } as const;
const POINTER = "/user";

export async function showCurrentUser(c: Context<ApiEnv>) {
  const query = parseQuery(new URL(c.req.url), QUERY);
  return respondWithUser(c, requireOwnAccount(c).user, query.include);
}

const profileSchema = z.object({
  first_name: name.optional(),
  last_name: name.optional(),
  phone_number: phoneNumber.optional(),
  job_title: jobTitle.optional(),
  gender: gender.optional(),
  digest_days: digestDays.optional(),
  locale: locale.optional(),
  email: email.optional(),
});

async function checkCurrentPassword(c: Context<ApiEnv>, user: UserRow, raw: unknown, pointer: string): Promise<FieldError[]> {
  const password = typeof raw === "string" ? raw.slice(0, MAX_PASSWORD_LENGTH) : "";
  return (await verifyPassword(password, user.passwordHash, passwordParams(c.env)))
    ? []
    : [fieldError(pointer, "invalid", "Current password is invalid.")];
}

/**
 * Profile fields as they are; a new e-mail or password needs the current password. A new password ends every
 * other session; the answer carries this session's headers with the (possibly new) uid.
 */
export async function updateCurrentUser(c: Context<ApiEnv>) {
  const current = requireOwnAccount(c);
  const user = current.user;
  const attributes = attributesOf(await jsonBody(c), "user");
  const parsed = profileSchema.safeParse(attributes);
  const errors: FieldError[] = parsed.success ? [] : validationError(parsed.error, POINTER).errors;
  const changesEmail = parsed.success && parsed.data.email !== undefined && parsed.data.email !== user.email;
  const changesPassword = attributes.password !== undefined && attributes.password !== "";
  if (changesPassword) errors.push(...passwordErrors(attributes.password, attributes.password_confirmation, POINTER));
  if (changesEmail || changesPassword) {
    errors.push(...(await checkCurrentPassword(c, user, attributes.current_password, `${POINTER}/current_password`)));
  }
  const db = c.get("db");
  if (changesEmail && parsed.success) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, user.tenantId), eq(users.email, parsed.data.email as string)))
      .limit(1);
    if (taken) errors.push(fieldError(`${POINTER}/email`, "taken", "E-mail has already been taken."));
  }
  if (errors.length || !parsed.success) throw new JsonApiError(422, errors);

  const d = parsed.data;
  const updates: Partial<UserRow> = {
    ...profileUpdates(d),
    ...(changesEmail ? { email: d.email } : {}),
    ...(changesPassword
      ? { passwordHash: await hashPassword(attributes.password as string, { params: passwordParams(c.env) }) }
      : {}),
    updatedAt: new Date().toISOString(),
  };
  const [updated] = await db.update(users).set(updates).where(eq(users.id, user.id)).returning();
  if (changesPassword || changesEmail) {
    await db.delete(authTokens).where(and(eq(authTokens.userId, user.id), ne(authTokens.id, current.session.tokenId)));
  }
  c.set("currentUser", { ...current, user: updated });
  return respondWithUser(c, updated, new Set(["roles"]));
}

/** AVG: removes the account and its personal data after the password is confirmed; ends all sessions. */
export async function deleteCurrentUser(c: Context<ApiEnv>) {
  const current = requireOwnAccount(c);
  const body = attributesOf(await jsonBody(c), "user");
  const errors = await checkCurrentPassword(c, current.user, body.current_password, "/current_password");
  if (errors.length) throw new JsonApiError(422, errors);
  const db = c.get("db");
  await db.insert(auditLog).values({
    tenantId: current.user.tenantId,
    actorId: current.user.id,
    action: "delete_own_account",
    targetUserId: current.user.id,
  });
  await deleteAccount(c, current.user);
  c.set("currentUser", null);
  return c.body(null, 204);
}

/** AVG: everything stored about the user, as a JSON download. Token hashes are left out (they are not data about them). */
export async function exportCurrentUser(c: Context<ApiEnv>) {
  const current = requireOwnAccount(c);
  const user = current.user;
  const db = c.get("db");
  const [graph, sessions, mails, audit] = await Promise.all([
    loadUserGraph(db, user.tenantId, [user.id]),
    db
      .select({
        client: authTokens.client,
        createdAt: authTokens.createdAt,
        lastUsedAt: authTokens.lastUsedAt,
        expiresAt: authTokens.expiresAt,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id)),
    db
      .select({ subject: mailOutbox.subject, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, user.tenantId), eq(mailOutbox.to, user.email))),
    db
      .select({ action: auditLog.action, createdAt: auditLog.createdAt, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, user.tenantId), or(eq(auditLog.targetUserId, user.id), eq(auditLog.actorId, user.id)))),
  ]);
  const exported = {
    exported_at: new Date().toISOString(),
    user: {
      id: user.id,
      ...userAttributes(user),
      accepted_terms_at: user.acceptedTermsAt,
      confirmed_at: user.confirmedAt,
      last_sign_in_at: user.lastSignInAt,
      updated_at: user.updatedAt,
    },
    roles: (graph.roles.get(user.id) ?? []).map((r) => ({ name: r.role, organization_id: r.organizationId })),
    organizations: (graph.organizations.get(user.id) ?? []).map((o) => ({ id: o.id, name: o.name, type: o.type })),
    sessions: sessions.map((s) => ({
      client: s.client,
      created_at: s.createdAt,
      last_used_at: new Date(s.lastUsedAt * 1000).toISOString(),
      expires_at: new Date(s.expiresAt * 1000).toISOString(),
    })),
    mails: mails.map((m) => ({ subject: m.subject, kind: m.kind, created_at: m.createdAt })),
    audit_log: audit.map((a) => ({ action: a.action, created_at: a.createdAt })),
  };
  c.header("Content-Disposition", `attachment; filename="account-${user.id}.json"`);
  c.header("Cache-Control", "private, no-store");
  return c.json(snakeKeys(exported));
}
