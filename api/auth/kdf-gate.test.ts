import { describe, expect, it, vi } from "vitest";
import { KdfBusyError, KdfGate } from "./kdf-gate";

/** Work the test finishes by hand, recording when it started. */
function manual(log: string[], name: string) {
  let finish = () => {};
  const work = () =>
    new Promise<string>((resolve) => {
      log.push(`start ${name}`);
      finish = () => resolve(name);
    });
  return { work, finish: () => finish() };
}

describe("KdfGate: the isolate's bound on password hashes (ADR 0036)", () => {
  it("runs `concurrency` at once, queues `queue` more in order, and refuses the rest at once with Retry-After", async () => {
    const gate = new KdfGate({ concurrency: 1, queue: 2, retryAfterSeconds: 3, maxWaitMs: 10_000 });
    const log: string[] = [];
    const [a, b, c] = [manual(log, "a"), manual(log, "b"), manual(log, "c")];
    const ra = gate.run(a.work);
    const rb = gate.run(b.work);
    const rc = gate.run(c.work);
    const refused = gate.run(async () => "d");
    await expect(refused).rejects.toBeInstanceOf(KdfBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 3 });
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    expect(log).toEqual(["start a"]);

    a.finish();
    expect(await ra).toBe("a");
    await vi.waitFor(() => expect(log).toEqual(["start a", "start b"]));
    b.finish();
    expect(await rb).toBe("b");
    await vi.waitFor(() => expect(log).toEqual(["start a", "start b", "start c"]));
    c.finish();
    expect(await rc).toBe("c");
    expect(log).toEqual(["start a", "start b", "start c"]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot when the work throws", async () => {
    const gate = new KdfGate({ concurrency: 1, queue: 0, retryAfterSeconds: 1, maxWaitMs: 1000 });
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => 42)).toBe(42);
  });

  it("never runs more than `concurrency` at once under a burst", async () => {
    const gate = new KdfGate({ concurrency: 2, queue: 100, retryAfterSeconds: 1, maxWaitMs: 10_000 });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        gate.run(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 2));
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  it("with no queue, answers a burst of 20 with 1 run and 19 refusals", async () => {
    const gate = new KdfGate({ concurrency: 1, queue: 0, retryAfterSeconds: 1, maxWaitMs: 1000 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => gate.run(() => new Promise((resolve) => setTimeout(resolve, 5)))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected" && r.reason instanceof KdfBusyError)).toHaveLength(19);
  });

  it("refuses a hash that waited longer than maxWaitMs, and frees a slot whose request never finished", async () => {
    vi.useFakeTimers({ now: Date.now() });
    try {
      const gate = new KdfGate({ concurrency: 1, queue: 1, retryAfterSeconds: 1, maxWaitMs: 1000 });
      // A hash whose request was cancelled: its work never settles, so its slot is never given back by `finally`.
      void gate.run(() => new Promise(() => {}));
      const waiter = gate.run(async () => "late");
      const refused = expect(waiter).rejects.toBeInstanceOf(KdfBusyError);
      await vi.advanceTimersByTimeAsync(1100);
      await refused;
      expect(gate.load).toEqual({ running: 1, waiting: 0 });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(gate.load).toEqual({ running: 0, waiting: 0 });
      expect(await gate.run(async () => "free again")).toBe("free again");
    } finally {
      vi.useRealTimers();
    }
  });
});
