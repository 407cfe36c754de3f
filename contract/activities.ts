/**
 * Activities (issue 16, docs/decisions/0022): a vacancy of type `activity` has a frequency and dates — rows of
 * `activity_occurrences`, entered one by one or expanded on the server from a weekly/monthly rule. Times are
 * wall-clock times in Europe/Amsterdam; the rows keep UTC instants and the start's local day.
 *
 * Here: the vocabulary and caps, the inputs (on vacancy create/update, contract/vacancy-inputs.ts), the attributes
 * of the `activity_occurrences` resource and of a vacancy's dates, and the pure time-zone and recurrence functions
 * (contract/activity-time.ts, re-exported).
 *
 * No runtime import of contract/vacancies.ts (it re-exports ACTIVITY_FREQUENCIES from here): type-only imports.
 */
import { z } from "zod";
import { isoDateString, localTime, MAX_OCCURRENCES, recurrenceDates } from "./activity-time";
import type { VacancyTag, VacancyType } from "./vacancies";

export {
  type AmsterdamLocal,
  amsterdamOffset,
  countRecurrence,
  expandRecurrence,
  isoDateString,
  localTime,
  localToUtc,
  MAX_OCCURRENCES,
  type RecurrenceFields,
  RecurrenceTooLongError,
  recurrenceDates,
  toOffsetIso,
  utcToLocal,
} from "./activity-time";

export const ACTIVITY_TIME_ZONE = "Europe/Amsterdam";
/** Activity frequency (SPEC §3). `multi_day`: one sign-up for all its days; the others: a sign-up per date. */
export const ACTIVITY_FREQUENCIES = ["once", "multi_day", "regularly"] as const;
export type ActivityFrequency = (typeof ACTIVITY_FREQUENCIES)[number];
export const RECURRENCE_FREQS = ["weekly", "monthly"] as const;
export type RecurrenceFreq = (typeof RECURRENCE_FREQS)[number];
/* MAX_OCCURRENCES (100, from ./activity-time): dates per activity; a rule that would give more is 422 at
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

// ── Inputs (snake_case, as on the wire) ────────────────────────────────────────────────────────────────────

const capacity = z.number().int().min(1, "Must be at least 1.").max(10000, "Must be at most 10000.").nullable();
const date = z
  .string()
  .trim()
  .refine((v) => isoDateString(v), "Is not a date (YYYY-MM-DD).");
const time = z
  .string()
  .trim()
  .refine((v) => localTime(v) !== null, "Is not a time (HH:MM).")
  .transform((v) => localTime(v) as string);

/** One date of an activity. `end_date` only when it ends on a later day; `id` keeps an existing one on an edit. */
export const occurrenceInput = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    date,
    start_time: time,
    end_time: time,
    end_date: date.nullable().optional(),
    capacity: capacity.optional(),
  })
  .superRefine((o, ctx) => {
    const endDate = o.end_date ?? o.date;
    if (endDate < o.date) {
      ctx.addIssue({
        code: "custom",
        path: ["end_date"],
        message: "Must be on or after the date.",
        params: { code: "end_before_start" },
      });
    } else if (endDate === o.date && o.end_time <= o.start_time) {
      ctx.addIssue({
        code: "custom",
        path: ["end_time"],
        message: "Must be after the start time.",
        params: { code: "end_before_start" },
      });
    }
  });
export type OccurrenceInput = z.infer<typeof occurrenceInput>;

export const occurrencesInput = z
  .array(occurrenceInput)
  .min(1, "Add at least one date.")
  .max(MAX_OCCURRENCES, `At most ${MAX_OCCURRENCES} dates.`);

/**
 * A weekly rule (on `weekdays`, every `interval` weeks) or a monthly one (on the start date's day of the month,
 * months without that day skipped), from `start_date` up to and including `until` (required). Stored as entered.
 */
