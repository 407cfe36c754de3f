/**
 * Whether a local database holds the demo data a later issue's seed builds on (the `addMissing…` steps of
 * `db:seed`): every demo account under its seeded id, and every demo organisation. When not (a database someone
 * filled by hand), those steps add nothing rather than rows that point at the wrong users.
 */
import type { Db } from "../index";
import { organizations, users } from "../schema";
import type { SeedRows } from "./build";
import type { UserSeedRows } from "./users";

export async function demoDataPresent(db: Db, rows: Pick<SeedRows, "organizations">, accounts: UserSeedRows): Promise<boolean> {
  const present = new Map((await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]));
  if (!accounts.users.every((u) => present.get(u.email) === u.id)) return false;
  const organizationIds = new Set((await db.select({ id: organizations.id }).from(organizations)).map((o) => o.id));
  return rows.organizations.every((o) => organizationIds.has(o.id as number));
}
