/**
 * How many password hashes an isolate runs at once (ADR 0036). Each scrypt costs ~0.4 s of
 * CPU and 16 MiB; an isolate has one thread and 128 MB for all of its requests. Without a bound, a burst of
 * sign-ins (wrong ones cost the same: unknown addresses get a dummy hash) made every request of the isolate wait
 * for all of their hashes, and twenty of them would need 320 MiB.
 *
 * A semaphore: `concurrency` hashes run, `queue` more wait their turn (first come, first served); anything beyond
 * is refused at once with `KdfBusyError`, which the API answers 503 + Retry-After (`busy`), so a flood of sign-ins
 * slows down sign-ins only. The hash itself yields to the event loop every few milliseconds (db/scrypt.ts), so the
 * requests that need no hash interleave with the one that runs.
 */
export class KdfBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many password hashes in progress on this isolate");
    this.name = "KdfBusyError";
  }
}

export interface KdfGateLimits {
  /** Hashes running at the same time. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused. */
  queue: number;
  /** The Retry-After of a refusal. */
  retryAfterSeconds: number;
  /** The longest a hash waits for its turn before it is refused after all. */
  maxWaitMs: number;
}

/** How often a waiting hash looks whether its turn has come. */
const POLL_MS = 10;
/** A slot held longer than this belongs to a request that was cancelled mid-hash (its `finally` never ran). */
const LEASE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waiting hashes poll (every 10 ms) instead of waiting on a promise another request resolves: workerd cancels a
 * request that waits only on another request's promise as "hung" (measured: 500s under a burst), and a timer is
 * the waiter's own I/O. For the same reason every slot and every place in the queue expires: a request cancelled
 * while it waits or hashes (the visitor went away) must not keep its place for ever.
 */
export class KdfGate {
  /** Start times of the running hashes. */
  private readonly running = new Set<{ since: number }>();
  /** Places in the queue, first come first served. */
  private readonly waiting: Array<{ until: number }> = [];

  constructor(private limits: KdfGateLimits) {}

  /** Changes the limits (tests); hashes already running or waiting keep their turn. */
  configure(limits: Partial<KdfGateLimits>): KdfGateLimits {
    const before = this.limits;
    this.limits = { ...before, ...limits };
    return before;
  }

  /** Running and waiting hashes, for tests and logs. */
  get load() {
    this.expire();
    return { running: this.running.size, waiting: this.waiting.length };
  }

  /** Runs `work` when a slot is free; throws `KdfBusyError` when the queue is full or the wait too long. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await work();
    } finally {
      this.running.delete(slot);
    }
  }

  private expire() {
    const now = Date.now();
    for (const slot of this.running) if (now - slot.since > LEASE_MS) this.running.delete(slot);
    for (let i = this.waiting.length - 1; i >= 0; i--) if (this.waiting[i].until < now) this.waiting.splice(i, 1);
  }

  private take() {
    const slot = { since: Date.now() };
    this.running.add(slot);
    return slot;
  }

  private async acquire(): Promise<{ since: number }> {
    this.expire();
    if (this.running.size < this.limits.concurrency && this.waiting.length === 0) return this.take();
    if (this.waiting.length >= this.limits.queue) throw new KdfBusyError(this.limits.retryAfterSeconds);
    const place = { until: Date.now() + this.limits.maxWaitMs };
    this.waiting.push(place);
    for (;;) {
      await sleep(POLL_MS);
      this.expire();
      const index = this.waiting.indexOf(place);
      if (index < 0) throw new KdfBusyError(this.limits.retryAfterSeconds); // waited too long
      if (index === 0 && this.running.size < this.limits.concurrency) {
        this.waiting.shift();
        return this.take();
      }
    }
  }
}

/**
 * The isolate's gate: one hash at a time (the isolate has one thread: a second one in parallel finishes no sooner,
 * and doubles the memory), four waiting (~2 s at ~0.4 s a hash, at most 5 s), the rest refused with Retry-After: 2.
 */
export const passwordHashGate = new KdfGate({ concurrency: 1, queue: 4, retryAfterSeconds: 2, maxWaitMs: 5_000 });
