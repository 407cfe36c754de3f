/**
 * The place and waitlist rule (ADR 0021, per date ADR 0022, promotion ADR 0056), once, for every queue of sign-ups:
 * an application for a vacancy or an activity's date (api/services/activities-signup.ts) and a workshop sign-up
 * (api/services/workshop-signups.ts; docs/decisions/0072-workshops.md). A queue is the rows sharing places — a
 * table and a condition on an alias — with their capacity and the statuses that hold a place. The pieces are SQL
 * for the one statement that decides: the INSERT…SELECT that signs up (`roomIn`: a place, or the end of the queue)
 * and the conditional UPDATE that promotes (`firstWaitingIn` while `takenIn` < capacity), so parallel requests are
 * serialised by D1's single writer and never overfill nor pass the queue.
 */
import { type SQL, sql } from "drizzle-orm";

export interface PlaceQueue {
  /** The table of the sign-ups (trusted: a constant of the caller). */
  table: SQL;
  /** The rows that share these places, on the alias given. */
  same: (alias: string) => SQL;
  /** The number of places; null = unlimited (no waitlist). */
  capacity: SQL;
  /** The statuses that hold a place, as an SQL list (`('pending', 'accepted')`). */
  taking: SQL;
}

/** Places taken. */
export const takenIn = (q: PlaceQueue) =>
  sql`(select count(*) from ${q.table} p where ${q.same("p")} and p.status in ${q.taking})`;

/** Someone waits for a place. */
export const waitingIn = (q: PlaceQueue) =>
  sql`exists (select 1 from ${q.table} q where ${q.same("q")} and q.status = 'waitlisted')`;

/**
 * A newcomer gets a place: no capacity, or fewer taken than it and nobody waiting — the queue comes first (ADR 0021:
 * while anyone waits, a freed place is theirs, and a newcomer joins the end of the queue).
 */
export const roomIn = (q: PlaceQueue) => sql`(${q.capacity} is null or (${takenIn(q)} < ${q.capacity} and not ${waitingIn(q)}))`;

/**
 * The first in the queue: the earliest `queued_at` (made, or made anew after a withdrawal), then the lowest id.
 * Chosen inside the statement that promotes it, never read before (ADR 0021).
 */
export const firstWaitingIn = (q: PlaceQueue) =>
  sql`(select w.id from ${q.table} w where ${q.same("w")} and w.status = 'waitlisted'
    order by w.queued_at, w.id limit 1)`;

/** A place is free: fewer taken than the capacity (false when unlimited: nobody waits there). */
export const placeFreeIn = (q: PlaceQueue) => sql`${takenIn(q)} < ${q.capacity}`;

/** The waitlist place (1 = next) of the row `row` (an alias of the same table), or null when it does not wait. */
export const positionIn = (q: PlaceQueue, row: string) => {
  const r = sql.raw(row);
  return sql`case when ${r}.status = 'waitlisted' then (select count(*) from ${q.table} pq where ${q.same("pq")}
    and pq.status = 'waitlisted' and (pq.queued_at, pq.id) <= (${r}.queued_at, ${r}.id)) end`;
};
