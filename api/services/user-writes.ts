/**
 * A new account with its first role (and, for an invitation into an organisation, its membership) in one D1 batch:
 * one transaction, so an account never exists without the role it was made with. The users resource's sign-up and
 * invitation call it; the organisation sign-up writes its first user in its own batch (organization-signup.ts).
 */
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { organizationMemberships, type Role, userRoles, users } from "../../db/schema";
import type { UserRow } from "../auth/sessions";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { uniqueEmail } from "./accounts";

export interface NewAccount {
  /** The users row (its `email` as stored: the role and membership find the new row by it). */
  values: typeof users.$inferInsert;
  role: Role;
  /** The organisation an organisation role is tied to. */
  roleOrganizationId?: number | null;
  /** An organisation the user becomes a member of. */
  memberOf?: number | null;
}

/** Writes the account, its role and membership at once; an address with an account is a 422 `taken` at `pointer`. */
export async function createAccount(c: Context<ApiEnv>, account: NewAccount, pointer: string): Promise<UserRow> {
  const s = scope(c);
  // The new row's id, inside the batch: a subquery by the (tenant, email) the unique index holds.
  const userId = sql`(select id from ${users} where ${users.tenantId} = ${s.tenantId} and ${users.email} = ${account.values.email})`;
  const id = userId as unknown as number;
  const rest: BatchItem<"sqlite">[] = [
    s.db
      .insert(userRoles)
      .values({ tenantId: s.tenantId, userId: id, role: account.role, organizationId: account.roleOrganizationId ?? null }),
  ];
  if (account.memberOf) {
    rest.push(
      s.db
        .insert(organizationMemberships)
        .values({ tenantId: s.tenantId, userId: id, organizationId: account.memberOf })
        .onConflictDoNothing(),
    );
  }
  const [[user]] = await uniqueEmail(pointer, () => s.db.batch([s.db.insert(users).values(account.values).returning(), ...rest]));
  return user;
}
