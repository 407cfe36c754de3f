#!/usr/bin/env node
// Load on loopback: the rendered home of oldebroek (`/?__x=1`, which bypasses the edge cache), a static asset,
// `/health` and the API list `GET /api/v1/pages` (X-Tenant: oldebroek), all from the same local server (npm start's).
// Starts its own server on 127.0.0.1 (own state dir, seeded) unless --base-port names a running one, runs
// autocannon for a bounded time per target, prints requests/s, p50 and p99 of each and the two ratios ADR 0018
// sets goals for (rendered home / static asset ≥ 0.2, API list / health ≥ 0.5), writes bench/results/load.json,
// and stops the server it started.
// Usage: npm run bench:load [-- --duration 10 --connections 4 --port 8790 --rounds 1 --inspect --running]
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { cliOption, startLocalServer } from "../scripts/local-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option("--port", "8790"));
const duration = Math.min(60, Number(option("--duration", "10")));
const connections = Math.min(50, Number(option("--connections", "4")));
const rounds = Math.min(5, Math.max(1, Number(option("--rounds", "1"))));
/** Measure an already running server (same build) instead of starting one. */
const running = args.includes("--running");
/** Serve under `wrangler dev` with its devtools inspector (what the inspector adds: ADR 0026). */
const inspect = args.includes("--inspect");
const tenant = "oldebroek";
const host = `${tenant}.localhost:${port}`;

function run(title, path, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}${path}`, headers: { host, ...extraHeaders }, duration, connections },
      (error, result) => {
        if (error) return reject(error);
        const summary = {
          title,
          path,
          requestsPerSecond: Math.round(result.requests.average * 10) / 10,
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        };
        console.log(
          `${title.padEnd(16)} ${String(summary.requestsPerSecond).padStart(7)} req/s   p50 ${summary.latencyP50Ms} ms   p99 ${summary.latencyP99Ms} ms   non-2xx ${summary.non2xx}`,
        );
        resolve(summary);
      },
    );
  });
}

const warm = (path, headers = {}) =>
  new Promise((resolve) =>
    autocannon({ url: `http://127.0.0.1:${port}${path}`, headers: { host, ...headers }, amount: 20 }, resolve),
  );

const ratio = (a, b) => +(a / Math.max(0.1, b)).toFixed(3);

const server = running ? { stop() {} } : await startLocalServer({ port, inspect });
try {
  const css = readdirSync("build/client/assets").find((f) => f.endsWith(".css"));
  const apiHeaders = { "x-tenant": tenant, accept: "application/vnd.api+json" };
  const targets = [
    ["rendered home", "/?__x=1", {}],
    ["static asset", `/assets/${css}`, {}],
    ["/health", "/health", {}],
    ["api pages list", "/api/v1/pages", apiHeaders],
  ];
  // Warm up every path once so the first compile does not count.
  // Node's fetch drops a Host header, so warm up with autocannon itself (short runs).
  for (const [, path, headers] of targets) await warm(path, headers);
  const results = [];
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) console.log(`— round ${round}/${rounds}`);
    const r = {};
    for (const [title, path, headers] of targets) r[title] = await run(title, path, headers);
    const ratios = {
      homeToAsset: ratio(r["rendered home"].requestsPerSecond, r["static asset"].requestsPerSecond),
      apiListToHealth: ratio(r["api pages list"].requestsPerSecond, r["/health"].requestsPerSecond),
    };
    console.log(
      `ratio rendered home / static asset: ${ratios.homeToAsset}× (goal ≥ 0.2)   ratio API list / health: ${ratios.apiListToHealth}× (goal ≥ 0.5)`,
    );
    results.push({ round, targets: r, ratios });
  }
  const result = {
    date: new Date().toISOString(),
    machine: `2 cores, loopback, ${inspect ? "wrangler dev with its inspector" : "npm start's server (workerd, no dev inspector)"}`,
    duration,
    connections,
    rounds: results,
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/load.json", JSON.stringify(result, null, 2));
} finally {
  server.stop();
}
