/**
 * How the seed writes (db/seed/index.ts for the demo, db/seed/bulk-seed.ts for the benchmark data): statements in D1
 * batches, and INSERTs sized to D1's limit of bound parameters.
 */
import { getTableColumns } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../index";

export interface SeedOptions {
  /** The day vacancy dates are relative to (`YYYY-MM-DD`); defaults to today in Europe/Amsterdam. */
  today?: string;
}

const STATEMENTS_PER_BATCH = 50;
const MAX_BOUND_PARAMETERS = 100;

export type Statement = BatchItem<"sqlite">;

export async function runInBatches(db: Db, statements: Statement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const chunk = statements.slice(i, i + STATEMENTS_PER_BATCH) as [Statement, ...Statement[]];
    await db.batch(chunk);
  }
}

/** One INSERT per row: the demo seed is small, and a failing row is then easy to spot. */
export function insertEach<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]): Statement[] {
  return rows.map((row) => db.insert(table).values(row));
}

/**
 * Multi-row INSERTs sized to stay under D1's parameter limit. Drizzle binds every column (defaults included), so
 * the column count is the exact number of parameters per row.
 */
export function insertChunked<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]): Statement[] {
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Object.keys(getTableColumns(table)).length));
  const statements: Statement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    statements.push(db.insert(table).values(rows.slice(i, i + perStatement)));
  }
  return statements;
}
