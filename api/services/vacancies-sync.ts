/**
 * The organisation's name and address are copied onto its vacancies (`organization_name`, and for
 * location_type `organization` the city and coordinates) so the search reads one table. Called from the
 * organisation write service (api/services/organization-writes.ts) inside the batch that changes the organisation.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { organizations, vacancies } from "../../db/schema";
import type { ApiEnv } from "../types";

/**
 * Statements that copy an organisation's name and address onto its vacancies (the denormalised search columns),
 * for the batch that changes the organisation: they read the organisation's rows as the batch left them.
 */
export function vacancySyncStatements(c: Context<ApiEnv>, organizationId: number) {
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  const own = and(eq(vacancies.tenantId, tenantId), eq(vacancies.organizationId, organizationId));
  const name = sql`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${organizationId})`;
  const address = (column: string) =>
    sql.raw(`(select ${column} from addresses where addresses.organization_id = vacancies.organization_id)`);
  return [
    db
      .update(vacancies)
      .set({ organizationName: name })
      .where(and(own, sql`${vacancies.organizationName} is not ${name}`)),
    db
      .update(vacancies)
      .set({
        city: address("city"),
        municipality: address("municipality"),
        latitude: address("case when geocoded then latitude end"),
        longitude: address("case when geocoded then longitude end"),
      })
      .where(and(own, eq(vacancies.locationType, "organization"))),
  ];
}
