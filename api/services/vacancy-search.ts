/**
 * The vacancy search (docs/decisions/0020-vacancy-search.md): one SQL statement answers a page and its
 * total. A CTE picks the matching ids (FTS5 `MATCH` on the tenant's own `vacancies_fts_<tenant>` for text, the bit
 * masks for tags and age groups, a latitude/longitude box on `vacancies_geo_idx` for distance) with their sort keys;
 * the page is cut from it and only the page's rows are read (their summary columns).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { MAX_SEARCH_LENGTH, SEARCH_RESULT_CAP, type VacancySort } from "../../contract/vacancies";
import type { Db } from "../../db";
import { vacancyFtsTable } from "../../db/schema";
import type { ApiEnv } from "../types";
import { boundingBox, KM_PER_DEGREE } from "./postcodes";
import { amsterdamToday, type ManageReach, summaryFromSql, summarySqlColumns, type VacancySummaryRow } from "./vacancies";

/**
 * User text as an FTS5 query: every word becomes a quoted prefix term (`"tok"*`), so quotes, `*`, `NEAR`, `AND`,
 * `-`, `:` and parentheses are just text, never syntax. Words are split where the index's tokenizer splits them
 * (anything but letters, digits and combining marks): a quoted string of two tokens would be a phrase, and a
 * visitor's words are terms, wherever they stand. Null when nothing searchable is left.
 */
export function ftsQuery(text: string): string | null {
  const tokens = text
    .slice(0, MAX_SEARCH_LENGTH)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((t) => /[\p{L}\p{N}]/u.test(t))
    .slice(0, 12);
  return tokens.length ? tokens.map((t) => `"${t}"*`).join(" ") : null;
}

export interface VacancySearch {
  /** The raw `filter[q]`. */
  q?: string;
  vacancyTypes?: string[];
  tagMask?: number;
  ageGroupMask?: number;
  organizationIds?: number[];
  statuses?: string[];
  near?: { latitude: number; longitude: number; radiusKm: number };
  /** Of organisations with one of these activity types (their profile's; the periodic mail's interests, ADR 0066). */
  activityTypeIds?: number[];
  /** Published after this instant (the periodic mail: new since the previous one, ADR 0066). */
  publishedSince?: string;
  /**
   * A volunteer's availability (contract/volunteer-pool.ts: 21 bits, day × part): an activity matches only when one
   * of its dates from `from` on starts in a slot the volunteer is free; ongoing vacancies have no times and always
   * match (the periodic mail's profile section, ADR 0066).
   */
  availability?: { mask: number; from: string };
  sort: VacancySort;
  page: { number: number; size: number };
  /** Who sees what: public (the site's centre + shared) or the caller's management reach. */
  visibility: { kind: "public"; centerId: number; sharing: boolean } | { kind: "manage"; reach: ManageReach };
}

export interface SearchHit {
  row: VacancySummaryRow;
  distanceKm: number | null;
  /** pending + accepted applications (places taken). */
  taken: number;
  centerName: string;
  /** The organisation is approved and not deleted (the public can see its vacancies). */
  organizationApproved: boolean;
}

/**
 * A number the code computed (coordinates, radii, limits) written into the statement: D1 binds at most 100
 * parameters, and the place search repeats its numbers in every ring. Never for user text.
 */
function num(value: number): SQL {
  if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
  return sql.raw(String(value));
}

/** An id list as one bound JSON parameter (D1 binds at most 100). */
export const idList = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

/**
 * Values of one of the contract's enums (types, statuses: validated and deduplicated, so a handful at most), one
 * bound parameter each — cheaper per row than `json_each`.
 */
const enumList = (values: string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * Which vacancies (alias `v`) a reader sees: public — published, not past its end date, of an approved
 * organisation, of the site's centre (+ shared ones where centre sharing is on); manage — the caller's reach.
 * "Approved" is tested as "not one of the tenant's hidden organisations" (a handful, from a partial index; the
 * approved ones are thousands): a vacancy's organisation is always of its tenant (migration 0008's triggers).
 * The activity calendar's dates use the same rule (api/services/activity-occurrences.ts).
 */
