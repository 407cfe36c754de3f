/**
 * One dashboard section as a card (ADR 0069): a heading, its items as a list of links (each link's name is the
 * item's label; the line under it says from whom or where, and when, in relative time, SPEC §4), the link to the
 * screen with all of them and their count, or — with nothing there — what to do next. Server-rendered; nothing
 * here needs JavaScript.
 */
import { useTranslation } from "react-i18next";
import { RelativeTime } from "~/components/content/relative-time";
import { LocaleLink } from "~/components/locale-link";
import { notificationText, safeNotificationLink } from "~/components/notifications/notification-text";
import { type BadgeTone, StatusBadge } from "~/components/ui/status-badge";
import type { DashboardItem, DashboardSection } from "../../../contract/dashboard";
import { formatDay } from "../../../contract/dates";
import type { NotificationKind } from "../../../contract/notifications";

const TONES: Record<string, BadgeTone> = {
  pending: "info",
  waitlisted: "warning",
  accepted: "success",
  rejected: "danger",
  withdrawn: "neutral",
  draft: "warning",
  published: "success",
};

/** Sections whose items show their status (elsewhere every item has the same one: the section says it). */
const WITH_STATUS = new Set(["myApplications", "pages"]);

function ItemLine({ section, item, now }: { section: DashboardSection; item: DashboardItem; now: string }) {
  const { t, i18n } = useTranslation("dashboard");
  const label =
    section.key === "notifications" && item.kind
      ? notificationText(t, { kind: item.kind as NotificationKind, params: item.params ?? {} }, i18n.language)
      : item.label;
  const link = section.key === "notifications" ? safeNotificationLink(item.link) : item.link;
  const meta: Array<string> = [];
  if (item.detail) meta.push(item.detail);
  if (item.centerName) meta.push(item.centerName);
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <LocaleLink to={link} className="font-medium break-words underline underline-offset-2">
          {label}
        </LocaleLink>
        {WITH_STATUS.has(section.key) && item.status ? (
          <StatusBadge tone={TONES[item.status] ?? "neutral"}>{t(`statuses.${item.status}`)}</StatusBadge>
        ) : null}
      </div>
      <p className="text-sm break-words text-muted-700 dark:text-muted-300">
        {meta.length ? <span>{meta.join(" · ")}</span> : null}
        {meta.length && (item.time || item.count) ? " · " : null}
        {section.key === "conversations" && item.count ? <span>{t("unreadCount", { count: item.count })} · </span> : null}
        {section.key === "waitingApplications" && item.count ? (
          <span>
            {t("waitingCount", { count: item.count })} · {t("since")}{" "}
          </span>
        ) : null}
        {item.time ? (
          section.key === "expiringVacancies" ? (
            <span>{t("expiresOn", { date: formatDay(item.time, i18n.language) })}</span>
          ) : (
            <RelativeTime date={item.time} now={now} />
          )
        ) : null}
      </p>
    </li>
  );
}

export function DashboardCard({ section, now }: { section: DashboardSection; now: string }) {
  const { t } = useTranslation("dashboard");
  const headingId = `dashboard-${section.key}`;
  const base = `sections.${section.key}`;
  if (section.key === "profilePrompt") {
    return (
      <section aria-labelledby={headingId} className="rounded-lg border-2 border-primary-600 p-4 dark:border-primary-400">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(`${base}.title`)}
        </h2>
        <p className="mt-1">{t(`${base}.text`)}</p>
        <LocaleLink to={section.link} className="mt-3 inline-block font-semibold underline underline-offset-2">
          {t(`${base}.action`)}
        </LocaleLink>
      </section>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-lg border border-muted-200 p-4 dark:border-muted-700"
      data-section={section.key}
    >
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
        <span>{t(`${base}.title`)}</span>
        <span className="text-base font-normal text-muted-700 dark:text-muted-300">({section.total})</span>
      </h2>
      {section.counts && Object.keys(section.counts).length ? (
        <ul aria-label={t("countsLabel")} className="mt-2 flex flex-wrap gap-2">
          {Object.entries(section.counts).map(([status, n]) => (
            <li key={status}>
              <StatusBadge tone={TONES[status] ?? "neutral"}>
                {t(`statuses.${status}`)}: {n}
              </StatusBadge>
            </li>
          ))}
        </ul>
      ) : null}
      {section.items.length ? (
        <ul className="mt-2 divide-y divide-muted-200 dark:divide-muted-700">
          {section.items.map((item) => (
            <ItemLine key={item.id} section={section} item={item} now={now} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted-700 dark:text-muted-300">{t(`${base}.empty`)}</p>
      )}
      <p className="mt-auto pt-3">
        <LocaleLink to={section.link} className="text-sm font-semibold underline underline-offset-2">
          {section.key === "suggestedVacancies" ? t(`${base}.all`) : t("all", { what: t(`${base}.what`), count: section.total })}
        </LocaleLink>
      </p>
    </section>
  );
}
