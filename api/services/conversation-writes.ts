/**
 * The statements that start a thread and add a message (ADR 0064), for a `writeBatch` together with whatever caused
 * them (a profile reply, an application) and the notifications they bring. A thread is one per volunteer,
 * organisation and origin key (unique index): starting it twice, also concurrently, finds the first thread.
 */
import { type SQL, sql } from "drizzle-orm";
import type { ConversationOrigin, ConversationSide } from "../../contract/conversations";
import type { Statement } from "./notification-mails";

export interface ThreadKey {
  tenantId: string;
  volunteerId: number;
  organizationId: number;
  /** `profile`, `application:{id}` or `vacancy:{id}` (db/schema/conversations.ts). */
  originKey: string;
}

export const originKeyOf = (origin: ConversationOrigin, id?: number): string =>
  origin === "profile_reply" ? "profile" : `${origin}:${id}`;

/** The id of the thread `key` names, as an SQL expression (null when there is none). */
export const threadId = (key: ThreadKey): SQL =>
  sql`(select id from conversations where tenant_id = ${key.tenantId} and volunteer_id = ${key.volunteerId}
    and organization_id = ${key.organizationId} and origin_key = ${key.originKey})`;

/** Makes the thread unless it exists (its subject and origin stay the first ones). */
export function startThreadStatement(
  key: ThreadKey,
  thread: { subject: string; origin: ConversationOrigin; vacancyId?: number | null; applicationId?: number | null },
  guard: SQL = sql`1`,
): Statement {
  return sql`insert into conversations (tenant_id, volunteer_id, organization_id, subject, origin, origin_key, vacancy_id, application_id)
    select ${key.tenantId}, ${key.volunteerId}, ${key.organizationId}, ${thread.subject}, ${thread.origin}, ${key.originKey},
      ${thread.vacancyId ?? null}, ${thread.applicationId ?? null}
    where ${guard}
    on conflict (volunteer_id, organization_id, origin_key) do nothing`;
}

export interface NewMessage {
  senderId: number;
  senderSide: ConversationSide;
  body: string;
  idempotencyKey?: string | null;
  at?: string;
  /**
   * A random token of this post (`crypto.randomUUID()`), stored on the message: with it, the message this batch
   * wrote is found by the token alone, so a repeated post with the same key in the same millisecond (a double
   * click, two tabs) finds none and writes nothing after it. Without it, by sender, instant and key (as before).
   */
  writeToken?: string;
}

/** The id of the message this batch wrote (null when it wrote none), as an SQL expression for later guards. */
export function writtenMessageId(conversation: number | SQL, message: NewMessage & { at: string }): SQL {
  const conv = typeof conversation === "number" ? sql`${conversation}` : conversation;
  const key = message.idempotencyKey ?? null;
  if (message.writeToken) {
    return sql`(select id from conversation_messages where conversation_id = ${conv} and write_token = ${message.writeToken} limit 1)`;
  }
  // The sender's newest in the thread at this instant (and key).
  return sql`(select id from conversation_messages where conversation_id = ${conv} and sender_id = ${message.senderId}
    and created_at = ${message.at} ${key ? sql`and idempotency_key = ${key}` : sql``} order by id desc limit 1)`;
}

/**
 * A message in thread `conversation` (an id, or `threadId(key)`), the thread's last-message time and count, and the
 * sender's read mark (they have read what they wrote). With an idempotency key a repeated post writes nothing: the
 * message statement returns no row and the others are guarded on it being new.
 */
export function messageStatements(
  tenantId: string,
  conversation: number | SQL,
  message: NewMessage,
  guard: SQL = sql`1`,
): Statement[] {
  const at = message.at ?? new Date().toISOString();
  const key = message.idempotencyKey ?? null;
  const conv = typeof conversation === "number" ? sql`${conversation}` : conversation;
  const written = writtenMessageId(conversation, { ...message, at });
  return [
    sql`insert or ignore into conversation_messages (tenant_id, conversation_id, sender_id, sender_side, body, idempotency_key, write_token, created_at)
      select ${tenantId}, ${conv}, ${message.senderId}, ${message.senderSide}, ${message.body}, ${key}, ${message.writeToken ?? null}, ${at}
      where ${guard} and ${conv} is not null
      returning id as message_id, conversation_id`,
    sql`update conversations set last_message_at = ${at}, message_count = message_count + 1
      where id = ${conv} and ${written} is not null`,
    sql`insert into conversation_reads (tenant_id, conversation_id, user_id, last_read_message_id)
      select ${tenantId}, ${conv}, ${message.senderId}, ${written} where ${written} is not null
      on conflict (conversation_id, user_id) do update set last_read_message_id = max(last_read_message_id, excluded.last_read_message_id)`,
  ];
}
