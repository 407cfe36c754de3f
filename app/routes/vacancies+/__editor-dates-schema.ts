/**
 * The vacancy editor's dates section (issue 16, activities only): the form fields, their check and the API's
 * attributes. Either a list of dates (`occurrences[i].date`, `.startTime`, `.endTime`, `.endDate`, `.capacity`,
 * hidden `.id` for a date that exists) or a weekly/monthly rule (`recurrence.freq`, `.interval`, `.weekdays`,
 * `.startDate`, `.startTime`, `.endTime`, `.until`, `.capacity`), chosen with `datesMode`. Empty rows are
 * ignored (the form always offers a few). The API's pointers (`/data/attributes/occurrences/2/end_time`,
 * `/data/attributes/recurrence/until`) land on these names through DATE_ALIASES.
 */
import { z } from "zod";
import {
  ACTIVITY_FREQUENCIES,
  MAX_OCCURRENCES,
  RECURRENCE_FREQS,
  RECURRENCE_INTERVAL,
  type RecurrenceRule,
  type VacancyOccurrenceAttributes,
} from "../../../contract/activities";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const date = z.string().trim().regex(DATE, "vacancy-admin:errors.date").optional();
const time = z.string().trim().regex(TIME, "activities:errors.time").optional();
const capacity = z.number().int().min(1).max(10000).optional();

export const DATES_MODES = ["dates", "rule"] as const;
/** Empty rows a new activity's form offers, and how many a "more dates" press adds (no JavaScript). */
export const EMPTY_DATE_ROWS = 3;

const occurrenceRow = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  date,
  startTime: time,
  endTime: time,
  endDate: date,
  capacity,
});
type OccurrenceRow = z.output<typeof occurrenceRow>;

export const activityFormFields = {
  frequency: z.enum(ACTIVITY_FREQUENCIES).optional(),
  waitlistEnabled: z.boolean().optional(),
  datesMode: z.enum(DATES_MODES).optional(),
  occurrences: z
    .array(occurrenceRow)
    .max(MAX_OCCURRENCES + EMPTY_DATE_ROWS)
    .optional(),
  recurrence: z
    .object({
      freq: z.enum(RECURRENCE_FREQS).default("weekly"),
      interval: z.number().int().min(RECURRENCE_INTERVAL.min).max(RECURRENCE_INTERVAL.max).optional(),
      weekdays: z
        .array(z.string().regex(/^[0-6]$/))
        .max(7)
        .optional(),
      startDate: date,
      startTime: time,
      endTime: time,
      until: date,
      capacity,
    })
    .optional(),
};

export type ActivityFormValue = {
  vacancyType: string;
  frequency?: (typeof ACTIVITY_FREQUENCIES)[number];
  waitlistEnabled?: boolean;
  datesMode?: (typeof DATES_MODES)[number];
  occurrences?: OccurrenceRow[];
  recurrence?: z.output<typeof activityFormFields.recurrence>;
};

const isEmptyRow = (row: OccurrenceRow) => !row.date && !row.startTime && !row.endTime && !row.endDate && !row.capacity;

/** The section's own checks (an activity only): what a row or the rule needs before the API sees it. */
export function activityRules(value: ActivityFormValue, ctx: z.RefinementCtx) {
  if (value.vacancyType !== "activity") return;
  const required = (path: (string | number)[]) => ctx.addIssue({ code: "custom", path, message: "validation:required" });
  if (!value.frequency) required(["frequency"]);
  if (value.datesMode === "rule") {
    const rule = value.recurrence;
    for (const key of ["startDate", "startTime", "endTime", "until"] as const) if (!rule?.[key]) required(["recurrence", key]);
    if ((rule?.freq ?? "weekly") === "weekly" && !rule?.weekdays?.length) required(["recurrence", "weekdays"]);
    if (rule?.startTime && rule.endTime && rule.endTime <= rule.startTime) {
      ctx.addIssue({ code: "custom", path: ["recurrence", "endTime"], message: "activities:errors.endBeforeStart" });
    }
    return;
  }
  const rows = value.occurrences ?? [];
  let filled = 0;
  rows.forEach((row, i) => {
    if (isEmptyRow(row)) return;
    filled++;
    for (const key of ["date", "startTime", "endTime"] as const) if (!row[key]) required(["occurrences", i, key]);
    const endDate = row.endDate ?? row.date;
    if (row.date && endDate && endDate < row.date) {
      ctx.addIssue({ code: "custom", path: ["occurrences", i, "endDate"], message: "activities:errors.endBeforeStart" });
    } else if (endDate === row.date && row.startTime && row.endTime && row.endTime <= row.startTime) {
      ctx.addIssue({ code: "custom", path: ["occurrences", i, "endTime"], message: "activities:errors.endBeforeStart" });
    }
  });
  if (filled === 0) ctx.addIssue({ code: "custom", path: ["occurrences"], message: "activities:errors.noDates" });
  else if (filled > MAX_OCCURRENCES) {
    ctx.addIssue({ code: "custom", path: ["occurrences"], message: "activities:errors.tooManyDates" });
  }
}

