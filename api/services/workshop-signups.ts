/**
 * Signing up for a workshop and withdrawing (docs/decisions/0072-workshops.md), with the applications' place rule
 * (api/services/place-queue.ts; ADRs 0021, 0056): the sign-up is ONE `INSERT … SELECT` that chooses `confirmed` or
 * `waitlisted` itself — a newcomer waits while the places are taken or anyone waits — and requires the workshop to
 * be the tenant's, not cancelled and still to come; a withdrawn person's row is taken back as a new sign-up at the
 * end of the queue (the upsert's `DO UPDATE … WHERE status = 'withdrawn'`), any other existing row is left alone.
 * A withdrawal and the promotions it allows are one batch; each promotion is ONE conditional UPDATE that chooses the
 * first in the queue itself and takes a place only while one is free and the workshop has not begun; the promoted
 * volunteer hears of it in the app (ADR 0065) from the same batch.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { type Statement, writeBatch } from "./notification-mails";
import { notifyStatement } from "./notifications-write";
import { firstWaitingIn, type PlaceQueue, placeFreeIn, positionIn, roomIn, takenIn } from "./place-queue";

/** The statuses that hold a place of a workshop. */
const CONFIRMED_SQL = sql.raw(`('confirmed')`);
/** At most this many promotions in one batch (the freed place, and places found free while people wait). */
const PROMOTION_SLOTS = 10;

/** The sign-ups of one workshop, as a queue of the one place rule. */
export const workshopPlaces = (workshopId: number | SQL): PlaceQueue => ({
  table: sql.raw("workshop_signups"),
  same: (alias) => sql`${sql.raw(alias)}.workshop_id = ${workshopId}`,
  capacity: sql`(select cw.capacity from workshops cw where cw.id = ${workshopId})`,
  taking: CONFIRMED_SQL,
});

/** Places taken (confirmed) of a workshop, for a list or a row (`w.id`). */
export const confirmedCountSql = (workshopId: number | SQL) => takenIn(workshopPlaces(workshopId));

/** The waitlist place of the sign-up row `alias` (null when it does not wait). */
export const signupPositionSql = (workshopId: number | SQL, alias: string) => positionIn(workshopPlaces(workshopId), alias);

/** The workshop takes sign-ups at `at`: not cancelled and not begun. */
const openSql = (workshopId: number | SQL, at: string) =>
  sql`exists (select 1 from workshops ow where ow.id = ${workshopId} and ow.cancelled_at is null and ow.starts_at > ${at})`;

export type SignUpOutcome =
  | { kind: "signed_up"; status: "confirmed" | "waitlisted" }
  | { kind: "already"; status: "confirmed" | "waitlisted" }
  | { kind: "closed" };

/** Signs `userId` up for the workshop (its tenant, centre and visibility checked by the route's guards). */
export async function signUpForWorkshop(
  db: Db,
  tenantId: string,
  workshopId: number,
  userId: number,
  now = new Date(),
): Promise<SignUpOutcome> {
  const at = now.toISOString();
  const room = roomIn(workshopPlaces(sql`w.id`));
  const [row] = await db.all<{ status: "confirmed" | "waitlisted" }>(sql`insert into workshop_signups
      (tenant_id, workshop_id, user_id, status, queued_at, created_at, updated_at)
    select w.tenant_id, w.id, ${userId}, case when ${room} then 'confirmed' else 'waitlisted' end, ${at}, ${at}, ${at}
    from workshops w
    where w.id = ${workshopId} and w.tenant_id = ${tenantId} and w.cancelled_at is null and w.starts_at > ${at}
    on conflict (workshop_id, user_id) do update set status = excluded.status, queued_at = excluded.queued_at,
      withdrawn_at = null, updated_at = excluded.updated_at
      where workshop_signups.status = 'withdrawn'
    returning status`);
  if (row) return { kind: "signed_up", status: row.status };
  // Nothing written: signed up already (the same answer again), or the workshop closed meanwhile.
  const [existing] = await db.all<{ status: string }>(sql`select status from workshop_signups
    where workshop_id = ${workshopId} and user_id = ${userId}`);
  if (existing && existing.status !== "withdrawn") {
    return { kind: "already", status: existing.status as "confirmed" | "waitlisted" };
  }
  return { kind: "closed" };
}

