/**
 * The `activity_occurrences` list (docs/decisions/0022): the dates within a range of local days, read on
 * `activity_occurrences_tenant_date_idx (tenant_id, local_date)` and joined to their vacancy for who may see them —
 * the public sees what `GET /vacancies` shows (published, not expired, an approved organisation, the site's centre
 * plus shared ones where the tenant shares); `filter[manageable]` a manager's reach, any status but deleted. One
 * statement answers a page and its total.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ActivityOccurrenceAttributes } from "../../contract/activities";
import type { Actor } from "../../contract/policy";
import { tagMask, type VacancyTag } from "../../contract/vacancies";
import { identifier, type ResourceObject, resource } from "../jsonapi/serialize";
import type { ApiEnv } from "../types";
import { occurrenceTimes, PLACE_TAKING_SQL, placesLeft } from "./activities";
import type { ManageReach } from "./vacancies";
import { mayManageVacancy, summaryFromSql, summarySqlColumns, type VacancySummaryRow, type VacancyView } from "./vacancies";
import { idList, visibilityWhere } from "./vacancy-search";

export interface OccurrenceSearch {
  from: string;
  to: string;
  vacancyIds?: number[];
  organizationIds?: number[];
  vacancyTypes?: string[];
  tags?: VacancyTag[];
  place?: string;
  /** One date (`GET /activity_occurrences/{id}`). */
  id?: number;
  page: { number: number; size: number };
  visibility: { kind: "public"; centerId: number; sharing: boolean } | { kind: "manage"; reach: ManageReach };
}

export interface OccurrenceHit {
  id: number;
  startsAt: string;
  endsAt: string;
  capacity: number | null;
  vacancyId: number;
  vacancyTitle: string;
  vacancyType: string;
  frequency: string | null;
  tags: string[];
  organizationId: number;
  organizationName: string;
  volunteerCenterId: number;
  city: string | null;
  /** Pending + accepted (for `multi_day`: the vacancy's sign-ups without a date), and waitlisted. */
  taken: number;
  waitlisted: number;
}

function searchStatement(tenantId: string, search: OccurrenceSearch): SQL {
  const where: SQL[] = [
    sql`o.tenant_id = ${tenantId}`,
    sql`o.local_date between ${search.from} and ${search.to}`,
    sql`v.tenant_id = ${tenantId}`,
    // The dates of activities only: a vacancy whose type was changed keeps its rows but they are no longer its dates;
    // and never a resident's request for help (their address stays private).
    sql`v.vacancy_type = 'activity'`,
    visibilityWhere(tenantId, search.visibility),
  ];
  if (search.id !== undefined) where.push(sql`o.id = ${search.id}`);
  if (search.vacancyIds?.length) where.push(sql`o.vacancy_id in ${idList(search.vacancyIds)}`);
  if (search.organizationIds?.length) where.push(sql`v.organization_id in ${idList(search.organizationIds)}`);
  if (search.vacancyTypes?.length)
    where.push(sql`v.vacancy_type in (select value from json_each(${JSON.stringify(search.vacancyTypes)}))`);
  if (search.tags?.length) {
    const mask = tagMask(search.tags);
    where.push(sql`(v.tag_mask & ${mask}) = ${mask}`);
  }
  if (search.place) where.push(sql`v.location_type != 'remote' and lower(v.city) = lower(${search.place.trim()})`);
  const { size, number } = search.page;
  return sql`select count(*) over () as total_count, o.id, o.starts_at, o.ends_at, o.capacity, o.vacancy_id,
      v.title, v.vacancy_type, v.frequency, v.tags, v.organization_id, v.organization_name, v.volunteer_center_id,
      case when v.location_type = 'remote' then null else v.city end as city,
      coalesce(o.capacity, v.capacity) as effective_capacity,
      case when v.frequency = 'multi_day'
        then (select count(*) from applications a where a.vacancy_id = v.id and a.occurrence_id is null
          and a.status in ${PLACE_TAKING_SQL})
        else (select count(*) from applications a where a.occurrence_id = o.id and a.status in ${PLACE_TAKING_SQL})
      end as taken,
      case when v.frequency = 'multi_day'
        then (select count(*) from applications a where a.vacancy_id = v.id and a.occurrence_id is null
          and a.status = 'waitlisted')
        else (select count(*) from applications a where a.occurrence_id = o.id and a.status = 'waitlisted')
      end as waitlisted
    from activity_occurrences o indexed by activity_occurrences_tenant_date_idx
    join vacancies v on v.id = o.vacancy_id
    where ${sql.join(where, sql` and `)}
    order by o.starts_at, o.id
    limit ${size} offset ${(number - 1) * size}`;
}

