/**
 * The demo activities (ADR 0022): for every tenant with activities (not meedoen, SPEC §1) four activities of the
 * organisation superuser's organisation at the default centre, with dates this month and next (relative to the
 * seed's clock, so the calendar is never empty): a one-off clean-up day, a weekly coffee morning (a rule, stored as
 * entered and expanded as the API does), a multi-day art route (one sign-up for both days) and a cooking workshop
 * with 2 places per date whose first date is full with a waitlist. Sign-ups from the tenant's volunteer and from
 * anonymous people. Appended after the demo vacancies' rows, so their ids stay as they were.
 */

import { DEFAULT_PLATFORM_CONFIG, type TenantId } from "../../config/tenants";
import { expandRecurrence, localToUtc, type RecurrenceRule, utcToLocal } from "../../contract/activities";
import type { ApplicationStatus } from "../../contract/applications";
import { ageGroupMask, tagMask, type VacancyTag } from "../../contract/vacancies";
import type { activityOccurrences } from "../schema";
import type { SeedRows } from "./build";
import { addDays, stamp } from "./clock";
import { APPLICANTS } from "./data/vacancy-texts";
import { seedDescription } from "./seed-doc";
import type { UserSeedRows } from "./users";
import type { VacancyRow, VacancySeedRows } from "./vacancies";

export type OccurrenceRow = typeof activityOccurrences.$inferInsert;

/** Tenants whose seed has activities: every one where `features.activities` is on. */
export const ACTIVITY_TENANTS = (Object.keys(DEFAULT_PLATFORM_CONFIG.tenants) as TenantId[]).filter(
  (t) => DEFAULT_PLATFORM_CONFIG.tenants[t].features.activities,
);

const REGIONAL: Partial<Record<string, VacancyTag>> = { oldebroek: "noord_veluwe", roermond: "midden_limburg" };

interface Plan {
  key: "cleanup" | "coffee" | "route" | "cooking";
  title: string;
  frequency: "once" | "regularly" | "multi_day";
  tags: VacancyTag[];
  capacity: number | null;
  paragraphs: (place: string) => string[];
}

const PLANS: Plan[] = [
  {
    key: "cleanup",
    title: "Opschoondag in de wijk",
    frequency: "once",
    tags: ["once", "free"],
    capacity: 25,
    paragraphs: (place) => [
      `Eén dag samen de wijk opruimen in ${place}: zwerfafval prikken, perken schoffelen en de speeltuin netjes maken.`,
      "Wij zorgen voor grijpers, handschoenen, vuilniszakken, koffie en een lunch. Je hoeft niets mee te nemen, behalve goede zin.",
      "Kom de hele dag of een paar uur: elke hand helpt. Kinderen zijn welkom onder begeleiding van een volwassene.",
    ],
  },
  {
    key: "coffee",
    title: "Koffieochtend voor buurtgenoten",
    frequency: "regularly",
    tags: ["regularly", "free"],
    capacity: null,
    paragraphs: (place) => [
      `Elke dinsdagochtend staat de koffie klaar in ${place}. Buurtgenoten komen langs voor een praatje, een spelletje of gewoon gezelschap.`,
      "Als vrijwilliger zet je koffie en thee, maak je een praatje en let je erop dat iedereen zich welkom voelt.",
      "Je kiest zelf op welke ochtenden je komt: meld je aan voor een datum die jou past.",
    ],
  },
  {
    key: "route",
    title: "Kunstroute-weekend",
    frequency: "multi_day",
    tags: ["multi_day"],
    capacity: 12,
    paragraphs: (place) => [
      `Een weekend lang openen kunstenaars in ${place} hun ateliers. Vrijwilligers ontvangen bezoekers, delen routekaarten uit en houden de looproute bij.`,
      "Je meldt je aan voor het hele weekend; samen maken we een rooster van dagdelen dat bij je past.",
      "Na afloop sluiten we het weekend samen af met een hapje en een drankje.",
    ],
  },
  {
    key: "cooking",
    title: "Kookworkshop met de buurt",
    frequency: "regularly",
    tags: ["regularly", "multipleDates"],
    capacity: null,
    paragraphs: (place) => [
      `Samen koken en eten met buurtgenoten in ${place}. Een kok leidt de workshop; jij helpt met snijden, opdienen en afwassen.`,
      "Per avond is er plaats voor twee vrijwilligers. Is een avond vol, dan kom je op de wachtlijst en schuif je door als er een plek vrijkomt.",
      "Een hygiënecursus is niet nodig: we leggen ter plekke alles uit.",
    ],
  },
];

