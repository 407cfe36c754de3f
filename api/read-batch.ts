/**
 * Request-scoped read batching (docs/decisions/0051-one-d1-round-trip-per-page.md): one page render calls
 * the in-process API several times at once (centre, menus, page, account…), and each call reads D1. This wraps the
 * request's D1 binding so that the SELECTs issued in the same turn of the event loop go to D1 as one `batch` — one
 * round trip instead of one per call — and every caller still gets exactly the result of its own statement.
 *
 * Rules that keep the answers the same as without it:
 * - Only statements whose SQL starts with `select` are gathered; every other statement (writes, `returning`,
 *   pragmas) first waits for the gathered reads to finish, then runs on its own, in order.
 * - A batch is one transaction in D1; if it fails (one bad statement fails them all), each gathered statement runs
 *   again on its own, so an error reaches only the caller whose statement caused it.
 * - `raw()` (what Drizzle uses for every select with fields) needs the columns in order, but a batch answers rows as
 *   objects, which merge equal column names (a join selecting two `id`s). The gathered copy is therefore read through
 *   `select * from (…)`, for which SQLite names every column uniquely ("id", "id:1"), in the same order. A row whose
 *   keys look like array indices (a column named "1") would be reordered by the object, so such a result is read
 *   again on its own.
 * One instance per request (load-context.ts): nothing of it outlives the request or is shared between requests.
 */
import { bookmarkOf, markSession, standsFor } from "./d1-session";

type Mode = "all" | "raw";

interface Pending {
  statement: D1PreparedStatement;
  /** The statement as the caller made it, to run on its own when the batch fails or cannot be trusted. */
  alone: () => Promise<unknown>;
  mode: Mode;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const isRead = (sql: string) => /^\s*select\b/i.test(sql) && !/\breturning\b/i.test(sql);
const INDEX_LIKE = /^(0|[1-9]\d*)$/;

/** A batch's object rows as `raw()` answers them; null when the object may have reordered the columns. */
function toRaw(result: D1Result): unknown[][] | null {
  const rows = (result.results ?? []) as Record<string, unknown>[];
  const keys = rows[0] ? Object.keys(rows[0]) : [];
  if (keys.length > 1 && keys.some((k) => INDEX_LIKE.test(k))) return null;
  return rows.map((row) => keys.map((k) => row[k]));
}

/**
 * The real D1 binding behind a surface (a request's ReadBatch or D1 session): a key for what is kept per database and
 * isolate (api/services/postcodes.ts), the same for the in-process and the HTTP API. Kept with the sessions.
 */
export { databaseOf } from "./d1-session";

export class ReadBatch {
  /** Everything issued so far, in order: gathered batches and statements run on their own. */
  private tail: Promise<unknown> = Promise.resolve();
  /** The batch still taking reads (its turn has not come yet); null once a write has been issued after it. */
  private open: Pending[] | null = null;
  /** D1 round trips this instance made (gathered batches + statements run on their own); for tests and benches. */
  roundTrips = 0;

  constructor(private readonly d1: D1Database) {}

  /** The D1Database surface Drizzle and the API use, with the reads gathered. */
  get database(): D1Database {
    const d1 = this.d1;
    const database = {
      prepare: (sql: string) => new BatchedStatement(this, sql, [], d1.prepare(sql)) as unknown as D1PreparedStatement,
      batch: <T>(statements: D1PreparedStatement[]) => this.batch<T>(statements),
      exec: (sql: string) => this.direct(() => d1.exec(sql)),
      dump: () => d1.dump(),
      withSession: (constraint?: string) => d1.withSession(constraint),
      getBookmark: () => bookmarkOf(d1),
    } as unknown as D1Database;
    standsFor(database, d1);
    // A request's surface: the API reads through it as it is (on the request's session when it was made over one),
    // never opening a session of its own beside it, which would read past the batch.
    return markSession(database);
  }

