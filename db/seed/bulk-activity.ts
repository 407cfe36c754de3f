/**
 * What happens around the `--scale` vacancies (seedBulk), for the analytics pages at scale (bench/analytics.mjs):
 * volunteers with a birth year (about one per BULK_VACANCIES_PER_VOLUNTEER vacancies), applications (0–6 per vacancy
 * that was published, about three on average, statuses mixed, decided a few hours to three weeks after) and help
 * requests at an address in one of the centre's towns (about one per BULK_VACANCIES_PER_HELP_REQUEST vacancies).
 * Pure: the rows follow from the PRNG seed, the start ids and `today`.
 */
import type { ApplicationStatus } from "../../contract/applications";
import type { applications, helpRequests, userRoles, users } from "../schema";
import { type BulkCenter, createRng } from "./bulk";
import type { BulkVacancy } from "./bulk-vacancies";
import { addDays, stamp } from "./clock";
import { CONTACT_NAMES, MUNICIPALITIES } from "./data/organization-extras";
import { townsForCenter } from "./data/regions";
import { APPLICATION_MESSAGES } from "./data/vacancy-texts";
import { daysBefore, decidedAfter } from "./history";

export const BULK_VACANCIES_PER_VOLUNTEER = 10;
export const BULK_VACANCIES_PER_HELP_REQUEST = 50;
/** Applications per published vacancy: 0 to this many, evenly (three on average). */
const MOST_APPLICATIONS = 6;
/** Bulk users and help requests are created over this many days before the seed day. */
const BULK_HISTORY_DAYS = 730;

const APPLICATION_STATUSES: [ApplicationStatus, number][] = [
  ["pending", 0.28],
  ["accepted", 0.32],
  ["rejected", 0.2],
  ["withdrawn", 0.12],
  ["waitlisted", 0.08],
];
/** Ages of the bulk volunteers: 14–85, and one in ten without a birth year. */
const MIN_AGE = 14;
const MAX_AGE = 85;

type Rng = () => number;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const two = (n: number) => String(n).padStart(2, "0");

function weighted<T>(rng: Rng, table: [T, number][]): T {
  const roll = rng();
  let sum = 0;
  for (const [value, share] of table) {
    sum += share;
    if (roll < sum) return value;
  }
  return table[table.length - 1][0];
}

