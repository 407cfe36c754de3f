#!/usr/bin/env node
// Auth on loopback: (1) the time of one password hash on workerd, (2) sign-ins per second on `npm start`'s server, and
// (3) for contrast, signed-in API requests per second (token check, no KDF).
// (1) runs bench/kdf-worker with `wrangler dev` and times n hashes minus an empty request from the client (Workers
//     freeze their clocks during CPU work, so the Worker cannot time itself). Node's time for the same hash is
//     printed beside it.
// (2)+(3) start the built app (own state in .wrangler/bench-auth-state, seeded with the demo accounts), then run
//     autocannon against POST /auth/sign_in (each request from another CF-Connecting-IP, so the per-IP limit does not
//     turn it into a 429 benchmark) and GET /api/v1/current_user. Stops everything it started.
// Writes bench/results/auth.json. Usage: npm run bench:auth [-- --duration 20 --connections 2 --hashes 5 --port 8793]
// `-- --flood` measures instead what a burst of sign-ins does to everyone else: p50/p95 of an anonymous API read
// (GET /api/v1/vacancies with X-Tenant) idle, then while `--burst 20` parallel wrong sign-ins (each an unknown
// address from its own IP, so no limit refuses it before its hash) run, in `--rounds 3` bursts. Production hash
// parameters (npm start's server sets no PASSWORD_HASH_PARAMS). Writes bench/results/auth-flood.json.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { cliOption, startLocalServer } from "../scripts/local-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option("--port", "8793"));
const kdfPort = port + 1;
const duration = Math.min(60, Number(option("--duration", "20")));
const connections = Math.min(50, Number(option("--connections", "2")));
const hashes = Math.min(20, Number(option("--hashes", "5")));
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  CI: "1",
};
const EMAIL = "volunteer@oldebroek.example.org";
const PASSWORD = "Welkom-2026!";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await response.text();
  return performance.now() - started;
}

async function kdfOnWorkerd() {
  const child = spawn(
    process.execPath,
    [
      "node_modules/wrangler/bin/wrangler.js",
      "dev",
      "--config",
      "bench/kdf-worker/wrangler.toml",
      "--persist-to",
      ".wrangler/bench-kdf-state",
      "--ip",
      "127.0.0.1",
      "--port",
      String(kdfPort),
      "--log-level",
      "error",
    ],
    { stdio: ["ignore", "ignore", "inherit"], detached: true, env },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  };
  try {
    const base = `http://127.0.0.1:${kdfPort}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await timed(`${base}/?n=0`);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(500);
      }
    }
    await timed(`${base}/?n=1`); // warm-up: compile and JIT
    const empty = median(await Promise.all([0, 1, 2].map(() => timed(`${base}/?n=0`))));
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await timed(`${base}/?n=${hashes}`));
    return Math.round((median(runs) - empty) / hashes);
  } finally {
    stop();
  }
}

async function kdfOnNode() {
  const { hashPassword } = await import("../db/password.ts").catch(() => ({ hashPassword: null }));
  if (!hashPassword) return null;
  await hashPassword(PASSWORD);
  const started = performance.now();
  for (let i = 0; i < hashes; i++) await hashPassword(PASSWORD);
  return Math.round((performance.now() - started) / hashes);
}

function cannon(title, options) {
  return new Promise((resolve, reject) => {
    // A sign-in costs a whole password hash and concurrent ones share the isolate's CPU: allow slow answers.
    autocannon({ duration, connections, timeout: 60, ...options }, (error, result) => {
      if (error) return reject(error);
      const summary = {
        title,
        requestsPerSecond: +result.requests.average.toFixed(1),
        total2xx: result["2xx"],
        non2xx: result.non2xx,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        errors: result.errors,
      };
      console.log(
        `${title.padEnd(24)} ${String(summary.requestsPerSecond).padStart(7)} req/s   p50 ${summary.latencyP50Ms} ms   p99 ${summary.latencyP99Ms} ms   2xx ${summary.total2xx}   non-2xx ${summary.non2xx}`,
      );
      resolve(summary);
    });
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};

const READ_TIMEOUT_MS = 30_000;

/** Reads of GET /api/v1/vacancies one after another until `until` settles (or `count` reads when idle). */
async function reads(url, headers, { until, count }) {
  const times = [];
  let done = false;
  until?.finally(() => {
    done = true;
  });
  while (until ? !done : times.length < count) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/v1/vacancies`, { headers, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET /api/v1/vacancies: ${response.status}`);
    } catch (error) {
      if (error?.name !== "TimeoutError") throw error;
    }
    // A read that timed out counts as READ_TIMEOUT_MS (the figures then say "≥").
    times.push(performance.now() - started);
  }
  return times;
}

async function flood() {
  const burst = Math.min(100, Number(option("--burst", "20")));
  const rounds = Math.min(10, Number(option("--rounds", "3")));
  const server = await startLocalServer({ port, persistTo: ".wrangler/bench-auth-state" });
  try {
    const url = `http://127.0.0.1:${port}`;
    const headers = { "x-tenant": "oldebroek", accept: "application/vnd.api+json" };
    let n = 0;
    const wrongSignIn = async () => {
      n += 1;
      const started = performance.now();
      const response = await fetch(`${url}/auth/sign_in`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-tenant": "oldebroek", "cf-connecting-ip": `10.9.${n >> 8}.${n & 255}` },
        body: JSON.stringify({ email: `nobody-${Date.now()}-${n}@example.org`, password: "wrong-password" }),
        signal: AbortSignal.timeout(120_000),
      }).catch((error) => (error?.name === "TimeoutError" ? null : Promise.reject(error)));
      await response?.arrayBuffer();
      return { status: response?.status ?? "timeout", ms: performance.now() - started };
    };
    await wrongSignIn(); // warm-up: compiles the Worker, JITs scrypt
    await reads(url, headers, { count: 10 });
    const idle = await reads(url, headers, { count: 60 });
    const busy = [];
    const signIns = [];
    for (let round = 0; round < rounds; round++) {
      const all = Promise.all(Array.from({ length: burst }, wrongSignIn));
      busy.push(...(await reads(url, headers, { until: all })));
      signIns.push(...(await all));
      await sleep(500);
    }
    const statuses = {};
    for (const s of signIns) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    const result = {
      date: new Date().toISOString(),
      machine: "2 cores shared, loopback, npm start's server (workerd), production hash parameters",
      burst,
      rounds,
      idle: { reads: idle.length, p50Ms: percentile(idle, 50), p95Ms: percentile(idle, 95) },
      duringBurst: { reads: busy.length, p50Ms: percentile(busy, 50), p95Ms: percentile(busy, 95), maxMs: percentile(busy, 100) },
      signIns: {
        statuses,
        p50Ms: percentile(
          signIns.map((s) => s.ms),
          50,
        ),
        maxMs: percentile(
          signIns.map((s) => s.ms),
          100,
        ),
      },
    };
    result.ratioP95 = +(result.duringBurst.p95Ms / result.idle.p95Ms).toFixed(1);
    console.log(JSON.stringify(result, null, 2));
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/auth-flood.json", JSON.stringify(result, null, 2));
  } finally {
    server.stop();
  }
}

