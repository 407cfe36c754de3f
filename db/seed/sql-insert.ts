/**
 * Multi-row INSERTs with the values written into the SQL (no bound parameters), for the tables with many columns
 * or many rows: D1 binds at most 100 parameters per statement, which is two vacancies, while a statement may be
 * 100 KB long. Values go through each column's own driver mapping (JSON, booleans), then are quoted as SQLite
 * literals; every row must carry the same columns (the builders set them all).
 */
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../index";

/** D1's statement limit is 100,000 bytes; stay well below it. */
export const MAX_STATEMENT_BYTES = 90_000;
const encoder = new TextEncoder();

export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`seed: not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replace(/'/g, "''").replace(/\0/g, "")}'`;
  throw new Error(`seed: cannot write ${typeof value} as an SQL literal`);
}

/**
 * `INSERT [OR IGNORE] INTO table (…) VALUES (…), (…)` statements, each under D1's size limit. `orIgnore` skips
 * rows whose key exists (the postcode cache: an address the visitor already looked up stays as it is).
 */
export function literalInserts<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
  { orIgnore = false }: { orIgnore?: boolean } = {},
): BatchItem<"sqlite">[] {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]).filter((key) => key in columns);
  const head = `INSERT${orIgnore ? " OR IGNORE" : ""} INTO "${getTableName(table)}" (${keys
    .map((key) => `"${columns[key].name}"`)
    .join(", ")}) VALUES `;
  const statements: BatchItem<"sqlite">[] = [];
  let values: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (values.length) statements.push(db.run(sql.raw(head + values.join(", "))));
    values = [];
    bytes = 0;
  };
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    const tuple = `(${keys
      .map((key) => {
        const value = record[key];
        if (!(key in record)) throw new Error(`seed: a ${getTableName(table)} row lacks ${key}`);
        return sqlLiteral(value === null || value === undefined ? null : columns[key].mapToDriverValue(value));
      })
      .join(", ")})`;
    const size = encoder.encode(tuple).length + 2;
    if (bytes + size > MAX_STATEMENT_BYTES - head.length) flush();
    values.push(tuple);
    bytes += size;
  }
  flush();
  return statements;
}
