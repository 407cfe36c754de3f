/**
 * Notification templates (SPEC §3: name, subject, body, active; PRODUCT.md: per centre, nl and en, with named
 * placeholders; every mail the platform sends is one, and an inactive template is not sent). The seed writes
 * the application and vacancy mails' rows and the platform renders each mail from them; the centres' editor for them
 * is still to come (SPEC §2 /notification_templates).
 */
import { z } from "zod";
import type { MailKind } from "./dev-mails";

/** The templates and the placeholders each may use (`{{applicant_name}}` in subject and body). */
/** What both activity reminders (a week and a day before a date) can say. */
const ACTIVITY_REMINDER_VARIABLES = [
  "applicant_name",
  "vacancy_title",
  "organization_name",
  "center_name",
  "occurrence_date",
  "occurrence_time",
  "place",
  "vacancy_link",
  "ical_link",
] as const;

export const NOTIFICATION_TEMPLATE_KEYS = {
  /** To the applicant: we received your application (with the withdraw link). */
  application_confirmation: [
    "applicant_name",
    "vacancy_title",
    "organization_name",
    "center_name",
    "vacancy_link",
    "withdraw_link",
    "place",
    "ical_link",
  ],
  /** To the applicant: the vacancy is full, you are on the waitlist at position N. */
  application_waitlisted: [
    "applicant_name",
    "vacancy_title",
    "organization_name",
    "center_name",
    "waitlist_position",
    "withdraw_link",
    "place",
    "ical_link",
  ],
  /**
   * To the address of an existing application when someone not signed in as its owner applies with it again: the
   * answer on the page is the neutral one a fresh application gets (it must not tell whether the address applied),
   * so the owner hears it here. At most one an hour per application (ADR 0021).
   */
  application_repeated: ["vacancy_title", "organization_name", "center_name", "vacancy_link"],
  /** To the organisation: a new application. */
  application_received: ["applicant_name", "vacancy_title", "organization_name", "center_name", "application_link", "message"],
  /** To the applicant; `place` and `ical_link` (optional sections) for an activity. */
  application_accepted: [
    "applicant_name",
    "vacancy_title",
    "organization_name",
    "center_name",
    "vacancy_link",
    "place",
    "ical_link",
  ],
  application_rejected: ["applicant_name", "vacancy_title", "organization_name", "center_name", "vacancy_link"],
  /** To the organisation: an applicant withdrew (the withdraw pages promise it). */
  application_withdrawn: ["applicant_name", "vacancy_title", "organization_name", "center_name", "application_link"],
  /** To the applicant: a place came free and you moved up from the waitlist. */
  application_promoted: [
    "applicant_name",
    "vacancy_title",
    "organization_name",
    "center_name",
    "vacancy_link",
    "withdraw_link",
    "place",
    "ical_link",
  ],
  /** To the organisation, a week before `expiresAt`. */
  vacancy_expiring: ["vacancy_title", "organization_name", "center_name", "expires_at", "edit_link"],
  /** To the organisation, when the scheduled job expired the vacancy. */
  vacancy_expired: ["vacancy_title", "organization_name", "center_name", "edit_link"],
  /** To a volunteer signed up for an activity's date, a week before it (not for `flexible` activities). */
  activity_reminder_week: ACTIVITY_REMINDER_VARIABLES,
  /** The same, within the last day before it. */
  activity_reminder_day: ACTIVITY_REMINDER_VARIABLES,
  /** To the resident (neighbour help, ADR 0024): we received your request for help; the centre looks at it first. */
  help_request_received: ["resident_name", "request_title", "center_name", "help_link"],
  /** To the resident: the centre did not publish the request, with its reason. */
  help_request_rejected: ["resident_name", "request_title", "center_name", "reason"],
  /** To the volunteer once the centre accepts the match: the resident's contact details and address. */
  help_match_volunteer: [
    "volunteer_name",
    "resident_name",
    "resident_email",
    "resident_phone",
    "resident_address",
    "request_title",
    "request_when",
    "center_name",
  ],
  /** To the resident once the centre accepts the match: the volunteer's contact details. */
  help_match_resident: [
    "resident_name",
    "volunteer_name",
    "volunteer_email",
    "volunteer_phone",
    "request_title",
    "request_when",
    "center_name",
  ],
  // ——— Account mails (each carries one link; its token is in the link). ———
  /** To a new account: confirm the address (the link activates the account). */
  account_confirmation: ["recipient_name", "center_name", "confirm_link"],
  /** To an account whose owner asked for a new password. */
  account_reset_password: ["recipient_name", "center_name", "reset_link"],
  /** To a user someone created an account for: choose a password to accept. */
  account_invitation: ["recipient_name", "center_name", "invitation_link"],
  /** To the owner of an address someone tried to sign up with again (the sign-up answers as if it were new). */
  account_sign_up_attempt: ["recipient_name", "center_name", "recover_link"],
  // ——— Organisation mails (organisations, ADR 0019): to each user of the organisation, in their language. ———
  organization_approved: ["recipient_name", "organization_name", "center_name", "organization_link"],
  /** `reason`: an optional section (the centre may deny without one). */
  organization_denied: ["recipient_name", "organization_name", "center_name", "organization_link", "reason"],
  organization_archived: ["recipient_name", "organization_name", "center_name", "organization_link"],
  /** To the centre's approvers (its centre superusers, else the tenant's admins): a new organisation signed up. */
  organization_signup: ["recipient_name", "organization_name", "center_name", "approve_link"],
  // ——— Forms and the contact form. ———
  /** To an address invited to fill a form by invitation; `expires_at` an optional section ("valid until …"). */
  form_invitation: ["recipient_email", "form_title", "center_name", "form_link", "expires_at"],
  /** To the centre's own address: a message sent through the contact form. */
  contact_form: ["sender_name", "sender_email", "subject", "message", "center_name"],
  // ——— The volunteer pool (ADR 0063). ———
  /** To the volunteer: an organisation replied to their profile in the pool (the reply opens a conversation). */
  profile_reply: ["recipient_name", "organization_name", "subject", "center_name", "conversation_link"],
  // ——— Conversations (ADR 0064). ———
  /** To the other side of a thread: a new message (at most one mail per thread and side an hour). */
  conversation_message: ["recipient_name", "sender_name", "subject", "excerpt", "conversation_link", "center_name"],
  // ——— The periodic mail (ADR 0066). ———
  /**
   * To a user on their chosen weekdays: what is new since the previous one. `profile_vacancies`, `search_vacancies`
   * and `staff_items` are lists — a paragraph of its own `{{name}}` becomes the bulleted list (left out when empty),
   * and `{{?name}}` keeps a heading only when its list has items.
   */
  digest: [
    "recipient_name",
    "center_name",
    "profile_vacancies",
    "search_vacancies",
    "staff_items",
    "settings_link",
    "unsubscribe_link",
  ],
} as const satisfies Record<string, readonly string[]>;
export type NotificationTemplateKey = keyof typeof NOTIFICATION_TEMPLATE_KEYS;
/** The account templates' mails keep the kinds they had before they were templates (the dev mailbox's labels). */
const ACCOUNT_MAIL_KINDS = {
  account_confirmation: "confirmation",
  account_reset_password: "reset_password",
  account_invitation: "invitation",
  account_sign_up_attempt: "sign_up_attempt",
} as const satisfies Partial<Record<NotificationTemplateKey, MailKind>>;

