/**
 * One full-text index per tenant (migration 0008, docs/decisions/0055-vacancy-search-one-index-per-tenant.md):
 * every tenant of config/tenants.ts has its index and triggers, a vacancy is indexed in its own tenant's only, and
 * scripts/tenant-search-index.mjs writes exactly the block the migration holds (it is how a new tenant gets one).
 * Also the invariant the public search's "hidden organisations" test relies on: a vacancy's organisation is of its
 * tenant.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANT_IDS } from "../config/tenants";
import { tenantSearchIndexSql } from "../scripts/tenant-search-index.mjs";
import { createTestDatabase, searchIndexCounts, type TestDatabase } from "../tests/setup/d1";
import { organizations, vacancies, vacancyFtsTable } from "./schema";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.dispose();
});

const matches = async (tenant: string, q: string) => {
  const fts = sql.raw(vacancyFtsTable(tenant));
  return (await t.db.all<{ id: number }>(sql`select rowid as id from ${fts} where ${fts} match ${q}`)).map((r) => r.id);
};

describe("the vacancy search index per tenant", () => {
  it("exists for every tenant, with its view and four triggers, and no index is shared", async () => {
    const objects = await t.db.all<{ type: string; name: string }>(
      sql`select type, name from sqlite_master where name like 'vacancies_fts%' and type in ('table', 'view', 'trigger')`,
    );
    const names = new Set(objects.map((o) => `${o.type} ${o.name}`));
    for (const tenant of TENANT_IDS) {
      const fts = vacancyFtsTable(tenant);
      for (const name of [`table ${fts}`, `view ${fts}_source`]) expect(names.has(name), name).toBe(true);
      for (const trigger of ["after_insert", "before_update", "after_update", "after_delete"])
        expect(names.has(`trigger ${fts}_${trigger}`), `${fts}_${trigger}`).toBe(true);
    }
    expect(names.has("table vacancies_fts")).toBe(false);
    expect(() => vacancyFtsTable("elsewhere")).toThrow(/no search index/);
  });

  it("indexes a vacancy in its own tenant's index only, and follows its edits and removal", async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.tenantId, "roermond")).limit(1);
    const [row] = await t.db
      .insert(vacancies)
      .values({
        tenantId: "roermond",
        volunteerCenterId: org.volunteerCenterId,
        organizationId: org.id,
        title: "Kievitsbloemteller",
        searchBody: "Bloemen tellen langs de Maas.",
      })
      .returning({ id: vacancies.id });
    expect(await matches("roermond", "kievitsbloem*")).toEqual([row.id]);
    for (const other of TENANT_IDS.filter((id) => id !== "roermond")) expect(await matches(other, "kievitsbloem*")).toEqual([]);
    await t.db.update(vacancies).set({ title: "Zwanenbloemteller" }).where(eq(vacancies.id, row.id));
    expect(await matches("roermond", "kievitsbloem*")).toEqual([]);
    expect(await matches("roermond", "zwanenbloem*")).toEqual([row.id]);
    await t.db.delete(vacancies).where(eq(vacancies.id, row.id));
    expect(await matches("roermond", "zwanenbloem*")).toEqual([]);
    for (const { tenant, indexed, stored } of await searchIndexCounts(t.db)) expect(indexed, tenant).toBe(stored);
  });

  it("refuses a vacancy whose organisation is of another tenant (the public search relies on it)", async () => {
    const [here] = await t.db.select().from(organizations).where(eq(organizations.tenantId, "roermond")).limit(1);
    const [elsewhere] = await t.db.select().from(organizations).where(eq(organizations.tenantId, "demo")).limit(1);
    const values = {
      volunteerCenterId: here.volunteerCenterId,
      organizationId: elsewhere.id,
      title: "Verdwaald",
      searchBody: "",
    };
    await expect(t.db.insert(vacancies).values({ tenantId: "roermond", ...values })).rejects.toThrow();
    const [row] = await t.db
      .insert(vacancies)
      .values({ tenantId: "roermond", ...values, organizationId: here.id })
      .returning({ id: vacancies.id });
    await expect(t.db.update(vacancies).set({ organizationId: elsewhere.id }).where(eq(vacancies.id, row.id))).rejects.toThrow();
    const [kept] = await t.db.select().from(vacancies).where(eq(vacancies.id, row.id));
    expect(kept.organizationId).toBe(here.id);
    await t.db.delete(vacancies).where(eq(vacancies.id, row.id));
  });

  it("is written by scripts/tenant-search-index.mjs, as migration 0008 holds it", () => {
    const migration = readFileSync(join(import.meta.dirname, "migrations", "0008_vacancy_search_per_tenant.sql"), "utf8");
    for (const tenant of TENANT_IDS) expect(migration).toContain(tenantSearchIndexSql(tenant));
    expect(() => tenantSearchIndexSql("x'; drop table vacancies; --")).toThrow(/not a tenant id/);
  });
});
