/**
 * Conversations (ADR 0064): who takes part in a thread, its list with unread counts, its messages, read marks, and
 * the write of a message with what it causes — the other side's in-app notification and, at most once per thread
 * and side an hour, an e-mail — in one `writeBatch` (the message exists if and only if they do).
 *
 * Participants: the volunteer side is the thread's `volunteer_id`; the organisation side is everyone who may act for
 * the organisation (`organization.manage`: its organisation superusers, the centre superusers of its centre, the
 * tenant's admins). Anyone else is told the thread does not exist (404).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import {
  CONVERSATION_MAIL_INTERVAL_SECONDS,
  type ConversationAttributes,
  type ConversationMessageAttributes,
  type ConversationOrigin,
  type ConversationSide,
  excerptOf,
} from "../../contract/conversations";
import { type Actor, can, MATRIX } from "../../contract/policy";
import { type ResourceObject, resource } from "../jsonapi/serialize";
import type { MailLocale } from "../mail/templates";
import type { ApiEnv } from "../types";
import { messageStatements, startThreadStatement, type ThreadKey, threadId, writtenMessageId } from "./conversation-writes";
import { centreMails, deliverWritten, mailScopeOf, outboxInsert, type Statement, writeBatch } from "./notification-mails";
import { notifyStatement } from "./notifications-write";

export interface Thread {
  id: number;
  volunteerId: number;
  organizationId: number;
  organizationCenterId: number;
  organizationName: string;
  volunteerName: string;
  subject: string;
  origin: ConversationOrigin;
  vacancyId: number | null;
  applicationId: number | null;
  lastMessageAt: string;
  messageCount: number;
}

const THREAD_COLUMNS = sql`c.id as id, c.volunteer_id as volunteerId, c.organization_id as organizationId,
  o.volunteer_center_id as organizationCenterId, o.name as organizationName,
  trim(coalesce(v.first_name, '') || ' ' || coalesce(v.last_name, '')) as volunteerName,
  c.subject as subject, c.origin as origin, c.vacancy_id as vacancyId, c.application_id as applicationId,
  c.last_message_at as lastMessageAt, c.message_count as messageCount`;
const THREAD_FROM = sql`conversations c join organizations o on o.id = c.organization_id
  left join users v on v.id = c.volunteer_id`;

/** The thread with this id in the tenant, with its organisation's centre and the two sides' names (null: none). */
export async function loadThread(c: Context<ApiEnv>, id: number): Promise<Thread | null> {
  const tenantId = c.get("tenant").id;
  const rows = await c
    .get("db")
    .all<Thread>(sql`select ${THREAD_COLUMNS} from ${THREAD_FROM} where c.tenant_id = ${tenantId} and c.id = ${id} limit 1`);
  return rows[0] ?? null;
}

/** The reader's side in a thread, or null when they take no part in it (the caller answers 404). */
export function sideOf(actor: Actor | null, thread: Pick<Thread, "volunteerId" | "organizationId" | "organizationCenterId">) {
  if (!actor) return null;
  if (thread.volunteerId === actor.userId) return "volunteer" as const;
  const acts = can(actor, "organization.manage", {
    organizationId: thread.organizationId,
    centerId: thread.organizationCenterId,
  });
  return acts ? ("organization" as const) : null;
}

