/**
 * What every mail about an activity says besides its title and date: where (`place`) and its calendar file
 * (`ical_link`, `/api/v1/vacancies/{id}/ical` on the recipient's site, ADR 0023). Both are optional sections in the
 * templates (`{{?place}}`, `{{?ical_link}}`): empty for other vacancy types, and the place for a remote activity.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db";
import type { CentreMails } from "./notification-mails";

/**
 * The place of vacancy `v` (an alias in the statement) as one line: its own address, else its organisation's, else
 * its city; '' when remote.
 */
export const placeSql = (v: string): SQL =>
  sql.raw(`case when ${v}.location_type = 'remote' then ''
    when ${v}.location_type = 'address' and ${v}.street is not null
      then ${v}.street || ' ' || ifnull(${v}.house_number, '') || ifnull(${v}.house_number_addition, '') || ', ' || ifnull(${v}.city, '')
    else coalesce((select ad.street || ' ' || ad.house_number || ifnull(ad.house_number_addition, '') || ', ' || ad.city
      from addresses ad where ad.organization_id = ${v}.organization_id and ad.tenant_id = ${v}.tenant_id limit 1), ${v}.city, '') end`);

export const icalPath = (vacancyId: number) => `/api/v1/vacancies/${vacancyId}/ical`;

/** `place` and `ical_link` of an activity ('' for both when the vacancy is not one). */
export async function activityMailValues(
  db: Db,
  tenantId: string,
  mails: Pick<CentreMails, "siteUrl">,
  vacancyId: number,
): Promise<{ place: string; ical_link: string }> {
  const [row] = await db.all<{ activity: number; place: string | null }>(sql`select v.vacancy_type = 'activity' as activity,
      ${placeSql("v")} as place
    from vacancies v where v.id = ${vacancyId} and v.tenant_id = ${tenantId}`);
  if (!row || Number(row.activity) !== 1) return { place: "", ical_link: "" };
  return { place: (row.place ?? "").trim().replace(/^,\s*|,\s*$/g, ""), ical_link: mails.siteUrl(icalPath(vacancyId)) };
}
