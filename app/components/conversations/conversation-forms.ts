/**
 * The conversation forms' schemas (ADR 0064): the contract's rules (contract/conversations.ts), each field its very
 * rule, so the API's pointers name the form's fields. A reply is a message; a new thread adds a subject. The
 * vacancy or application a thread starts from is in the page's address, not a field. Each form carries a repeat
 * guard: a second submit of the same form writes nothing twice.
 */
import { z } from "zod";
import { conversationFields } from "../../../contract/conversations";

export const replySchema = z.object({ body: conversationFields.body, idempotencyKey: conversationFields.idempotency_key });

export const startSchema = z.object({
  subject: conversationFields.subject,
  body: conversationFields.body,
  idempotencyKey: conversationFields.idempotency_key,
});
