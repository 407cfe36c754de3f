/**
 * miniflare's SynchronousFetcher (the synchronous half of getPlatformProxy: every D1 `prepare` goes through it) posts
 * a request to its worker thread, waits on an Atomics flag and then reads the answer with `receiveMessageOnPort`,
 * asserting it is there. On a busy machine the flag is sometimes seen before the answer can be read, and the assert
 * fails ("AssertionError: false == true … SynchronousFetcher.fetch": a test's query fails at random, seen in 1 of ~5
 * full runs). miniflare looks the function up on the `worker_threads` module at every call, so here — for that caller
 * only — an empty read waits 1 ms and reads again (up to 5 s) instead of answering "nothing".
 */
import workerThreads from "node:worker_threads";

/** Once per process: a Vitest worker runs many files (isolate: false), and each imports this module anew. */
const PATCHED = Symbol.for("volunteerly.sync-fetch-retry");
const threads = workerThreads as typeof workerThreads & { [PATCHED]?: boolean };

if (!threads[PATCHED]) {
  threads[PATCHED] = true;
  const receive = workerThreads.receiveMessageOnPort;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const fromSynchronousFetcher = () => (new Error().stack ?? "").includes("SynchronousFetcher");

  workerThreads.receiveMessageOnPort = (port) => {
    let message = receive(port);
    if (message !== undefined || !fromSynchronousFetcher()) return message;
    for (let waited = 0; message === undefined && waited < 5000; waited++) {
      Atomics.wait(pause, 0, 0, 1);
      message = receive(port);
    }
    return message;
  };
}
