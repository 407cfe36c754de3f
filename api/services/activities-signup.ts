/**
 * Signing up for an activity's date (docs/decisions/0022): which occurrence an application is for, and
 * the SQL the one INSERT…SELECT place check (api/services/applications-apply.ts) and the waitlist promotion
 * (applications-status.ts) count with — per occurrence for a date, per vacancy otherwise (also a `multi_day`
 * activity: one sign-up for all its days).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { toOffsetIso } from "../../contract/activities";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { PLACE_TAKING_SQL } from "./activities";
import { mailInstant } from "./notification-mails";
import { firstWaitingIn, type PlaceQueue, roomIn, takenIn, waitingIn } from "./place-queue";

export interface SignupTarget {
  vacancyType: string;
  frequency: string | null;
}

export interface ChosenOccurrence {
  id: number;
  startsAt: string;
}

export type OccurrenceChoice =
  | { kind: "ok"; occurrence: ChosenOccurrence | null }
  | { kind: "occurrence_required" | "occurrence_unknown" | "occurrence_past" | "occurrence_not_allowed" };

/** Whether sign-ups for this vacancy are per date: an activity that is not `multi_day`. */
export const signsUpPerDate = (v: SignupTarget) => v.vacancyType === "activity" && v.frequency !== "multi_day";

/**
 * The date an application is for. `requested`: the `occurrence_id` sent (undefined/null = none). Per-date
 * activities: a sent id must be this vacancy's and still to come; none sent takes the only upcoming date, and is
 * refused when there are several. An activity without any dates takes sign-ups for the whole vacancy. Others: no id.
 */
export async function chooseOccurrence(
  c: Context<ApiEnv>,
  vacancyId: number,
  target: SignupTarget,
  requested: number | null | undefined,
  now = new Date(),
): Promise<OccurrenceChoice> {
  if (!signsUpPerDate(target)) {
    return requested == null ? { kind: "ok", occurrence: null } : { kind: "occurrence_not_allowed" };
  }
  const s = scope(c);
  const nowIso = now.toISOString();
  if (requested != null) {
    const [row] = await s.db.all<{ id: number; starts_at: string }>(sql`select id, starts_at from activity_occurrences
      where id = ${requested} and vacancy_id = ${vacancyId} and tenant_id = ${s.tenantId}`);
    if (!row) return { kind: "occurrence_unknown" };
    if (row.starts_at <= nowIso) return { kind: "occurrence_past" };
    return { kind: "ok", occurrence: { id: Number(row.id), startsAt: row.starts_at } };
  }
  const rows = await s.db.all<{ id: number; starts_at: string; upcoming: number }>(sql`select id, starts_at,
      starts_at > ${nowIso} as upcoming
    from activity_occurrences where vacancy_id = ${vacancyId} and tenant_id = ${s.tenantId}
    order by starts_at desc limit 50`);
  if (!rows.length) return { kind: "ok", occurrence: null };
  const upcoming = rows.filter((r) => Number(r.upcoming) === 1);
  if (upcoming.length === 1) return { kind: "ok", occurrence: { id: Number(upcoming[0].id), startsAt: upcoming[0].starts_at } };
  return { kind: upcoming.length ? "occurrence_required" : "occurrence_past" };
}

/** The applications that share places (and a waitlist) with one for this date (`p` the alias), `null` = the vacancy. */
export function samePlaces(alias: string, vacancyId: number | SQL, occurrenceId: number | null): SQL {
  const a = sql.raw(alias);
  return occurrenceId === null
    ? sql`${a}.vacancy_id = ${vacancyId} and ${a}.occurrence_id is null`
    : sql`${a}.occurrence_id = ${occurrenceId}`;
}

/** The applications sharing places with one for this date or vacancy, as a queue of the one place rule. */
const applicationPlaces = (vacancyId: number | SQL, occurrenceId: number | null): PlaceQueue => ({
  table: sql.raw("applications"),
  same: (alias) => samePlaces(alias, vacancyId, occurrenceId),
  capacity: capacitySql(vacancyId, occurrenceId),
  taking: PLACE_TAKING_SQL,
});

/** Places taken (pending + accepted) for this date or vacancy. */
export const takenSql = (vacancyId: number | SQL, occurrenceId: number | null) =>
  takenIn(applicationPlaces(vacancyId, occurrenceId));

/** The places of this date (its own, else the vacancy's) or of the vacancy; null = unlimited. */
export function capacitySql(vacancyId: number | SQL, occurrenceId: number | null): SQL {
  return occurrenceId === null
    ? sql`(select capacity from vacancies cv where cv.id = ${vacancyId})`
    : sql`(select coalesce(co.capacity, cv.capacity) from activity_occurrences co join vacancies cv on cv.id = co.vacancy_id
        where co.id = ${occurrenceId})`;
}

/** Someone waits for a place of this date or vacancy. */
export const waitingSql = (vacancyId: number | SQL, occurrenceId: number | null) =>
  waitingIn(applicationPlaces(vacancyId, occurrenceId));

/** A newcomer gets a place (api/services/place-queue.ts `roomIn`: the queue comes first, ADR 0021). */
export const roomSql = (vacancyId: number | SQL, occurrenceId: number | null) =>
  roomIn(applicationPlaces(vacancyId, occurrenceId));

/** The first in the queue for this date or vacancy (place-queue.ts `firstWaitingIn`), chosen inside the promotion. */
export const firstWaitingSql = (vacancyId: number | SQL, occurrenceId: number | null) =>
  firstWaitingIn(applicationPlaces(vacancyId, occurrenceId));

/** The date still to come at insert time (a sign-up racing the start is refused), or true for none. */
export const upcomingSql = (occurrenceId: number | null, nowIso: string) =>
  occurrenceId === null
    ? sql`1`
    : sql`exists (select 1 from activity_occurrences uo where uo.id = ${occurrenceId} and uo.starts_at > ${nowIso})`;

/**
 * "Koffieochtend — zaterdag 5 december, 10:00": the title the mails name, with the date signed up for — written by
 * the mail renderer in each recipient's language (notification-mails.ts `mailInstant`).
 */
export function titleWithDate(title: string, startsAt: string | null): string {
  if (!startsAt) return title;
  return `${title} — ${mailInstant(startsAt)}`;
}

export const offsetIsoOrNull = (startsAt: string | null | undefined) => (startsAt ? toOffsetIso(startsAt) : null);
