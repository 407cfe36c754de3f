#!/usr/bin/env node
// Load on loopback: SSR home (GET /) vs a static asset from the same `wrangler dev` server.
// Starts its own server on 127.0.0.1 (own state dir, seeded), runs autocannon for a bounded time per target,
// prints requests/s and p99 latency of both and their ratio, writes bench/results/load.json, and stops the server.
// Usage: npm run bench:load [-- --duration 10 --connections 10 --port 8790]
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { cliOption, startLocalServer } from "../scripts/local-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option("--port", "8790"));
const duration = Math.min(60, Number(option("--duration", "10")));
const connections = Math.min(50, Number(option("--connections", "10")));
const host = `oldebroek.localhost:${port}`;

function run(title, path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${port}${path}`, headers: { host }, duration, connections }, (error, result) => {
      if (error) return reject(error);
      const summary = {
        title,
        path,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      };
      console.log(
        `${title.padEnd(14)} ${String(summary.requestsPerSecond).padStart(6)} req/s   p50 ${summary.latencyP50Ms} ms   p99 ${summary.latencyP99Ms} ms   non-2xx ${summary.non2xx}`,
      );
      resolve(summary);
    });
  });
}

const server = await startLocalServer({ port });
try {
  const css = readdirSync("build/client/assets").find((f) => f.endsWith(".css"));
  // Warm up both paths once so the first compile does not count.
  // Node's fetch drops a Host header, so warm up with autocannon itself (one short run).
  await new Promise((resolve) => autocannon({ url: `http://127.0.0.1:${port}/`, headers: { host }, amount: 20 }, resolve));
  const ssr = await run("SSR home", "/");
  const asset = await run("static asset", `/assets/${css}`);
  const result = {
    date: new Date().toISOString(),
    machine: "2 cores, loopback, wrangler dev (workerd)",
    duration,
    connections,
    ssr,
    asset,
    ratioAssetToSsr: +(asset.requestsPerSecond / Math.max(1, ssr.requestsPerSecond)).toFixed(2),
  };
  console.log(`ratio static/SSR: ${result.ratioAssetToSsr}×`);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/load.json", JSON.stringify(result, null, 2));
} finally {
  server.stop();
}
