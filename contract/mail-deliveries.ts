/**
 * The delivery log (ADR 0059): the outbox's rows as staff see them (`GET /api/v1/mail_deliveries`, the screen
 * /notification_templates/deliveries) — who a mail went to, what it was and how its delivery went, never its body.
 */
import { z } from "zod";
import { MAIL_KINDS } from "./dev-mails";

/** Written `pending`; claimed `sending` by one sender; then `sent`, or `failed` after the last retry. */
export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The largest page the log answers (`page[size]`). */
export const MAX_MAIL_DELIVERIES_PAGE_SIZE = 50;

export const mailDeliveryAttributes = z.object({
  to: z.string(),
  kind: z.enum(MAIL_KINDS),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  volunteerCenterId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type MailDeliveryAttributes = z.infer<typeof mailDeliveryAttributes>;