/** Every other key is a mail kind of its own (compile-time: a new key needs its kind in MAIL_KINDS). */
type KeyWithoutKind = Exclude<Exclude<NotificationTemplateKey, keyof typeof ACCOUNT_MAIL_KINDS>, MailKind>;
export const everyTemplateHasAKind: [KeyWithoutKind] extends [never] ? true : KeyWithoutKind = true;

/** The outbox's kind of a template's mail: the key itself, the short kind for the account mails. */
export function mailKindOf(key: NotificationTemplateKey): MailKind {
  return key in ACCOUNT_MAIL_KINDS ? ACCOUNT_MAIL_KINDS[key as keyof typeof ACCOUNT_MAIL_KINDS] : (key as MailKind);
}

export const NOTIFICATION_TEMPLATE_KEY_LIST = Object.keys(NOTIFICATION_TEMPLATE_KEYS) as NotificationTemplateKey[];
export const TEMPLATE_LOCALES = ["nl", "en"] as const;

export const notificationTemplateAttributes = z.object({
  key: z.string(),
  locale: z.enum(TEMPLATE_LOCALES),
  name: z.string(),
  subject: z.string(),
  /** tiptap JSON (contract/rich-text.ts); placeholders sit in its text. */
  body: z.unknown(),
  active: z.boolean(),
  volunteerCenterId: z.number().int(),
  updatedAt: z.string(),
});
export type NotificationTemplateAttributes = z.infer<typeof notificationTemplateAttributes>;

/** `{{name}}` → value; unknown placeholders stay as typed (an editor sees the mistake in the preview). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) => (key in values ? values[key] : whole));
}
