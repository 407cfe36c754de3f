/**
 * The activities' vocabulary without a schema: the time zone, frequencies, recurrence bounds, caps, includes and
 * sorts. Pages of the public site read these without loading zod into the browser
 * (docs/decisions/0079-no-schemas-on-reading-pages.md); contract/activities.ts re-exports all of it.
 */
export const ACTIVITY_TIME_ZONE = "Europe/Amsterdam";
/** Activity frequency (SPEC §3). `multi_day`: one sign-up for all its days; the others: a sign-up per date. */
export const ACTIVITY_FREQUENCIES = ["once", "multi_day", "regularly"] as const;
export type ActivityFrequency = (typeof ACTIVITY_FREQUENCIES)[number];
export const RECURRENCE_FREQS = ["weekly", "monthly"] as const;
export type RecurrenceFreq = (typeof RECURRENCE_FREQS)[number];
/* MAX_OCCURRENCES (100, contract/activity-time.ts): dates per activity; a rule that would give more is 422 at
 * `/data/attributes/recurrence/until` saying how many it gives. */
/** `filter[from]`..`filter[to]` of `GET /activity_occurrences`: at most this many days apart. */
export const MAX_OCCURRENCE_RANGE_DAYS = 93;
export const MAX_OCCURRENCE_PAGE_SIZE = 500;
/** `GET /vacancies/{id}` keeps the past dates of the last this many days (flagged `past`). */
export const PAST_OCCURRENCE_DAYS = 30;
export const RECURRENCE_INTERVAL = { min: 1, max: 4 } as const;
/** Weekdays of a weekly rule: 0 = Monday … 6 = Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const OCCURRENCE_INCLUDES = ["vacancy", "organization"] as const;
export const OCCURRENCE_SORTS = ["starts_at"] as const;
/** The tag that keeps the reminder mails away (PRODUCT.md: flexible activities have no fixed attendance). */
export const NO_REMINDER_TAG = "flexible";
