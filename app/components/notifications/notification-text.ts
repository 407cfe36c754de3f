/**
 * A notification's text in the reader's language (ADR 0065): the kind's text from `notifications:kinds.<kind>` with
 * the stored params; `application_status_changed` picks its text by the status (i18next context), and
 * `vacancy_expiring`'s day is written as the reader writes dates.
 */
import type { TFunction } from "i18next";
import { formatDay } from "../../../contract/dates";
import type { NotificationKind, NotificationParams } from "../../../contract/notifications";

export function notificationText(
  t: TFunction,
  notification: { kind: NotificationKind; params: NotificationParams },
  locale: string,
): string {
  const params = notification.params ?? {};
  const values: Record<string, string> = { ...params };
  if (notification.kind === "vacancy_expiring" && params.date) values.date = formatDay(params.date, locale);
  const context = notification.kind === "application_status_changed" ? params.status : undefined;
  // Params are names and titles people typed: React escapes them; i18next must not escape them a second time.
  return t(`notifications:kinds.${notification.kind}`, { ...values, context, interpolation: { escapeValue: false } });
}

/** A notification's link as a path on this site (a stored link is always local; anything else opens the list). */
export function safeNotificationLink(link: string | null | undefined): string {
  return typeof link === "string" && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\")
    ? link
    : "/notificaties";
}
