#!/usr/bin/env node
// `npm test`: typecheck, lint + format check, unit and API integration tests (Vitest, real local D1), build, and
// Playwright e2e (js + nojs) against the built app on `wrangler dev`. Every step runs even if an earlier one
// failed, so one run shows everything; the last line sums all suites: "N passed, N failed" (typecheck and lint
// count as one check each).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/e2e.json",
};
const bin = (name) => `node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const ok = result.status === 0;
  console.log(`${ok ? "✓" : "✗"} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function countCheck(ok) {
  if (ok) passed += 1;
  else failed += 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

countCheck(step("Typecheck", bin("tsc"), ["--noEmit"]));
countCheck(step("Lint and format (biome)", bin("biome"), ["check", "."]));

const unitOk = step("Unit and API integration tests (vitest)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
const vitest = readJson("test-results/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (unitOk || vitest.numFailedTests > 0 ? 0 : 1);
} else failed += 1;

const buildOk = step("Build", bin("remix"), ["vite:build"]);
countCheck(buildOk);

if (buildOk) {
  ensureChromium();
  const e2eOk = step("End-to-end tests (playwright: js, nojs)", bin("playwright"), ["test", "--reporter=list,json"]);
  const e2e = existsSync("test-results/e2e.json") ? readJson("test-results/e2e.json") : null;
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    if (e2e.stats.flaky > 0) console.log(`e2e: ${e2e.stats.flaky} flaky (failed once, passed on the retry) — see the list above`);
    failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
  } else failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
