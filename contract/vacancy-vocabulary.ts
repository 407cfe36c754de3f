/**
 * The vacancies' vocabulary without a schema: types, statuses, the lifecycle as data, tags and their bit masks,
 * location types, and the list's filters, sorts and limits. Pages of the public site read these without loading zod
 * into the browser (docs/decisions/0079-no-schemas-on-reading-pages.md); contract/vacancies.ts re-exports all of it.
 */
export const VACANCY_TYPES = ["volunteering", "activity", "language", "p2p", "one-on-one", "neighbour-help"] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];
/** The peer-to-peer types: a resident's request for help (neighbour help, ADR 0024); their street address is never public. */
export const P2P_VACANCY_TYPES: readonly VacancyType[] = ["p2p", "one-on-one", "neighbour-help"];

export const VACANCY_STATUSES = ["draft", "published", "filled", "expired", "archived", "deleted"] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
/** Statuses a list may filter on (a deleted vacancy is gone for everyone: soft delete hides it). */
export const LISTED_VACANCY_STATUSES = ["draft", "published", "filled", "expired", "archived"] as const;

/**
 * PRODUCT.md's vacancy lifecycle: `draft` → `published`; `published` → `filled` | `archived`; `published` →
 * `expired` automatically at `expiresAt` (the cron job only); `expired` → `published` when the date is extended;
 * `filled` → `published` (reopened); any → `deleted` (soft). Everything else is 422 `invalid_transition`.
 */
export const VACANCY_TRANSITIONS: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: ["published", "deleted"],
  published: ["filled", "archived", "expired", "deleted"],
  expired: ["published", "deleted"],
  filled: ["published", "deleted"],
  archived: ["deleted"],
  deleted: [],
};
/** Reached only by the scheduled job, never by a request. */
export const SYSTEM_ONLY_VACANCY_STATUSES: readonly VacancyStatus[] = ["expired"];

export function mayTransitionVacancy(from: VacancyStatus, to: VacancyStatus): boolean {
  return VACANCY_TRANSITIONS[from].includes(to);
}

/**
 * SPEC §3's tags: the kinds of commitment, then the regional tags. The position in this list is the tag's bit in
 * `vacancies.tag_mask` (filtering many tags on 100,000 rows is one AND), so only ever append.
 */
export const VACANCY_TAGS = [
  "once",
  "regularly",
  "flexible",
  "multi_day",
  "free",
  "multipleDates",
  "noord_veluwe",
  "midden_limburg",
  "achterhoek",
  "rivierenland",
] as const;
export type VacancyTag = (typeof VACANCY_TAGS)[number];
export const REGIONAL_VACANCY_TAGS: readonly VacancyTag[] = ["noord_veluwe", "midden_limburg", "achterhoek", "rivierenland"];

/** The bit mask of a set of tags (`vacancies.tag_mask`). */
export function tagMask(tags: readonly string[]): number {
  let mask = 0;
  for (const tag of tags) {
    const bit = (VACANCY_TAGS as readonly string[]).indexOf(tag);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

/** Activity frequency (SPEC §3): defined with the activities (activities, ADR 0022). */
export { ACTIVITY_FREQUENCIES } from "./activity-vocabulary";

/** Where the work is: at the organisation's address, at an address of its own, or remote (no place, no map). */
export const LOCATION_TYPES = ["organization", "address", "remote"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** The bit mask of a set of age group ids (`vacancies.age_group_mask`). */
export function ageGroupMask(ids: readonly number[]): number {
  let mask = 0;
  for (const id of ids) if (Number.isInteger(id) && id >= 1 && id <= 30) mask |= 1 << (id - 1);
  return mask;
}

// ── The list: filters, sorts, limits ───────────────────────────────────────────────────────────────────────

/** `sort=` values; `distance` needs `filter[near]`, `relevance` needs `filter[q]` (else both fall back to newest). */
export const VACANCY_SORTS = ["relevance", "newest", "expires", "distance"] as const;
export type VacancySort = (typeof VACANCY_SORTS)[number];
/** `filter[radius_km]`: 1–100 (default 10 when `filter[near]` is given). */
export const RADIUS_KM = { min: 1, max: 100, default: 10 } as const;
/** The search form's distance choices (km). */
export const RADIUS_CHOICES = [5, 10, 25, 50] as const;
/** `page[size]` of the public search: at most 100; the page-size chooser offers these. */
export const VACANCY_PAGE_SIZES = [12, 24, 48] as const;
export const MAX_VACANCY_PAGE_SIZE = 100;
/**
 * A search counts and pages through at most this many matches (`meta.record_count_capped` says there are more): an
 * exact count and sort of every match of a common word would read the whole index on every keystroke (ADR 0020).
 */
export const SEARCH_RESULT_CAP = 1000;
/** `filter[q]` longer than this is cut (never an error): search terms, not documents. */
export const MAX_SEARCH_LENGTH = 100;
/** `filter[tags]` and `filter[age_group_ids]` are comma lists; a vacancy must carry all the given tags and at
 * least one of the given age groups. */
export const VACANCY_INCLUDES = ["organization"] as const;
