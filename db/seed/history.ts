/**
 * The demo seed's history: a chart of the last twelve months (SPEC §2 `/analytics`) needs records spread over those
 * months, not all made on the seed day. Pure and deterministic: every date follows from the row and the seed day
 * (db/seed/clock.ts). Orders stay as the data gives them — a "newest first" list of organisations shows the same
 * order as before, only further apart in time.
 */
import type { applications } from "../schema";
import type { SeedRows } from "./build";
import { addDays } from "./clock";
import { APPLICANTS, APPLICATION_MESSAGES } from "./data/vacancy-texts";

/** The oldest record of the demo history, in days before the seed day. */
export const HISTORY_DAYS = 360;
/** The newest organisation of a tenant, in days before the seed day (the pending ones wait about this long). */
const NEWEST_ORGANIZATION_DAYS = 6;

const DAY_MS = 86_400_000;

/** `at` moved to `day`, keeping its time of day. */
function onDay(at: string, day: string): string {
  return `${day}${at.slice(10)}`;
}

/**
 * The demo organisations' creation dates (and their approval's `decided_at`, two days later), spread per tenant over
 * the past twelve months: the tenant's distinct creation dates, oldest first, are laid out evenly from HISTORY_DAYS
 * ago up to a week ago, so organisations that were created on the same day still share one and the order is kept.
 * Their address, profile and contact person keep their own stamps.
 */
export function spreadOrganizations(rows: Pick<SeedRows, "organizations">, today: string): void {
  const byTenant = new Map<string, string[]>();
  for (const org of rows.organizations) {
    const days = byTenant.get(org.tenantId) ?? [];
    days.push((org.createdAt as string).slice(0, 10));
    byTenant.set(org.tenantId, days);
  }
  const moved = new Map<string, string>();
  for (const [tenantId, days] of byTenant) {
    const distinct = [...new Set(days)].sort();
    const span = HISTORY_DAYS - NEWEST_ORGANIZATION_DAYS;
    distinct.forEach((day, i) => {
      const back =
        distinct.length === 1 ? NEWEST_ORGANIZATION_DAYS : HISTORY_DAYS - Math.round((i * span) / (distinct.length - 1));
      moved.set(`${tenantId}|${day}`, addDays(today, -back));
    });
  }
  for (const org of rows.organizations) {
    const createdAt = org.createdAt as string;
    const day = moved.get(`${org.tenantId}|${createdAt.slice(0, 10)}`) as string;
    const at = onDay(createdAt, day);
    org.createdAt = at;
    org.updatedAt = at;
    if (org.decidedAt) {
      const decided = new Date(Date.parse(at) + 2 * DAY_MS).toISOString();
      org.decidedAt = decided;
      org.updatedAt = decided;
    }
  }
}

/** Ages of the demo volunteers in turn; `null` leaves the birth year empty (it is optional). */
const VOLUNTEER_AGES: Array<number | null> = [34, 19, 67, 45, null, 26, 72, 53, 16, 38, 81, null, 61, 23, 48];
const STUDENT_AGES = [15, 16, 17, 14];

/**
 * The demo users' sign-up dates spread over the past twelve months (by id, so the same on every run; never in the
 * last fortnight), and a birth year for volunteers and students over every age group, some left empty.
 */
export function spreadUsers(
  users: Array<{ id?: number; createdAt?: string; updatedAt?: string; confirmedAt?: string | null; birthYear?: number | null }>,
  rolesOf: (userId: number) => string[],
  today: string,
): void {
  const year = Number(today.slice(0, 4));
  for (const user of users) {
    const id = user.id as number;
    const back = 14 + ((id * 37) % (HISTORY_DAYS - 14));
    const at = `${addDays(today, -back)}T${String(8 + (id % 10)).padStart(2, "0")}:${String((id * 7) % 60).padStart(2, "0")}:00.000Z`;
    user.createdAt = at;
    user.updatedAt = at;
    if (user.confirmedAt) user.confirmedAt = at;
    const roles = rolesOf(id);
    if (roles.includes("student")) user.birthYear = year - STUDENT_AGES[id % STUDENT_AGES.length];
    else if (roles.includes("volunteer")) {
      const age = VOLUNTEER_AGES[id % VOLUNTEER_AGES.length];
      user.birthYear = age === null ? null : year - age;
    }
  }
}

/**
 * How many days before the seed day a demo vacancy was created and published, from the age the vacancy plan gives it
 * (10–179 days): up to three weeks unchanged (so the newest vacancies, the activities and the help requests' vacancies
 * keep their order), older ones stretched over the rest of the year. Monotone: "newest first" keeps its order.
 */
export function spreadAge(age: number): number {
  const keep = 21;
  if (age <= keep) return age;
  return keep + Math.round(((age - keep) * (HISTORY_DAYS - 5 - keep)) / (179 - keep));
}

