/**
 * A fresh, real local D1 (workerd through wrangler's getPlatformProxy) with the migrations applied and, by default,
 * the demo seed. Call once per test file: every call is a new database.
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
import { getPlatformProxy } from "wrangler";
import { createDb, type Db } from "../../db";
import { applyMigrations } from "../../db/migrate";

export interface TestDatabase {
  env: Env;
  db: Db;
  dispose: () => Promise<void>;
}

const WAIT_FOR_TEMPLATE_MS = 180_000;

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
      const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: building } });
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
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: copy ? { path: copy } : false });
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
