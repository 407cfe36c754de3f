/**
 * Conversations (SPEC §2 /conversations, §3 Conversation; ADR 0064): threads between one volunteer and one
 * organisation. The constants the schema and every layer share; field rules live next to them.
 */

/** How a thread began: a reply to a volunteer profile, an application, or the volunteer asking about a vacancy. */
export const CONVERSATION_ORIGINS = ["profile_reply", "application", "vacancy"] as const;
export type ConversationOrigin = (typeof CONVERSATION_ORIGINS)[number];

/** The two sides of a thread: the volunteer, and the organisation (its members and the centre staff over it). */
export const CONVERSATION_SIDES = ["volunteer", "organization"] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** At most one e-mail per thread and side per hour tells about new messages. */
export const CONVERSATION_MAIL_INTERVAL_SECONDS = 3600;