/**
 * An application's creation, in days before the seed day: from a year back for the first of a tenant's demo
 * applications down to eight days for the last (the order of the plan, so a waitlist keeps its order), never before
 * the day after its vacancy was published (`publishedDaysAgo`).
 */
export function applicationDaysAgo(j: number, count: number, publishedDaysAgo: number): number {
  const spread = count <= 1 ? 8 : 8 + Math.round(((count - 1 - j) * (HISTORY_DAYS - 20)) / (count - 1));
  return Math.max(Math.min(8, publishedDaysAgo - 1), Math.min(spread, publishedDaysAgo - 1));
}

/** Whole days from `at`'s day to `today` (both `YYYY-MM-DD…`). */
export function daysBefore(today: string, at: string): number {
  return Math.round((Date.parse(today.slice(0, 10)) - Date.parse(at.slice(0, 10))) / DAY_MS);
}

/** When a decision on an application made `createdAt` came: a few hours to three weeks later, never after `latest`. */
export function decidedAfter(createdAt: string, j: number, latest: string): string {
  const hours = 3 + ((j * 53) % (21 * 24 - 3));
  const at = new Date(Date.parse(createdAt) + hours * 3_600_000).toISOString();
  return at < latest ? at : latest > createdAt ? latest : createdAt;
}

type ApplicationRow = typeof applications.$inferInsert;
type VacancyLike = {
  id?: number;
  tenantId: string;
  volunteerCenterId: number;
  organizationId: number;
  status?: string | null;
  capacity?: number | null;
  publishedAt?: string | null;
  vacancyType?: string | null;
};

/** Decided (and some withdrawn) applications of the past year, per centre, on vacancies the demo plan leaves alone. */
const HISTORY_OUTCOMES = ["accepted", "rejected", "accepted", "withdrawn", "rejected", "accepted"] as const;
/** Only vacancies published at least this long ago carry history applications. */
const HISTORY_MIN_AGE = 60;

/**
 * A few decided applications per centre spread over the past year, so the outcome chart shows accepted, rejected and
 * withdrawn ones in several months (the demo plan's applications are mostly recent). Anonymous applicants, on
 * published volunteering vacancies without places that no demo application or organisation superuser uses, with ids
 * from `startId` (after every other demo application, so those keep theirs).
 */
export function historyApplications(
  vacancies: VacancyLike[],
  taken: Array<{ vacancyId: number }>,
  ownOrganizations: number[],
  startId: number,
  today: string,
): ApplicationRow[] {
  const used = new Set(taken.map((a) => a.vacancyId));
  const out: ApplicationRow[] = [];
  const centers = [...new Set(vacancies.map((v) => v.volunteerCenterId))].sort((a, b) => a - b);
  for (const centerId of centers) {
    const candidates = vacancies.filter(
      (v) =>
        v.volunteerCenterId === centerId &&
        v.status === "published" &&
        (v.vacancyType ?? "volunteering") === "volunteering" &&
        v.capacity == null &&
        v.publishedAt &&
        daysBefore(today, v.publishedAt) >= HISTORY_MIN_AGE &&
        !used.has(v.id as number) &&
        !ownOrganizations.includes(v.organizationId),
    );
    HISTORY_OUTCOMES.forEach((status, n) => {
      const vacancy = candidates[(n * 5) % Math.max(candidates.length, 1)];
      if (!vacancy) return;
      const since = daysBefore(today, vacancy.publishedAt as string);
      // From the vacancy's publication up to a month ago, evenly.
      const back = since - 1 - Math.round((n * (since - 31)) / HISTORY_OUTCOMES.length);
      const [firstName, lastName, phone] = APPLICANTS[(centerId * 7 + n) % APPLICANTS.length];
      const createdAt = `${addDays(today, -back)}T${String(9 + n).padStart(2, "0")}:${String((centerId * 11 + n * 7) % 60).padStart(2, "0")}:00.000Z`;
      const decided = status === "accepted" || status === "rejected";
      const decidedAt = decided ? decidedAfter(createdAt, n + centerId, `${addDays(today, -3)}T10:00:00.000Z`) : null;
      const withdrawnAt = status === "withdrawn" ? decidedAfter(createdAt, n * 3, `${addDays(today, -3)}T10:00:00.000Z`) : null;
      out.push({
        id: startId + out.length,
        tenantId: vacancy.tenantId,
        vacancyId: vacancy.id as number,
        occurrenceId: null,
        organizationId: vacancy.organizationId,
        volunteerCenterId: centerId,
        userId: null,
        firstName,
        lastName,
        email: `${`${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "")}.${centerId}${n}@example.com`,
        phoneNumber: phone,
        message: APPLICATION_MESSAGES[n % APPLICATION_MESSAGES.length],
        status,
        locale: "nl",
        idempotencyKey: null,
        withdrawTokenHash: null,
        decidedAt,
        decidedById: null,
        withdrawnAt,
        createdAt,
        updatedAt: decidedAt ?? withdrawnAt ?? createdAt,
      });
    });
  }
  return out;
}
