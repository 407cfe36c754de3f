/**
 * The toolbar's notifications (SPEC §2 toolbar; ADR 0065): a bell linking to /notificaties with the unread count,
 * rendered on the server from the root loader (current_user's meta), so it is right without JavaScript and is read
 * again with every navigation. The count is shown as a number and named in words ("Meldingen, 3 ongelezen"), not by
 * colour alone. Only for a signed-in visitor.
 */
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { splitLocale } from "~/utils/locale-path";
import { LocaleLink } from "../locale-link";

/** Above this the badge reads "99+" and the name "more than 99" (the API counts up to UNREAD_COUNT_CAP). */
export const BELL_MAX_SHOWN = 99;

export function NotificationBell({ unread, className = "" }: { unread: number; className?: string }) {
  const { t } = useTranslation("notifications");
  const { pathname } = useLocation();
  const here = splitLocale(pathname).path === "/notificaties";
  const name = unread > BELL_MAX_SHOWN ? t("bellUnreadMany") : unread > 0 ? t("bellUnread", { count: unread }) : t("bell");
  return (
    <LocaleLink
      to="/notificaties"
      aria-current={here ? "page" : undefined}
      data-testid="notification-bell"
      data-unread={unread}
      className={`relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-[var(--radius)] text-muted-800 hover:bg-muted-100 aria-[current=page]:bg-muted-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-muted-100 dark:hover:bg-muted-800 dark:aria-[current=page]:bg-muted-800 dark:focus-visible:outline-primary-300 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full border-2 border-white bg-red-700 px-1 text-xs leading-4 font-bold text-white dark:border-muted-900"
        >
          {unread > BELL_MAX_SHOWN ? `${BELL_MAX_SHOWN}+` : unread}
        </span>
      ) : null}
      <span className="sr-only">{name}</span>
    </LocaleLink>
  );
}
