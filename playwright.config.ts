import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH, E2E_PORT, E2E_PRESEEDED, E2E_STATE } from "./scripts/local-server.mjs";
import { E2E_PASSWORD_HASH_PARAMS, E2E_SESSION_SECRET } from "./tests/e2e/server";

const PORT = E2E_PORT;
/**
 * PDOK is never reached from e2e: nothing listens on port 9, so a lookup the seed's geocode cache does not answer
 * is `unavailable` at once (the forms then take street and city by hand).
 */
const E2E_PDOK_BASE_URL = "http://127.0.0.1:9/bzk/locatieserver/search/v3_1";

/**
 * e2e against the built app under `wrangler dev`, with its own state directory and a fresh seed, in Debian's
 * Chromium headless shell (Playwright never downloads browsers here). Project `js` runs every test except those tagged
 * `@nojs-only`; project `nojs` (JavaScript off) runs the tests tagged `@nojs` (what must work without JavaScript:
 * forms and flows) and `@nojs-only` (server HTML of reading pages). tests/README.md has the rules.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/e2e-${PORT}`,
  // Asks for each tenant's home until it answers 200, so the first test never meets a server still warming up.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // On CI one retry: on a shared 2-core machine `wrangler dev` occasionally restarts its worker mid-request (a
  // POST is then answered "Your worker restarted mid-request"); a retried pass is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  // Sign-in, sign-up and account deletion each run a real scrypt hash (ADR 0008): on a busy 2-core machine the page
  // after such a POST can take longer than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://oldebroek.localhost:${PORT}`,
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    // A trace costs 17–20 % CPU while it records. On CI a failure is retried once and that retry records one;
    // locally (no retries) every test records and only failures keep theirs.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Dutch first: the default visitor sends Accept-Language nl.
    locale: "nl-NL",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@nojs-only/ },
    { name: "nojs", use: { javaScriptEnabled: false }, grep: /@nojs/ },
  ],
  webServer: {
    // Cheap scrypt parameters for this server only (ADR 0012): the account flows hash on every sign-up, sign-in,
    // reset and deletion. Demo accounts keep their production-strength seed hashes (verified as stored). Its own
    // session secret, which the `signedInAs` fixture signs its cookie with.
    command: `node scripts/start.mjs --no-build ${E2E_PRESEEDED ? "--no-seed" : "--reset"} --persist-to ${E2E_STATE} --port ${PORT} --var PASSWORD_HASH_PARAMS:${E2E_PASSWORD_HASH_PARAMS} --var SESSION_SECRET:${E2E_SESSION_SECRET} --var PDOK_BASE_URL:${E2E_PDOK_BASE_URL}`,
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    // Playwright SIGKILLs the server's process group unless told otherwise: wrangler then never removes its bundle
    // directories (.wrangler/tmp, ~5 MB a run). SIGTERM lets scripts/start.mjs dispose of the worker first.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
