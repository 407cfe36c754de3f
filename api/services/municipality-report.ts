/**
 * The municipality report's figures (ADR 0068): every counted record of the period with its municipality, grouped in
 * SQL — one statement, so one D1 round trip and nothing counted row by row in the Worker. A record's municipality:
 * - an organisation: its address's (PDOK's gemeentenaam);
 * - a vacancy: its own (the own address's, or the organisation's, kept by vacancies-sync), else the organisation's
 *   address's (a remote vacancy counts where its organisation is);
 * - an application (and the volunteer it matched): its vacancy's;
 * - a help request: its own (stored from the address lookup on submit).
 * A record without one counts under `null` ("unknown"), never dropped, so the totals are the centre's totals.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AnalyticsRange } from "../../contract/analytics";
import { type MunicipalityRow, REPORT_COLUMNS, type ReportFigures } from "../../contract/municipality-report";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { type AnalyticsCenters, inAnalyticsScope } from "./analytics-scope";

export interface MunicipalityReport {
  /** One row per municipality with anything counted in the period (null last), narrowed to `municipality` if given. */
  rows: MunicipalityRow[];
  /** Of the rows shown: people matched in two municipalities count once here (see ADR 0068). */
  totals: ReportFigures;
  /** Every municipality with figures in the period and scope (the screen's choice), unknown left out. */
  municipalities: string[];
}

interface Raw extends ReportFigures {
  level: number;
  municipality: string | null;
}

/** A place name as stored, or null when blank. */
const place = (column: SQL) => sql`nullif(trim(${column}), '')`;

export async function municipalityReport(
  c: Context<ApiEnv>,
  centers: AnalyticsCenters,
  range: Pick<AnalyticsRange, "start" | "end">,
  municipality: string | undefined,
): Promise<MunicipalityReport> {
  const s = scope(c);
  const { start, end } = range;
  const scoped = (alias: string) => inAnalyticsScope(alias, s.tenantId, centers.centerIds);
  const inPeriod = (column: SQL) => sql`(${column} >= ${start} and ${column} < ${end})`;
  const accepted = (a: string) => sql`(${sql.raw(a)}.status = 'accepted' and ${inPeriod(sql.raw(`${a}.decided_at`))})`;
  const approvedAtEnd = sql`(o.status = 'approved' and coalesce(o.decided_at, o.created_at) < ${end})`;
  // The organisation's address is looked up only for a vacancy without a municipality of its own (coalesce stops at
  // the first non-null), not joined for every vacancy counted: most vacancies carry one (vacancies-sync).
  const vacancyPlace = place(
    sql`coalesce(nullif(trim(v.municipality), ''), (select va.municipality from addresses va where va.organization_id = v.organization_id))`,
  );
  const counted = REPORT_COLUMNS.filter((k) => k !== "matched_volunteers");
  const sums = sql.raw(counted.map((k) => `sum(${k}) as ${k}`).join(", "));
  const sumsOf = (alias: string) => sql.raw(counted.map((k) => `${alias}.${k} as ${k}`).join(", "));
  // Each part is grouped by municipality where it is read, so the outer sum adds a few rows per part; the people
  // matched are the one part kept per row (a count of distinct people per municipality and in all).
  // Vacancies published in the period with their place, from the index alone (ADR 0070).
  const publishedIndex = centers.centerIds === "all" ? "vacancies_tenant_published_idx" : "vacancies_center_published_idx";
  const query = sql`
    with src(m, organizations, new_organizations, vacancies_published, applications, accepted_applications,
      help_requests, matched_help_requests) as (
      select ${place(sql`a.municipality`)}, sum(${approvedAtEnd}), sum(${inPeriod(sql`o.created_at`)}), 0, 0, 0, 0, 0
        from organizations o left join addresses a on a.organization_id = o.id
        where ${scoped("o")} and o.deleted_at is null
          and (${approvedAtEnd} or ${inPeriod(sql`o.created_at`)})
        group by 1
      union all
      select ${vacancyPlace}, 0, 0, count(*), 0, 0, 0, 0
        from vacancies v indexed by ${sql.raw(publishedIndex)}
        where ${scoped("v")} and v.deleted_at is null
          and ${inPeriod(sql`v.published_at`)}
        group by 1
      union all
      select ${vacancyPlace}, 0, 0, 0, sum(ap.made), sum(ap.accepted), 0, 0
        from (select vacancy_id, sum(${inPeriod(sql`created_at`)}) as made, sum(${accepted("applications")}) as accepted
                from applications
                where ${scoped("applications")}
                  and (${inPeriod(sql`created_at`)} or ${accepted("applications")})
                group by vacancy_id) ap
          join vacancies v indexed by vacancies_place_idx on v.id = ap.vacancy_id
        where v.deleted_at is null
        group by 1
      union all
      select ${place(sql`h.municipality`)}, 0, 0, 0, 0, 0, sum(${inPeriod(sql`h.created_at`)}), sum(h.matched)
        from (select hr.municipality, hr.created_at, exists (select 1 from applications x
                where x.vacancy_id = hr.vacancy_id and ${accepted("x")}) as matched
              from help_requests hr
              where ${scoped("hr")}) h
        where ${inPeriod(sql`h.created_at`)} or h.matched
        group by 1
    ),
    people(m, person) as materialized (
      select ${vacancyPlace}, coalesce('u' || ap.user_id, 'e' || lower(trim(ap.email)))
        from applications ap join vacancies v indexed by vacancies_place_idx on v.id = ap.vacancy_id
        where ${scoped("ap")} and v.deleted_at is null
          and ${accepted("ap")}
    ),
    places as (select m, ${sums} from src group by m),
    matched as (select m, count(distinct person) as n from people group by m)
    select 0 as level, p.m as municipality, ${sumsOf("p")}, coalesce(x.n, 0) as matched_volunteers
      from places p left join matched x on x.m is p.m
    union all
    select 1, null, ${sums}, (select count(distinct person) from people
        where ${municipality === undefined ? sql`1` : sql`m is ${municipality}`})
      from places
      where ${municipality === undefined ? sql`1` : sql`m is ${municipality}`}`;
  const raw = await s.db.all<Raw>(query);
  const figures = (r: Raw | undefined): ReportFigures =>
    Object.fromEntries(REPORT_COLUMNS.map((k) => [k, Number(r?.[k] ?? 0)])) as ReportFigures;
  const grouped = raw
    .filter((r) => Number(r.level) === 0)
    .map((r) => ({ municipality: r.municipality, ...figures(r) }))
    .sort((a, b) =>
      a.municipality === null ? 1 : b.municipality === null ? -1 : a.municipality.localeCompare(b.municipality, "nl"),
    );
  return {
    rows: municipality === undefined ? grouped : grouped.filter((r) => r.municipality === municipality),
    totals: figures(raw.find((r) => Number(r.level) === 1)),
    municipalities: grouped.flatMap((r) => (r.municipality === null ? [] : [r.municipality])),
  };
}
