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

export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: false });
  await applyMigrations(proxy.env.DB);
  const db = createDb(proxy.env.DB);
  if (options.seed ?? true) {
    const { seedDatabase } = await import("../../db/seed");
    await seedDatabase(db);
  }
  return { env: proxy.env, db, dispose: () => proxy.dispose() };
}
