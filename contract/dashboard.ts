/**
 * The dashboard (SPEC §2 /dashboard; ADR 0069): what waits for the signed-in user now, per role, as sections of a
 * few items each. `GET /api/v1/dashboard` answers one `dashboards` resource whose `sections` attribute lists the
 * sections the actor's roles call for, in this order; a section the actor's roles do not call for is absent (not
 * empty). Every list is capped at DASHBOARD_ITEM_CAP items; `total` is how many there are, `link` the screen that
 * shows them all.
 */

/** At most this many items per section; the section's `total` and `link` lead to the rest. */
export const DASHBOARD_ITEM_CAP = 5;
/** Vacancies whose last day online is within this many days count as expiring. */
export const EXPIRING_WITHIN_DAYS = 14;
/** A `pending` application older than this many days is waiting too long (centre staff, admins). */
export const WAITING_AFTER_DAYS = 7;

export const DASHBOARD_SECTIONS = [
  // volunteer / student
  "profilePrompt",
  "myApplications",
  "conversations",
  "profileReplies",
  "notifications",
  "suggestedVacancies",
  // mentor
  "studentApplications",
  // organisation superuser
  "newApplications",
  // centre superuser / admin (and an organisation superuser's own vacancies)
  "organizationsToApprove",
  "helpRequests",
  "waitingApplications",
  "expiringVacancies",
  // page / content manager
  "pages",
] as const;
export type DashboardSectionKey = (typeof DASHBOARD_SECTIONS)[number];

export interface DashboardItem {
  /** Stable within the section (the record's id). */
  id: string;
  /** What the item is called: a title, a subject, a name; for notifications the kind's text is made from `params`. */
  label: string;
  /** A second line where it helps: the organisation, the vacancy, the applicant. */
  detail: string | null;
  /** The centre the item belongs to, for a reader who sees every centre (an admin); else null. */
  centerName: string | null;
  /** UTC ISO instant (created, changed, last message) or a `YYYY-MM-DD` day (a vacancy's last day online). */
  time: string | null;
  /** The record's status where it has one (an application's, a page's `draft` / `published`). */
  status: string | null;
  /** A count the item stands for (unread messages; applications waiting for one vacancy). */
  count: number | null;
  /** A local path, always starting with one `/`: the screen that opens the item. */
  link: string;
  /** Notifications only: the kind and the values its text needs (contract/notifications.ts). */
  kind?: string;
  params?: Record<string, string>;
}

export interface DashboardSection {
  key: DashboardSectionKey;
  items: DashboardItem[];
  /** How many there are in all (items holds at most DASHBOARD_ITEM_CAP). */
  total: number;
  /** The screen with all of them. */
  link: string;
  /** The own applications per status (`myApplications` only). */
  counts?: Record<string, number>;
}

export interface DashboardAttributes {
  sections: DashboardSection[];
}