export function visibilityWhere(tenantId: string, v: VacancySearch["visibility"]): SQL {
  if (v.kind === "public") {
    const today = amsterdamToday();
    const centre = v.sharing
      ? sql`(v.volunteer_center_id = ${v.centerId} or v.shared = 1)`
      : sql`v.volunteer_center_id = ${v.centerId}`;
    return sql`v.status = 'published' and v.deleted_at is null and ${centre}
      and (v.expires_at is null or v.expires_at >= ${today})
      and +v.organization_id not in (select o.id from organizations o indexed by organizations_hidden_idx
        where o.tenant_id = ${tenantId} and (o.status != 'approved' or o.deleted_at is not null))`;
  }
  const base = sql`v.status != 'deleted' and v.deleted_at is null`;
  if (v.reach.tenant) return base;
  const parts: SQL[] = [];
  if (v.reach.centerIds.length) parts.push(sql`v.volunteer_center_id in ${idList(v.reach.centerIds)}`);
  if (v.reach.organizationIds.length) parts.push(sql`v.organization_id in ${idList(v.reach.organizationIds)}`);
  if (!parts.length) return sql`0`;
  return sql`${base} and (${sql.join(parts, sql` or `)})`;
}

/**
 * The statement of a search. `m` holds at most SEARCH_RESULT_CAP + 1 matches with their sort keys, taken in the
 * requested order (so the first SEARCH_RESULT_CAP are exactly those of an uncapped search) — except relevance,
 * which takes the newest matches of the text and ranks those: scoring every match of a word most vacancies contain
 * would cost the whole index (ADR 0053). `page` is the slice; only the page's rows are read, as summaries.
 */
/**
 * The slot (contract/volunteer-pool.ts `availabilityBit`) an activity date starts in, in Amsterdam time: its day is
 * `local_date`; its hour is the UTC hour plus one, or two in summer time (EU rule: from the last Sunday of March to
 * the last Sunday of October, 01:00 UTC). Morning before 12:00, afternoon before 18:00, evening after.
 */
const occurrenceSlot = (o: string): SQL => {
  const at = sql.raw(`${o}.starts_at`);
  const day = sql.raw(`${o}.local_date`);
  const summer = sql`(${at} >= strftime('%Y-%m-%dT01:00:00', ${at}, 'start of year', '+3 months', 'weekday 0', '-7 days')
    and ${at} < strftime('%Y-%m-%dT01:00:00', ${at}, 'start of year', '+10 months', 'weekday 0', '-7 days'))`;
  const hour = sql`((cast(strftime('%H', ${at}) as integer) + case when ${summer} then 2 else 1 end) % 24)`;
  const part = sql`(case when ${hour} < 12 then 0 when ${hour} < 18 then 1 else 2 end)`;
  // ISO weekday − 1 (Monday 0 … Sunday 6) of the local day, × 3, + the part.
  return sql`(((cast(strftime('%w', ${day}) as integer) + 6) % 7) * 3 + ${part})`;
};

function availabilityWhere(mask: number, from: string): SQL {
  return sql`(v.vacancy_type != 'activity' or exists (select 1 from activity_occurrences o
    where o.vacancy_id = v.id and o.starts_at >= ${from} and ((${num(mask)} >> ${occurrenceSlot("o")}) & 1) = 1))`;
}