  /** A statement on the real binding (the gathered copy of a `raw()` read). */
  prepareRaw(sql: string): D1PreparedStatement {
    return this.d1.prepare(sql);
  }

  /**
   * Adds a read to the open batch, or opens one: it runs one turn of the event loop later (so the other calls of
   * the render can add theirs), after everything issued before it.
   */
  enqueue(statement: D1PreparedStatement, mode: Mode, alone: () => Promise<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (!this.open) {
        const items: Pending[] = [];
        this.open = items;
        const turn = new Promise((next) => setTimeout(next, 0));
        this.tail = Promise.all([this.tail, turn])
          .then(() => {
            if (this.open === items) this.open = null;
            return this.run(items);
          })
          .catch(() => {});
      }
      this.open.push({ statement, mode, alone, resolve, reject });
    });
  }

  /** Runs a statement that is not a read on its own, after everything issued before it; later reads wait for it. */
  direct<T>(run: () => Promise<T>): Promise<T> {
    this.open = null;
    const result = this.tail.then(() => {
      this.roundTrips++;
      return run();
    });
    this.tail = result.catch(() => {});
    return result;
  }

  private batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const own = statements.map((s) => (s instanceof BatchedStatement ? s : null));
    if (own.every((s) => s?.read)) return Promise.all(own.map((s) => s!.all<T>()));
    return this.direct(() => this.d1.batch<T>(statements.map((s) => (s instanceof BatchedStatement ? s.real : s))));
  }

  private async run(items: Pending[]): Promise<void> {
    let results: D1Result[] | null = null;
    if (items.length > 1) {
      this.roundTrips++;
      try {
        results = await this.d1.batch(items.map((i) => i.statement));
      } catch {
        results = null;
      }
    }
    const again: Pending[] = [];
    if (!results)
      again.push(...items); // one statement, or a failed batch: each on its own, each gets its own error
    else {
      for (const [i, item] of items.entries()) {
        const value = item.mode === "all" ? results[i] : toRaw(results[i]);
        if (value) item.resolve(value);
        else again.push(item);
      }
    }
    this.roundTrips += again.length;
    await Promise.all(again.map((item) => item.alone().then(item.resolve, item.reject)));
  }
}

class BatchedStatement {
  constructor(
    private readonly owner: ReadBatch,
    readonly sql: string,
    private readonly params: unknown[],
    readonly real: D1PreparedStatement,
  ) {}

  get read(): boolean {
    return isRead(this.sql);
  }

  bind(...values: unknown[]): BatchedStatement {
    // The real bind checks the values' types now, as without batching.
    return new BatchedStatement(this.owner, this.sql, values, this.real.bind(...values));
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    if (!this.read) return this.owner.direct(() => this.real.all<T>());
    return this.owner.enqueue(this.real, "all", () => this.real.all<T>()) as Promise<D1Result<T>>;
  }

  async first<T = unknown>(column?: string): Promise<T | null> {
    if (!this.read) return this.owner.direct(() => (column === undefined ? this.real.first<T>() : this.real.first<T>(column)));
    const { results } = await this.all<Record<string, unknown>>();
    const row = results[0];
    if (!row) return null;
    if (column === undefined) return row as T;
    if (row[column] === undefined) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
    return row[column] as T;
  }

  async raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[]> {
    const alone = (): Promise<unknown> => (options?.columnNames ? this.real.raw<T>({ columnNames: true }) : this.real.raw<T>());
    if (!this.read) return this.owner.direct(alone) as Promise<T[]>;
    if (options?.columnNames) return this.owner.direct(alone) as Promise<T[]>;
    // The gathered copy names every column uniquely, in order (see the file comment).
    const unique = this.owner.prepareRaw(`select * from (${this.sql})`).bind(...this.params);
    return this.owner.enqueue(unique, "raw", alone) as Promise<T[]>;
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.owner.direct(() => this.real.run<T>());
  }
}
