/** Writes on user accounts that several resources make: e-mail uniqueness, memberships, deleting an account. */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { MAX_PASSWORD_LENGTH } from "../../config/accounts";
import { mailOutbox, organizationMemberships, users } from "../../db/schema";
import { newPasswordHash, passwordMatches } from "../auth/passwords";
import type { UserRow } from "../auth/sessions";
import { fieldError, JsonApiError } from "../jsonapi/errors";
import { requestLocale } from "../mail";
import { scope } from "../scope";
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
  return (await passwordMatches(c, password, user.passwordHash))
    ? []
    : [fieldError(pointer, "invalid", "Current password is invalid.")];
}

/** What a person signing themselves up gives (a volunteer's sign-up, an organisation's first user). */
export interface SignUpPerson {
  email: string;
  first_name: string;
  last_name: string;
  phone_number?: string | null;
  job_title?: string | null;
  password: string;
}

/**
 * The `users` row of a self sign-up: active, signed up, in the request's language, terms accepted `at`, on the
 * site's centre; the caller adds the confirmation token's columns (services/token-mails.ts `newMailToken`).
 */
export async function signedUpUserValues(c: Context<ApiEnv>, person: SignUpPerson, at: string) {
  const s = scope(c);
  return {
    tenantId: s.tenantId,
    volunteerCenterId: s.centerId(),
    email: person.email,
    firstName: person.first_name,
    lastName: person.last_name,
    phoneNumber: person.phone_number ?? null,
    jobTitle: person.job_title ?? null,
    status: "active" as const,
    signupMethod: "signed_up" as const,
    locale: requestLocale(c),
    passwordHash: await newPasswordHash(c, person.password),
    acceptedTermsAt: at,
  };
}
