/**
 * An activity's dates in a vacancy write (docs/decisions/0022): the checks of `frequency`,
 * `waitlist_enabled`, `occurrences` / `recurrence`, the plan (dates kept by id or by start, added, removed), and
 * its statements for the batch that writes the vacancy — one transaction, all or nothing.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import {
  type ActivityFrequency,
  expandRecurrence,
  localToUtc,
  type OccurrenceInput,
  type RecurrenceRule,
  utcToLocal,
} from "../../contract/activities";
import { type FieldError, fieldError, JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";
import { ACTIVE_SIGNUP_SQL, activityError } from "./activities";

export interface ActivityFieldsInput {
  vacancy_type?: string;
  frequency?: ActivityFrequency | null;
  waitlist_enabled?: boolean;
  occurrences?: OccurrenceInput[];
  recurrence?: RecurrenceRule | null;
}

export interface PlannedDate {
  /** Set: an existing date kept (its sign-ups stay with it). */
  id: number | null;
  startsAt: string;
  endsAt: string;
  localDate: string;
  capacity: number | null;
}

export interface ActivityPlan {
  /** The vacancy's columns to set (absent = unchanged). */
  columns: { frequency?: ActivityFrequency | null; recurrence?: RecurrenceRule | null; waitlistEnabled?: boolean };
  /** Null: the dates are unchanged. */
  dates: { keep: PlannedDate[]; add: PlannedDate[]; remove: number[] } | null;
}

export interface ExistingDate {
  id: number;
  startsAt: string;
  /** Pending, accepted or waitlisted sign-ups. */
  active: number;
}

/** The vacancy being written: its type after the write, its frequency now, and its dates (none on create). */
export interface ActivityTarget {
  vacancyType: string;
  frequency: string | null;
  existing: ExistingDate[];
}

function datesOf(occurrences: OccurrenceInput[]): PlannedDate[] {
  return occurrences.map((o) => {
    const startsAt = localToUtc(o.date, o.start_time);
    return {
      id: o.id ?? null,
      startsAt,
      endsAt: localToUtc(o.end_date ?? o.date, o.end_time),
      localDate: utcToLocal(startsAt).date,
      capacity: o.capacity ?? null,
    };
  });
}

function datesOfRule(rule: RecurrenceRule, existing: ExistingDate[]): PlannedDate[] {
  const byStart = new Map(existing.map((e) => [e.startsAt, e.id]));
  return expandRecurrence(rule).map(({ startsAt, endsAt }) => ({
    id: byStart.get(startsAt) ?? null,
    startsAt,
    endsAt,
    localDate: utcToLocal(startsAt).date,
    capacity: rule.capacity ?? null,
  }));
}

/** The checks and the plan; a refused write throws 422 with a pointer per field. */
export function planActivity(
  c: Context<ApiEnv>,
  data: ActivityFieldsInput,
  pointer: string,
  target: ActivityTarget,
): ActivityPlan {
  const errors: FieldError[] = [];
  const columns: ActivityPlan["columns"] = {};
  if (data.waitlist_enabled !== undefined) columns.waitlistEnabled = data.waitlist_enabled;
  const activity = target.vacancyType === "activity";
  const sentDates = data.occurrences !== undefined || (data.recurrence !== undefined && data.recurrence !== null);
  if (!activity) {
    for (const key of ["frequency", "occurrences", "recurrence"] as const) {
      if (data[key] !== undefined && data[key] !== null)
        errors.push(fieldError(`${pointer}/${key}`, "not_allowed", activityError(c, "activityOnly")));
    }
    if (errors.length) throw new JsonApiError(422, errors);
    return { columns, dates: null };
  }
  if (data.frequency !== undefined) columns.frequency = data.frequency;
  if (data.occurrences !== undefined && data.recurrence) {
    throw new JsonApiError(422, [fieldError(`${pointer}/recurrence`, "exclusive", activityError(c, "datesExclusive"))]);
  }
  if (data.recurrence === null && data.occurrences === undefined) columns.recurrence = null;
  if (!sentDates) return { columns, dates: null };

  const field = data.recurrence ? "recurrence" : "occurrences";
  let wanted: PlannedDate[];
  if (data.recurrence) {
    wanted = datesOfRule(data.recurrence, target.existing);
    columns.recurrence = data.recurrence;
  } else {
    wanted = datesOf(data.occurrences ?? []);
    columns.recurrence = null;
    const known = new Set(target.existing.map((e) => e.id));
    const seen = new Set<number>();
    wanted.forEach((w, i) => {
      if (w.id === null) return;
      if (!known.has(w.id)) {
        errors.push(
          fieldError(`${pointer}/occurrences/${i}/id`, "not_found", activityError(c, "unknownOccurrence", { id: w.id })),
        );
      } else if (seen.has(w.id)) {
        errors.push(
          fieldError(`${pointer}/occurrences/${i}/id`, "duplicate", activityError(c, "duplicateOccurrence", { id: w.id })),
        );
      }
      seen.add(w.id);
    });
  }
  const frequency = data.frequency !== undefined ? data.frequency : target.frequency;
  if (frequency === "once" && wanted.length !== 1) {
    errors.push(
      fieldError(`${pointer}/${field}`, "once_needs_one_date", activityError(c, "onceNeedsOneDate", { count: wanted.length })),
    );
  }
  const kept = new Set(wanted.map((w) => w.id).filter((id): id is number => id !== null));
  const removed = target.existing.filter((e) => !kept.has(e.id));
  for (const r of removed.filter((e) => e.active > 0)) {
    const local = utcToLocal(r.startsAt);
    errors.push(
      fieldError(
        `${pointer}/occurrences`,
        "occurrence_has_signups",
        activityError(c, "occurrenceHasSignups", { date: `${local.date} ${local.time}` }),
      ),
    );
  }
  if (errors.length) throw new JsonApiError(422, errors);
  return {
    columns,
    dates: {
      keep: wanted.filter((w) => w.id !== null),
      add: wanted.filter((w) => w.id === null),
      remove: removed.map((r) => r.id),
    },
  };
}

