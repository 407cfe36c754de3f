/**
 * The vacancy search (issue 15, docs/decisions/0020-vacancy-search.md): one SQL statement answers a page and its
 * total. A CTE picks the matching ids (FTS5 `MATCH` on `vacancies_fts` for text, the bit masks for tags and age
 * groups, a latitude/longitude box on `vacancies_geo_idx` for distance) with their sort keys; the page is cut from
 * it and only the page's rows are read whole.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { MAX_SEARCH_LENGTH, type VacancySort } from "../../contract/vacancies";
import type { ApiEnv } from "../types";
import { boundingBox, KM_PER_DEGREE } from "./postcodes";
import { amsterdamToday, type VacancyRow, vacancyFromSql } from "./vacancies";

/**
 * User text as an FTS5 query: every token becomes a quoted prefix term (`"tok"*`), so quotes, `*`, `NEAR`, `AND`,
 * `-`, `:` and parentheses are just text, never syntax; control characters are spaces. Tokens without a letter or digit are dropped (FTS5 would
 * index nothing for them); null when nothing searchable is left.
 */
export function ftsQuery(text: string): string | null {
  const tokens = text
    .slice(0, MAX_SEARCH_LENGTH)
    // Control characters (a NUL ends the string inside SQLite's FTS parser) separate words like spaces.
    .replace(/\p{C}/gu, " ")
    .split(/\s+/)
    .map((t) => t.replace(/"/g, ""))
    .filter((t) => /[\p{L}\p{N}]/u.test(t))
    .slice(0, 12);
  return tokens.length ? tokens.map((t) => `"${t}"*`).join(" ") : null;
}

/** The FTS columns a visitor's words are looked for in (not `tenant_id`). */
const SEARCHED_COLUMNS = "{title search_body organization_name city}";

export interface VacancySearch {
  /** The raw `filter[q]`. */
  q?: string;
  vacancyTypes?: string[];
  tagMask?: number;
  ageGroupMask?: number;
  organizationIds?: number[];
  statuses?: string[];
  near?: { latitude: number; longitude: number; radiusKm: number };
  sort: VacancySort;
  page: { number: number; size: number };
  /** Who sees what: public (the site's centre + shared) or the caller's management reach. */
  visibility: { kind: "public"; centerId: number; sharing: boolean } | { kind: "manage"; reach: ManageReach };
}

/** Where a manager's `organization.manage` reaches: the whole tenant, or centres and organisations. */
export type ManageReach = { tenant: true } | { tenant: false; centerIds: number[]; organizationIds: number[] };

export interface SearchHit {
  row: VacancyRow;
  distanceKm: number | null;
  /** pending + accepted applications (places taken). */
  taken: number;
  centerName: string;
}

const idList = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

function visibilityWhere(tenantId: string, v: VacancySearch["visibility"]): SQL {
  if (v.kind === "public") {
    const today = amsterdamToday();
    const centre = v.sharing
      ? sql`(v.volunteer_center_id = ${v.centerId} or v.shared = 1)`
      : sql`v.volunteer_center_id = ${v.centerId}`;
    return sql`v.status = 'published' and v.deleted_at is null and ${centre}
      and (v.expires_at is null or v.expires_at >= ${today})
      and v.organization_id in (select o.id from organizations o where o.tenant_id = ${tenantId}
        and o.status = 'approved' and o.deleted_at is null)`;
  }
  const base = sql`v.status != 'deleted' and v.deleted_at is null`;
  if (v.reach.tenant) return base;
  const parts: SQL[] = [];
  if (v.reach.centerIds.length) parts.push(sql`v.volunteer_center_id in ${idList(v.reach.centerIds)}`);
  if (v.reach.organizationIds.length) parts.push(sql`v.organization_id in ${idList(v.reach.organizationIds)}`);
  if (!parts.length) return sql`0`;
  return sql`${base} and (${sql.join(parts, sql` or `)})`;
}

/** The statement of a search: `m` = every match with its sort keys, `page` = the slice, then the rows. */
export function searchStatement(tenantId: string, search: VacancySearch): SQL {
  const match = search.q ? ftsQuery(search.q) : null;
  const where: SQL[] = [sql`v.tenant_id = ${tenantId}`, visibilityWhere(tenantId, search.visibility)];
  if (search.vacancyTypes?.length)
    where.push(sql`v.vacancy_type in (select value from json_each(${JSON.stringify(search.vacancyTypes)}))`);
  if (search.statuses?.length) where.push(sql`v.status in (select value from json_each(${JSON.stringify(search.statuses)}))`);
  if (search.organizationIds?.length) where.push(sql`v.organization_id in ${idList(search.organizationIds)}`);
  if (search.tagMask) where.push(sql`(v.tag_mask & ${search.tagMask}) = ${search.tagMask}`);
  if (search.ageGroupMask) where.push(sql`(v.age_group_mask & ${search.ageGroupMask}) != 0`);

  let distance = sql`null`;
  const near = search.near;
  if (near) {
    const box = boundingBox(near.latitude, near.longitude, near.radiusKm);
    const kx = KM_PER_DEGREE * Math.cos((near.latitude * Math.PI) / 180);
    // Squared kilometres (equirectangular: exact enough within 100 km); the root is taken in JS for the page only.
    distance = sql`((v.latitude - ${near.latitude}) * ${KM_PER_DEGREE}) * ((v.latitude - ${near.latitude}) * ${KM_PER_DEGREE})
      + ((v.longitude - ${near.longitude}) * ${kx}) * ((v.longitude - ${near.longitude}) * ${kx})`;
    where.push(sql`v.latitude between ${box.minLat} and ${box.maxLat} and v.longitude between ${box.minLng} and ${box.maxLng}`);
  }
  // CROSS JOIN keeps the FTS match the outer loop: SQLite otherwise may run the whole MATCH once per vacancy row.
  // A place search without text reads the covering coordinate index: the box is a range on its latitude.
  const from = match
    ? sql`vacancies_fts cross join vacancies v on v.id = vacancies_fts.rowid`
    : near
      ? sql`vacancies v indexed by vacancies_geo_idx`
      : sql`vacancies v`;
  // The index holds every tenant: its tenant column narrows the match before any row is read.
  if (match)
    where.push(sql`vacancies_fts match ${`tenant_id : "${tenantId.replace(/"/g, "")}" AND ${SEARCHED_COLUMNS} : (${match})`}`);
  const rank = match ? sql`bm25(vacancies_fts, 10, 1, 5, 3, 0)` : sql`0`;

  const sort = search.sort === "relevance" && !match ? "newest" : search.sort === "distance" && !near ? "newest" : search.sort;
  const order = (t: string) =>
    sql.raw(
      {
        relevance: `${t}.rank, ${t}.published desc, ${t}.id desc`,
        newest: `${t}.published desc, ${t}.id desc`,
        expires: `${t}.expires is null, ${t}.expires, ${t}.id`,
        distance: `${t}.d2, ${t}.id`,
      }[sort],
    );
  const radiusFilter = near ? sql`where d2 <= ${near.radiusKm * near.radiusKm}` : sql``;
  const { size, number } = search.page;

  return sql`with m as materialized (
      select * from (
        select v.id as id, ${rank} as rank, coalesce(v.published_at, v.created_at) as published, v.expires_at as expires,
          ${distance} as d2
        from ${from}
        where ${sql.join(where, sql` and `)}
      ) ${radiusFilter}
    ),
    page as (select * from m order by ${order("m")} limit ${size} offset ${(number - 1) * size})
    select (select count(*) from m) as total_count, p.d2 as distance_sq,
      (select count(*) from applications a where a.vacancy_id = v.id and a.status in ('pending', 'accepted')) as taken_count,
      (select c.name from volunteer_centers c where c.id = v.volunteer_center_id) as center_name,
      v.*
    from page p join vacancies v on v.id = p.id
    order by ${order("p")}`;
}

/** One page of a search and the total number of matches. */
export async function searchVacancies(c: Context<ApiEnv>, search: VacancySearch): Promise<{ hits: SearchHit[]; total: number }> {
  const db = c.get("db");
  const tenantId = c.get("tenant").id;
  const rows = await db.all<Record<string, unknown>>(searchStatement(tenantId, search));
  let total = Number(rows[0]?.total_count ?? 0);
  if (!rows.length && search.page.number > 1) {
    // Past the last page: the count still tells the client how many there are.
    const counted = await db.all<{ total_count: number }>(searchStatement(tenantId, { ...search, page: { number: 1, size: 1 } }));
    total = Number(counted[0]?.total_count ?? 0);
  }
  const hits = rows.map((raw) => ({
    row: vacancyFromSql(raw),
    distanceKm: raw.distance_sq === null ? null : Math.round(Math.sqrt(Number(raw.distance_sq)) * 10) / 10,
    taken: Number(raw.taken_count ?? 0),
    centerName: String(raw.center_name ?? ""),
  }));
  return { hits, total };
}
