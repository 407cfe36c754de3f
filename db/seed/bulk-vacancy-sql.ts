/**
 * The SQL of the `--scale` vacancies (db/seed/bulk-vacancies.ts). The ~1,400 text variants go into a scratch
 * table once; each vacancy then sends its columns and a text id, and the INSERT … SELECT fills in the
 * organisation and place (escaped for JSON and HTML exactly as fillBulkText does), so 100,000 rows are ~40 MB of
 * SQL instead of ~300 MB. The FTS insert trigger sees the finished `search_body`. The scratch table is dropped after.
 */
import { getTableColumns, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../index";
import { vacancies } from "../schema";
import type { BulkText, BulkVacancy } from "./bulk-vacancies";
import { MAX_STATEMENT_BYTES, sqlLiteral } from "./sql-insert";

const TEXTS = "seed_bulk_texts";
const encoder = new TextEncoder();

function chunked(head: string, tuples: string[], tail = ""): string[] {
  const out: string[] = [];
  let part: string[] = [];
  let bytes = 0;
  for (const tuple of tuples) {
    const size = encoder.encode(tuple).length + 2;
    if (part.length && bytes + size > MAX_STATEMENT_BYTES - head.length - tail.length) {
      out.push(head + part.join(", ") + tail);
      part = [];
      bytes = 0;
    }
    part.push(tuple);
    bytes += size;
  }
  if (part.length) out.push(head + part.join(", ") + tail);
  return out;
}

export function bulkTextStatements(db: Db, texts: BulkText[]): BatchItem<"sqlite">[] {
  return [
    `DROP TABLE IF EXISTS ${TEXTS}`,
    `CREATE TABLE ${TEXTS} (id INTEGER PRIMARY KEY, json TEXT NOT NULL, html TEXT NOT NULL, body TEXT NOT NULL)`,
    ...chunked(
      `INSERT INTO ${TEXTS} (id, json, html, body) VALUES `,
      texts.map((t) => `(${t.id}, ${sqlLiteral(t.json)}, ${sqlLiteral(t.html)}, ${sqlLiteral(t.text)})`),
    ),
  ].map((statement) => db.run(sql.raw(statement)));
}

export const dropBulkTexts = (db: Db) => db.run(sql.raw(`DROP TABLE IF EXISTS ${TEXTS}`));

const jsonEscaped = (v: string) => `replace(replace(${v}, '\\', '\\\\'), '"', '\\"')`;
const htmlEscaped = (v: string) =>
  `replace(replace(replace(replace(replace(${v}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
const filled = (column: string, org: string, city: string) => `replace(replace(t.${column}, '{org}', ${org}), '{city}', ${city})`;

export function bulkVacancyStatements(db: Db, rows: BulkVacancy[]): BatchItem<"sqlite">[] {
  if (rows.length === 0) return [];
  const columns: Record<string, SQLiteColumn> = getTableColumns(vacancies);
  const keys = Object.keys(rows[0]).filter((key) => key in columns);
  const n = keys.length;
  const org = `v.column${keys.indexOf("organizationName") + 1}`;
  const city = `v.column${n + 2}`;
  const head =
    `INSERT INTO vacancies (${keys.map((k) => `"${columns[k].name}"`).join(", ")}, description, description_html, search_body) ` +
    `SELECT ${keys.map((_, i) => `v.column${i + 1}`).join(", ")}, ` +
    `${filled("json", jsonEscaped(org), jsonEscaped(city))}, ${filled("html", htmlEscaped(org), htmlEscaped(city))}, ` +
    `${filled("body", org, city)} FROM (VALUES `;
  const tail = `) AS v JOIN ${TEXTS} AS t ON t.id = v.column${n + 1}`;
  const tuples = rows.map((row) => {
    const record = row as unknown as Record<string, unknown>;
    const values = keys.map((key) => {
      const value = record[key];
      return sqlLiteral(value === null || value === undefined ? null : columns[key].mapToDriverValue(value));
    });
    return `(${[...values, String(row.textId), sqlLiteral(row.textCity)].join(", ")})`;
  });
  return chunked(head, tuples, tail).map((statement) => db.run(sql.raw(statement)));
}
