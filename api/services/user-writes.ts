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
import { deliverWritten, mailScopeOf, outboxInsert, type RenderedMail, type Statement, writeBatch } from "./notification-mails";

export interface NewAccount {
  /** The users row (its `email` as stored: the role and membership find the new row by it). */
  values: typeof users.$inferInsert;
  role: Role;
  /** The organisation an organisation role is tied to. */
  roleOrganizationId?: number | null;
  /** An organisation the user becomes a member of. */
  memberOf?: number | null;
}

/**
 * Writes the account, its role and membership at once; an address with an account is a 422 `taken` at `pointer`.
 * `mails` (rendered: its confirmation or invitation) are written in the same batch, so the mail exists if and only if
 * the account does (ADR 0059), and handed to the provider after it.
 */
export async function createAccount(
  c: Context<ApiEnv>,
  account: NewAccount,
  pointer: string,
  mails: RenderedMail[] = [],
): Promise<UserRow> {
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
  if (mails.length === 0) {
    const [[user]] = await uniqueEmail(pointer, () =>
      s.db.batch([s.db.insert(users).values(account.values).returning(), ...rest]),
    );
    return user;
  }
  const mailScope = mailScopeOf(c);
  const results = await uniqueEmail(pointer, () =>
    writeBatch(s.db, [
      s.db.insert(users).values(account.values),
      ...(rest as unknown as Statement[]),
      ...mails.map((mail) => outboxInsert(mailScope, mail, sql`1`)),
    ]),
  );
  const [user] = await s.db
    .select()
    .from(users)
    .where(sql`${users.tenantId} = ${s.tenantId} and ${users.email} = ${account.values.email}`)
    .limit(1);
  if (!user) throw new Error("the new account was not written");
  await deliverWritten(mailScope, results);
  return user;
}
