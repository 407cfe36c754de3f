/**
 * A fresh, real local D1 (workerd through wrangler's getPlatformProxy, in memory) with the migrations
 * applied and, by default, the demo seed. Call once per test file: every call is a new database.
 */
import { getPlatformProxy } from "wrangler";
import { createDb, type Db } from "../../db";
import { applyMigrations } from "../../db/migrate";

export interface TestDatabase {
  env: Env;
  db: Db;
  dispose: () => Promise<void>;
}

async function createOnce(seed: boolean): Promise<TestDatabase> {
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: false });
  try {
    await applyMigrations(proxy.env.DB);
    const db = createDb(proxy.env.DB);
    if (seed) {
      const { seedDatabase } = await import("../../db/seed");
      await seedDatabase(db);
    }
    return { env: proxy.env, db, dispose: () => proxy.dispose() };
  } catch (error) {
    await proxy.dispose().catch(() => {});
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
