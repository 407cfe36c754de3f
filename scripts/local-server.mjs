// Shared by the benchmarks and the Playwright config: Debian Chromium's launch flags, CLI option parsing, and a
// local server (`scripts/start.mjs --no-build`, `--inspect` for `wrangler dev` itself) started on 127.0.0.1 and
// awaited until /health answers.
import { spawn } from "node:child_process";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The e2e tests run in Debian's `chromium-headless-shell` (the same Chromium build without the desktop browser around
 * it; Playwright's own default for headless runs): the same Blink and V8, ~half the CPU in the browser and GPU
 * processes (tests/README.md). The benchmarks keep the full browser.
 */
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
/** The Debian packages that provide them (scripts/ensure-chromium.mjs, .ci/run). */
export const CHROMIUM_PACKAGES = ["chromium", "chromium-headless-shell"];
/** Without the background-networking flags Chromium keeps dialling out, which this machine refuses. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The e2e server's port and its own state directory (per port, so several runs never share a database). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const E2E_STATE = `.wrangler/e2e-state-${E2E_PORT}`;
/**
 * Set by `npm test` (scripts/test.mjs) once it has reset and seeded E2E_STATE itself, beside the build: the e2e
 * server then starts on that database instead of seeding it first.
 */
export const E2E_PRESEEDED = process.env.E2E_PRESEEDED === "1";

/** `--name value` from argv, else the fallback. */
export function cliOption(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
}

async function waitForHealth(port, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server on port ${port} did not become healthy in time`);
}

/**
 * Starts the built app with its own state directory; `stop()` ends the whole process group. `inspect`: under
 * `wrangler dev` with its devtools inspector (to compare with what the inspector costs, ADR 0026).
 */
export async function startLocalServer({ port, persistTo = ".wrangler/bench-state", timeoutMs = 120_000, inspect = false }) {
  const args = ["scripts/start.mjs", "--no-build", "--port", String(port), "--persist-to", persistTo];
  const child = spawn(process.execPath, inspect ? [...args, "--inspect"] : args, {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  };
  try {
    await waitForHealth(port, Date.now() + timeoutMs);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop, pid: child.pid };
}
