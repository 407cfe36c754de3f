import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

function connect(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof connect>;

/**
 * One Drizzle instance per D1 binding object. Building one walks the whole schema (its relational config), which
 * cost more CPU than a query on every API request; the instance holds only the binding, the dialect and that
 * config (no per-request state), so it is reused for as long as the binding object lives.
 * docs/decisions/0018-a-cheaper-request-path.md
 */
const instances = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = connect(d1);
    instances.set(d1, db);
  }
  return db;
}

export { schema };
