/**
 * The development mailbox (`/api/v1/dev/mails`, not in production): the outbox's mails (ADR 0059; locally the row
 * is the mail), as the API answers them and the dev mailbox screens read them.
 */
import { z } from "zod";

/**
 * The mails the API sends, one kind per notification template (contract/notification-templates.ts); the account
 * mails keep their short kinds (`confirmation` for `account_confirmation`, …: `mailKindOf`).
 */
export const MAIL_KINDS = [
  "confirmation",
  "reset_password",
  "invitation",
  // Someone signed up with an address that has an account (the sign-up answers as if it were new).
  "sign_up_attempt",
  "organization_approved",
  "organization_denied",
  "organization_archived",
  "organization_signup",
  // Notification templates (contract/notification-templates.ts)
  "application_confirmation",
  "application_waitlisted",
  "application_repeated",
  "application_received",
  "application_accepted",
  "application_rejected",
  "application_promoted",
  "application_withdrawn",
  "vacancy_expiring",
  "vacancy_expired",
  // One-on-one / neighbour help (neighbour help, ADR 0024)
  "help_request_received",
  "help_request_rejected",
  "help_match_volunteer",
  "help_match_resident",
  // Activity reminders (activities, ADR 0022)
  "activity_reminder_week",
  "activity_reminder_day",
  // Forms by invitation and the contact form
  "form_invitation",
  "contact_form",
  // The volunteer pool (ADR 0063)
  "profile_reply",
  // Conversations (ADR 0064)
  "conversation_message",
  // The periodic mail (ADR 0066)
  "digest",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const devMailAttributes = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  kind: z.enum(MAIL_KINDS),
  createdAt: z.string(),
});
export type DevMailAttributes = z.infer<typeof devMailAttributes>;