/** The API's activity attributes (camelCase; the client snake-cases them): none for other vacancy types. */
export function activityAttributes(value: ActivityFormValue): Record<string, unknown> {
  if (value.vacancyType !== "activity") return {};
  const common = { frequency: value.frequency ?? null, waitlistEnabled: value.waitlistEnabled ?? false };
  if (value.datesMode === "rule") {
    const r = value.recurrence;
    const freq = r?.freq ?? "weekly";
    return {
      ...common,
      recurrence: {
        freq,
        interval: r?.interval ?? 1,
        weekdays: freq === "weekly" ? (r?.weekdays ?? []).map(Number) : [],
        startDate: r?.startDate,
        startTime: r?.startTime,
        endTime: r?.endTime,
        until: r?.until,
        capacity: r?.capacity ?? null,
      },
    };
  }
  const occurrences = (value.occurrences ?? [])
    .filter((row) => !isEmptyRow(row))
    .map((row) => ({
      ...(row.id ? { id: Number(row.id) } : {}),
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
      ...(row.endDate && row.endDate !== row.date ? { endDate: row.endDate } : {}),
      capacity: row.capacity ?? null,
    }));
  return { ...common, occurrences };
}

/** The form's row number of each sent date (empty rows are not sent), to put the API's pointers back on their rows. */
export function sentRowIndexes(value: Pick<ActivityFormValue, "occurrences">): number[] {
  const rows: number[] = [];
  (value.occurrences ?? []).forEach((row, i) => {
    if (!isEmptyRow(row)) rows.push(i);
  });
  return rows;
}

/** A rule as the API hands it back: as stored, snake_case (a JSON value, passed through untouched: ADR 0043). */
type StoredRule = Partial<RecurrenceRule>;

/** The section's starting values from a vacancy (edit), or a new activity's (add: a few empty rows). */
export function activityDefaults(vacancy?: {
  frequency: string | null;
  waitlistEnabled: boolean;
  recurrence: unknown;
  occurrences: readonly VacancyOccurrenceAttributes[];
}): Record<string, unknown> {
  const empty = Array.from({ length: EMPTY_DATE_ROWS }, () => ({}));
  if (!vacancy) return { frequency: "once", waitlistEnabled: "on", datesMode: "dates", occurrences: empty };
  const rule = (vacancy.recurrence ?? null) as StoredRule | null;
  const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  return {
    frequency: vacancy.frequency ?? "once",
    waitlistEnabled: vacancy.waitlistEnabled ? "on" : undefined,
    datesMode: rule ? "rule" : "dates",
    occurrences: [
      ...vacancy.occurrences.map((o) => ({
        id: String(o.id),
        date: o.date,
        startTime: o.startTime,
        endTime: o.endTime,
        endDate: o.endDate !== o.date ? o.endDate : "",
        capacity: str(o.capacity),
      })),
      {},
    ],
    recurrence: rule
      ? {
          freq: str(rule.freq),
          interval: str(rule.interval),
          weekdays: ((rule.weekdays as number[] | undefined) ?? []).map(String),
          startDate: str(rule.start_date),
          startTime: str(rule.start_time),
          endTime: str(rule.end_time),
          until: str(rule.until),
          capacity: str(rule.capacity),
        }
      : { freq: "weekly", interval: "1" },
  };
}

const ROW_FIELDS = ["date", "startTime", "endTime", "endDate", "capacity", "id"] as const;
const RULE_FIELDS = ["freq", "interval", "weekdays", "startDate", "startTime", "endTime", "until", "capacity"] as const;
const upper = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * API pointer (as fieldOfPointer names it: `/data/attributes/occurrences/2/end_time` → `occurrences2EndTime`) →
 * the form's field (`occurrences[2].endTime`), for every row and rule field.
 */
export const DATE_ALIASES: Record<string, string> = Object.fromEntries([
  ...Array.from({ length: MAX_OCCURRENCES + EMPTY_DATE_ROWS }, (_, i) =>
    ROW_FIELDS.map((f) => [`occurrences${i}${upper(f)}`, `occurrences[${i}].${f}`]),
  ).flat(),
  ...RULE_FIELDS.map((f) => [`recurrence${upper(f)}`, `recurrence.${f}`]),
]);
export const DATE_FIELDS: readonly string[] = Object.values(DATE_ALIASES);

/** The dates' API codes in this screen's words. */
export const DATE_ERROR_KEYS: Record<string, string> = {
  end_before_start: "activities:errors.endBeforeStart",
  too_many_occurrences: "activities:errors.tooManyRule",
  no_occurrences: "activities:errors.noRuleDates",
  occurrence_has_signups: "activities:errors.hasSignups",
  no_upcoming_date: "activities:errors.noUpcomingDate",
};
