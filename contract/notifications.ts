/**
 * In-app notifications (SPEC §2 /notificaties and the toolbar's notifications; ADR 0065): what a user is told
 * happened. A notification stores its kind, the values its text needs and the path it links to; the text itself
 * is translated when shown (locales `notifications:kinds.<kind>`), so it reads in the viewer's language.
 */
export const NOTIFICATION_KINDS = [
  "application_received",
  "application_status_changed",
  "profile_reply",
  "conversation_message",
  "organization_approved",
  "vacancy_expiring",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values a notification's text interpolates (names, titles, a status): plain strings, escaped when shown. */
export type NotificationParams = Record<string, string>;
