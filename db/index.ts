import { createTableRelationsHelpers, extractTablesRelationalConfig } from "drizzle-orm";
import { DrizzleD1Database, drizzle, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

function connect(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof connect>;

/**
 * What `drizzle(d1, { schema })` derives from the schema (its relational config: it walks every table and relation,
 * ~0.5 ms) and the SQL dialect: neither depends on the binding or on a request, so they are made once per isolate.
 */
let shared: { dialect: SQLiteAsyncDialect; schema: ConstructorParameters<typeof SQLiteD1Session>[2] } | undefined;

/** `drizzle(d1, { schema })` with the schema's relational config made once (drizzle-orm/d1's own steps). */
function connectCheaply(d1: D1Database): Db {
  if (!shared) {
    const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    shared = {
      dialect: new SQLiteAsyncDialect(),
      schema: { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap },
    };
  }
  const session = new SQLiteD1Session(d1, shared.dialect, shared.schema, {});
  const db = new DrizzleD1Database("async", shared.dialect, session, shared.schema) as unknown as Db;
  db.$client = d1;
  return db;
}

/**
 * One Drizzle instance per D1 binding object. Building one walks the whole schema (its relational config), which
 * cost more CPU than a query on every API request; the instance holds only the binding, the dialect and that
 * config (no per-request state), so it is reused for as long as the binding object lives. A request's read batch
 * (api/read-batch.ts) is a binding of its own; its instance shares the schema's config.
 * docs/decisions/0018-a-cheaper-request-path.md
 */
const instances = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = connectCheaply(d1);
    instances.set(d1, db);
  }
  return db;
}

export { schema };
