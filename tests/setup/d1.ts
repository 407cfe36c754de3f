/**
 * A fresh, real local D1 (workerd through Miniflare, the engine of `wrangler dev` and `getPlatformProxy`) with the
 * migrations applied and, by default, the demo seed. Call once per test file: every call is a new database. The
 * Worker's env is wrangler.toml's: its vars and D1 binding, read once per run by tests/setup/d1-template.global.ts
 * (importing wrangler itself cost every database file ~1 s).
 *
 * Migrating and seeding go through miniflare's proxy one statement at a time (~700 statements, seconds on a busy
 * machine), so they run once per Vitest run: the first file that needs a database builds a template on disk
 * (tests/setup/d1-template.global.ts gives the run its directory), and every call copies that file. The template is
 * built by the same `applyMigrations` and `seedDatabase`; if building it fails, each file migrates and seeds its
 * own in-memory database as before.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import "./sync-fetch-retry";
import { sql } from "drizzle-orm";
import { Miniflare } from "miniflare";
import { TENANT_IDS } from "../../config/tenants";
import { createDb, type Db } from "../../db";
import { applyMigrations } from "../../db/migrate";
import { vacancyFtsTable } from "../../db/schema";

export interface TestDatabase {
  env: Env;
  db: Db;
  dispose: () => Promise<void>;
}

const WAIT_FOR_TEMPLATE_MS = 180_000;

/** The Worker's env as `getPlatformProxy` gives it (vars + D1), persisted under `persist` (in memory without). */
async function platform(persist: string | false): Promise<{ env: Env; dispose: () => Promise<void> }> {
  const bindings = inject("workerBindings");
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 404 }) } }",
    compatibilityDate: bindings.compatibilityDate,
    compatibilityFlags: bindings.compatibilityFlags,
    bindings: bindings.vars,
    d1Databases: bindings.d1Databases,
    // Uploads: a bucket of this database's own, in memory (a file's objects never outlive its test database).
    r2Buckets: bindings.r2Buckets,
    r2Persist: false,
    d1Persist: persist === false ? false : join(persist, "d1"),
  });
  try {
    const env = await mf.getBindings<Env>();
    return { env, dispose: () => mf.dispose() };
  } catch (error) {
    await mf.dispose().catch(() => {});
    throw error;
  }
}

async function migrateAndSeed(d1: D1Database, seed: boolean) {
  await applyMigrations(d1);
  if (seed) {
    const { seedDatabase } = await import("../../db/seed");
    await seedDatabase(createDb(d1));
  }
}

/** Builds the template once per run (whoever takes the lock); the others wait for it. Null: no template. */
async function template(seed: boolean): Promise<string | null> {
  const root = inject("d1TemplateDir");
  if (!root) return null;
  const name = seed ? "seeded" : "migrated";
  const done = join(root, name);
  const failed = join(root, `${name}.failed`);
  let builder = false;
  try {
    mkdirSync(join(root, `${name}.lock`));
    builder = true;
  } catch {}
  if (builder) {
    const building = join(root, `${name}.building`);
    try {
      const proxy = await platform(building);
      try {
        await migrateAndSeed(proxy.env.DB, seed);
      } finally {
        await proxy.dispose();
      }
      renameSync(building, done);
    } catch (error) {
      console.warn(`D1 template (${name}) could not be built, every file sets up its own: ${String(error)}`);
      writeFileSync(failed, String(error));
    }
  }
  const deadline = Date.now() + WAIT_FOR_TEMPLATE_MS;
  while (!existsSync(done)) {
    if (existsSync(failed) || Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return done;
}

async function createOnce(seed: boolean): Promise<TestDatabase> {
  const source = await template(seed);
  const copy = source ? mkdtempSync(join(source, "..", "db-")) : null;
  if (source && copy) cpSync(source, copy, { recursive: true });
  const removeCopy = () => copy && rmSync(copy, { recursive: true, force: true });
  const proxy = await platform(copy ?? false);
  try {
    if (!copy) await migrateAndSeed(proxy.env.DB, seed);
    const db = createDb(proxy.env.DB);
    return {
      env: proxy.env,
      db,
      dispose: async () => {
        await proxy.dispose();
        removeCopy();
      },
    };
  } catch (error) {
    await proxy.dispose().catch(() => {});
    removeCopy();
    throw error;
  }
}

/**
 * Setting up is retried once on a fresh database: under heavy load miniflare's synchronous proxy call (every
 * D1 `bind` goes through it) can wake before its answer arrives and fail an internal assertion. A failure of
 * the tests themselves is never retried.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  try {
    return await createOnce(seed);
  } catch (error) {
    console.warn(`test database setup failed, retrying once on a fresh one: ${String(error)}`);
    return createOnce(seed);
  }
}

/** Per tenant: the rows of its full-text index and its vacancies (they must be equal: the triggers keep them so). */
export async function searchIndexCounts(db: Db): Promise<{ tenant: string; indexed: number; stored: number }[]> {
  const out = [];
  for (const tenant of TENANT_IDS) {
    const fts = sql.raw(vacancyFtsTable(tenant));
    const [{ n: indexed }] = await db.all<{ n: number }>(sql`select count(*) as n from ${fts}`);
    const [{ n: stored }] = await db.all<{ n: number }>(sql`select count(*) as n from vacancies where tenant_id = ${tenant}`);
    out.push({ tenant, indexed: Number(indexed), stored: Number(stored) });
  }
  return out;
}

/**
 * The binding as it is, except that every `withSession` start asked of it is recorded in `starts` (D1 sessions, ADR
 * 0076): a Proxy cannot do it, miniflare's binding answers a new function per property read.
 */
export function recordingSessions(binding: D1Database): { database: D1Database; starts: (string | undefined)[] } {
  const starts: (string | undefined)[] = [];
  const database = {
    prepare: (query: string) => binding.prepare(query),
    batch: (statements: D1PreparedStatement[]) => binding.batch(statements),
    exec: (query: string) => binding.exec(query),
    dump: () => binding.dump(),
    withSession: (start?: string) => {
      starts.push(start);
      return binding.withSession(start);
    },
  } as D1Database;
  return { database, starts };
}
