/**
 * Writing in-app notifications (ADR 0065): one statement for a `writeBatch`, so a notification exists if and only
 * if the change it tells about does. Recipients are an SQL select of user ids (`select id …`), or one id; the
 * statement's `guard` (an SQL condition) is judged after the batch's earlier statements ran. A `dedupeKey` makes
 * it once per user (INSERT OR IGNORE on the unique user + key).
 */
import { type SQL, sql } from "drizzle-orm";
import type { NotificationKind, NotificationParams } from "../../contract/notifications";
import type { Replacement, Statement } from "./notification-mails";

export interface NewNotification {
  kind: NotificationKind;
  params: NotificationParams;
  /**
   * A local app path (starts with one `/`), e.g. `/conversations/12`; or a path prefix and an id only the batch knows
   * (`{ prefix: "/conversations/", id: threadId(key) }`), joined in SQL.
   */
  link: string | { prefix: string; id: SQL };
  dedupeKey?: string;
  /**
   * Values only the batch knows (a new application's id): `marker` in the link, the params or the dedupe key is
   * replaced by the SQL `value` inside the statement, as the outbox's mails do (`Replacement`, notification-mails.ts).
   */
  replacements?: Replacement[];
}

/** `text` with each marker replaced by its SQL value (the plain value: a notification is never HTML). */
const filled = (text: string | null, replacements: Replacement[] = []): SQL =>
  text === null
    ? sql`null`
    : replacements.reduce<SQL>((acc, [marker, value]) => sql`replace(${acc}, ${marker}, ${value})`, sql`${text}`);

/** A select of one user id, for `notifyStatement`'s recipients. */
export const oneUser = (userId: number): SQL => sql`select ${userId} as id`;

/** The active organisation superusers of an organisation: who hears about its applications and messages. */
export const organizationSuperusers = (tenantId: string, organizationId: number | SQL): SQL =>
  sql`select distinct u.id as id from users u
    join user_roles r on r.user_id = u.id and r.role = 'organization_superuser'
    join organization_memberships m on m.user_id = u.id and m.organization_id = ${organizationId}
    where u.tenant_id = ${tenantId} and u.status = 'active'`;

/** The active users of an organisation (its members, whatever their role): who hears it was approved. */
export const organizationUsers = (tenantId: string, organizationId: number | SQL): SQL =>
  sql`select distinct u.id as id from users u
    join organization_memberships m on m.user_id = u.id and m.organization_id = ${organizationId}
    where u.tenant_id = ${tenantId} and u.status = 'active'`;

export function notifyStatement(
  tenantId: string,
  recipients: SQL | number,
  n: NewNotification,
  guard: SQL = sql`1`,
  except?: number,
): Statement {
  const path = typeof n.link === "string" ? n.link : n.link.prefix;
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`notification link must be a local path: ${path}`);
  // The id as text: D1 binds a JavaScript number as REAL (`/conversations/1.0`).
  const link = typeof n.link === "string" ? filled(n.link, n.replacements) : sql`${n.link.prefix} || cast(${n.link.id} as text)`;
  const from = typeof recipients === "number" ? oneUser(recipients) : recipients;
  return sql`insert or ignore into notifications (tenant_id, user_id, kind, params, link, dedupe_key)
    select ${tenantId}, r.id, ${n.kind}, ${filled(JSON.stringify(n.params), n.replacements)},
      ${link}, ${filled(n.dedupeKey ?? null, n.replacements)}
    from (${from}) r
    where ${guard} ${except !== undefined ? sql`and r.id != ${except}` : sql``}
    returning id as notification_id`;
}
