/** What the iCalendar tests share: activities, dates and sign-ups written straight into the test D1. */
import { and, eq } from "drizzle-orm";
import { amsterdamToday } from "../../../contract/dates";
import { activityOccurrences, applications, organizationMemberships, organizations, users, vacancies } from "../../../db/schema";
import type { ApiHarness } from "../../../tests/setup/api";

export const VOLUNTEER = "volunteer@oldebroek.example.org";
export const STUDENT = "student@oldebroek.example.org";
export const ORG_SUPERUSER = "organization_superuser@oldebroek.example.org";

const DAY = 86_400_000;

/** `YYYY-MM-DD` this many days from now (Amsterdam). */
export const daysFromNow = (days: number) => amsterdamToday(new Date(Date.now() + days * DAY));

/**
 * The next last Sunday of October at least two days away (always within a year): the day CEST ends. 10:00 on the
 * Saturday before is 08:00Z (+02:00); 10:00 that Sunday is 09:00Z (+01:00).
 */
export function nextOctoberChange(now = new Date()): { saturday: string; sunday: string } {
  for (let year = now.getUTCFullYear(); ; year++) {
    const last = new Date(Date.UTC(year, 9, 31));
    last.setUTCDate(31 - last.getUTCDay());
    if (last.getTime() > now.getTime() + 2 * DAY) {
      const sunday = last.toISOString().slice(0, 10);
      const saturday = new Date(last.getTime() - DAY).toISOString().slice(0, 10);
      return { saturday, sunday };
    }
  }
}

export interface Ids {
  tenant: string;
  centerId: number;
  organizationId: number;
  organizationName: string;
}

/** An approved organisation of the tenant's default centre (the organisation superuser's, on oldebroek). */
export async function organizationOf(h: ApiHarness, email: string): Promise<Ids> {
  const [row] = await h.db
    .select({
      id: organizations.id,
      name: organizations.name,
      tenant: organizations.tenantId,
      centerId: organizations.volunteerCenterId,
    })
    .from(users)
    .innerJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
    .where(and(eq(users.email, email), eq(organizations.status, "approved")))
    .limit(1);
  if (!row) throw new Error(`${email} has no approved organisation`);
  return { tenant: row.tenant, centerId: row.centerId, organizationId: row.id, organizationName: row.name };
}

export async function userId(h: ApiHarness, email: string): Promise<number> {
  const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

let count = 0;

/** A vacancy (an activity unless said otherwise) with these dates: `[startsAt, endsAt]` UTC instants. */
export async function addActivity(
  h: ApiHarness,
  ids: Ids,
  dates: Array<[string, string]>,
  values: Partial<typeof vacancies.$inferInsert> = {},
): Promise<{ vacancyId: number; occurrenceIds: number[] }> {
  count += 1;
  const [vacancy] = await h.db
    .insert(vacancies)
    .values({
      tenantId: ids.tenant,
      volunteerCenterId: ids.centerId,
      organizationId: ids.organizationId,
      organizationName: ids.organizationName,
      title: `Koffieochtend ${count}`,
      status: "published",
      vacancyType: "activity",
      frequency: dates.length > 1 ? "regularly" : "once",
      publishedAt: new Date().toISOString(),
      searchBody: "Samen koffie drinken in het dorpshuis.",
      city: "Wezep",
      ...values,
    })
    .returning({ id: vacancies.id });
  const occurrenceIds: number[] = [];
  for (const [startsAt, endsAt] of dates) {
    const [row] = await h.db
      .insert(activityOccurrences)
      .values({
        tenantId: ids.tenant,
        vacancyId: vacancy.id,
        startsAt,
        endsAt,
        localDate: amsterdamToday(new Date(startsAt)),
      })
      .returning({ id: activityOccurrences.id });
    occurrenceIds.push(row.id);
  }
  return { vacancyId: vacancy.id, occurrenceIds };
}

/** A sign-up of a user for one date (or, with `occurrenceId` null, for the whole activity). */
export async function addSignup(
  h: ApiHarness,
  ids: Ids,
  values: { vacancyId: number; occurrenceId: number | null; userId: number; status: string; email?: string },
) {
  count += 1;
  await h.db.insert(applications).values({
    tenantId: ids.tenant,
    vacancyId: values.vacancyId,
    occurrenceId: values.occurrenceId,
    organizationId: ids.organizationId,
    volunteerCenterId: ids.centerId,
    userId: values.userId,
    firstName: "Vera",
    lastName: "Vrijwilliger",
    email: values.email ?? `signup-${count}@example.net`,
    status: values.status as typeof applications.$inferInsert.status,
  });
}

/** An hour-long date `days` from now at 10:00Z. */
export const dateIn = (days: number, hours = 1): [string, string] => {
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const start = `${day}T10:00:00.000Z`;
  return [start, new Date(Date.parse(start) + hours * 3600_000).toISOString()];
};
