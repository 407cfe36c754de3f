/**
 * Conversations (ADR 0064): a thread between one volunteer and one organisation, its messages, and how far each
 * participant has read. The organisation's side is everyone who may act for it (its members with a role there, and
 * the centre staff and admins over it); reads are kept per user.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONVERSATION_ORIGINS, CONVERSATION_SIDES } from "../../contract/conversations";
import { id, tenantId } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";
import { vacancies } from "./vacancies";

export const conversations = sqliteTable(
  "conversations",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerId: integer("volunteer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    origin: text("origin", { enum: CONVERSATION_ORIGINS }).notNull(),
    vacancyId: integer("vacancy_id").references(() => vacancies.id, { onDelete: "set null" }),
    /** The application it began from. No FK: applications are soft-kept and the thread outlives them. */
    applicationId: integer("application_id"),
    /**
     * What makes a thread one: `profile` (an organisation's replies to a volunteer's profile share one thread),
     * `application:{id}`, `vacancy:{id}`. Unique per volunteer and organisation, so a concurrent start finds the
     * thread the first one made (INSERT … ON CONFLICT DO NOTHING, then read).
     */
    originKey: text("origin_key").notNull(),
    /** The last message's time and count, kept by the message's own batch: lists sort and count from here. */
    lastMessageAt: text("last_message_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    messageCount: integer("message_count").notNull().default(0),
    /** When each side was last e-mailed about new messages (at most one mail per thread and side per hour). */
    volunteerMailedAt: text("volunteer_mailed_at"),
    organizationMailedAt: text("organization_mailed_at"),
    /**
     * The message whose post last e-mailed each side (migration 0024): the outbox row of a post is guarded on it
     * being the post's own message, so of two posts in the same instant only the one that set it mails.
     */
    volunteerMailedMessageId: integer("volunteer_mailed_message_id"),
    organizationMailedMessageId: integer("organization_mailed_message_id"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("conversations_tenant_idx").on(t.tenantId),
    index("conversations_volunteer_idx").on(t.volunteerId, t.lastMessageAt),
    index("conversations_organization_idx").on(t.organizationId, t.lastMessageAt),
    uniqueIndex("conversations_origin_uq").on(t.volunteerId, t.organizationId, t.originKey),
  ],
);

export const conversationMessages = sqliteTable(
  "conversation_messages",
  {
    id: id(),
    tenantId: tenantId(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** No FK: a message outlives its writer's account. */
    senderId: integer("sender_id").notNull(),
    senderSide: text("sender_side", { enum: CONVERSATION_SIDES }).notNull(),
    /** Plain text; escaped when shown. */
    body: text("body").notNull(),
    /** The client's key of a post: a repeated post answers the message the first one wrote. */
    idempotencyKey: text("idempotency_key"),
    /** The writing post's random token (migration 0024): its later statements find the message by it. */
    writeToken: text("write_token"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("conversation_messages_tenant_idx").on(t.tenantId),
    index("conversation_messages_conversation_idx").on(t.conversationId, t.id),
    uniqueIndex("conversation_messages_idempotency_uq").on(t.conversationId, t.senderId, t.idempotencyKey),
  ],
);

/** How far a participant has read a thread: the id of the last message they saw. */
export const conversationReads = sqliteTable(
  "conversation_reads",
  {
    tenantId: tenantId(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadMessageId: integer("last_read_message_id").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_reads_tenant_idx").on(t.tenantId),
    index("conversation_reads_user_idx").on(t.userId),
  ],
);
