/**
 * Every series of `/analytics` (docs/decisions/0067-analytics-charts.md) in one D1 round trip: seven aggregate
 * statements in one D1 `batch` (they start with `WITH`, which api/read-batch.ts does not gather, and drizzle's
 * own batch takes no raw SQL, so they go to the binding's batch here). Counting is done by SQL (GROUP BY, count, window functions for the median); the Worker only reshapes the
 * grouped rows. Time series join their rows to the period's buckets (`bucketsCte`), so every bucket is present.
 */
import { type SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { type AnalyticsRange, bucketsOf } from "../../contract/analytics";
import { ANALYTICS_TOP, type AnalyticsChartsAttributes, type NamedCount } from "../../contract/analytics-charts";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../contract/applications";
import type { OrganizationStatus, OrganizationType } from "../../contract/organizations";
import type { Db } from "../../db";
import { bucketsCte } from "./analytics-buckets";
import { inAnalyticsScope } from "./analytics-scope";

/** `AND <alias>.volunteer_center_id IN (…)` for a list of centres; nothing for `all` (the tenant condition stays). */

const num = (v: unknown) => Number(v ?? 0);

const dialect = new SQLiteAsyncDialect();
/** A statement of the batch, typed by its rows. */
interface Statement<T> {
  query: { sql: string; params: unknown[] };
  row?: T;
}
const q = <T>(statement: SQL): Statement<T> => ({ query: dialect.sqlToQuery(statement) });

export async function analyticsCharts(
  db: Db,
  tenantId: string,
  centerIds: number[] | "all",
  range: AnalyticsRange,
): Promise<AnalyticsChartsAttributes> {
  const buckets = bucketsOf(range);
  const cte = bucketsCte(buckets);
  const { start, end } = range;
  const scoped = (alias: string) => inAnalyticsScope(alias, tenantId, centerIds);
  const endYear = Number(range.to.slice(0, 4));

  const vacanciesPublished = q<{ key: string; n: number }>(sql`
    WITH ${cte}
    SELECT b.key AS key, count(v.id) AS n
    FROM buckets b
    LEFT JOIN vacancies v ON v.published_at >= b.start AND v.published_at < b."end"
      AND ${scoped("v")} AND v.deleted_at IS NULL
    GROUP BY b.key ORDER BY b.start`);

  const statusColumns = sql.join(
    APPLICATION_STATUSES.map((s) => sql`count(CASE WHEN a.status = ${s} THEN 1 END) AS ${sql.identifier(s)}`),
    sql`, `,
  );
  const applications = q<{ key: string } & Record<ApplicationStatus, number>>(sql`
    WITH ${cte}
    SELECT b.key AS key, ${statusColumns}
    FROM buckets b
    LEFT JOIN applications a ON a.created_at >= b.start AND a.created_at < b."end"
      AND ${scoped("a")}
    GROUP BY b.key ORDER BY b.start`);

  const organizations = q<{ status: OrganizationStatus; type: OrganizationType; n: number }>(sql`
    SELECT o.status AS status, o.type AS type, count(*) AS n
    FROM organizations o
    WHERE ${scoped("o")} AND o.deleted_at IS NULL AND o.status != 'deleted'
    GROUP BY o.status, o.type ORDER BY o.status, o.type`);

  // Vacancies carry no activity type of their own: the types are their organisation's profile's (the ADR says so).
  // Counted per organisation first (the vacancies' (centre, published) index alone), then spread over each
  // organisation's distinct activity types.
  const activityTypes = q<{ id: number; name_nl: string; name_en: string; n: number }>(sql`
    WITH per AS (
      SELECT v.organization_id AS organization_id, count(*) AS n
      FROM vacancies v
      WHERE ${scoped("v")} AND v.published_at >= ${start} AND v.published_at < ${end} AND v.deleted_at IS NULL
      GROUP BY v.organization_id
    ),
    typed AS (
      SELECT DISTINCT per.organization_id AS organization_id, per.n AS n, j.value AS type_id
      FROM per
      JOIN organization_profiles p ON p.organization_id = per.organization_id AND p.tenant_id = ${tenantId}
      JOIN json_each(p.activity_type_ids) j
    )
    SELECT t.id AS id, t.name_nl AS name_nl, t.name_en AS name_en, sum(typed.n) AS n
    FROM typed JOIN activity_types t ON t.id = typed.type_id
    GROUP BY t.id ORDER BY n DESC, t.position, t.id LIMIT ${ANALYTICS_TOP}`);

  // Days from application to decision; the median is the middle row (or the mean of the two middle rows).
  const answerTime = q<Record<string, number | null>>(sql`
    WITH d AS (
      SELECT julianday(a.decided_at) - julianday(a.created_at) AS days
      FROM applications a
      WHERE ${scoped("a")} AND a.decided_at >= ${start} AND a.decided_at < ${end}
        AND a.decided_at >= a.created_at
    ),
    o AS (SELECT days, row_number() OVER (ORDER BY days) AS rn, count(*) OVER () AS cnt FROM d)
    SELECT
      count(CASE WHEN days < 1 THEN 1 END) AS lt1,
      count(CASE WHEN days >= 1 AND days < 3 THEN 1 END) AS d1to3,
      count(CASE WHEN days >= 3 AND days < 7 THEN 1 END) AS d3to7,
      count(CASE WHEN days >= 7 AND days < 14 THEN 1 END) AS d7to14,
      count(CASE WHEN days >= 14 THEN 1 END) AS gte14,
      count(*) AS decided,
      (SELECT avg(days) FROM o WHERE rn IN ((cnt + 1) / 2, (cnt + 2) / 2)) AS median
    FROM d`);

  // Volunteers and students of the centres with an account by the period's end; age in the period's end year.
  const ageGroups = q<{ id: number; name_nl: string; name_en: string; n: number; unknown: number }>(sql`
    WITH vol AS (
      SELECT u.id AS id, u.birth_year AS birth_year
      FROM users u
      WHERE ${scoped("u")} AND u.status != 'archived' AND u.created_at < ${end}
        AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role IN ('volunteer', 'student'))
    )
    SELECT g.id AS id, g.name_nl AS name_nl, g.name_en AS name_en, count(vol.id) AS n,
      (SELECT count(*) FROM vol WHERE birth_year IS NULL) AS unknown
    FROM age_groups g
    LEFT JOIN vol ON vol.birth_year IS NOT NULL
      AND ${endYear} - vol.birth_year >= coalesce(g.min_age, 0)
      AND (g.max_age IS NULL OR ${endYear} - vol.birth_year <= g.max_age)
    GROUP BY g.id ORDER BY g.position, g.id`);

  // Counted per vacancy from the (centre, time) index alone, then the activities among them by the vacancies' (tenant,
  // id) index, and only the ten shown read their title.
  const signUps = q<{ id: number; title: string; n: number }>(sql`
    WITH per AS (
      SELECT a.vacancy_id AS id, count(*) AS n
      FROM applications a
      WHERE ${scoped("a")} AND a.created_at >= ${start} AND a.created_at < ${end}
      GROUP BY a.vacancy_id
    ),
    top AS (
      SELECT per.id AS id, per.n AS n
      FROM per JOIN vacancies v INDEXED BY vacancies_keys_idx ON v.tenant_id = ${tenantId} AND v.id = per.id
      WHERE v.vacancy_type = 'activity' AND v.deleted_at IS NULL
      ORDER BY per.n DESC, per.id LIMIT ${ANALYTICS_TOP}
    )
    SELECT top.id AS id, v.title AS title, top.n AS n
    FROM top JOIN vacancies v ON v.id = top.id
    ORDER BY top.n DESC, top.id`);

  const statements = [vacanciesPublished, applications, organizations, activityTypes, answerTime, ageGroups, signUps];
  const d1 = db.$client;
  const results = await d1.batch(statements.map((s) => d1.prepare(s.query.sql).bind(...s.query.params)));
  const rows = <T>(i: number, _statement: Statement<T>) => (results[i]?.results ?? []) as T[];
  const published = rows(0, vacanciesPublished);
  const apps = rows(1, applications);
  const orgs = rows(2, organizations);
  const types = rows(3, activityTypes);
  const answer = rows(4, answerTime);
  const ages = rows(5, ageGroups);
  const activities = rows(6, signUps);

  const appSeries = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, apps.map((row) => num(row[s]))])) as Record<
    ApplicationStatus,
    number[]
  >;
  const [a] = answer;
  const medianDays = a?.median === null || a?.median === undefined ? null : Math.round(Number(a.median) * 10) / 10;
  const named = (rows: { id: number; name_nl: string; name_en: string; n: number }[]): NamedCount[] =>
    rows.map((r) => ({ id: num(r.id), nameNl: r.name_nl, nameEn: r.name_en, count: num(r.n) }));
  const vacancySeries = published.map((row) => num(row.n));
  const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);

  return {
    from: range.from,
    to: range.to,
    interval: range.interval,
    centerIds,
    totals: {
      vacanciesPublished: sum(vacancySeries),
      applications: sum(APPLICATION_STATUSES.map((s) => sum(appSeries[s]))),
      accepted: sum(appSeries.accepted),
      medianDaysToAnswer: medianDays,
    },
    buckets: buckets.map((b) => ({ key: b.key, from: b.from, to: b.to })),
    vacanciesPublished: vacancySeries,
    applications: appSeries,
    organizations: orgs.map((r) => ({ status: r.status, type: r.type, count: num(r.n) })),
    activityTypes: named(types),
    answerTime: {
      buckets: {
        lt1: num(a?.lt1),
        d1to3: num(a?.d1to3),
        d3to7: num(a?.d3to7),
        d7to14: num(a?.d7to14),
        gte14: num(a?.gte14),
      },
      decided: num(a?.decided),
      medianDays,
    },
    ageGroups: { groups: named(ages), unknown: num(ages[0]?.unknown) },
    signUps: activities.map((r) => ({ id: num(r.id), title: r.title, count: num(r.n) })),
  };
}
