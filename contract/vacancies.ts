/**
 * The `vacancies` resource as API and UI agree on it (vacancies and applications, ADR 0021): the vocabulary (types, statuses, tags, the
 * lifecycle as data, the list's filters and sorts: contract/vacancy-vocabulary.ts, re-exported), the age groups and
 * the attributes the API answers with. The
 * writes' inputs are in contract/vacancy-inputs.ts.
 *
 * One table and one API for every kind of vacancy (PRODUCT.md "Vacancy types"): the activity calendar and the
 * neighbour-help page (neighbour help, ADR 0024) are views on it.
 */
import { z } from "zod";
import { vacancyActivityAttributes, vacancyOccurrenceAttributes } from "./activities";
import { LOCATION_TYPES, VACANCY_STATUSES, VACANCY_TAGS, VACANCY_TYPES } from "./vacancy-vocabulary";

export * from "./vacancy-vocabulary";

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
