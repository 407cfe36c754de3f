#!/usr/bin/env node
// What an edge-cache hit costs, from outside (ADR 0052's method): starts the built app as `npm start` serves it
// (scripts/start.mjs --no-build, no dev inspector; own state in .wrangler/bench-edge-hit, seeded), fills the cache
// with oldebroek's home, then in alternating rounds sends `--requests` sequential requests to each target and prints
// workerd's CPU time per request (/proc, utime + stime of the server's process tree) and the latency p50 / p95 of
// each, and the ratio of a hit to `/health` (one `select 1`), which stays fair on a busy machine.
// Targets: a returning visitor's hit (`/` with the centre cookie: shareable), a first visit's hit (`/` without
// cookies: the centre cookie appended), `/health`.
// Usage: node bench/edge-hit.mjs [--port 8794] [--requests 300] [--rounds 3] [--label name] [--running]
// Run `npm run build` first. Writes bench/results/edge-hit-<label>.json.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { cliOption } from "../scripts/local-server.mjs";
import { loopbackGet, percentile } from "./http.mjs";
import { workerdCpu } from "./proc-cpu.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option("--port", "8794"));
const requests = Math.min(2000, Number(option("--requests", "300")));
const rounds = Math.min(9, Number(option("--rounds", "3")));
const label = option("--label", "run");
const get = loopbackGet(port, `oldebroek.localhost:${port}`);

let child = null;
let serverPid = null;
if (!args.includes("--running")) {
  child = spawn(
    process.execPath,
    ["scripts/start.mjs", "--no-build", "--port", String(port), "--persist-to", ".wrangler/bench-edge-hit"],
    { stdio: ["ignore", "ignore", "inherit"], detached: true, env: { ...process.env, NODE_ENV: "production" } },
  );
  serverPid = child.pid;
}
const stop = () => {
  if (child)
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
};
const watchdog = setTimeout(() => {
  console.error("edge-hit: watchdog, 10 minutes");
  stop();
  process.exit(3);
}, 600_000);

async function waitFor(fn, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("timeout");
}

/** The response headers of one GET (Node's fetch drops the Host header). */
function headersOf(path, headers) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, headers: { host: `oldebroek.localhost:${port}`, ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

try {
  await waitFor(async () => (await get("/health")).status === 200, 180_000);
  // The first visit sets the centre cookie; with it the home page is a returning visitor's, shareable once stored.
  const first = await headersOf("/", {});
  const centreCookie = String(first["set-cookie"]?.[0] ?? "").split(";")[0];
  if (!centreCookie) throw new Error("the first visit set no centre cookie");
  const targets = [
    ["hit, returning visitor", "/", { cookie: centreCookie }],
    ["hit, first visit", "/", {}],
    ["/health", "/health", {}],
  ];
  const results = Object.fromEntries(targets.map(([title]) => [title, { cpu: [], p50: [], p95: [], misses: 0 }]));
  for (const [, path, headers] of targets) for (let i = 0; i < 40; i++) await get(path, headers);
  for (let round = 0; round < rounds; round++) {
    for (const [title, path, headers] of targets) {
      const times = [];
      let misses = 0;
      const before = workerdCpu(serverPid);
      for (let i = 0; i < requests; i++) {
        const response = await get(path, headers);
        times.push(response.ms);
        if (path !== "/health" && response.status !== 200) throw new Error(`${title}: status ${response.status}`);
      }
      const cpu = (workerdCpu(serverPid) - before) / requests;
      // Checked apart from the timed requests: every one of them must have been a hit.
      if (path !== "/health") {
        const check = (await headersOf(path, headers))["x-cache"];
        if (check !== "HIT") misses++;
      }
      times.sort((a, b) => a - b);
      const r = results[title];
      r.cpu.push(cpu);
      r.p50.push(percentile(times, 50));
      r.p95.push(percentile(times, 95));
      r.misses += misses;
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = {};
  for (const [title, r] of Object.entries(results))
    summary[title] = { cpuMs: median(r.cpu), p50Ms: median(r.p50), p95Ms: median(r.p95), rounds: r, missesSeen: r.misses };
  const health = summary["/health"];
  for (const [title, s] of Object.entries(summary)) {
    console.log(
      `${label}: ${title.padEnd(24)} workerd CPU ${s.cpuMs.toFixed(2)} ms (${(s.cpuMs / health.cpuMs).toFixed(2)}× health)` +
        `  p50 ${s.p50Ms.toFixed(2)} ms (${(s.p50Ms / health.p50Ms).toFixed(2)}×)  p95 ${s.p95Ms.toFixed(2)} ms` +
        `  [cpu per round: ${s.rounds.cpu.map((c) => c.toFixed(2)).join(" / ")}]${s.missesSeen ? `  ✗ ${s.missesSeen} checks not HIT` : ""}`,
    );
  }
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/edge-hit-${label}.json`, JSON.stringify({ label, requests, rounds, summary }, null, 2));
} finally {
  clearTimeout(watchdog);
  stop();
}
