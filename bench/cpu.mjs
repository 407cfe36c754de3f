#!/usr/bin/env node
// CPU per request, what Workers bills and limits (10 ms on Workers Free): workerd's CPU time from /proc (utime + stime
// of every workerd process of the server, ADR 0052's method) over sequential requests, with the targets interleaved
// in rounds so a machine that gets busier or quieter during the run weighs on every target alike. Printed as ms per
// request (median of the rounds) and as the ratio to `/health` (one `select 1`), which stays fair on a busy machine;
// once for every workerd process and once for the Worker's runtime alone (without `wrangler dev`'s proxy process,
// which production does not have: proc-cpu.mjs).
// Targets: `/health`; a Remix route that renders nothing (`/build-id`); the unknown-site page; home as an edge-cache
// hit; past the edge cache (`?__x=1`): home, `/over-ons`, `/vacancies/search` (no query, a text query, postcode +
// 10 km), a vacancy page, `/sociale-kaart`, `/activiteitenkalender`; signed in: `/profiel` (volunteer), `/vacancies`
// and `/applications` (organisation superuser), `/users` (admin).
// Usage: node --import tsx bench/cpu.mjs [--port 8795] [--tenant oldebroek] [--requests 60] [--rounds 3]
//        [--only substring] [--label name] [--running] (a server already on --port: then every workerd process counts)
// Run `npm run build` first. Serves the built app as `npm start` does (own state in .wrangler/bench-cpu, seeded).
// Writes bench/results/cpu-<label>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { cliOption, startLocalServer } from "../scripts/local-server.mjs";
import { loopbackGet, percentile } from "./http.mjs";
import { workerdCpuByRole } from "./proc-cpu.mjs";
import { benchSignIn } from "./sign-in.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option("--port", "8795"));
const tenant = option("--tenant", "oldebroek");
const requests = Math.min(1000, Number(option("--requests", "60")));
const rounds = Math.min(9, Number(option("--rounds", "3")));
const only = option("--only", "");
const label = option("--label", "run");
const running = args.includes("--running");
const host = `${tenant}.localhost:${port}`;
const get = loopbackGet(port, host);
const getAt = (hostName) => loopbackGet(port, hostName);

let server = null;
const watchdog = setTimeout(() => {
  console.error("cpu: watchdog, 20 minutes");
  server?.stop();
  process.exit(3);
}, 1_200_000);