interface PlacesNow {
  tenantId: string;
  workshopId: number;
  title: string;
  /** Places free now (capacity − confirmed, at least 0). */
  free: number;
}

/**
 * The promotions of a workshop at `at`: PROMOTION_SLOTS conditional UPDATEs at most, as many as places may be
 * free (`free` read before; each statement checks again, so a stale read promotes no one too many). After each, the
 * promoted volunteer's in-app notification (ADR 0065), written only when that UPDATE moved a row (`changes() = 1`)
 * and addressed to the rows this batch confirmed (queued before `at`, confirmed at `at`; one per person: the key).
 */
export function promotionStatements(places: PlacesNow, at: string): Statement[] {
  const { tenantId, workshopId, title } = places;
  const q = workshopPlaces(workshopId);
  const slots = Math.min(PROMOTION_SLOTS, Math.max(1, places.free));
  const promoted = sql`select s.user_id as id from workshop_signups s where s.workshop_id = ${workshopId}
    and s.status = 'confirmed' and s.updated_at = ${at} and s.queued_at < ${at}`;
  return Array.from({ length: slots }, () => [
    sql`update workshop_signups set status = 'confirmed', updated_at = ${at}
      where id = ${firstWaitingIn(q)} and ${placeFreeIn(q)} and ${openSql(workshopId, at)}`,
    notifyStatement(
      tenantId,
      promoted,
      {
        kind: "workshop_promoted",
        params: { workshop: title },
        link: "/workshops",
        dedupeKey: `workshop_promoted:${workshopId}:${at}`,
      },
      sql`changes() = 1`,
    ),
  ]).flat();
}

/** A workshop's title and its places free now. */
async function placesNow(db: Db, tenantId: string, workshopId: number): Promise<PlacesNow> {
  const [row] = await db.all<{ title: string; free: number }>(
    sql`select title, max(0, capacity - ${confirmedCountSql(workshopId)}) as free from workshops where id = ${workshopId}`,
  );
  return { tenantId, workshopId, title: row?.title ?? "", free: Number(row?.free ?? 0) };
}

export type WithdrawOutcome = { kind: "withdrawn" | "none" } | { kind: "closed" };

/** Withdraws the user's sign-up; a place it frees goes to the first in the queue in the same batch. */
export async function withdrawFromWorkshop(
  db: Db,
  tenantId: string,
  workshopId: number,
  userId: number,
  now = new Date(),
): Promise<WithdrawOutcome> {
  const at = now.toISOString();
  const [open] = await db.all<{ open: number }>(sql`select ${openSql(workshopId, at)} as open`);
  if (!Number(open?.open)) return { kind: "closed" };
  // The freed place (if the row held one) plus any found free while people wait.
  const places = await placesNow(db, tenantId, workshopId);
  const results = await writeBatch(db, [
    sql`update workshop_signups set status = 'withdrawn', withdrawn_at = ${at}, updated_at = ${at}
      where tenant_id = ${tenantId} and workshop_id = ${workshopId} and user_id = ${userId}
        and status in ('confirmed', 'waitlisted')
      returning id`,
    ...promotionStatements({ ...places, free: places.free + 1 }, at),
  ]);
  return { kind: results[0].length ? "withdrawn" : "none" };
}

/** After a workshop's capacity grew: its queue moves up into the new places (the same conditional UPDATEs). */
export async function promoteIntoFreePlaces(db: Db, tenantId: string, workshopId: number, now = new Date()): Promise<void> {
  const places = await placesNow(db, tenantId, workshopId);
  if (places.free > 0) await writeBatch(db, promotionStatements(places, now.toISOString()));
}
