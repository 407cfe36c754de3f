/**
 * A notification's text in the reader's language (ADR 0065): the kind's text from `notifications:kinds.<kind>` with
 * the stored params; `application_status_changed` picks its status's own text, and
 * `vacancy_expiring`'s day is written as the reader writes dates.
 */
import type { TFunction } from "i18next";
import { formatDay } from "../../../contract/dates";
import { NOTIFIED_APPLICATION_STATUSES, type NotificationKind, type NotificationParams } from "../../../contract/notifications";

export function notificationText(
  t: TFunction,
  notification: { kind: NotificationKind; params: NotificationParams },
  locale: string,
): string {
  const params = notification.params ?? {};
  const values: Record<string, string> = { ...params };
  if (notification.kind === "vacancy_expiring" && params.date) values.date = formatDay(params.date, locale);
  // The status's own text, named in full: i18next's `context` option picked it on the server but not in the browser
  // (the hydrated page read the general text), and a key named outright reads the same everywhere.
  const status = (NOTIFIED_APPLICATION_STATUSES as readonly string[]).includes(params.status ?? "") ? params.status : null;
  const key = notification.kind === "application_status_changed" && status ? `${notification.kind}_${status}` : notification.kind;
  // Params are names and titles people typed: React escapes them; i18next must not escape them a second time.
  return t(`notifications:kinds.${key}`, { ...values, interpolation: { escapeValue: false } });
}

/** A notification's link as a path on this site (a stored link is always local; anything else opens the list). */
export function safeNotificationLink(link: string | null | undefined): string {
  return typeof link === "string" && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\")
    ? link
    : "/notificaties";
}
