/**
 * Activities (docs/decisions/0022): a vacancy of type `activity` has a frequency and dates — rows of
 * `activity_occurrences`, entered one by one or expanded on the server from a weekly/monthly rule. Times are
 * wall-clock times in Europe/Amsterdam; the rows keep UTC instants and the start's local day.
 *
 * Here: the vocabulary and caps (contract/activity-vocabulary.ts, re-exported), the inputs (on vacancy create/update, contract/vacancy-inputs.ts), the attributes
 * of the `activity_occurrences` resource and of a vacancy's dates, and the pure time-zone and recurrence functions
 * (contract/activity-time.ts, re-exported).
 *
 * No runtime import of contract/vacancies.ts (it re-exports ACTIVITY_FREQUENCIES from here): type-only imports.
 */
import { z } from "zod";
import { isoDateString, localTime, MAX_OCCURRENCES, type RecurrenceFields, recurrenceDates } from "./activity-time";
import { ACTIVITY_FREQUENCIES, RECURRENCE_FREQS, RECURRENCE_INTERVAL } from "./activity-vocabulary";
import { errorMessage } from "./messages";
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
export * from "./activity-vocabulary";

// ── Inputs (snake_case, as on the wire) ────────────────────────────────────────────────────────────────────
// Field rules carry message keys (contract/messages.ts, ADR 0040): the editor's form uses these very rules.

/** The places of a date (or of a vacancy, contract/vacancy-inputs.ts); null = unlimited. */
export const placesInput = z.number().int().min(1).max(10000).nullable();
/** A local `YYYY-MM-DD` date of an activity. */
export const activityDate = z
  .string()
  .trim()
  .refine((v) => isoDateString(v), "vacancy-admin:errors.date");
/** A local wall-clock time, `HH:MM` (`9:30` becomes `09:30`). */
export const activityTime = z
  .string()
  .trim()
  .refine((v) => localTime(v) !== null, "activities:errors.time")
  .transform((v) => localTime(v) as string);

/** A date's or a rule's end before its start: the issue's field (snake_case) and message, or null. */
export interface DateIssue {
  path: string;
  message: string;
  params: { code: string; [key: string]: unknown };
}
/** The end of a date or a rule lies before its start. */
export const endBeforeStartIssue = (path: string): DateIssue => ({
  path,
  message: "activities:errors.endBeforeStart",
  params: { code: "end_before_start" },
});

/** One date's own check: the end (`end_date`, else `date`, at `end_time`) lies after its start. */
export function occurrenceIssue(o: { date: string; end_date?: string | null; start_time: string; end_time: string }) {
  const endDate = o.end_date ?? o.date;
  if (endDate < o.date) return endBeforeStartIssue("end_date");
  if (endDate === o.date && o.end_time <= o.start_time) return endBeforeStartIssue("end_time");
  return null;
}

/** The fields of one date of an activity. `end_date` only when it ends on a later day; `id` keeps an existing one. */
export const occurrenceFields = {
  id: z.coerce.number().int().positive().optional(),
  date: activityDate,
  start_time: activityTime,
  end_time: activityTime,
  end_date: activityDate.nullable().optional(),
  capacity: placesInput.optional(),
};

/** One date of an activity. */
export const occurrenceInput = z.object(occurrenceFields).superRefine((o, ctx) => {
  const issue = occurrenceIssue(o);
  if (issue) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message, params: issue.params });
});
export type OccurrenceInput = z.infer<typeof occurrenceInput>;

/** How many dates an activity has: at least one, at most MAX_OCCURRENCES. */
export const OCCURRENCES_MIN_MESSAGE = "activities:errors.noDates";
export const OCCURRENCES_MAX_MESSAGE = errorMessage("activities:errors.tooManyDates", { maximum: MAX_OCCURRENCES });
export const occurrencesInput = z
  .array(occurrenceInput)
  .min(1, OCCURRENCES_MIN_MESSAGE)
  .max(MAX_OCCURRENCES, OCCURRENCES_MAX_MESSAGE);

/** The fields of a rule (see `recurrenceRule`). */
export const recurrenceFields = {
  freq: z.enum(RECURRENCE_FREQS),
  interval: z.number().int().min(RECURRENCE_INTERVAL.min).max(RECURRENCE_INTERVAL.max).default(1),
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .default([])
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  start_date: activityDate,
  start_time: activityTime,
  end_time: activityTime,
  until: activityDate,
  capacity: placesInput.optional(),
};

/**
 * A rule's own checks, in order: the end after the start, a weekly rule's days, `until` not before the start, and
 * how many dates it gives (1..MAX_OCCURRENCES). Issues name their field snake_case.
 */
export function recurrenceIssues(r: RecurrenceFields): DateIssue[] {
  const issues: DateIssue[] = [];
  if (r.end_time <= r.start_time) issues.push(endBeforeStartIssue("end_time"));
  const noDays = r.freq === "weekly" && r.weekdays.length === 0;
  if (noDays) issues.push({ path: "weekdays", message: "validation:required", params: { code: "blank" } });
  if (r.until < r.start_date) return [...issues, endBeforeStartIssue("until")];
  if (noDays) return issues;
  const count = recurrenceDates(r, MAX_OCCURRENCES + 1).count;
  if (count > MAX_OCCURRENCES) {
    issues.push({
      path: "until",
      message: errorMessage("activities:errors.tooManyRule", { count, maximum: MAX_OCCURRENCES }),
      params: { code: "too_many_occurrences", count, maximum: MAX_OCCURRENCES },
    });
  } else if (count === 0) {
    issues.push({ path: "until", message: "activities:errors.noRuleDates", params: { code: "no_occurrences" } });
  }
  return issues;
}

/**
 * A weekly rule (on `weekdays`, every `interval` weeks) or a monthly one (on the start date's day of the month,
 * months without that day skipped), from `start_date` up to and including `until` (required). Stored as entered.
 */
export const recurrenceRule = z.object(recurrenceFields).superRefine((r, ctx) => {
  for (const issue of recurrenceIssues(r)) {
    ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message, params: issue.params });
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
