/**
 * The vacancy editor's dates section (activities only): the form fields, their check and the API's input. Named and
 * nested like the contract's input (contract/activities.ts), camelCased: either a list of dates
 * (`occurrences[i].date`, `.startTime`, `.endTime`, `.endDate`, `.capacity`, hidden `.id` for a date that exists) or
 * a weekly/monthly rule (`recurrence.freq`, `.interval`, `.weekdays`, `.startDate`, `.startTime`, `.endTime`,
 * `.until`, `.capacity`), chosen with `datesMode` (the form's own choice, not sent). Every field's rule is the
 * contract's, and so are the checks across fields (`occurrenceIssue`, `recurrenceIssues`); the form adds only what
 * its shape needs: empty rows are ignored (the form always offers a few), and a part is required only in the mode
 * chosen. The API's pointers (`/data/attributes/recurrence/until`) name these fields as they are (formErrorsFromApi).
 */
import { z } from "zod";
import {
  type ACTIVITY_FREQUENCIES,
  activityFields,
  type DateIssue,
  endBeforeStartIssue,
  MAX_OCCURRENCES,
  OCCURRENCES_MAX_MESSAGE,
  OCCURRENCES_MIN_MESSAGE,
  occurrenceFields,
  occurrenceIssue,
  type RecurrenceRule,
  recurrenceFields,
  recurrenceIssues,
  type VacancyOccurrenceAttributes,
} from "../../../contract/activities";
import { toCamelCase } from "../../../contract/case";
import type { VacancyUpdateInput } from "../../../contract/vacancy-inputs";

export const DATES_MODES = ["dates", "rule"] as const;
/** Empty rows a new activity's form offers, and how many a "more dates" press adds (no JavaScript). */
export const EMPTY_DATE_ROWS = 3;

const o = occurrenceFields;
const r = recurrenceFields;

/** One row of the list: the contract's date fields, each optional (a row may be left empty). */
const occurrenceRow = z.object({
  id: o.id,
  date: o.date.optional(),
  startTime: o.start_time.optional(),
  endTime: o.end_time.optional(),
  endDate: o.end_date,
  capacity: o.capacity,
});
type OccurrenceRow = z.output<typeof occurrenceRow>;

export const activityFormFields = {
  frequency: activityFields.frequency.optional(),
  waitlistEnabled: activityFields.waitlist_enabled.optional(),
  datesMode: z.enum(DATES_MODES).optional(),
  // The filled rows are counted against the contract's bounds (activityRules); the list itself may hold the empty
  // rows the form offers on top.
  occurrences: z
    .array(occurrenceRow)
    .max(MAX_OCCURRENCES + EMPTY_DATE_ROWS)
    .optional(),
  recurrence: z
    .object({
      freq: r.freq.default("weekly"),
      interval: r.interval,
      weekdays: r.weekdays,
      startDate: r.start_date.optional(),
      startTime: r.start_time.optional(),
      endTime: r.end_time.optional(),
      until: r.until.optional(),
      capacity: r.capacity,
    })
    .optional(),
};

export type ActivityFormValue = {
  vacancyType: string;
  frequency?: (typeof ACTIVITY_FREQUENCIES)[number] | null;
  waitlistEnabled?: boolean;
  datesMode?: (typeof DATES_MODES)[number];
  occurrences?: OccurrenceRow[];
  recurrence?: z.output<typeof activityFormFields.recurrence>;
};

const isEmptyRow = (row: OccurrenceRow) => !row.date && !row.startTime && !row.endTime && !row.endDate && !row.capacity;

/** A contract issue (its field snake_case) on the form's field under `at`. */
function addIssue(ctx: z.RefinementCtx, at: (string | number)[], issue: DateIssue) {
  ctx.addIssue({ code: "custom", path: [...at, toCamelCase(issue.path)], message: issue.message, params: issue.params });
}

/** The section's own checks (an activity only): what a row or the rule needs before the API sees it. */
export function activityRules(value: ActivityFormValue, ctx: z.RefinementCtx) {
  if (value.vacancyType !== "activity") return;
  const required = (path: (string | number)[]) => ctx.addIssue({ code: "custom", path, message: "validation:required" });
  if (!value.frequency) required(["frequency"]);
  if (value.datesMode === "rule") {
    const rule = value.recurrence;
    for (const key of ["startDate", "startTime", "endTime", "until"] as const) if (!rule?.[key]) required(["recurrence", key]);
    if (!rule?.startDate || !rule.startTime || !rule.endTime || !rule.until) {
      // The parts there are: only the end against the start can be said yet (the weekdays are said as required).
      if ((rule?.freq ?? "weekly") === "weekly" && !rule?.weekdays.length) required(["recurrence", "weekdays"]);
      if (rule?.startTime && rule.endTime && rule.endTime <= rule.startTime) {
        addIssue(ctx, ["recurrence"], endBeforeStartIssue("end_time"));
      }
      return;
    }
    const issues = recurrenceIssues({
      freq: rule.freq,
      interval: rule.interval,
      weekdays: rule.weekdays,
      start_date: rule.startDate,
      start_time: rule.startTime,
      end_time: rule.endTime,
      until: rule.until,
    });
    for (const issue of issues) addIssue(ctx, ["recurrence"], issue);
    return;
  }
  const rows = value.occurrences ?? [];
  let filled = 0;
  rows.forEach((row, i) => {
    if (isEmptyRow(row)) return;
    filled++;
    for (const key of ["date", "startTime", "endTime"] as const) if (!row[key]) required(["occurrences", i, key]);
    if (!row.date || !row.startTime || !row.endTime) return;
    const issue = occurrenceIssue({ date: row.date, end_date: row.endDate, start_time: row.startTime, end_time: row.endTime });
    if (issue) addIssue(ctx, ["occurrences", i], issue);
  });
  if (filled === 0) ctx.addIssue({ code: "custom", path: ["occurrences"], message: OCCURRENCES_MIN_MESSAGE });
  else if (filled > MAX_OCCURRENCES) ctx.addIssue({ code: "custom", path: ["occurrences"], message: OCCURRENCES_MAX_MESSAGE });
}

type ActivityInput = Pick<VacancyUpdateInput, "frequency" | "waitlist_enabled" | "occurrences" | "recurrence">;

/**
 * The API's activity input (snake_case, as on the wire): none for other vacancy types; the rule, or the filled rows
 * (ids kept, the end date only when it is a later day). Called on a value the form's check passed.
 */
export function activityInput(value: ActivityFormValue): ActivityInput {
  if (value.vacancyType !== "activity") return {};
  const common = { frequency: value.frequency ?? null, waitlist_enabled: value.waitlistEnabled ?? false };
  if (value.datesMode === "rule") {
    const rule = value.recurrence;
    const freq = rule?.freq ?? "weekly";
    return {
      ...common,
      recurrence: {
        freq,
        interval: rule?.interval ?? 1,
        weekdays: freq === "weekly" ? (rule?.weekdays ?? []) : [],
        start_date: rule?.startDate ?? "",
        start_time: rule?.startTime ?? "",
        end_time: rule?.endTime ?? "",
        until: rule?.until ?? "",
        capacity: rule?.capacity ?? null,
      },
    };
  }
  const occurrences = (value.occurrences ?? [])
    .filter((row) => !isEmptyRow(row))
    .map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      date: row.date ?? "",
      start_time: row.startTime ?? "",
      end_time: row.endTime ?? "",
      ...(row.endDate && row.endDate !== row.date ? { end_date: row.endDate } : {}),
      capacity: row.capacity ?? null,
    }));
  return { ...common, occurrences };
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
