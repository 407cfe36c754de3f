#!/usr/bin/env node
// `npm test`: typecheck, lint + format check, unit and API integration tests (Vitest, real local D1), build, and
// Playwright e2e (js + nojs) against the built app as `npm start` serves it. Every step runs even if an earlier one
// failed, so one run shows everything; the last line sums all suites: "N passed, N failed" (typecheck and lint
// count as one check each).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";
import { E2E_STATE } from "./local-server.mjs";

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

function step(title, command, args, stepEnv = env) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: stepEnv });
  const ok = result.status === 0;
  console.log(`${ok ? "✓" : "✗"} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/**
 * A step run alongside another (Vitest, or the build beside the e2e seed): its output is kept, to be printed in one
 * piece (`report`) once the other has finished, so the lines never interleave. Resolves to `{ ok, report }`.
 */
function backgroundStep(title, command, args, alongside = "Vitest") {
  const started = Date.now();
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (ok) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const report = () => {
        console.log(`\n▶ ${title}`);
        process.stdout.write(Buffer.concat(output));
        console.log(`${ok ? "✓" : "✗"} ${title} (${seconds} s, alongside ${alongside})`);
      };
      resolve({ ok, report });
    };
    child.on("error", () => finish(false));
    child.on("close", (code) => finish(code === 0));
  });
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

// Typecheck and Biome run while Vitest runs (Vitest waits on workerd much of its time); their output follows
// Vitest's. One after the other: TEST_SERIAL=1. (The build and the e2e seed beside Vitest as well made it ~50 %
// slower and the whole no faster: by then both cores are busy.)
const checks = async () => [
  await backgroundStep("Typecheck", bin("tsc"), ["--noEmit"]),
  await backgroundStep("Lint and format (biome)", bin("biome"), ["check", "."]),
];
const serial = process.env.TEST_SERIAL === "1";
const checksDone = serial ? null : checks();
if (serial) {
  countCheck(step("Typecheck", bin("tsc"), ["--noEmit"]));
  countCheck(step("Lint and format (biome)", bin("biome"), ["check", "."]));
}

const unitOk = await new Promise((resolve) => {
  console.log("\n▶ Unit and API integration tests (vitest)");
  const started = Date.now();
  const args = ["run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"];
  const child = spawn(bin("vitest"), args, { stdio: "inherit", env });
  const finish = (ok) => {
    console.log(`${ok ? "✓" : "✗"} Unit and API integration tests (vitest) (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    resolve(ok);
  };
  child.on("error", () => finish(false));
  child.on("close", (code) => finish(code === 0));
});
if (checksDone) {
  for (const { ok, report } of await checksDone) {
    report();
    countCheck(ok);
  }
}
const vitest = readJson("test-results/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (unitOk || vitest.numFailedTests > 0 ? 0 : 1);
} else failed += 1;

// The build and the e2e database's seed at the same time (the seed needs no build; each leaves a core partly idle).
// The seed is no check of its own: if it fails, the e2e server seeds its database itself (and shows why).
const seedArgs = ["--import", "tsx", "db/seed/cli.ts", "--reset", "--persist-to", E2E_STATE];
const [build, seed] = await Promise.all([
  backgroundStep("Build", bin("remix"), ["vite:build"], "the e2e seed"),
  backgroundStep("Seed the e2e database", process.execPath, seedArgs, "the build"),
]);
build.report();
seed.report();
const buildOk = build.ok;
countCheck(buildOk);

if (buildOk) {
  ensureChromium();
  const e2eEnv = seed.ok ? { ...env, E2E_PRESEEDED: "1" } : env;
  const e2eOk = step("End-to-end tests (playwright: js, nojs)", bin("playwright"), ["test", "--reporter=list,json"], e2eEnv);
  const e2e = existsSync("test-results/e2e.json") ? readJson("test-results/e2e.json") : null;
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    if (e2e.stats.flaky > 0) console.log(`e2e: ${e2e.stats.flaky} flaky (failed once, passed on the retry) — see the list above`);
    failed += e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
  } else failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
