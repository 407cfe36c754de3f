/**
 * D1 read replication through the Sessions API (docs/decisions/0076-d1-sessions-and-bookmarks.md): every request
 * reads and writes through one `env.DB.withSession(…)`. A session starts either anywhere (`first-unconstrained`: the
 * nearest replica, for a visitor who wrote nothing) or at a **bookmark** — the position in the database's history
 * of the visitor's latest write — so a replica that has not caught up with it is never read. The bookmark travels
 * with the visitor: the app keeps it in a cookie, API clients in the `x-d1-bookmark` header (sent and answered), and
 * the app's in-process calls to the API share the app's session. Without replication (`wrangler dev`, or replication
 * off) there is one database and every session reads it; the bookmarks still advance.
 */
export { BOOKMARK_HEADER, mayWrite, sessionStart, validBookmark } from "../contract/d1-bookmark";

import { validBookmark } from "../contract/d1-bookmark";

/** The binding each surface (a ReadBatch, a session) stands for (`databaseOf`). */
const underlying = new WeakMap<D1Database, D1Database>();

/** The real D1 binding behind `d1`: itself, or the binding a request's ReadBatch or session reads. */
export const databaseOf = (d1: D1Database): D1Database => underlying.get(d1) ?? d1;

/** Records that `surface` reads and writes `d1` (through a batch or a session). */
export function standsFor(surface: D1Database, d1: D1Database): void {
  underlying.set(surface, databaseOf(d1));
}

/** Databases that already are one request's session (the API then continues it instead of opening another). */
const sessions = new WeakSet<object>();

/** Marks a D1 surface as one request's session (a session, or a wrapper that reads through one). */
export function markSession<T extends object>(database: T): T {
  sessions.add(database);
  return database;
}

export const isSession = (database: object) => sessions.has(database);

type SessionCapable = D1Database & { withSession?: (constraintOrBookmark?: string) => D1DatabaseSession };

/**
 * A session on `d1` starting at `start`, as a D1Database surface (prepare, batch, exec, dump) with `getBookmark`.
 * A binding without the Sessions API (an older runtime, a test double) is used as it is.
 */
export function openSession(d1: D1Database, start: string): D1Database {
  const binding = d1 as SessionCapable;
  if (typeof binding.withSession !== "function") return d1;
  const session = binding.withSession(start);
  const database = {
    prepare: (query: string) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query: string) => d1.exec(query),
    dump: () => d1.dump(),
    withSession: () => session,
    getBookmark: () => (typeof session.getBookmark === "function" ? session.getBookmark() : null),
  } as unknown as D1Database;
  standsFor(database, d1);
  return markSession(database);
}

/** The latest bookmark of a request's session; null for a database that is not one. */
export function bookmarkOf(database: D1Database): string | null {
  const getBookmark = (database as { getBookmark?: () => string | null }).getBookmark;
  return typeof getBookmark === "function" ? validBookmark(getBookmark.call(database)) : null;
}
