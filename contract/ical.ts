/**
 * The iCalendar feeds (docs/decisions/0023) as API and UI agree on them: the feed paths, the window a
 * feed covers, and the `calendar_feeds` resource (a signed-in user's personal feed behind a secret URL).
 */
import { z } from "zod";

/** Where the feeds are (under the site's own host: a calendar app sends no X-Tenant, api/middleware/tenant.ts). */
export const ICAL_PATHS = {
  /** One activity's dates, as a download (`activiteit-{id}.ics`). */
  vacancy: (vacancyId: number | string) => `/api/v1/vacancies/${vacancyId}/ical`,
  /** The site centre's activities; `?organization_id=` for one organisation's. */
  site: "/api/v1/ical/activities.ics",
  /** The occurrences the feed's owner signed up for (pending or accepted). */
  personal: (token: string) => `/api/v1/ical/personal/${token}.ics`,
} as const;

/** A feed holds the occurrences from this many days ago … */
export const ICAL_FEED_PAST_DAYS = 30;
/** … to this many days ahead … */
export const ICAL_FEED_FUTURE_DAYS = 366;
/** … at most this many (the soonest first from the window's start). */
export const MAX_ICAL_FEED_EVENTS = 1000;
/** How long a public feed may be cached, and how often a subscribed app is asked to poll. */
export const ICAL_FEED_MAX_AGE_SECONDS = 900;

/** The secret of a personal feed: 32 random bytes, base64url without padding (43 characters). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `webcal://…` for an http(s) URL: calendar apps open it as a subscription rather than a download. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, "webcal://");

/**
 * GET/POST/DELETE /api/v1/calendar_feeds/current (signed in). The secret URL is answered once, by the POST that
 * makes it (only its hash is stored); GET says whether a feed exists and since when.
 */
export const calendarFeedAttributes = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** The feed's https URL: only in the POST's answer, else null. */
  url: z.string().nullable(),
  /** The same as `webcal://`: only in the POST's answer, else null. */
  webcalUrl: z.string().nullable(),
});
export type CalendarFeedAttributes = z.infer<typeof calendarFeedAttributes>;
export const CALENDAR_FEED_TYPE = "calendar_feeds";