export function searchStatement(tenantId: string, search: VacancySearch): SQL {
  const match = search.q ? ftsQuery(search.q) : null;
  const publicView = search.visibility.kind === "public";
  // SQLite tests the terms in this order: the bit masks and the types (a few operations on the index entry) come
  // before the visibility's organisation check (a lookup per entry), so an entry a filter drops costs no lookup.
  const where: SQL[] = [sql`v.tenant_id = ${tenantId}`];
  if (search.tagMask) where.push(sql`(v.tag_mask & ${num(search.tagMask)}) = ${num(search.tagMask)}`);
  if (search.ageGroupMask) where.push(sql`(v.age_group_mask & ${num(search.ageGroupMask)}) != 0`);
  if (search.vacancyTypes?.length) where.push(sql`v.vacancy_type in ${enumList(search.vacancyTypes)}`);
  if (search.statuses?.length) where.push(sql`v.status in ${enumList(search.statuses)}`);
  if (search.organizationIds?.length) where.push(sql`v.organization_id in ${idList(search.organizationIds)}`);
  if (search.publishedSince) where.push(sql`v.published_at > ${search.publishedSince}`);
  if (search.activityTypeIds?.length) {
    where.push(sql`exists (select 1 from organization_profiles op, json_each(op.activity_type_ids) t
      where op.organization_id = v.organization_id and t.value in ${idList(search.activityTypeIds)})`);
  }
  if (search.availability?.mask) where.push(availabilityWhere(search.availability.mask, search.availability.from));
  where.push(visibilityWhere(tenantId, search.visibility));

  const near = search.near;
  const kx = near ? KM_PER_DEGREE * Math.cos((near.latitude * Math.PI) / 180) : 0;
  // Squared kilometres (equirectangular: exact enough within 100 km); the root is taken in JS for the page only.
  const distance = near
    ? sql`(((v.latitude - ${num(near.latitude)}) * ${num(KM_PER_DEGREE)}) * ((v.latitude - ${num(near.latitude)}) * ${num(KM_PER_DEGREE)})
      + ((v.longitude - ${num(near.longitude)}) * ${num(kx)}) * ((v.longitude - ${num(near.longitude)}) * ${num(kx)}))`
    : sql`null`;
  /** The box and the circle of `radiusKm` around the place (the box is a range on the coordinate index). */
  const within = (radiusKm: number): SQL => {
    if (!near) return sql`1`;
    const box = boundingBox(near.latitude, near.longitude, radiusKm);
    return sql`v.latitude between ${num(box.minLat)} and ${num(box.maxLat)} and v.longitude between ${num(box.minLng)} and ${num(box.maxLng)}
      and ${distance} <= ${num(radiusKm * radiusKm)}`;
  };
  const fts = sql.raw(vacancyFtsTable(tenantId));
  // CROSS JOIN keeps the FTS match the outer loop: SQLite otherwise may run the whole MATCH once per vacancy row; each
  // match then reads the narrow keys index, not the wide row. A place search without text reads the covering
  // coordinate index (the box is a range on its latitude); anything else the covering search index.
  const from = match
    ? sql`${fts} cross join vacancies v indexed by vacancies_keys_idx on v.id = ${fts}.rowid`
    : near
      ? sql`vacancies v indexed by vacancies_geo_idx`
      : sql`vacancies v`;
  if (match) where.push(sql`${fts} match ${match}`);
  const rank = match ? sql`bm25(${fts}, 10, 1, 5, 3)` : sql`0`;
  // A published vacancy always has `published_at`: ordering on the bare column lets SQLite walk the index.
  const published = publicView ? sql`v.published_at` : sql`coalesce(v.published_at, v.created_at)`;

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
  // `d2` is the select list's alias: D1 prepares every statement anew, and the distance written out again here was
  // compiled again in each of the rings (~0.5 ms of a search by distance).
  const take = {
    relevance: sql`${fts}.rowid desc`,
    newest: sql`${published} desc, v.id desc`,
    expires: sql`v.expires_at is null, v.expires_at, v.id`,
    distance: sql`d2, v.id`,
  }[sort];
  const filters = sql.join(where, sql` and `);
  /** The matches within `radiusKm` with their sort keys, in the requested order, at most `limit`. */
  const matches = (radiusKm: number, limit: number | SQL) =>
    sql`select v.id as id, ${rank} as rank, ${published} as published, v.expires_at as expires, ${distance} as d2
      from ${from} where ${filters} and ${within(radiusKm)} order by ${take} limit ${limit}`;
  const { size, number } = search.page;
  const offset = (number - 1) * size;

  let ctes: SQL;
  if (near && !match && sort === "distance") {
    // Nearest first without reading every vacancy of the radius: the page comes from the smallest circle holding
    // enough of them (everything inside a circle is nearer than anything outside it, so the order is exact); the
    // count walks the whole radius only until it passes the cap.
    const need = Math.min(offset + size, SEARCH_RESULT_CAP);
    const radii = [near.radiusKm / 64, near.radiusKm / 16, near.radiusKm / 4, near.radiusKm];
    const rings = radii.map((radius, i) => {
      // A ring is read only when every smaller one was short: `limit 0` ends a statement before its first row
      // (a condition in the WHERE would be tested again on every row).
      const smallerTooFew = radii.slice(0, i).map((_, j) => sql`(select count(*) from r${num(j)}) < ${num(need)}`);
      const limit = i === 0 ? num(need) : sql`case when ${sql.join(smallerTooFew, sql` and `)} then ${num(need)} else 0 end`;
      return sql`r${num(i)} as materialized (${matches(radius, limit)})`;
    });
    // The first circle that had enough (or the whole radius): later rings were skipped, earlier ones were short.
    const pick = radii.map((_, i) => {
      const earlierShort = radii.slice(0, i).map((__, j) => sql`(select count(*) from r${num(j)}) < ${num(need)}`);
      const enough = i === radii.length - 1 ? sql`1` : sql`(select count(*) from r${num(i)}) >= ${num(need)}`;
      return sql`select * from r${num(i)} where ${sql.join([...earlierShort, enough], sql` and `)}`;
    });
    ctes = sql`${sql.join(rings, sql`, `)},
      counted as (select 1 from vacancies v indexed by vacancies_geo_idx where ${filters} and ${within(near.radiusKm)}
        limit ${SEARCH_RESULT_CAP + 1}),
      total as (select count(*) as n from counted),
      m as (${sql.join(pick, sql` union all `)})`;
  } else {
    ctes = sql`m as materialized (${matches(near?.radiusKm ?? 0, SEARCH_RESULT_CAP + 1)}),
      total as (select count(*) as n from m)`;
  }

  return sql`with ${ctes},
    page as (select * from m order by ${order("m")} limit ${Math.max(0, Math.min(size, SEARCH_RESULT_CAP - offset))} offset ${offset})
    select (select n from total) as total_count, p.d2 as distance_sq,
      (select count(*) from applications a where a.vacancy_id = v.id and a.status in ('pending', 'accepted')) as taken_count,
      (select c.name from volunteer_centers c where c.id = v.volunteer_center_id) as center_name,
      (select o.status = 'approved' and o.deleted_at is null from organizations o where o.id = v.organization_id)
        as organization_approved,
      ${summarySqlColumns("v")}
    from page p join vacancies v on v.id = p.id
    order by ${order("p")}`;
}

