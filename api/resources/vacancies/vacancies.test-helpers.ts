/** What the vacancies tests share: rows written straight into the test D1, and readers of answers. */
import { and, eq, inArray } from "drizzle-orm";
import { ageGroupMask, tagMask } from "../../../contract/vacancies";
import { addresses, organizationMemberships, organizations, users, vacancies } from "../../../db/schema";
import type { ApiHarness } from "../../../tests/setup/api";

export type VacancyValues = Partial<typeof vacancies.$inferInsert>;
// biome-ignore lint/suspicious/noExplicitAny: a raw wire document as the tests read it
export type Resource = { id: string; type: string; attributes: Record<string, any>; relationships: Record<string, any> };

export const pointers = (body: { errors: Array<{ source?: { pointer?: string; parameter?: string }; code: string }> }) =>
  body.errors.map((e) => [e.source?.pointer ?? e.source?.parameter, e.code]);

/** A vacancy of this organisation as the API would write it (name, centre and place copied from it). */
export async function addVacancy(h: ApiHarness, organizationId: number, values: VacancyValues = {}): Promise<number> {
  const [org] = await h.db.select().from(organizations).where(eq(organizations.id, organizationId));
  const [address] = await h.db.select().from(addresses).where(eq(addresses.organizationId, organizationId));
  const searchBody = values.searchBody ?? "Help mee in onze organisatie.";
  const [row] = await h.db
    .insert(vacancies)
    .values({
      tenantId: org.tenantId,
      volunteerCenterId: org.volunteerCenterId,
      organizationId,
      organizationName: org.name,
      title: "Vrijwilliger gezocht",
      status: "published",
      publishedAt: new Date().toISOString(),
      searchBody,
      descriptionHtml: `<p>${searchBody}</p>`,
      city: address?.city ?? null,
      latitude: address?.geocoded ? address.latitude : null,
      longitude: address?.geocoded ? address.longitude : null,
      ...values,
      tagMask: tagMask(values.tags ?? []),
      ageGroupMask: ageGroupMask(values.ageGroupIds ?? []),
    })
    .returning({ id: vacancies.id });
  return row.id;
}

/** Removes the rows a test added (by id), so each test starts from the seed's vacancies. */
export async function removeVacancies(h: ApiHarness, ids: number[]) {
  if (ids.length) await h.db.delete(vacancies).where(inArray(vacancies.id, ids));
}

/** The organisations an account is a member of, and an approved one of its tenant it is not. */
export async function organizationsOf(h: ApiHarness, email: string, tenant: string) {
  const [user] = await h.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.tenantId, tenant)));
  const own = (await h.db.select().from(organizationMemberships).where(eq(organizationMemberships.userId, user.id))).map(
    (m) => m.organizationId,
  );
  const approved = await h.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenant), eq(organizations.status, "approved")));
  const other = approved.find((o) => !own.includes(o.id));
  if (!other) throw new Error(`no approved organisation outside ${email}'s`);
  return { own, other: other.id, approved: approved.map((o) => o.id) };
}

export const ids = (body: { data: Resource[] }) => body.data.map((r) => Number(r.id));