if (args.includes("--flood")) {
  await flood();
  process.exit(0);
}

const kdfWorkerdMs = await kdfOnWorkerd();
console.log(`password hash on workerd: ${kdfWorkerdMs} ms (scrypt N=2^14, r=8, p=5; median of 3 × ${hashes})`);
const kdfNodeMs = await kdfOnNode();
if (kdfNodeMs !== null) console.log(`password hash on Node:    ${kdfNodeMs} ms`);

const server = await startLocalServer({ port, persistTo: ".wrangler/bench-auth-state" });
try {
  const url = `http://127.0.0.1:${port}`;
  const headers = { "content-type": "application/json", "x-tenant": "oldebroek", host: `oldebroek.localhost:${port}` };
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  };
  const body = JSON.stringify({ email: EMAIL, password: PASSWORD });
  // Warm-up: the first request compiles the Worker and the first hash JITs scrypt.
  await fetch(`${url}/auth/sign_in`, { method: "POST", headers: { ...headers, "cf-connecting-ip": nextIp() }, body });
  const signIns = await cannon("POST /auth/sign_in", {
    url: `${url}/auth/sign_in`,
    method: "POST",
    headers,
    body,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, "cf-connecting-ip": nextIp() } }) }],
  });

  const response = await fetch(`${url}/auth/sign_in`, {
    method: "POST",
    headers: { ...headers, "cf-connecting-ip": nextIp() },
    body,
  });
  if (response.status !== 200) throw new Error(`sign-in for the signed-in run failed: ${response.status}`);
  const trio = Object.fromEntries(["access-token", "client", "uid"].map((h) => [h, response.headers.get(h)]));
  const signedIn = await cannon("GET /api/v1/current_user", {
    url: `${url}/api/v1/current_user`,
    headers: { ...headers, ...trio },
  });

  const result = {
    date: new Date().toISOString(),
    machine: "2 cores shared, loopback, npm start's server (workerd, no dev inspector)",
    kdf: { algorithm: "scrypt", N: 2 ** 14, r: 8, p: 5, workerdMs: kdfWorkerdMs, nodeMs: kdfNodeMs },
    duration,
    connections,
    signIns,
    signedIn,
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/auth.json", JSON.stringify(result, null, 2));
} finally {
  server.stop();
}
