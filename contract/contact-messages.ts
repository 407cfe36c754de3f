/**
 * The contact form (SPEC §2 /contactformulier; ADR 0060): a signed-in user's message to the centre. The sender is
 * the account (name and e-mail are never taken from the body); the message is plain text.
 */
import { z } from "zod";
import { requiredText } from "./fields";

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessageFields = {
  subject: requiredText(CONTACT_SUBJECT_MAX),
  message: requiredText(CONTACT_MESSAGE_MAX),
};

export const CONTACT_MESSAGE_RESOURCE_TYPES = ["contact_messages", "contact_message"] as const;

export const contactMessageInput = z.object(contactMessageFields).strict();
export type ContactMessageInput = z.input<typeof contactMessageInput>;

/** What the API answers: the stored message (no addresses). */
export const contactMessageAttributes = z.object({
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessageAttributes = z.infer<typeof contactMessageAttributes>;
