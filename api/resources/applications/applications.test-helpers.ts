/** What the applications tests share: templates in the test D1, a vacancy of the demo organisation, an apply call. */
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { defaultTemplateRows } from "../../../db/notification-template-defaults";
import { applications, mailOutbox, notificationTemplates, organizationMemberships, users, vacancies } from "../../../db/schema";
import type { ApiHarness } from "../../../tests/setup/api";
import { as, nextIp } from "../../../tests/setup/auth";

export const ORG_SUPERUSER = "organization_superuser@oldebroek.example.org";
export const CENTER = "center_superuser@oldebroek.example.org";
export const ADMIN = "admin@oldebroek.example.org";
export const VOLUNTEER = "volunteer@oldebroek.example.org";
export const STUDENT = "student@oldebroek.example.org";
export const MENTOR = "mentor@oldebroek.example.org";
export const ROERMOND_ADMIN = "admin@roermond.example.org";

export interface Fixture {
  /** The organisation superuser's organisation (the demo non-profit) and the mentor's school. */
  orgId: number;
  schoolId: number;
  centerId: number;
}

async function membershipOf(h: ApiHarness, email: string): Promise<{ organizationId: number; userId: number; centerId: number }> {
  const [row] = await h.db
    .select({ organizationId: organizationMemberships.organizationId, userId: users.id, centerId: users.volunteerCenterId })
    .from(users)
    .innerJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  if (!row) throw new Error(`${email} has no organisation`);
  return row;
}

/** The stored templates (the seed writes them once it has them; until then the test does) and the demo ids. */
export async function setUp(h: ApiHarness): Promise<Fixture> {
  const org = await membershipOf(h, ORG_SUPERUSER);
  const school = await membershipOf(h, MENTOR);
  const centres = await h.db.all<{ tenant_id: string; id: number }>(sql`select tenant_id, id from volunteer_centers`);
  const rows = centres.flatMap((c) => defaultTemplateRows(c.tenant_id, c.id));
  // D1 binds at most 100 parameters a statement: one row (8) per statement, all in one batch.
  const [first, ...rest] = rows.map((row) => h.db.insert(notificationTemplates).values(row).onConflictDoNothing());
  await h.db.batch([first, ...rest]);
  return { orgId: org.organizationId, schoolId: school.organizationId, centerId: org.centerId };
}

let titles = 0;
export async function makeVacancy(h: ApiHarness, fx: Fixture, values: Partial<typeof vacancies.$inferInsert> = {}) {
  titles += 1;
  const [row] = await h.db
    .insert(vacancies)
    .values({
      tenantId: "oldebroek",
      volunteerCenterId: fx.centerId,
      organizationId: fx.orgId,
      title: `Maatje voor de moestuin ${titles}`,
      status: "published",
      organizationName: "Demo",
      ...values,
    })
    .returning();
  return row;
}

let people = 0;
export function person(overrides: Record<string, unknown> = {}) {
  people += 1;
  return {
    first_name: "Anna",
    last_name: `Aanmelder ${people}`,
    email: `anna.${people}@example.net`,
    phone_number: "0612345678",
    message: "Ik help graag!",
    ...overrides,
  };
}

export function applyTo(
  h: ApiHarness,
  vacancyId: number,
  attributes: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return h.json("/api/v1/applications", {
    method: "POST",
    headers: { "CF-Connecting-IP": nextIp(), ...headers },
    body: { data: { type: "applications", attributes: { vacancy_id: vacancyId, ...attributes } } },
  });
}

export const statusOf = async (h: ApiHarness, id: number) =>
  (await h.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0]?.status;

/** The outbox rows to an address, oldest first. */
export const outboxTo = (h: ApiHarness, to: string) =>
  h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);

export const outboxOfKind = (h: ApiHarness, to: string, kind: string) =>
  h.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), sql`${mailOutbox.kind} = ${kind}`));

/** The withdraw token and application id from a mail's withdraw link. */
export function withdrawLinkOf(text: string): { id: number; token: string } {
  const match = /\/applications\/(\d+)\/withdraw\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no withdraw link in ${text}`);
  return { id: Number(match[1]), token: match[2] };
}

/**
 * Applies, and when the answer is the neutral one (202: not signed in with the address, ADR 0021) reads what was
 * stored as the tenant's admin reads it: `status` and `answer` are the applicant's real answer, `body` the stored
 * application (the same document shape a signed-in owner gets). Unchanged for any other answer.
 */
export async function applyAndRead(
  h: ApiHarness,
  vacancyId: number,
  attributes: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await applyTo(h, vacancyId, attributes, headers);
  if (res.status !== 202) return { ...res, answer: res.body };
  expect(res.body).toMatchObject({ data: null, meta: { accepted: true } });
  const email = String(attributes.email).toLowerCase();
  const occurrence = attributes.occurrence_id == null ? null : Number(attributes.occurrence_id);
  const [row] = await h.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.vacancyId, vacancyId),
        eq(applications.email, email),
        occurrence === null ? undefined : eq(applications.occurrenceId, occurrence),
      ),
    )
    .orderBy(sql`${applications.updatedAt} desc`)
    .limit(1);
  if (!row) return { ...res, answer: res.body };
  const read = await h.json(`/api/v1/applications/${row.id}`, { headers: await as(h, ADMIN) });
  return { status: res.status, answer: res.body, body: read.body };
}
