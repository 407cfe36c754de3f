/**
 * In-app notifications (SPEC §2 /notificaties and the toolbar's notifications; ADR 0065): what a user is told
 * happened. A notification stores its kind, the values its text needs and the path it links to; the text itself
 * is translated when shown (locales `notifications:kinds.<kind>`), so it reads in the viewer's language.
 */
import { z } from "zod";

export const NOTIFICATION_KINDS = [
  "application_received",
  "application_status_changed",
  "profile_reply",
  "conversation_message",
  "organization_approved",
  "vacancy_expiring",
  "workshop_promoted",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values a notification's text interpolates (names, titles, a status): plain strings, escaped when shown. */
export type NotificationParams = Record<string, string>;

/**
 * The params each kind stores (ADR 0065): names and titles as they were when it happened, so a notification still
 * reads right after the vacancy is renamed or deleted. `application_status_changed` picks its text by `status`
 * (`kinds.application_status_changed_<status>`: accepted, rejected, or pending = a waitlist place came free);
 * `vacancy_expiring`'s `date` is the last day online (`YYYY-MM-DD`), formatted when shown.
 */
export const NOTIFICATION_PARAMS = {
  application_received: ["applicant", "vacancy"],
  application_status_changed: ["vacancy", "organization", "status"],
  profile_reply: ["organization", "subject"],
  conversation_message: ["sender", "subject"],
  organization_approved: ["organization"],
  vacancy_expiring: ["vacancy", "date"],
  workshop_promoted: ["workshop"],
} as const satisfies Record<NotificationKind, readonly string[]>;

/** The statuses `application_status_changed` tells about (its texts' contexts). */
export const NOTIFIED_APPLICATION_STATUSES = ["accepted", "rejected", "pending"] as const;

export const NOTIFICATION_RESOURCE_TYPES = ["notifications", "notification"] as const;

/**
 * Unread counts (`meta.unread`, current_user's `meta.unread_notifications`) count up to this many: the toolbar shows
 * "99+" beyond 99, and a count that stops here costs the same with 100 unread as with 10,000 (ADR 0065).
 */
export const UNREAD_COUNT_CAP = 100;

/** `page[size]` of `GET /api/v1/notifications` is at most this (a larger one is a 400). */
export const MAX_NOTIFICATION_PAGE_SIZE = 100;

/** What the API answers for a notification (camelCase in code, snake_case on the wire). */
export const notificationAttributes = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  /** JSON: the values of the kind's text (contract/json-values.ts). */
  params: z.record(z.string()),
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationAttributes = z.infer<typeof notificationAttributes>;

/**
 * `POST /api/v1/notifications/read_all`: marks the own notifications up to `up_to_id` (the newest the client has
 * seen) as read; one that arrived after it stays unread.
 */
export const readAllNotificationsInput = z
  .object({ up_to_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict();
export type ReadAllNotificationsInput = z.input<typeof readAllNotificationsInput>;
