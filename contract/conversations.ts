/**
 * Conversations (SPEC §2 /conversations, §3 Conversation; ADR 0064): threads between one volunteer and one
 * organisation. The constants the schema and every layer share; field rules live next to them.
 */
import { z } from "zod";
import { idempotencyKey } from "./fields";

/** How a thread began: a reply to a volunteer profile, an application, or the volunteer asking about a vacancy. */
export const CONVERSATION_ORIGINS = ["profile_reply", "application", "vacancy"] as const;
export type ConversationOrigin = (typeof CONVERSATION_ORIGINS)[number];

/** The two sides of a thread: the volunteer, and the organisation (its members and the centre staff over it). */
export const CONVERSATION_SIDES = ["volunteer", "organization"] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** At most one e-mail per thread and side per hour tells about new messages. */
export const CONVERSATION_MAIL_INTERVAL_SECONDS = 3600;

// ——— Field rules (message keys, contract/messages.ts) and the API's bodies. ———

export const CONVERSATION_SUBJECT_MAX = 200;
/** A message is plain text (escaped when shown), at most this many characters. */
export const CONVERSATION_BODY_MAX = 5000;
export const CONVERSATION_IDEMPOTENCY_KEY_MAX = 100;
/** How many messages a thread answers at most per page (the newest; older ones through `filter[before]`). */
export const MAX_CONVERSATION_MESSAGES_PAGE = 100;
export const DEFAULT_CONVERSATION_MESSAGES_PAGE = 50;
export const MAX_CONVERSATIONS_PAGE_SIZE = 100;

export const CONVERSATION_TYPES = ["conversations", "conversation"] as const;
export const CONVERSATION_MESSAGE_TYPES = ["conversation_messages", "conversation_message"] as const;

export const conversationFields = {
  subject: z.string().trim().max(CONVERSATION_SUBJECT_MAX),
  body: z.string().trim().min(1, "validation:required").max(CONVERSATION_BODY_MAX),
  /** A form's repeat guard (contract/fields.ts); a client may send any key of its own as the `Idempotency-Key` header. */
  idempotency_key: idempotencyKey,
};

/** A new message in a thread. The idempotency key may also come as the `Idempotency-Key` header. */
export const conversationMessageInput = z
  .object({ body: conversationFields.body, idempotency_key: conversationFields.idempotency_key.optional() })
  .strict();
export type ConversationMessageInput = z.input<typeof conversationMessageInput>;

/**
 * Starting a thread: from a published vacancy (a volunteer or student asks its organisation) or from an application
 * (the organisation's side writes to the applicant). Exactly one of the two; `subject` defaults to the vacancy's title.
 */
export const conversationStartInput = z
  .object({
    vacancy_id: z.coerce.number().int().positive().optional(),
    application_id: z.coerce.number().int().positive().optional(),
    subject: conversationFields.subject.optional(),
    body: conversationFields.body,
    idempotency_key: conversationFields.idempotency_key.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const given = [value.vacancy_id, value.application_id].filter((v) => v !== undefined).length;
    if (given !== 1) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [value.vacancy_id === undefined ? "vacancy_id" : "application_id"],
        message: "conversations:errors.oneOrigin",
      });
    }
  });
export type ConversationStartInput = z.input<typeof conversationStartInput>;

/** A thread as the API answers it (GET /conversations and /conversations/{id}). */
export interface ConversationAttributes {
  subject: string;
  origin: ConversationOrigin;
  /** The reader's own side in this thread. */
  side: ConversationSide;
  /** The other side's name: the organisation's for the volunteer, the volunteer's full name for the organisation. */
  otherName: string;
  organizationId: number;
  vacancyId: number | null;
  applicationId: number | null;
  lastMessageAt: string;
  lastMessageExcerpt: string;
  messageCount: number;
  unreadCount: number;
}

export interface ConversationMessageAttributes {
  body: string;
  senderSide: ConversationSide;
  senderName: string;
  /** Whether the reader wrote it. */
  mine: boolean;
  createdAt: string;
}

/** The excerpt of a message in lists and mails: its first characters on one line. */
export const EXCERPT_LENGTH = 140;
export function excerptOf(body: string, length = EXCERPT_LENGTH): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length <= length ? line : `${line.slice(0, length - 1).trimEnd()}…`;
}
