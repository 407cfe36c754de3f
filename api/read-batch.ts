/**
 * Request-scoped read batching (docs/decisions/0018-a-cheaper-request-path.md, second round): one page render calls
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

export class ReadBatch {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  /** D1 round trips this instance made (gathered batches + statements run on their own); for tests and benches. */
  roundTrips = 0;

  constructor(private readonly d1: D1Database) {}

  /** The D1Database surface Drizzle and the API use, with the reads gathered. */
  get database(): D1Database {
    const d1 = this.d1;
    return {
      prepare: (sql: string) => new BatchedStatement(this, sql, [], d1.prepare(sql)) as unknown as D1PreparedStatement,
      batch: <T>(statements: D1PreparedStatement[]) => this.batch<T>(statements),
      exec: async (sql: string) => {
        await this.drain();
        this.roundTrips++;
        return d1.exec(sql);
      },
      dump: () => d1.dump(),
      withSession: (constraint?: string) => d1.withSession(constraint),
    } as unknown as D1Database;
  }

  /** A statement on the real binding (the gathered copy of a `raw()` read). */
  prepareRaw(sql: string): D1PreparedStatement {
    return this.d1.prepare(sql);
  }

  /** Queues a read for the next flush (one turn of the event loop later). */
  enqueue(statement: D1PreparedStatement, mode: Mode, alone: () => Promise<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ statement, mode, alone, resolve, reject });
      if (this.queue.length === 1) setTimeout(() => void this.flush(), 0);
    });
  }

  /** Runs a statement that is not a read, after the reads gathered before it. */
  async direct<T>(run: () => Promise<T>): Promise<T> {
    await this.drain();
    this.roundTrips++;
    return run();
  }

  /** Waits until nothing gathered is pending or in flight. */
  async drain(): Promise<void> {
    while (this.flushing || this.queue.length > 0) await (this.flushing ?? this.flush());
  }

  private async batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const unwrapped = statements.map((s) => (s instanceof BatchedStatement ? s : null));
    if (unwrapped.every((s) => s?.read)) {
      return Promise.all(unwrapped.map((s) => s!.all<T>()));
    }
    await this.drain();
    this.roundTrips++;
    return this.d1.batch<T>(statements.map((s) => (s instanceof BatchedStatement ? s.real : s)));
  }

  private flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    const items = this.queue;
    this.queue = [];
    if (items.length === 0) return Promise.resolve();
    this.flushing = this.run(items).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run(items: Pending[]): Promise<void> {
    let results: D1Result[] | null = null;
    this.roundTrips++;
    try {
      results = items.length === 1 ? null : await this.d1.batch(items.map((i) => i.statement));
    } catch {
      results = null;
    }
    if (!results) {
      // One statement, or a failed batch: each on its own, each caller gets its own answer or error.
      if (items.length > 1) this.roundTrips += items.length - 1;
      await Promise.all(items.map((item) => item.alone().then(item.resolve, item.reject)));
      return;
    }
    const again: Pending[] = [];
    for (const [i, item] of items.entries()) {
      const raw = item.mode === "all" ? results[i] : toRaw(results[i]);
      if (raw) item.resolve(raw);
      else again.push(item);
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
