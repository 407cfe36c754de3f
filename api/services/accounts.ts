/** Writes on user accounts that several resources make: e-mail uniqueness, memberships, deleting an account. */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { MAX_PASSWORD_LENGTH } from "../../config/accounts";
import { passwordParams, verifyPassword } from "../../db/password";
import { mailOutbox, organizationMemberships, users } from "../../db/schema";
import type { UserRow } from "../auth/sessions";
import { fieldError, JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";

/** Whether another user of the tenant has this e-mail address (`exceptId`: the user being edited). */
export async function emailTaken(c: Context<ApiEnv>, address: string, exceptId?: number) {
  const [row] = await c
    .get("db")
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, c.get("tenant").id), eq(users.email, address)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export const takenError = (pointer: string) => fieldError(pointer, "taken", "E-mail has already been taken.");

/** Runs a write that may hit users_email_uq (two requests racing past the `taken` check) as a 422, not a 500. */
export async function uniqueEmail<T>(pointer: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (/UNIQUE constraint failed: users\.tenant_id, users\.email/.test(String((error as Error)?.cause ?? error))) {
      throw new JsonApiError(422, [takenError(pointer)]);
    }
    throw error;
  }
}

export async function addMembership(c: Context<ApiEnv>, userId: number, organizationId: number) {
  await c
    .get("db")
    .insert(organizationMemberships)
    .values({ tenantId: c.get("tenant").id, userId, organizationId })
    .onConflictDoNothing();
}

/** Removes a user's personal data: the row (roles, memberships and sessions cascade) and mails kept for them. */
export async function deleteAccount(c: Context<ApiEnv>, user: UserRow) {
  const db = c.get("db");
  await db.batch([
    db.delete(mailOutbox).where(and(eq(mailOutbox.tenantId, user.tenantId), eq(mailOutbox.to, user.email))),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
}

/** The current password, for changes that need it (a new e-mail or password, deleting the account). */
export async function currentPasswordErrors(c: Context<ApiEnv>, user: UserRow, raw: unknown, pointer: string) {
  const password = typeof raw === "string" ? raw.slice(0, MAX_PASSWORD_LENGTH) : "";
  return (await verifyPassword(password, user.passwordHash, passwordParams(c.env)))
    ? []
    : [fieldError(pointer, "invalid", "Current password is invalid.")];
}