const asJson = (dates: PlannedDate[]) =>
  JSON.stringify(dates.map((d) => ({ id: d.id, s: d.startsAt, e: d.endsAt, d: d.localDate, c: d.capacity })));

/**
 * The statements of a plan, for the batch that writes the vacancy. `vacancyId` null: the vacancy is inserted by an
 * earlier statement of the same batch — the newest row of `vacancies` (AUTOINCREMENT, one writer, one transaction).
 * A removed date is deleted only while it still has no active sign-up (one that came in since the check stays).
 */
export function activityStatements(tenantId: string, vacancyId: number | null, plan: ActivityPlan, at: string): SQL[] {
  if (!plan.dates) return [];
  const { keep, add, remove } = plan.dates;
  const vid = vacancyId === null ? sql`(select max(id) from vacancies)` : sql`${vacancyId}`;
  const statements: SQL[] = [];
  if (remove.length) {
    statements.push(sql`delete from activity_occurrences
      where tenant_id = ${tenantId} and vacancy_id = ${vid} and id in (select value from json_each(${JSON.stringify(remove)}))
        and not exists (select 1 from applications a where a.occurrence_id = activity_occurrences.id
          and a.status in ${ACTIVE_SIGNUP_SQL})`);
  }
  if (keep.length) {
    statements.push(sql`update activity_occurrences set
        starts_at = json_extract(j.value, '$.s'), ends_at = json_extract(j.value, '$.e'),
        local_date = json_extract(j.value, '$.d'), capacity = json_extract(j.value, '$.c'), updated_at = ${at}
      from json_each(${asJson(keep)}) j
      where activity_occurrences.id = json_extract(j.value, '$.id') and activity_occurrences.tenant_id = ${tenantId}
        and activity_occurrences.vacancy_id = ${vid}`);
  }
  if (add.length) {
    statements.push(sql`insert into activity_occurrences (tenant_id, vacancy_id, starts_at, ends_at, local_date, capacity,
        created_at, updated_at)
      select ${tenantId}, ${vid}, json_extract(j.value, '$.s'), json_extract(j.value, '$.e'), json_extract(j.value, '$.d'),
        json_extract(j.value, '$.c'), ${at}, ${at}
      from json_each(${asJson(add)}) j`);
  }
  return statements;
}

/**
 * PRODUCT.md: an activity is publishable only with at least one upcoming date — one that has not begun, as a
 * sign-up needs (api/services/activities-signup.ts). `startsAt`: every date the activity has after the write (UTC
 * ISO instants, as stored). Past dates beside an upcoming one are fine.
 */
export function upcomingDateErrors(c: Context<ApiEnv>, pointer: string, startsAt: string[], now: string): FieldError[] {
  if (startsAt.some((s) => s > now)) return [];
  return [fieldError(`${pointer}/occurrences`, "no_upcoming_date", activityError(c, "noUpcomingDate"))];
}

/** The start instants an activity has after a write of `plan` (the existing ones when its dates are unchanged). */
export function datesAfter(plan: ActivityPlan, existing: ExistingDate[]): string[] {
  if (!plan.dates) return existing.map((e) => e.startsAt);
  return [...plan.dates.keep, ...plan.dates.add].map((d) => d.startsAt);
}

/** The dates a vacancy has now, with their active sign-ups (for the plan). */
export function existingDatesQuery(tenantId: string, vacancyId: number): SQL {
  return sql`select o.id, o.starts_at,
      (select count(*) from applications a where a.occurrence_id = o.id and a.status in ${ACTIVE_SIGNUP_SQL}) as active
    from activity_occurrences o where o.tenant_id = ${tenantId} and o.vacancy_id = ${vacancyId}`;
}
