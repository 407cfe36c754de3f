/**
 * Vitest setup file (vitest.config.ts), run before every test file. The workers are not isolated (`isolate: false`):
 * a worker process runs file after file instead of a new process per file, which spared each file ~1 s of starting
 * Node and Vitest and importing the dependencies again. What must stay fresh per file stays fresh:
 * - our own code (api/, app/, contract/, db/, tests/setup/ …): every module is dropped here, so each file evaluates
 *   its own copy again, with its own module state (caches, rate-limit counters, singletons), exactly as in a new
 *   process;
 * - mocks and spies: Vitest restores them after every file (`vi.restoreAllMocks`), and the files that stub globals
 *   or fake timers undo it in their own `afterEach`;
 * - databases: one per file (tests/setup/d1.ts), each file disposes its own.
 * What is shared: node_modules (Node's own module cache cannot be emptied; they hold no state of ours) and Node's
 * built-ins (tests/setup/sync-fetch-retry.ts patches `worker_threads` once per process).
 */
import { vi } from "vitest";

vi.resetModules();