/** Demo activities per tenant with activities (appended after the VACANCIES_PER_TENANT vacancies). */
export const ACTIVITIES_PER_TENANT = PLANS.length;

const lastDayOfNextMonth = (today: string) => {
  const [y, m] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);
};
/** The first date on or after `day` that is this weekday (0 = Monday … 6 = Sunday). */
const nextWeekday = (day: string, weekday: number) => {
  const current = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, (weekday - current + 7) % 7);
};

function datesOf(plan: Plan, today: string): { rule: RecurrenceRule | null; dates: Array<{ startsAt: string; endsAt: string }> } {
  const at = (day: string, start: string, end: string) => ({ startsAt: localToUtc(day, start), endsAt: localToUtc(day, end) });
  switch (plan.key) {
    case "cleanup":
      return { rule: null, dates: [at(addDays(today, 10), "10:00", "15:00")] };
    case "coffee": {
      const rule: RecurrenceRule = {
        freq: "weekly",
        interval: 1,
        weekdays: [1],
        start_date: `${today.slice(0, 7)}-01`,
        start_time: "10:00",
        end_time: "11:30",
        until: lastDayOfNextMonth(today),
      };
      return { rule, dates: expandRecurrence(rule) };
    }
    case "route": {
      const saturday = nextWeekday(addDays(today, 14), 5);
      return { rule: null, dates: [at(saturday, "11:00", "17:00"), at(addDays(saturday, 1), "11:00", "17:00")] };
    }
    case "cooking":
      return { rule: null, dates: [5, 12, 19].map((d) => at(addDays(today, d), "18:00", "20:30")) };
  }
}

