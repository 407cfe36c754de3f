/**
 * Activities' dates on the wire (docs/decisions/0022): the dates of one vacancy (`GET /vacancies/{id}`
 * `occurrences`), the words of the activity API, and the places taken per date. The list resource:
 * api/resources/activity-occurrences/; writes: api/services/activity-writes.ts.
 */
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { PAST_OCCURRENCE_DAYS, toOffsetIso, utcToLocal, type VacancyOccurrenceAttributes } from "../../contract/activities";
import type { Db } from "../../db";
import en from "../../locales/en/activity-api.json";
import nl from "../../locales/nl/activity-api.json";
import { requestLocale } from "../mail";
import type { ApiEnv } from "../types";

const TEXTS = { nl, en } as const;

/** The activity API's own words (locales/<lang>/activity-api.json `errors.<key>`), in the request's language. */
export function activityError(c: Context<ApiEnv>, key: string, vars: Record<string, string | number> = {}): string {
  const text = (TEXTS[requestLocale(c)].errors as Record<string, string>)[key];
  if (typeof text !== "string") return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ""));
}

/** The statuses that hold a place, and those that keep a date from being removed. */
export const PLACE_TAKING_SQL = sql.raw(`('pending', 'accepted')`);
export const ACTIVE_SIGNUP_SQL = sql.raw(`('pending', 'accepted', 'waitlisted')`);

/** The local date, times and offset ISO of a row's instants. */
export function occurrenceTimes(startsAt: string, endsAt: string) {
  const start = utcToLocal(startsAt);
  const end = utcToLocal(endsAt);
  return {
    startsAt: toOffsetIso(startsAt),
    endsAt: toOffsetIso(endsAt),
    date: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
  };
}

/** Places left: null = unlimited. */
export const placesLeft = (capacity: number | null, taken: number) => (capacity === null ? null : Math.max(0, capacity - taken));

export interface OccurrenceRow {
  id: number;
  startsAt: string;
  endsAt: string;
  localDate: string;
  capacity: number | null;
  /** Pending + accepted sign-ups for this date. */
  taken: number;
}

/** A vacancy's dates from `since` (UTC ISO) on, ascending, with the places taken per date. */
export async function occurrenceRows(db: Db, tenantId: string, vacancyId: number, since: string): Promise<OccurrenceRow[]> {
  const rows = await db.all<Record<string, unknown>>(sql`select o.id, o.starts_at, o.ends_at, o.local_date, o.capacity,
      (select count(*) from applications a where a.occurrence_id = o.id and a.status in ${PLACE_TAKING_SQL}) as taken
    from activity_occurrences o
    where o.vacancy_id = ${vacancyId} and o.tenant_id = ${tenantId} and o.ends_at >= ${since}
    order by o.starts_at, o.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    startsAt: String(r.starts_at),
    endsAt: String(r.ends_at),
    localDate: String(r.local_date),
    capacity: r.capacity === null ? null : Number(r.capacity),
    taken: Number(r.taken),
  }));
}

/**
 * The dates `GET /vacancies/{id}` answers: the upcoming ones and those of the last 30 days (flagged `past` once
 * started). Capacity: the date's own, else the vacancy's. A `multi_day` activity is signed up for whole: its places
 * are the vacancy's (`vacancyTaken`, the sign-ups without a date).
 */
export async function vacancyOccurrences(
  db: Db,
  tenantId: string,
  vacancy: { id: number; capacity: number | null; frequency: string | null },
  vacancyTaken: number,
  now = new Date(),
): Promise<VacancyOccurrenceAttributes[]> {
  const since = new Date(now.getTime() - PAST_OCCURRENCE_DAYS * 86_400_000).toISOString();
  const rows = await occurrenceRows(db, tenantId, vacancy.id, since);
  const nowIso = now.toISOString();
  return rows.map((r) => {
    const capacity = r.capacity ?? vacancy.capacity;
    return {
      id: r.id,
      ...occurrenceTimes(r.startsAt, r.endsAt),
      capacity,
      placesLeft: placesLeft(capacity, vacancy.frequency === "multi_day" ? vacancyTaken : r.taken),
      past: r.startsAt <= nowIso,
    };
  });
}