/**
 * One page of a search and the number of matches, at most SEARCH_RESULT_CAP (`capped`: there are more; pages past
 * the cap are empty).
 */
export async function searchVacancies(
  c: Context<ApiEnv>,
  search: VacancySearch,
): Promise<{ hits: SearchHit[]; total: number; capped: boolean }> {
  return searchVacanciesIn(c.get("db"), c.get("tenant").id, search);
}

/** `searchVacancies` without a request (the scheduled periodic mail, ADR 0066). */
export async function searchVacanciesIn(
  db: Db,
  tenantId: string,
  search: VacancySearch,
): Promise<{ hits: SearchHit[]; total: number; capped: boolean }> {
  const rows = await db.all<Record<string, unknown>>(searchStatement(tenantId, search));
  let total = Number(rows[0]?.total_count ?? 0);
  if (!rows.length && search.page.number > 1) {
    // Past the last page: the count still tells the client how many there are.
    const counted = await db.all<{ total_count: number }>(searchStatement(tenantId, { ...search, page: { number: 1, size: 1 } }));
    total = Number(counted[0]?.total_count ?? 0);
  }
  const hits = rows.map((raw) => ({
    row: summaryFromSql(raw),
    distanceKm: raw.distance_sq === null ? null : Math.round(Math.sqrt(Number(raw.distance_sq)) * 10) / 10,
    taken: Number(raw.taken_count ?? 0),
    centerName: String(raw.center_name ?? ""),
    organizationApproved: Number(raw.organization_approved) === 1,
  }));
  return { hits, total: Math.min(total, SEARCH_RESULT_CAP), capped: total > SEARCH_RESULT_CAP };
}
