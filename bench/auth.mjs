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
  const { hashPassword } = await import("../api/auth/password.ts").catch(() => ({ hashPassword: null }));
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