/** The threads `actor` takes part in, as a condition on `c` (conversations) and `o` (its organisation). */
export function participantCondition(actor: Actor): SQL {
  const parts: SQL[] = [sql`c.volunteer_id = ${actor.userId}`];
  for (const { role, organizationId } of actor.roles) {
    const reach = MATRIX["organization.manage"][role];
    if (reach === "tenant") return sql`1 = 1`;
    if (reach === "centre") parts.push(sql`o.volunteer_center_id = ${actor.centerId}`);
    if (reach === "org") {
      const orgs = organizationId !== null ? [organizationId] : actor.organizationIds;
      if (orgs.length)
        parts.push(
          sql`c.organization_id in (${sql.join(
            orgs.map((o) => sql`${o}`),
            sql`, `,
          )})`,
        );
    }
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The reader's side in thread `c`, in SQL. */
const readerSide = (userId: number) => sql`(case when c.volunteer_id = ${userId} then 'volunteer' else 'organization' end)`;

/** Messages of the other side after the reader's read mark. */
export const unreadSql = (userId: number) => sql`(select count(*) from conversation_messages m
  where m.conversation_id = c.id and m.sender_side != ${readerSide(userId)}
  and m.id > coalesce((select r.last_read_message_id from conversation_reads r
    where r.conversation_id = c.id and r.user_id = ${userId}), 0))`;

export interface ThreadListRow extends Thread {
  lastBody: string | null;
  unread: number;
}

/** One page of the reader's threads, newest message first, with the total count and the unread total. */
export async function listThreads(c: Context<ApiEnv>, actor: Actor, page: { number: number; size: number }) {
  const tenantId = c.get("tenant").id;
  const db = c.get("db");
  const where = sql`c.tenant_id = ${tenantId} and o.deleted_at is null and ${participantCondition(actor)}`;
  const [rows, totals] = await Promise.all([
    db.all<ThreadListRow>(sql`select ${THREAD_COLUMNS},
        (select m.body from conversation_messages m where m.conversation_id = c.id order by m.id desc limit 1) as lastBody,
        ${unreadSql(actor.userId)} as unread
      from ${THREAD_FROM} where ${where}
      order by c.last_message_at desc, c.id desc limit ${page.size} offset ${(page.number - 1) * page.size}`),
    db.all<{ total: number; unread: number | null }>(sql`select count(*) as total, sum(${unreadSql(actor.userId)}) as unread
      from ${THREAD_FROM} where ${where}`),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0), unread: Number(totals[0]?.unread ?? 0) };
}

export function threadResource(thread: Thread, side: ConversationSide, extra: { lastBody: string | null; unread: number }) {
  const attributes: ConversationAttributes = {
    subject: thread.subject,
    origin: thread.origin,
    side,
    // The other side: the organisation for the volunteer; the volunteer's full name (never an address) for the staff.
    otherName: side === "volunteer" ? thread.organizationName : thread.volunteerName,
    organizationId: thread.organizationId,
    vacancyId: thread.vacancyId,
    applicationId: thread.applicationId,
    lastMessageAt: thread.lastMessageAt,
    lastMessageExcerpt: excerptOf(extra.lastBody ?? ""),
    messageCount: thread.messageCount,
    unreadCount: Number(extra.unread),
  };
  return resource("conversations", thread.id, { ...attributes });
}

interface MessageRow {
  id: number;
  body: string;
  senderSide: ConversationSide;
  senderId: number;
  senderName: string | null;
  createdAt: string;
}

/** The newest `size` messages (before message `before`, when given), oldest first, and whether older ones exist. */
export async function threadMessages(c: Context<ApiEnv>, threadId: number, size: number, before?: number) {
  const rows = await c.get("db").all<MessageRow>(sql`select m.id as id, m.body as body, m.sender_side as senderSide,
      m.sender_id as senderId, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as senderName,
      m.created_at as createdAt
    from conversation_messages m left join users u on u.id = m.sender_id
    where m.conversation_id = ${threadId} ${before ? sql`and m.id < ${before}` : sql``}
    order by m.id desc limit ${size + 1}`);
  const hasOlder = rows.length > size;
  return { messages: rows.slice(0, size).reverse(), hasOlder };
}

export function messageResource(m: MessageRow, readerId: number): ResourceObject {
  const attributes: ConversationMessageAttributes = {
    body: m.body,
    senderSide: m.senderSide,
    senderName: m.senderName?.trim() || "",
    mine: m.senderId === readerId,
    createdAt: m.createdAt,
  };
  return resource("conversation_messages", m.id, { ...attributes });
}

export async function unreadOf(c: Context<ApiEnv>, threadId: number, userId: number): Promise<number> {
  const rows = await c
    .get("db")
    .all<{ n: number }>(sql`select ${unreadSql(userId)} as n from conversations c where c.id = ${threadId}`);
  return Number(rows[0]?.n ?? 0);
}

/** The reader has read the thread up to its newest message; a mark never moves back. */
export async function markRead(c: Context<ApiEnv>, threadId: number, userId: number): Promise<number> {
  const tenantId = c.get("tenant").id;
  const rows = await c
    .get("db")
    .all<{ last: number }>(sql`insert into conversation_reads (tenant_id, conversation_id, user_id, last_read_message_id)
    values (${tenantId}, ${threadId}, ${userId},
      (select coalesce(max(id), 0) from conversation_messages where conversation_id = ${threadId}))
    on conflict (conversation_id, user_id) do update
      set last_read_message_id = max(last_read_message_id, excluded.last_read_message_id)
    returning last_read_message_id as last`);
  return Number(rows[0]?.last ?? 0);
}

// ——— Writing a message and what it causes. ———

interface Recipient {
  id: number;
  email: string;
  name: string;
  locale: MailLocale;
}

/**
 * Who hears of a message: the volunteer when the organisation's side writes; the organisation's active
 * organisation superusers when the volunteer writes, else (none) its centre's active centre superusers. Never the
 * sender.
 */
async function recipientsOf(
  c: Context<ApiEnv>,
  to: ConversationSide,
  party: { volunteerId: number; organizationId: number; organizationCenterId: number },
  senderId: number,
): Promise<Recipient[]> {
  const tenantId = c.get("tenant").id;
  const db = c.get("db");
  const columns = sql`distinct u.id as id, u.email as email,
    trim(u.first_name || ' ' || u.last_name) as name, u.locale as locale`;
  let rows: Recipient[];
  if (to === "volunteer") {
    rows = await db.all<Recipient>(sql`select ${columns} from users u
      where u.tenant_id = ${tenantId} and u.id = ${party.volunteerId} and u.status = 'active'`);
  } else {
    rows = await db.all<Recipient>(sql`select ${columns} from users u
      join user_roles r on r.user_id = u.id and r.role = 'organization_superuser'
      join organization_memberships m on m.user_id = u.id and m.organization_id = ${party.organizationId}
      where u.tenant_id = ${tenantId} and u.status = 'active'`);
    if (!rows.length) {
      rows = await db.all<Recipient>(sql`select ${columns} from users u
        join user_roles r on r.user_id = u.id and r.role = 'center_superuser'
        where u.tenant_id = ${tenantId} and u.volunteer_center_id = ${party.organizationCenterId} and u.status = 'active'`);
    }
  }
  return rows
    .filter((r) => Number(r.id) !== senderId)
    .map((r) => ({ ...r, id: Number(r.id), locale: r.locale === "en" ? "en" : "nl" }));
}

export interface PostInput {
  sender: { id: number; name: string };
  side: ConversationSide;
  body: string;
  idempotencyKey?: string | null;
}

interface Party {
  volunteerId: number;
  organizationId: number;
  organizationCenterId: number;
  subject: string;
}

/**
 * The statements of one message in thread `conversation` (an id, or `threadId(key)` of a thread the same batch may
 * start) and of what it causes, and the written message's id as SQL. The mail to the other side is decided here:
 * an UPDATE sets that side's `…_mailed_at` and `…_mailed_message_id` only when this batch wrote a message and the last
 * mail is an hour old; each outbox row is guarded on the thread's mailed message being this batch's message.
 */
async function messageWrite(
  c: Context<ApiEnv>,
  conversation: number | SQL,
  linkId: SQL | number,
  party: Party,
  input: PostInput,
  at: string,
) {
  const tenantId = c.get("tenant").id;
  const message = {
    senderId: input.sender.id,
    senderSide: input.side,
    body: input.body,
    idempotencyKey: input.idempotencyKey ?? null,
    at,
    writeToken: crypto.randomUUID(),
  };
  const conv = typeof conversation === "number" ? sql`${conversation}` : conversation;
  const written = writtenMessageId(conversation, message);
  const isWritten = sql`${written} is not null`;
  const to: ConversationSide = input.side === "volunteer" ? "organization" : "volunteer";
  const recipients = await recipientsOf(c, to, party, input.sender.id);
  const statements: Statement[] = [...messageStatements(tenantId, conversation, message)];
  // The thread's path: its id only the batch knows when the batch starts the thread.
  // (A bound number would be a REAL in SQL and read `1.0` in the text: the id goes in as text.)
  const idText = typeof linkId === "number" ? sql`${String(linkId)}` : sql`cast(${linkId} as text)`;
  const link = { prefix: "/conversations/", id: idText };
  if (recipients.length) {
    const ids = sql.join(
      recipients.map((r) => sql`${r.id}`),
      sql`, `,
    );
    statements.push(
      notifyStatement(
        tenantId,
        sql`select id from users where tenant_id = ${tenantId} and id in (${ids})`,
        { kind: "conversation_message", params: { sender: input.sender.name, subject: party.subject }, link },
        isWritten,
        input.sender.id,
      ),
    );
  }
  const column = to === "volunteer" ? sql.raw("volunteer") : sql.raw("organization");
  const threshold = new Date(Date.parse(at) - CONVERSATION_MAIL_INTERVAL_SECONDS * 1000).toISOString();
  statements.push(sql`update conversations set ${column}_mailed_at = ${at}, ${column}_mailed_message_id = ${written}
    where id = ${conv} and ${isWritten} and (${column}_mailed_at is null or ${column}_mailed_at <= ${threshold})`);
  const mailed = sql`(select ${column}_mailed_message_id from conversations where id = ${conv}) = ${written}`;
  if (recipients.length) {
    const scope = mailScopeOf(c);
    const mails = await centreMails(scope, party.organizationCenterId);
    const marker = "__CONVERSATION_ID__";
    for (const r of recipients) {
      const mail = mails.render("conversation_message", r.locale, r.email, {
        recipient_name: r.name,
        sender_name: input.sender.name,
        subject: party.subject,
        excerpt: excerptOf(input.body, 500),
        conversation_link: mails.link(r.locale, `/conversations/${marker}`),
        center_name: mails.centerName,
      });
      if (mail) statements.push(outboxInsert(scope, mail, mailed, [[marker, idText]]));
    }
  }
  return { statements, written };
}

async function messageById(c: Context<ApiEnv>, id: number): Promise<MessageRow | null> {
  const rows = await c.get("db").all<MessageRow>(sql`select m.id as id, m.body as body, m.sender_side as senderSide,
      m.sender_id as senderId, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as senderName,
      m.created_at as createdAt
    from conversation_messages m left join users u on u.id = m.sender_id where m.id = ${id}`);
  return rows[0] ?? null;
}

/** The message an earlier post of this sender with this key wrote in the thread (null: none). */
async function messageByKey(c: Context<ApiEnv>, threadId: number, senderId: number, key: string) {
  const rows = await c.get("db").all<{ id: number }>(sql`select id from conversation_messages
    where conversation_id = ${threadId} and sender_id = ${senderId} and idempotency_key = ${key} limit 1`);
  return rows[0] ? messageById(c, Number(rows[0].id)) : null;
}

/**
 * A message in an existing thread. Answers the message and whether this post wrote it (false: a repeated post with
 * the same idempotency key, answered with the first one's message).
 */
export async function postMessage(c: Context<ApiEnv>, thread: Thread, input: PostInput) {
  const at = new Date().toISOString();
  const { statements } = await messageWrite(c, thread.id, thread.id, { ...thread }, input, at);
  const results = await writeBatch(c.get("db"), statements);
  await deliverWritten(mailScopeOf(c), results);
  const id = results[0]?.[0]?.message_id;
  if (id !== undefined) return { message: await messageById(c, Number(id)), created: true };
  const first = input.idempotencyKey ? await messageByKey(c, thread.id, input.sender.id, input.idempotencyKey) : null;
  if (!first) throw new Error("the message was neither written nor found");
  return { message: first, created: false };
}

/**
 * Starts (or finds) the thread `key` names and writes the first message into it, in one batch: two starts at once
 * make one thread with both messages (the unique origin key). Answers the thread's id and whether a message was
 * written (false: a repeated post with the same key).
 */
export async function startThread(
  c: Context<ApiEnv>,
  key: ThreadKey,
  thread: { subject: string; origin: ConversationOrigin; vacancyId?: number | null; applicationId?: number | null },
  organizationCenterId: number,
  input: PostInput,
) {
  const at = new Date().toISOString();
  const conv = threadId(key);
  const party = { ...key, organizationCenterId, subject: thread.subject };
  const start = startThreadStatement(key, thread);
  const { statements } = await messageWrite(c, conv, conv, party, input, at);
  const results = await writeBatch(c.get("db"), [start, ...statements]);
  await deliverWritten(mailScopeOf(c), results.slice(1));
  const rows = await c.get("db").all<{ id: number }>(sql`select ${conv} as id`);
  const id = Number(rows[0]?.id);
  return { id, created: results[1]?.[0]?.message_id !== undefined };
}