/** Appends the activities, their dates and sign-ups of every tenant with activities to `out`. */
export function addActivities(out: VacancySeedRows, seed: SeedRows, accounts: UserSeedRows, today: string): void {
  for (const tenantId of ACTIVITY_TENANTS) {
    const centerId = DEFAULT_PLATFORM_CONFIG.tenants[tenantId].defaultVolunteerCenterId;
    const superuser = accounts.users.find((u) => u.email === `organization_superuser@${tenantId}.example.org`);
    const orgId = accounts.organizationMemberships.find((m) => m.userId === superuser?.id)?.organizationId;
    const org = seed.organizations.find((o) => o.id === orgId && o.volunteerCenterId === centerId);
    if (!org || !superuser) continue;
    const address = seed.addresses.find((a) => a.organizationId === org.id);
    const place = address?.city ?? "de wijk";
    const volunteer = accounts.users.find((u) => u.email === `volunteer@${tenantId}.example.org`);
    const regional = REGIONAL[tenantId];
    for (const plan of PLANS) {
      const { rule, dates } = datesOf(plan, today);
      const description = seedDescription(plan.paragraphs(place));
      const tags = [...plan.tags, ...(regional ? [regional] : [])];
      const vacancy: VacancyRow = {
        id: out.vacancies.length + 1,
        tenantId,
        volunteerCenterId: centerId,
        organizationId: org.id as number,
        title: plan.title,
        status: "published",
        vacancyType: "activity",
        description: description.json,
        descriptionHtml: description.html,
        searchBody: description.text,
        youtubeUrl: null,
        expiresAt: addDays(lastDayOfNextMonth(today), 1),
        publishedAt: stamp(today, -20, 9),
        contactPerson: seed.contactPersons.find((c) => c.organizationId === org.id)?.name ?? null,
        contactEmail: org.email ?? null,
        contactPhone: org.phoneNumber ?? null,
        contactPhoneVisible: false,
        tags,
        tagMask: tagMask(tags),
        ageGroupIds: [3, 4, 5],
        ageGroupMask: ageGroupMask([3, 4, 5]),
        locationType: "organization",
        street: null,
        houseNumber: null,
        houseNumberAddition: null,
        postalCode: null,
        city: address?.city ?? null,
        municipality: address?.municipality ?? null,
        latitude: address?.latitude ?? null,
        longitude: address?.longitude ?? null,
        organizationName: org.name,
        hoursPerWeek: null,
        vogRequired: false,
        capacity: plan.capacity,
        shared: false,
        frequency: plan.frequency,
        recurrence: rule,
        waitlistEnabled: true,
        expiryWarnedAt: null,
        expiredAt: null,
        deletedAt: null,
        createdById: superuser.id as number,
        createdAt: stamp(today, -21, 15),
        updatedAt: stamp(today, -20, 9),
      };
      out.vacancies.push(vacancy);
      const ids = dates.map((d) => {
        const id = out.activityOccurrences.length + 1;
        out.activityOccurrences.push({
          id,
          tenantId,
          vacancyId: vacancy.id as number,
          startsAt: d.startsAt,
          endsAt: d.endsAt,
          localDate: utcToLocal(d.startsAt).date,
          capacity: plan.key === "cooking" ? 2 : null,
          createdAt: vacancy.createdAt,
          updatedAt: vacancy.createdAt,
        });
        return { id, startsAt: d.startsAt };
      });
      const upcoming = ids.filter((d) => d.startsAt > stamp(today, 1, 0));
      const signUp = (occurrenceId: number | null, who: number | "volunteer", status: ApplicationStatus) =>
        addSignup(out, vacancy, occurrenceId, who === "volunteer" ? volunteer : who, status, today);
      if (plan.key === "cleanup") signUp(ids[0].id, "volunteer", "accepted");
      if (plan.key === "coffee" && upcoming[0]) {
        signUp(upcoming[0].id, "volunteer", "pending");
        signUp(upcoming[0].id, 20, "accepted");
      }
      if (plan.key === "route") signUp(null, "volunteer", "pending");
      if (plan.key === "cooking") {
        signUp(ids[0].id, 21, "accepted");
        signUp(ids[0].id, 22, "pending");
        signUp(ids[0].id, 23, "waitlisted");
        signUp(ids[1].id, 24, "pending");
      }
    }
  }
}

function addSignup(
  out: VacancySeedRows,
  vacancy: VacancyRow,
  occurrenceId: number | null,
  who: UserSeedRows["users"][number] | number | undefined,
  status: ApplicationStatus,
  today: string,
): void {
  if (who === undefined) return;
  const anonymous = typeof who === "number" ? APPLICANTS[who % APPLICANTS.length] : null;
  const person = anonymous
    ? {
        userId: null,
        firstName: anonymous[0],
        lastName: anonymous[1],
        email: `${`${anonymous[0]}.${anonymous[1]}`.toLowerCase().replace(/[^a-z.]/g, "")}@example.com`,
      }
    : {
        userId: (who as UserSeedRows["users"][number]).id as number,
        firstName: (who as UserSeedRows["users"][number]).firstName ?? "",
        lastName: (who as UserSeedRows["users"][number]).lastName ?? "",
        email: (who as UserSeedRows["users"][number]).email,
      };
  const n = out.applications.length;
  const createdAt = stamp(today, -2, 9 + (n % 10), (n * 7) % 60);
  const decided = status === "accepted";
  out.applications.push({
    id: n + 1,
    tenantId: vacancy.tenantId,
    vacancyId: vacancy.id as number,
    occurrenceId,
    organizationId: vacancy.organizationId,
    volunteerCenterId: vacancy.volunteerCenterId,
    userId: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phoneNumber: anonymous ? anonymous[2] : null,
    message: null,
    status,
    locale: "nl",
    idempotencyKey: null,
    withdrawTokenHash: null,
    decidedAt: decided ? stamp(today, -1, 10) : null,
    decidedById: decided ? (vacancy.createdById ?? null) : null,
    withdrawnAt: null,
    createdAt,
    updatedAt: decided ? stamp(today, -1, 10) : createdAt,
  });
}