export const recurrenceRule = z
  .object({
    freq: z.enum(RECURRENCE_FREQS),
    interval: z.number().int().min(RECURRENCE_INTERVAL.min).max(RECURRENCE_INTERVAL.max).default(1),
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .default([])
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    start_date: date,
    start_time: time,
    end_time: time,
    until: date,
    capacity: capacity.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.end_time <= r.start_time) {
      ctx.addIssue({
        code: "custom",
        path: ["end_time"],
        message: "Must be after the start time.",
        params: { code: "end_before_start" },
      });
    }
    if (r.freq === "weekly" && r.weekdays.length === 0) {
      ctx.addIssue({ code: "custom", path: ["weekdays"], message: "Choose at least one day.", params: { code: "blank" } });
    }
    if (r.until < r.start_date) {
      ctx.addIssue({
        code: "custom",
        path: ["until"],
        message: "Must be on or after the start date.",
        params: { code: "end_before_start" },
      });
      return;
    }
    if (r.freq === "weekly" && r.weekdays.length === 0) return;
    const count = recurrenceDates(r, MAX_OCCURRENCES + 1).count;
    if (count > MAX_OCCURRENCES) {
      ctx.addIssue({
        code: "custom",
        path: ["until"],
        message: `This rule gives ${count} dates; the maximum is ${MAX_OCCURRENCES}.`,
        params: { code: "too_many_occurrences", count, maximum: MAX_OCCURRENCES },
      });
    } else if (count === 0) {
      ctx.addIssue({ code: "custom", path: ["until"], message: "This rule gives no dates.", params: { code: "no_occurrences" } });
    }
  });
export type RecurrenceRule = z.infer<typeof recurrenceRule>;
/** What a rule is before defaults (interval, weekdays) are filled in. */
export type RecurrenceRuleInput = z.input<typeof recurrenceRule>;

/** The activity fields of vacancy create/update (only for `vacancy_type` `activity`; else 422 at the field). */
export const activityFields = {
  frequency: z.enum(ACTIVITY_FREQUENCIES).nullable(),
  waitlist_enabled: z.boolean(),
  /** The whole set of dates (an edit sends them all; ids keep existing ones). Exclusive with `recurrence`. */
  occurrences: occurrencesInput,
  /** A rule expanded on the server into the dates (replacing those without sign-ups). Exclusive with `occurrences`. */
  recurrence: recurrenceRule.nullable(),
} as const;

// ── What the API answers ───────────────────────────────────────────────────────────────────────────────────

/** When a date is and how many places it has left: the same on a vacancy's dates and on the occurrence resource. */
const occurrenceTimeAttributes = z.object({
  /** ISO with the Amsterdam offset, e.g. `2026-12-05T10:00:00+01:00`. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Local (Europe/Amsterdam) `YYYY-MM-DD` and `HH:MM` of the start and the end. */
  date: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  /** The occurrence's own places, else the vacancy's; null = unlimited. */
  capacity: z.number().int().nullable(),
  /** Null = unlimited; counts pending + accepted sign-ups for this date (for `multi_day`: for the vacancy). */
  placesLeft: z.number().int().nullable(),
});

/** One date of an activity on `GET /vacancies/{id}` (ascending; past ones of the last 30 days kept, flagged). */
export const vacancyOccurrenceAttributes = occurrenceTimeAttributes.extend({
  id: z.number().int(),
  past: z.boolean(),
});
export type VacancyOccurrenceAttributes = z.infer<typeof vacancyOccurrenceAttributes>;

/** The `activity_occurrences` resource (`GET /api/v1/activity_occurrences`). */
export const activityOccurrenceAttributes = occurrenceTimeAttributes.extend({
  vacancyId: z.number().int(),
  vacancyTitle: z.string(),
  vacancyType: z.custom<VacancyType>((v) => typeof v === "string"),
  frequency: z.enum(ACTIVITY_FREQUENCIES).nullable(),
  tags: z.array(z.custom<VacancyTag>((v) => typeof v === "string")),
  organizationId: z.number().int(),
  organizationName: z.string(),
  city: z.string().nullable(),
  /** Those who manage the activity only (else null): pending + accepted sign-ups, and the waitlist. */
  signupCount: z.number().int().nullable(),
  waitlistCount: z.number().int().nullable(),
});
export type ActivityOccurrenceAttributes = z.infer<typeof activityOccurrenceAttributes>;

/** The activity attributes of a vacancy (activity only, else null / [] / true). */
export const vacancyActivityAttributes = z.object({
  frequency: z.enum(ACTIVITY_FREQUENCIES).nullable(),
  /** The rule as stored (snake_case, as entered), or null. */
  recurrence: z.custom<RecurrenceRule>((v) => typeof v === "object").nullable(),
  waitlistEnabled: z.boolean(),
});