/** One page of dates and the number of them in all. */
export async function searchOccurrences(
  c: Context<ApiEnv>,
  search: OccurrenceSearch,
): Promise<{ hits: OccurrenceHit[]; total: number }> {
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  let rows = await db.all<Record<string, unknown>>(searchStatement(tenantId, search));
  let total = rows.length ? Number(rows[0].total_count) : 0;
  if (!rows.length && search.page.number > 1) {
    // Past the last page: count on the first.
    rows = await db.all<Record<string, unknown>>(searchStatement(tenantId, { ...search, page: { number: 1, size: 1 } }));
    total = rows.length ? Number(rows[0].total_count) : 0;
    rows = [];
  }
  const hits = rows.map((r) => ({
    id: Number(r.id),
    startsAt: String(r.starts_at),
    endsAt: String(r.ends_at),
    capacity: r.effective_capacity === null ? null : Number(r.effective_capacity),
    vacancyId: Number(r.vacancy_id),
    vacancyTitle: String(r.title),
    vacancyType: String(r.vacancy_type),
    frequency: (r.frequency as string | null) ?? null,
    tags: JSON.parse(String(r.tags ?? "[]")) as string[],
    organizationId: Number(r.organization_id),
    organizationName: String(r.organization_name),
    volunteerCenterId: Number(r.volunteer_center_id),
    city: (r.city as string | null) ?? null,
    taken: Number(r.taken),
    waitlisted: Number(r.waitlisted),
  }));
  return { hits, total };
}

/** A date on the wire; the counts only for those who manage its activity. */
export function occurrenceResource(hit: OccurrenceHit, actor: Actor | null): ResourceObject {
  const manages = mayManageVacancy(actor, hit);
  const attributes: ActivityOccurrenceAttributes = {
    ...occurrenceTimes(hit.startsAt, hit.endsAt),
    capacity: hit.capacity,
    placesLeft: placesLeft(hit.capacity, hit.taken),
    vacancyId: hit.vacancyId,
    vacancyTitle: hit.vacancyTitle,
    vacancyType: hit.vacancyType as ActivityOccurrenceAttributes["vacancyType"],
    frequency: hit.frequency as ActivityOccurrenceAttributes["frequency"],
    tags: hit.tags as VacancyTag[],
    organizationId: hit.organizationId,
    organizationName: hit.organizationName,
    city: hit.city,
    signupCount: manages ? hit.taken : null,
    waitlistCount: manages ? hit.waitlisted : null,
  };
  return resource(
    "activity_occurrences",
    hit.id,
    attributes,
    {
      vacancy: { data: identifier("vacancies", hit.vacancyId) },
      organization: { data: identifier("organizations", hit.organizationId) },
    },
    { self: `/api/v1/activity_occurrences/${hit.id}` },
  );
}

/** The vacancies of a page (`include=vacancy`), as the vacancy list answers them. */
export async function includedVacancyViews(c: Context<ApiEnv>, ids: number[]): Promise<VacancyView<VacancySummaryRow>[]> {
  if (!ids.length) return [];
  const rows = await c.get("db").all<Record<string, unknown>>(sql`select ${summarySqlColumns("v")},
      (select count(*) from applications a where a.vacancy_id = v.id and a.status in ${PLACE_TAKING_SQL}) as taken_count,
      (select c.name from volunteer_centers c where c.id = v.volunteer_center_id) as center_name
    from vacancies v where v.tenant_id = ${c.get("tenant").id} and v.id in ${idList([...new Set(ids)])}`);
  return rows.map((r) => ({
    row: summaryFromSql(r),
    distanceKm: null,
    taken: Number(r.taken_count),
    centerName: String(r.center_name ?? ""),
  }));
}
