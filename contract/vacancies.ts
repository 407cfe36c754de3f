/**
 * The `vacancies` resource as API and UI agree on it (vacancies and applications, ADR 0021): the vocabulary (types, statuses, tags, age
 * groups), the lifecycle as data, the list's filters and sorts, and the attributes the API answers with. The
 * writes' inputs are in contract/vacancy-inputs.ts.
 *
 * One table and one API for every kind of vacancy (PRODUCT.md "Vacancy types"): the activity calendar and the
 * neighbour-help page (neighbour help, ADR 0024) are views on it.
 */
import { z } from "zod";
import { vacancyActivityAttributes, vacancyOccurrenceAttributes } from "./activities";

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
export { ACTIVITY_FREQUENCIES } from "./activities";

/** Where the work is: at the organisation's address, at an address of its own, or remote (no place, no map). */
export const LOCATION_TYPES = ["organization", "address", "remote"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** `age_groups` (seeded data, the same for every tenant; ids 1–5, bit `id - 1` in `age_group_mask`). */
export const ageGroupAttributes = z.object({
  slug: z.string(),
  /** In the request's language; both names are there for editors. */
  name: z.string(),
  nameNl: z.string(),
  nameEn: z.string(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  position: z.number().int(),
});
export type AgeGroupAttributes = z.infer<typeof ageGroupAttributes>;

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

// ── What the API answers ───────────────────────────────────────────────────────────────────────────────────

/** What lists (search results, management lists, cards) show of a vacancy. */
export const vacancySummaryAttributes = z.object({
  title: z.string(),
  status: z.enum(VACANCY_STATUSES),
  vacancyType: z.enum(VACANCY_TYPES),
  /** The description's first ~200 characters as plain text (for cards and meta descriptions). */
  summary: z.string(),
  tags: z.array(z.enum(VACANCY_TAGS)),
  ageGroupIds: z.array(z.number().int()),
  /** `YYYY-MM-DD`: the last day the vacancy runs (Europe/Amsterdam); null = no end. */
  expiresAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  vogRequired: z.boolean(),
  hoursPerWeek: z.number().nullable(),
  /** Places; null = unlimited. `placesLeft` counts pending + accepted applications against it. */
  capacity: z.number().int().nullable(),
  placesLeft: z.number().int().nullable(),
  locationType: z.enum(LOCATION_TYPES),
  /** The place (the organisation's or the vacancy's own city); null when remote. */
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Kilometres from `filter[near]` (one decimal); null without it. */
  distanceKm: z.number().nullable(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  /** The centre the vacancy belongs to. */
  volunteerCenterId: z.number().int(),
  /** Shared with the collaboration's other centres (only where the tenant allows centre sharing). */
  shared: z.boolean(),
  /** The name of the centre it comes from when it is shown on another centre's site (a shared vacancy); else null. */
  sharedFromCenterName: z.string().nullable(),
  /**
   * Whether its organisation is approved (and not deleted): only then can the public see it, whatever its status.
   * Lists and single vacancies answer it; absent where the answer did not read it (a bulk edit's echo).
   */
  organizationApproved: z.boolean().optional(),
});
export type VacancySummaryAttributes = z.infer<typeof vacancySummaryAttributes>;

/** One vacancy (`GET /vacancies/{id}`). */
export const vacancyAttributes = vacancySummaryAttributes
  .extend({
    /** The tiptap JSON document (contract/rich-text.ts); null when empty. */
    description: z.unknown().nullable(),
    /** The description rendered on the server from the allow-list (safe to insert as HTML). */
    descriptionHtml: z.string(),
    youtubeUrl: z.string().nullable(),
    contactPerson: z.string().nullable(),
    contactEmail: z.string().nullable(),
    /** Null unless `contactPhoneVisible`, or the reader manages the vacancy. */
    contactPhone: z.string().nullable(),
    contactPhoneVisible: z.boolean(),
    /** Street and number of the vacancy's own address (`address`), null otherwise and always for p2p types. */
    streetAddress: z.string().nullable(),
    postalCode: z.string().nullable(),
    updatedAt: z.string(),
    /** The transitions the reader may make now (VACANCY_TRANSITIONS, filtered by their rights; never `expired`). */
    allowedStatuses: z.array(z.enum(VACANCY_STATUSES)),
    /** Managers only (else null): applications per status. */
    applicationCounts: z.record(z.number().int()).nullable(),
    /** An activity's dates ([] for other types): ascending, the past ones of the last 30 days flagged. */
    occurrences: z.array(vacancyOccurrenceAttributes),
  })
  .merge(vacancyActivityAttributes);
export type VacancyAttributes = z.infer<typeof vacancyAttributes>;
