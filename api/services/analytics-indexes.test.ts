/**
 * The indexes the analytics aggregates and the applications list stand on at the bulk seed's scale (migration 0028,
 * docs/decisions/0070-analytics-indexes.md): a count per bucket over a centre's or a tenant's applications or
 * vacancies searches a time range in an index (covering: status and decision time ride along) instead of scanning
 * the table once per bucket; a list of a tenant's applications, newest first, walks that index in order.
 * bench/analytics.mjs prints the same plans on 100,000 vacancies and ~290,000 applications.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bucketsOf, rangeOf } from "../../contract/analytics";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/d1";
import { bucketsCte } from "./analytics-buckets";
import { analyticsCharts } from "./analytics-charts";
import { municipalityReport } from "./municipality-report";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await t?.dispose();
});

const range = rangeOf({ from: "2024-01-01", to: "2024-12-31", interval: "month" });
const buckets = bucketsCte(bucketsOf(range));
const plan = async (query: SQL) =>
  (await t.db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${query}`)).map((r) => r.detail).join("\n");

describe("the analytics indexes (ADR 0070)", () => {
  it("count a centre's applications per bucket, by outcome and time to answer, from the index alone", async () => {
    const perBucket = await plan(sql`WITH ${buckets} SELECT b.key, a.status, count(a.id) FROM buckets b LEFT JOIN applications a
      ON a.volunteer_center_id = ${1} AND a.created_at >= b.start AND a.created_at < b."end" GROUP BY b.key, a.status`);
    expect(perBucket).toContain(
      "SEARCH a USING COVERING INDEX applications_center_created_idx (volunteer_center_id=? AND created_at>? AND created_at<?)",
    );
    const answered = await plan(sql`SELECT avg(julianday(decided_at) - julianday(created_at)) FROM applications
      WHERE volunteer_center_id = ${1} AND decided_at >= ${range.start} AND decided_at < ${range.end}`);
    expect(answered).toContain(
      "USING COVERING INDEX applications_center_decided_idx (volunteer_center_id=? AND decided_at>? AND decided_at<?)",
    );
    // Joined to its vacancy (the place, the municipality): the application's own row is never read.
    const byPlace = await plan(sql`SELECT v.municipality, count(a.id) FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
      WHERE a.volunteer_center_id = ${1} AND a.created_at >= ${range.start} AND a.created_at < ${range.end} GROUP BY v.municipality`);
    expect(byPlace).toContain("SEARCH a USING COVERING INDEX applications_center_created_idx");
  });

  it("count a tenant's applications per bucket (every centre) from the index alone", async () => {
    const perBucket = await plan(sql`WITH ${buckets} SELECT b.key, a.status, count(a.id) FROM buckets b LEFT JOIN applications a
      ON a.tenant_id = ${"oldebroek"} AND a.created_at >= b.start AND a.created_at < b."end" GROUP BY b.key, a.status`);
    expect(perBucket).toContain(
      "SEARCH a USING COVERING INDEX applications_tenant_created_idx (tenant_id=? AND created_at>? AND created_at<?)",
    );
  });

  it("count vacancies published per bucket for a centre and for a tenant from an index", async () => {
    const centre = await plan(sql`WITH ${buckets} SELECT b.key, count(v.id) FROM buckets b LEFT JOIN vacancies v
      ON v.volunteer_center_id = ${1} AND v.published_at >= b.start AND v.published_at < b."end" GROUP BY b.key`);
    expect(centre).toContain(
      "SEARCH v USING COVERING INDEX vacancies_center_published_idx (volunteer_center_id=? AND published_at>? AND published_at<?)",
    );
    const tenant = await plan(sql`WITH ${buckets} SELECT b.key, count(v.id) FROM buckets b LEFT JOIN vacancies v
      ON v.tenant_id = ${"oldebroek"} AND v.published_at >= b.start AND v.published_at < b."end" GROUP BY b.key`);
    expect(tenant).toContain(
      "SEARCH v USING COVERING INDEX vacancies_tenant_published_idx (tenant_id=? AND published_at>? AND published_at<?)",
    );
  });

  it("let a tenant's applications list, newest first, walk the index in order instead of sorting every row", async () => {
    const list = await plan(sql`SELECT a.id FROM applications a WHERE a.tenant_id = ${"oldebroek"}
      ORDER BY a.created_at DESC, a.id DESC LIMIT 25`);
    expect(list).toContain("applications_tenant_created_idx (tenant_id=?)");
    expect(list).not.toContain("USE TEMP B-TREE FOR ORDER BY");
  });

  it("plan every statement of the charts on indexes that never read an application row, for a centre and for all", async () => {
    for (const centers of [[1], "all"] as const) {
      const statements: { sql: string; params: unknown[] }[] = [];
      // The service's own statements, as it hands them to D1's batch.
      const capture = {
        $client: {
          prepare: (text: string) => ({ bind: (...params: unknown[]) => statements.push({ sql: text, params }) }),
          batch: async (items: unknown[]) => items.map(() => ({ results: [] })),
        },
      };
      await analyticsCharts(capture as never, "oldebroek", centers === "all" ? "all" : [...centers], range);
      expect(statements.length).toBeGreaterThan(5);
      for (const statement of statements) {
        const rows = await t.env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
          .bind(...statement.params)
          .all<{ detail: string }>();
        const details = rows.results.map((r) => r.detail);
        for (const detail of details.filter((d) => / (a|applications) /.test(d) && /^(SEARCH|SCAN)/.test(d)))
          expect(detail, statement.sql).toMatch(/USING COVERING INDEX/);
        expect(details.join("\n"), statement.sql).not.toMatch(/SCAN (a|v|applications|vacancies)\b(?! USING COVERING)/);
      }
    }
  });

  it("plan the municipality report on indexes that never read an application's or a vacancy's row where it joins them", async () => {
    for (const centerIds of [[1], "all"] as const) {
      const captured: SQL[] = [];
      const context = {
        get: (key: string) =>
          key === "tenant"
            ? { id: "oldebroek", defaultVolunteerCenterId: 1 }
            : key === "db"
              ? {
                  all: async (query: SQL) => {
                    captured.push(query);
                    return [];
                  },
                }
              : undefined,
      };
      await municipalityReport(
        context as never,
        { centerIds: centerIds === "all" ? "all" : [...centerIds], anyCenter: true },
        range,
        undefined,
      );
      const details = (await plan(captured[0])).split("\n");
      const joined = details.filter((d) => /^SEARCH (ap|applications|v) /.test(d) && !/published_at/.test(d));
      expect(joined.length).toBeGreaterThan(2);
      for (const detail of joined) expect(detail).toMatch(/USING (COVERING INDEX|PRIMARY KEY)/);
      expect(details.join("\n")).toContain("COVERING INDEX vacancies_place_idx");
      // Applications grouped per vacancy in index order (no sort of the period's applications), and vacancies
      // published counted with their place from the index alone.
      const by = centerIds === "all" ? "tenant" : "center";
      expect(details).toContain(
        `SEARCH applications USING COVERING INDEX applications_${by}_vacancy_idx (${by === "center" ? "volunteer_center_id" : "tenant_id"}=?)`,
      );
      expect(details.join("\n")).toMatch(new RegExp(`SEARCH v USING COVERING INDEX vacancies_${by}_published_idx`));
    }
  });
});
