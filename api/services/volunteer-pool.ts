/**
 * The volunteer pool (ADR 0063): who sees which profile, and the reply an organisation sends to one.
 *
 * Visibility: `hidden` is seen by nobody in the pool (admins included); `centre` by the organisations of the
 * volunteer's centre and that centre's staff; `tenant` by every organisation and all staff of the tenant. Only an
 * APPROVED organisation's superusers browse (a pending one has no reach: 403). The pool's reach of an actor is one
 * SQL condition on `volunteer_profiles` (aliased `p`), used by the list, the single profile and the reply's guard.
 *
 * A reply is one `writeBatch`: the thread (origin `profile_reply`, one per volunteer and organisation), the reply row
 * naming it, the first message, the volunteer's notification linking to the thread, and the `profile_reply` mail —
 * all or nothing.
 */
import { eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { type Actor, can, widestScope } from "../../contract/policy";
import { organizations, users } from "../../db/schema";
import { actorOf } from "../middleware/auth";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { messageStatements, originKeyOf, startThreadStatement, type ThreadKey, threadId } from "./conversation-writes";
import { centreMails, deliverWritten, mailScopeOf, outboxInsert, type Statement, writeBatch } from "./notification-mails";
import { notifyStatement } from "./notifications-write";

/** What an actor reaches in the pool: every non-hidden profile, or `tenant` ones plus `centre` ones of these centres. */
export type PoolReach = { kind: "all" } | { kind: "centres"; centreIds: number[] };

export interface ActingOrganization {
  id: number;
  name: string;
  volunteerCenterId: number;
}

/**
 * The approved organisations an actor may reply for (contract/policy.ts `volunteer_pool.browse`): an admin's every
 * one of the tenant, a centre superuser's those of their centre, an organisation superuser's their own.
 */
export async function actingOrganizations(c: Context<ApiEnv>, actor: Actor | null): Promise<ActingOrganization[]> {
  const reach = widestScope(actor, "volunteer_pool.browse");
  if (!actor || reach === null) return [];
  const s = scope(c);
  const own = [...new Set([...actor.organizationIds, ...actor.roles.map((r) => r.organizationId).filter((id) => id !== null)])];
  const narrowing =
    reach === "tenant"
      ? undefined
      : reach === "centre"
        ? sql`(${organizations.volunteerCenterId} = ${actor.centerId} or ${inArray(organizations.id, own.length ? own : [-1])})`
        : inArray(organizations.id, own.length ? own : [-1]);
  const rows = await s.db
    .select({ id: organizations.id, name: organizations.name, volunteerCenterId: organizations.volunteerCenterId })
    .from(organizations)
    .where(s.where(organizations, eq(organizations.status, "approved"), isNull(organizations.deletedAt), narrowing))
    .orderBy(organizations.name, organizations.id)
    .limit(500);
  return rows.filter((o) => can(actor, "volunteer_pool.browse", { organizationId: o.id, centerId: o.volunteerCenterId }));
}

/** The actor's reach in the pool; null when they may not browse it (no role, or only pending organisations). */
export async function poolReach(c: Context<ApiEnv>): Promise<PoolReach | null> {
  const actor = actorOf(c);
  const widest = widestScope(actor, "volunteer_pool.browse");
  if (!actor || widest === null) return null;
  if (widest === "tenant") return { kind: "all" };
  const centreIds = new Set<number>();
  if (widest === "centre") centreIds.add(actor.centerId);
  for (const o of await actingOrganizations(c, actor)) centreIds.add(o.volunteerCenterId);
  // An organisation superuser whose organisations are all pending (or denied, archived) reaches nothing.
  if (!centreIds.size) return null;
  return { kind: "centres", centreIds: [...centreIds] };
}

/** The condition on `volunteer_profiles p` (joined with its owner `u`) of what `reach` sees. Never `hidden`. */
export function visibleTo(tenantId: string, reach: PoolReach): SQL {
  const shown =
    reach.kind === "all"
      ? sql`p.visibility in ('centre', 'tenant')`
      : sql`(p.visibility = 'tenant' or (p.visibility = 'centre' and p.volunteer_center_id in (${sql.join(
          reach.centreIds.map((id) => sql`${id}`),
          sql`, `,
        )})))`;
  return sql`p.tenant_id = ${tenantId} and u.status = 'active' and ${shown}`;
}

/** Whether the profile is visible to an organisation (of that organisation's centre). */
export const visibleToOrganization = (profile: { visibility: string; volunteerCenterId: number }, org: ActingOrganization) =>
  profile.visibility === "tenant" || (profile.visibility === "centre" && profile.volunteerCenterId === org.volunteerCenterId);

export interface ReplyTarget {
  profileId: number;
  volunteerId: number;
  volunteerCenterId: number;
}

export interface ReplyResult {
  id: number;
  conversationId: number | null;
  createdAt: string;
}

/** The conversation's path inside the app: the notification's link and the mail's page. */
export const conversationPath = (id: number | string) => `/conversations/${id}`;
const THREAD_MARKER = "[[conversation-id]]";

export async function sendProfileReply(
  c: Context<ApiEnv>,
  sender: { id: number },
  target: ReplyTarget,
  org: ActingOrganization,
  input: { subject: string; body: string },
): Promise<ReplyResult> {
  const s = scope(c);
  const at = new Date().toISOString();
  const key: ThreadKey = {
    tenantId: s.tenantId,
    volunteerId: target.volunteerId,
    organizationId: org.id,
    originKey: originKeyOf("profile_reply"),
  };
  const thread = threadId(key);
  const [volunteer] = await s.db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(s.where(users, eq(users.id, target.volunteerId)))
    .limit(1);
  const mailScope = mailScopeOf(c);
  const mails = await centreMails(mailScope, target.volunteerCenterId);
  const locale = volunteer?.locale === "en" ? "en" : "nl";
  const mail = volunteer
    ? mails.render("profile_reply", locale, volunteer.email, {
        recipient_name: volunteer.firstName,
        organization_name: org.name,
        subject: input.subject,
        center_name: mails.centerName,
        conversation_link: mails.link(locale, conversationPath(THREAD_MARKER)),
      })
    : null;
  const statements: Statement[] = [
    startThreadStatement(key, { subject: input.subject, origin: "profile_reply" }),
    sql`insert into volunteer_profile_replies (tenant_id, volunteer_profile_id, organization_id, sender_id, volunteer_id, subject, body, conversation_id, created_at)
      values (${s.tenantId}, ${target.profileId}, ${org.id}, ${sender.id}, ${target.volunteerId}, ${input.subject}, ${input.body}, ${thread}, ${at})
      returning id, conversation_id, created_at`,
    ...messageStatements(s.tenantId, thread, { senderId: sender.id, senderSide: "organization", body: input.body, at }),
    notifyStatement(s.tenantId, target.volunteerId, {
      kind: "profile_reply",
      params: { organization: org.name, subject: input.subject },
      link: { prefix: conversationPath(""), id: thread },
    }),
  ];
  // The mail's link names the thread only the batch knows: its marker is replaced by the thread's id in SQL.
  const marker = encodeURIComponent(THREAD_MARKER);
  if (mail) {
    statements.push(
      outboxInsert(mailScope, mail, sql`${thread} is not null`, [
        [THREAD_MARKER, sql`cast(${thread} as text)`],
        [marker, sql`cast(${thread} as text)`],
      ]),
    );
  }
  const results = await writeBatch(s.db, statements);
  await deliverWritten(mailScope, results.slice(2));
  const row = results[1]?.[0];
  if (!row) throw new Error("the profile reply was not stored");
  return {
    id: Number(row.id),
    conversationId: row.conversation_id === null ? null : Number(row.conversation_id),
    createdAt: String(row.created_at),
  };
}

export interface ReplyRow {
  id: number;
  subject: string;
  body: string;
  organization_id: number;
  organization_name: string;
  volunteer_profile_id: number;
  volunteer_first_name: string;
  conversation_id: number | null;
  created_at: string;
}

/** A page of replies (newest first) and their count: the organisation's name and the volunteer's first name with each. */
export async function replyPage(c: Context<ApiEnv>, where: SQL, page: { number: number; size: number }) {
  const s = scope(c);
  const from = sql`from volunteer_profile_replies r
    join organizations o on o.id = r.organization_id
    join users u on u.id = r.volunteer_id
    where r.tenant_id = ${s.tenantId} and ${where}`;
  const [rows, counted] = await Promise.all([
    s.db.all<ReplyRow>(sql`select r.id, r.subject, r.body, r.organization_id, o.name as organization_name, r.volunteer_profile_id,
      u.first_name as volunteer_first_name, r.conversation_id, r.created_at ${from}
      order by r.created_at desc, r.id desc limit ${page.size} offset ${(page.number - 1) * page.size}`),
    s.db.all<{ n: number }>(sql`select count(*) as n ${from}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
