#!/usr/bin/env node
// The SQL of one tenant's vacancy full-text index (docs/decisions/0055-vacancy-search-one-index-per-tenant.md):
// its source view, the FTS5 table, its rebuild and the four triggers that keep it in step with `vacancies`.
// Migration 0008 holds this block for every tenant of config/tenants.ts; a new tenant gets a migration with its
// block (db/search-index.test.ts fails until it has one).
// Usage: node scripts/tenant-search-index.mjs <tenant-id> >> db/migrations/00NN_search_index_<tenant-id>.sql
import { pathToFileURL } from "node:url";

const COLUMNS = "title, search_body, organization_name, city";

/** The statements, joined by drizzle's breakpoint marker (db/migrate.ts and wrangler both split on it). */
export function tenantSearchIndexSql(tenantId) {
  if (!/^[a-z][a-z0-9]*$/.test(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
  const fts = `vacancies_fts_${tenantId}`;
  const values = (row) =>
    COLUMNS.split(", ")
      .map((c) => `${row}.${c}`)
      .join(", ");
  const index = (row) => `INSERT INTO ${fts}(rowid, ${COLUMNS}) VALUES (${row}.id, ${values(row)})`;
  const unindex = (row) => `INSERT INTO ${fts}(${fts}, rowid, ${COLUMNS}) VALUES ('delete', ${row}.id, ${values(row)})`;
  // One statement per body and a plain WHEN: `wrangler d1 migrations apply --remote` mis-splits complex bodies.
  const trigger = (name, event, row, body) =>
    `CREATE TRIGGER \`${fts}_${name}\` ${event} ON \`vacancies\` WHEN ${row}.tenant_id = '${tenantId}' BEGIN ${body}; END;`;
  return [
    `CREATE VIEW \`${fts}_source\` AS SELECT id, ${COLUMNS} FROM vacancies WHERE tenant_id = '${tenantId}';`,
    `CREATE VIRTUAL TABLE \`${fts}\` USING fts5(${COLUMNS}, content='${fts}_source', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8 9 10 11 12');`,
    `INSERT INTO \`${fts}\`(\`${fts}\`) VALUES ('rebuild');`,
    trigger("after_insert", "AFTER INSERT", "new", index("new")),
    trigger("before_update", `BEFORE UPDATE OF ${COLUMNS}`, "old", unindex("old")),
    trigger("after_update", `AFTER UPDATE OF ${COLUMNS}`, "new", index("new")),
    trigger("after_delete", "AFTER DELETE", "old", unindex("old")),
  ].join("--> statement-breakpoint\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const tenantId = process.argv[2];
  if (!tenantId) {
    console.error("usage: node scripts/tenant-search-index.mjs <tenant-id>");
    process.exit(2);
  }
  console.log(tenantSearchIndexSql(tenantId));
}
