/**
 * Applies the drizzle-kit migrations in db/migrations to a D1 binding. Used by the test harness on an
 * in-memory D1; local and remote databases use `wrangler d1 migrations apply` (same files).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");

export function migrationStatements(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => readFileSync(join(dir, f), "utf8").split("--> statement-breakpoint"))
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function applyMigrations(d1: D1Database, dir = MIGRATIONS_DIR): Promise<void> {
  const statements = migrationStatements(dir);
  await d1.batch(statements.map((s) => d1.prepare(s)));
}