/** The Set-Cookie headers of one GET (the centre cookie a first visit gets). */
function setCookiesOf(path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.headers["set-cookie"] ?? []));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A published vacancy of the tenant (its public page is a target). */
async function aVacancyPath() {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/vacancies?page[size]=1`, {
    headers: { "x-tenant": tenant },
  });
  const body = await response.json();
  const id = body?.data?.[0]?.id;
  if (!id) throw new Error(`no published vacancy in ${tenant}: ${response.status}`);
  return `/vacancies/${id}`;
}

server = running ? null : await startLocalServer({ port, persistTo: ".wrangler/bench-cpu", timeoutMs: 240_000 });
try {
  const [centreCookie] = (await setCookiesOf("/")).map((c) => c.split(";")[0]);
  if (!centreCookie) throw new Error("the first visit set no centre cookie");
  const volunteer = await benchSignIn({ port, tenant, email: `volunteer@${tenant}.example.org` });
  const organization = await benchSignIn({ port, tenant, email: `organization_superuser@${tenant}.example.org` });
  const admin = await benchSignIn({ port, tenant, email: `admin@${tenant}.example.org` });
  const unknown = getAt(`no-such-centre.localhost:${port}`);
  // [title, path, headers, expected status, getter]
  // Public pages past the edge cache (a query with `__` is never looked up, workers/edge-cache.ts): the render's cost.
  const past = (path) => `${path}${path.includes("?") ? "&" : "?"}__x=1`;
  const all = [
    ["/health", "/health", {}, 200],
    ["Remix route, renders nothing (/build-id)", "/build-id", {}, 200],
    ["unknown site", "/", {}, null, unknown],
    ["home, past the edge cache", past("/"), {}, 200],
    ["home, edge-cache hit", "/", { cookie: centreCookie }, 200],
    ["/over-ons", past("/over-ons"), {}, 200],
    ["/vacancies/search", past("/vacancies/search"), {}, 200],
    ["/vacancies/search?q=…", past("/vacancies/search?q=vrijwilliger"), {}, 200],
    ["/vacancies/search postcode + 10 km", past("/vacancies/search?postcode=8096+CP&radius=10"), {}, 200],
    ["a vacancy page", past(await aVacancyPath()), {}, 200],
    ["/sociale-kaart", past("/sociale-kaart"), {}, 200],
    ["/activiteitenkalender", past("/activiteitenkalender"), {}, 200],
    ["/profiel (volunteer)", "/profiel", volunteer.page, 200],
    ["/vacancies (organisation superuser)", "/vacancies", organization.page, 200],
    ["/applications (organisation superuser)", "/applications", organization.page, 200],
    ["/users (admin)", "/users", admin.page, 200],
  ];
  const targets = all.filter(([title]) => title === "/health" || !only || title.includes(only));
  // The unknown site answers with its own status (not a 200): whatever it is, every request must answer it alike.
  for (const target of targets) {
    const [title, path, headers, expected, getter = get] = target;
    const first = await getter(path, headers);
    if (expected !== null && first.status !== expected) throw new Error(`${title}: ${first.status}, not ${expected}`);
    target[3] = first.status;
    for (let i = 0; i < 20; i++) await getter(path, headers); // warm: the first requests compile the routes
  }
  const results = Object.fromEntries(targets.map(([title]) => [title, { cpu: [], runtime: [], p50: [], p95: [], bytes: 0 }]));
  const pid = server?.pid;
  for (let round = 0; round < rounds; round++) {
    for (const [title, path, headers, status, getter = get] of targets) {
      const times = [];
      let bytes = 0;
      const before = workerdCpuByRole(pid, port);
      for (let i = 0; i < requests; i++) {
        const response = await getter(path, headers);
        if (response.status !== status) throw new Error(`${title}: ${response.status} on request ${i + 1}`);
        times.push(response.ms);
        bytes = response.body.length;
      }
      const after = workerdCpuByRole(pid, port);
      const cpu = (after.total - before.total) / requests;
      const runtime = (after.runtime - before.runtime) / requests;
      times.sort((a, b) => a - b);
      const r = results[title];
      r.cpu.push(cpu);
      r.runtime.push(runtime);
      r.p50.push(percentile(times, 50));
      r.p95.push(percentile(times, 95));
      r.bytes = bytes;
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = {};
  for (const [title, r] of Object.entries(results))
    summary[title] = {
      cpuMs: median(r.cpu),
      runtimeMs: median(r.runtime),
      p50Ms: median(r.p50),
      p95Ms: median(r.p95),
      bytes: r.bytes,
      rounds: r,
    };
  const health = summary["/health"].cpuMs;
  const healthRuntime = summary["/health"].runtimeMs;
  console.log(`\n${label}: workerd CPU per request, ${requests} sequential requests × ${rounds} rounds (median of rounds)`);
  console.log(
    `${"".padEnd(42)} ${"all workerd".padStart(20)}  ${"the Worker's runtime".padStart(22)}` +
      `  (the rest: wrangler dev's proxy, which production does not have)`,
  );
  for (const [title, s] of Object.entries(summary)) {
    console.log(
      `${title.padEnd(42)} ${s.cpuMs.toFixed(2).padStart(6)} ms  ${(s.cpuMs / health).toFixed(2).padStart(5)}× health` +
        `  ${s.runtimeMs.toFixed(2).padStart(6)} ms  ${(s.runtimeMs / healthRuntime).toFixed(2).padStart(5)}× health` +
        `  p50 ${s.p50Ms.toFixed(1).padStart(6)} ms  p95 ${s.p95Ms.toFixed(1).padStart(6)} ms  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB` +
        `  [rounds: ${s.rounds.cpu.map((c) => c.toFixed(2)).join(" / ")}]`,
    );
    s.ratioToHealth = s.cpuMs / health;
    s.runtimeRatioToHealth = s.runtimeMs / healthRuntime;
  }
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    `bench/results/cpu-${label}.json`,
    `${JSON.stringify({ label, date: new Date().toISOString(), requests, rounds, summary }, null, 2)}\n`,
  );
} finally {
  clearTimeout(watchdog);
  server?.stop();
}
