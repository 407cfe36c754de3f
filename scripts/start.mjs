#!/usr/bin/env node
// `npm start`: apply D1 migrations locally, seed the demo data when the database is empty, build, and serve the
// built app with wrangler's local dev server on 127.0.0.1 — what `wrangler dev` runs (workerd, wrangler.toml, the
// local D1), started through wrangler's API without the devtools inspector (ADR 0026). Options (for tests and
// benchmarks):
//   --port N          port (default 8787, or $PORT)
//   --persist-to DIR  local state directory (default .wrangler/state)
//   --reset           start from an empty database (like `npm run db:reset`)
//   --no-build        serve the existing build/ as is
//   --no-seed         serve the database as it is (`npm test` seeds the e2e database beside the build)
//   --scale N         also add the bulk benchmark data (db:seed --scale N)
//   --var KEY:VALUE   a variable for the Worker (repeatable), e.g. the e2e server's cheaper password hashes
//                     (PASSWORD_HASH_PARAMS, development only: ADR 0012)
//   --inspect         serve with `wrangler dev` itself, devtools inspector included (debugging, CPU profiles);
//                     `--inspector-port N` sets its port
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { TENANT_IDS } from "./tenant-ids.mjs";
import { localWorkerVars } from "./worker-vars.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = option("--port", process.env.PORT || "8787");
const persistTo = option("--persist-to", ".wrangler/state");
const scale = option("--scale", null);
// ENVIRONMENT=development unless --var ENVIRONMENT:… says otherwise; /__scheduled only then (ADR 0037).
const { vars: workerVars, testScheduled } = localWorkerVars(
  args.flatMap((arg, i) => (arg === "--var" && args[i + 1] ? [args[i + 1]] : [])),
);

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  CI: process.env.CI ?? "1", // wrangler must never prompt here
  // wrangler replaces process.env.NODE_ENV when it bundles the Worker: "production" for `deploy`, but
  // "development" for `dev` unless NODE_ENV is set. This serves the production build, so bundle it as `deploy`
  // does: otherwise React's development builds render the pages (2–3× the CPU of production, and not what runs
  // on Cloudflare). docs/decisions/0018-a-cheaper-request-path.md
  NODE_ENV: process.env.NODE_ENV || "production",
};

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${commandArgs.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const seedArgs = ["--import", "tsx", "db/seed/cli.ts", "--persist-to", persistTo];
if (args.includes("--reset")) seedArgs.push("--reset");
if (scale) seedArgs.push("--scale", scale);
if (!args.includes("--no-seed")) run(process.execPath, seedArgs);

if (!args.includes("--no-build") || !existsSync("build/server/index.js")) {
  run(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"]);
}

console.log("\nDemo tenants:");
for (const id of TENANT_IDS) console.log(`  ${id.padEnd(10)} http://${id}.localhost:${port}`);
console.log(`  (switch)   http://localhost:${port}/switch\n`);

if (args.includes("--inspect")) {
  const wrangler = spawn(
    process.execPath,
    [
      "node_modules/wrangler/bin/wrangler.js",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      port,
      "--persist-to",
      persistTo,
      "--log-level",
      "warn",
      // GET /__scheduled runs the cron handler locally (development only).
      ...(testScheduled ? ["--test-scheduled"] : []),
      ...Object.entries(workerVars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
      ...(option("--inspector-port", null) ? ["--inspector-port", option("--inspector-port", null)] : []),
    ],
    { stdio: "inherit", env },
  );
  const stop = (signal) => wrangler.kill(signal);
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  wrangler.on("exit", (code) => process.exit(code ?? 0));
} else {
  // `wrangler dev` always attaches its inspector proxy, which enables the Network domain and relays each subrequest
  // (every D1 query) through Node into its debug log: ~5 ms of Node CPU per D1 round trip here (ADR 0026).
  Object.assign(process.env, env);
  const { unstable_startWorker } = await import("wrangler");
  const worker = await unstable_startWorker({
    config: "wrangler.toml",
    bindings: Object.fromEntries(Object.entries(workerVars).map(([key, value]) => [key, { type: "plain_text", value }])),
    dev: {
      server: { hostname: "127.0.0.1", port: Number(port) },
      inspector: false,
      persist: persistTo,
      logLevel: "warn",
      watch: false,
      // GET /__scheduled runs the cron handler locally (development only).
      testScheduled,
    },
  });
  await worker.ready;
  console.log(`Ready on http://127.0.0.1:${port} (Ctrl-C stops it)`);
  const stop = async () => {
    await worker.dispose();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