export interface BulkVolunteer {
  id: number;
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface BulkPeople {
  users: (typeof users.$inferInsert)[];
  userRoles: (typeof userRoles.$inferInsert)[];
}

/** `count` volunteers, the tenants in turn (as the vacancies), round-robin over each tenant's centres. */
export function generateBulkVolunteers(
  centers: BulkCenter[],
  start: { user: number; role: number },
  count: number,
  today: string,
): BulkPeople {
  const rng = createRng(start.user * 13 + count);
  const tenants = [...new Set(centers.map((c) => c.tenantId))];
  const out: BulkPeople = { users: [], userRoles: [] };
  const year = Number(today.slice(0, 4));
  for (let i = 0; i < count; i++) {
    const tenantId = tenants[i % tenants.length];
    const own = centers.filter((c) => c.tenantId === tenantId);
    const center = own[Math.floor(i / tenants.length) % own.length];
    const id = start.user + i;
    const [firstName, lastName] = CONTACT_NAMES[int(rng, 0, CONTACT_NAMES.length - 1)];
    const createdAt = stamp(today, -int(rng, 1, BULK_HISTORY_DAYS), int(rng, 7, 21), int(rng, 0, 59));
    out.users.push({
      id,
      tenantId,
      volunteerCenterId: center.id,
      email: `bulk-volunteer-${id}@${tenantId}.example.org`,
      firstName,
      lastName,
      birthYear: rng() < 0.1 ? null : year - int(rng, MIN_AGE, MAX_AGE),
      status: "active",
      confirmedAt: createdAt,
      locale: "nl",
      createdAt,
      updatedAt: createdAt,
    });
    out.userRoles.push({ id: start.role + i, tenantId, userId: id, role: "volunteer", organizationId: null, createdAt });
  }
  return out;
}

export type BulkApplication = typeof applications.$inferInsert;

/**
 * The applications on `vacancies` (ids from `startId`): 0–6 on each vacancy published at least two days ago, made
 * between its publication and yesterday, a third of them by one of the tenant's bulk volunteers (each at most once
 * per vacancy), the rest anonymous.
 */
export function generateBulkApplications(
  vacancies: BulkVacancy[],
  volunteers: Map<string, BulkVolunteer[]>,
  startId: number,
  today: string,
): BulkApplication[] {
  const rng = createRng(startId * 11 + vacancies.length);
  const latest = stamp(today, -1, 18, 0);
  const out: BulkApplication[] = [];
  for (const vacancy of vacancies) {
    if (!vacancy.publishedAt) continue;
    const age = daysBefore(today, vacancy.publishedAt);
    const count = int(rng, 0, MOST_APPLICATIONS);
    if (age < 2) continue;
    const people = volunteers.get(vacancy.tenantId) ?? [];
    const vacancyId = vacancy.id as number;
    for (let k = 0; k < count; k++) {
      const id = startId + out.length;
      const status = weighted(rng, APPLICATION_STATUSES);
      const createdAt = stamp(today, -int(rng, 1, age - 1), int(rng, 7, 22), int(rng, 0, 59));
      const person = k < people.length && rng() < 0.33 ? people[(vacancyId + k) % people.length] : null;
      const decided = status === "accepted" || status === "rejected";
      const endedAt = decided || status === "withdrawn" ? decidedAfter(createdAt, int(rng, 0, 10_000), latest) : null;
      out.push({
        id,
        tenantId: vacancy.tenantId,
        vacancyId,
        occurrenceId: null,
        organizationId: vacancy.organizationId,
        volunteerCenterId: vacancy.volunteerCenterId,
        userId: person?.id ?? null,
        firstName: person?.firstName ?? "Bulk",
        lastName: person?.lastName ?? `Aanmelder ${id}`,
        email: person?.email ?? `bulk-applicant-${id}@example.com`,
        phoneNumber: null,
        message: APPLICATION_MESSAGES[id % APPLICATION_MESSAGES.length],
        status,
        locale: "nl",
        decidedAt: decided ? endedAt : null,
        withdrawnAt: status === "withdrawn" ? endedAt : null,
        queuedAt: createdAt,
        createdAt,
        updatedAt: endedAt ?? createdAt,
      });
    }
  }
  return out;
}

const HELP_TITLES = [
  ["Boodschappen doen", "Wie kan één keer per week boodschappen voor mij doen?"],
  ["Hulp in de tuin", "Mijn tuin is te veel werk geworden: snoeien en onkruid wieden."],
  ["Vervoer naar het ziekenhuis", "Ik heb een afspraak in het ziekenhuis en geen vervoer."],
  ["Computerhulp", "Ik wil leren videobellen met mijn kleinkinderen."],
  ["Klusje in huis", "Een lamp ophangen en een kastje vastzetten."],
  ["Wandelmaatje", "Ik zoek iemand om samen een rondje te wandelen."],
] as const;
const HELP_STATUSES: ["pending" | "approved" | "rejected", number][] = [
  ["pending", 0.3],
  ["approved", 0.5],
  ["rejected", 0.2],
];

/**
 * `count` help requests (ids from `startId`), the tenants in turn, at an address in one of the centre's towns, made
 * over the past two years and decided a day or two later (except the pending ones). Approved ones carry no vacancy:
 * the demo's matched requests show that flow; these are figures for the report.
 */
export function generateBulkHelpRequests(
  centers: BulkCenter[],
  startId: number,
  count: number,
  today: string,
): (typeof helpRequests.$inferInsert)[] {
  const rng = createRng(startId * 17 + count);
  const tenants = [...new Set(centers.map((c) => c.tenantId))];
  const out: (typeof helpRequests.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const tenantId = tenants[i % tenants.length];
    const own = centers.filter((c) => c.tenantId === tenantId);
    const center = own[Math.floor(i / tenants.length) % own.length];
    const towns = townsForCenter(center.id);
    const town = towns[int(rng, 0, towns.length - 1)];
    const id = startId + i;
    const [title, description] = HELP_TITLES[int(rng, 0, HELP_TITLES.length - 1)];
    const [firstName, lastName] = CONTACT_NAMES[int(rng, 0, CONTACT_NAMES.length - 1)];
    const back = int(rng, 3, BULK_HISTORY_DAYS);
    const createdAt = stamp(today, -back, int(rng, 8, 20), int(rng, 0, 59));
    const status = weighted(rng, HELP_STATUSES);
    const decidedAt =
      status === "pending" ? null : `${addDays(today, -back + int(rng, 1, 2))}T${two(int(rng, 9, 16))}:00:00.000Z`;
    out.push({
      id,
      tenantId,
      volunteerCenterId: center.id,
      name: `${firstName} ${lastName}`,
      email: `bulk-help-${id}@example.net`,
      phoneNumber: null,
      street: town.streets[int(rng, 0, town.streets.length - 1)],
      houseNumber: String(int(rng, 1, 120)),
      houseNumberAddition: null,
      postalCode: `${town.postcodes[int(rng, 0, town.postcodes.length - 1)]} ${"ABCDEGHJKLMNPRTVWXZ"[int(rng, 0, 18)]}${"ABCDEGHJKLMNPRTVWXZ"[int(rng, 0, 18)]}`,
      city: town.city,
      // PDOK's gemeentenaam of the town, as the submit's address lookup stores it (the municipality report, ADR 0068).
      municipality: MUNICIPALITIES[town.city] ?? town.city,
      neighbourhood: null,
      title,
      description,
      when: "in overleg",
      status,
      reason: status === "rejected" ? "Hiervoor kunt u beter bij de huisarts terecht." : null,
      decidedAt,
      decidedById: null,
      vacancyId: null,
      locale: "nl",
      idempotencyKey: null,
      createdAt,
      updatedAt: decidedAt ?? createdAt,
    });
  }
  return out;
}
