// The analytics pages at the bulk seed's scale (SPEC §2 `/analytics`, `/analytics/index-2`): seeds its own state
// (`.wrangler/bench-analytics`, `db:seed --reset --scale 100000`: 100,000 vacancies, ~300,000 applications, 10,000
// volunteers, 2,000 help requests; prints the seed time and the database size), prints the EXPLAIN QUERY PLAN and the
// time of the analytics aggregates on that database (the API's own statements where api/services exports them, and
// the reference aggregates below), serves the built app as `npm start` does (ADR 0026) on 127.0.0.1, signs in as the
// centre superuser and as the admin of `--tenant`, and measures p50/p95 over sequential requests of each page and
// API answer with the default period and with a five-year period, plus the municipality report's CSV download (time
// to the first byte, total, and whether it came in more than one chunk). A target that answers 404 is reported as
// "not built yet" and skipped. Goal: each page ≤ 300 ms server time at p95.
// Usage: npm run build && npm run bench:analytics -- [--port 8824] [--requests 40] [--tenant oldebroek]
//        [--scale 100000] [--no-seed] (reuse the state of an earlier run) [--running] (a server is already up)
//        [--csv /path] (the CSV export; by default the first CSV link on /analytics/index-2) [--plans-only]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { getPlatformProxy } from "wrangler";
import { bucketsCte } from "../api/services/analytics-buckets.ts";
import { bucketsOf, rangeOf } from "../contract/analytics.ts";
import { cliOption, startLocalServer } from "../scripts/local-server.mjs";
import { loopbackGet, percentile } from "./http.mjs";
import { benchSignIn } from "./sign-in.mjs";

const args = process.argv.slice(2);
const port = Number(cliOption(args, "--port", "8824"));
const requests = Math.max(10, Number(cliOption(args, "--requests", "40")));
const tenant = cliOption(args, "--tenant", "oldebroek");
const scale = cliOption(args, "--scale", "100000");
const csvOption = cliOption(args, "--csv", "");
const running = args.includes("--running");
/** Only the query plans and times on the seeded D1: no server, no requests. */
const plansOnly = args.includes("--plans-only");
const seed = !running && !args.includes("--no-seed");
const persistTo = ".wrangler/bench-analytics";
const host = `${tenant}.localhost:${port}`;
const deadline = Date.now() + 30 * 60_000;
const GOAL_MS = 300;

const get = loopbackGet(port, host);
const results = { date: new Date().toISOString(), tenant, scale: Number(scale), requests };

/** Bytes under `dir` (the D1 files: the SQLite database and its WAL). */
function sizeOf(dir) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(path) : statSync(path).size;
  }
  return total;
}

// The periods: the default (the filter's twelve months) and five years up to today (MAX_RANGE_YEARS).
const today = new Date().toISOString().slice(0, 10);
const fiveYears = (() => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 5);
  d.setUTCDate(d.getUTCDate() + 1);
  return `from=${d.toISOString().slice(0, 10)}&to=${today}`;
})();
const PERIODS = [
  { name: "default period", query: "" },
  { name: "5 years", query: fiveYears },
];

/**
 * Reference aggregates, as the analytics pages need them (one query per series, buckets joined on a timestamp range,
 * api/services/analytics-buckets.ts), for the centre of the centre superuser: they show whether the indexes carry
 * the period filter at this scale whatever the API's final statements look like.
 */
function referenceQueries(centerId, range) {
  const b = bucketsCte(bucketsOf(range));
  const { start, end } = range;
  return {
    "applications per bucket (centre)": sql`WITH ${b} SELECT b.key, count(a.id) FROM buckets b LEFT JOIN applications a
      ON a.volunteer_center_id = ${centerId} AND a.created_at >= b.start AND a.created_at < b."end" GROUP BY b.key`,
    "applications by outcome per bucket (centre)": sql`WITH ${b} SELECT b.key, a.status, count(a.id) FROM buckets b
      LEFT JOIN applications a ON a.volunteer_center_id = ${centerId} AND a.created_at >= b.start AND a.created_at < b."end"
      GROUP BY b.key, a.status`,
    "vacancies published per bucket (centre)": sql`WITH ${b} SELECT b.key, count(v.id) FROM buckets b LEFT JOIN vacancies v
      ON v.volunteer_center_id = ${centerId} AND v.published_at >= b.start AND v.published_at < b."end" GROUP BY b.key`,
    "time to answer (centre)": sql`SELECT avg(julianday(decided_at) - julianday(created_at)), count(*) FROM applications
      WHERE volunteer_center_id = ${centerId} AND decided_at IS NOT NULL AND created_at >= ${start} AND created_at < ${end}`,
    "applications per municipality (centre)": sql`SELECT v.municipality, count(a.id) FROM applications a
      JOIN vacancies v ON v.id = a.vacancy_id WHERE a.volunteer_center_id = ${centerId} AND a.created_at >= ${start}
      AND a.created_at < ${end} GROUP BY v.municipality`,
    "organisations per municipality (centre)": sql`SELECT ad.municipality, count(o.id) FROM organizations o
      JOIN addresses ad ON ad.organization_id = o.id WHERE o.volunteer_center_id = ${centerId} AND o.created_at < ${end}
      GROUP BY ad.municipality`,
    "volunteers by birth year (centre)": sql`SELECT u.birth_year, count(*) FROM users u WHERE u.volunteer_center_id = ${centerId}
      AND u.created_at < ${end} AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'volunteer')
      GROUP BY u.birth_year`,
    "applications per bucket (all centres)": sql`WITH ${b} SELECT b.key, count(a.id) FROM buckets b LEFT JOIN applications a
      ON a.tenant_id = ${tenant} AND a.created_at >= b.start AND a.created_at < b."end" GROUP BY b.key`,
    "help requests per place (centre)": sql`SELECT city, count(*) FROM help_requests WHERE volunteer_center_id = ${centerId}
      AND created_at >= ${start} AND created_at < ${end} GROUP BY city`,
  };
}

/** Statement builders the API's analytics services export (built in parallel; none may exist yet). */
async function apiStatements() {
  const found = {};
  const dir = "api/services";
  for (const file of readdirSync(dir).filter((f) => /^analytics.*\.ts$/.test(f) && !f.endsWith(".test.ts"))) {
    const mod = await import(`../${dir}/${file}`);
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === "function" && /(Statements?|Queries)$/.test(name)) found[`${file}#${name}`] = value;
    }
  }
  return found;
}

/** EXPLAIN QUERY PLAN and the time of each aggregate, on the seeded D1 (through getPlatformProxy, no Worker). */
async function plans() {
  const proxy = await getPlatformProxy({ configPath: "wrangler.toml", persist: { path: `${persistTo}/v3` } });
  const dialect = new SQLiteSyncDialect();
  const out = [];
  try {
    const db = proxy.env.DB;
    const [{ id: centerId }] = (
      await db
        .prepare("select volunteer_center_id as id from users where email = ?")
        .bind(`center_superuser@${tenant}.example.org`)
        .all()
    ).results;
    const counts = (
      await db
        .prepare(
          "select (select count(*) from vacancies) as vacancies, (select count(*) from applications) as applications, " +
            "(select count(*) from users) as users, (select count(*) from help_requests) as help_requests, " +
            "(select count(*) from organizations) as organizations, " +
            "(select count(*) from applications where volunteer_center_id = ?) as centre_applications",
        )
        .bind(centerId)
        .all()
    ).results[0];
    console.log("rows:", counts);
    results.rows = counts;
    const explain = async (title, query) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const plan = (
        await db
          .prepare(`EXPLAIN QUERY PLAN ${text}`)
          .bind(...params)
          .all()
      ).results.map((r) => r.detail);
      const times = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await db
          .prepare(text)
          .bind(...params)
          .all();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const ms = Math.round(times[2] * 10) / 10;
      console.log(`\n${title}: median ${ms} ms (5 runs)\n  ${plan.join("\n  ")}`);
      out.push({ title, plan, medianMs: ms });
    };
    for (const period of PERIODS) {
      const q = Object.fromEntries(new URLSearchParams(period.query));
      const range = rangeOf({ ...q, interval: "month" });
      console.log(`\n== reference aggregates, ${period.name} (${range.from} … ${range.to}) ==`);
      for (const [title, query] of Object.entries(referenceQueries(centerId, range)))
        await explain(`${title}, ${period.name}`, query);
    }
    const own = await apiStatements();
    if (Object.keys(own).length === 0)
      console.log("\n(the API's analytics services export no statement builders yet: nothing of theirs to explain)");
    for (const [name, build] of Object.entries(own)) {
      try {
        const built = await build({ tenantId: tenant, centerIds: [centerId], range: rangeOf({ interval: "month" }) });
        const list = Array.isArray(built)
          ? built
          : typeof built === "object" && built && !("queryChunks" in built)
            ? Object.values(built)
            : [built];
        for (const [i, query] of list.entries()) await explain(`${name} [${i}]`, query);
      } catch (error) {
        console.log(`\n${name}: could not build a statement to explain (${error instanceof Error ? error.message : error})`);
      }
    }
  } finally {
    await proxy.dispose();
  }
  return out;
}

/** The API's token trio and the app's `__session` cookie for `email` (the e2e fixtures' way, npm start's dev secret). */
const signIn = (email) => benchSignIn({ port, tenant, email });

/** p50/p95 of `count` sequential GETs of `path`; null when the target answers 404 (not built yet). */
async function measure(title, path, headers) {
  const first = await get(path, headers);
  if (first.status === 404) {
    console.log(`${title.padEnd(58)} 404 — not built yet (${path})`);
    return { title, path, status: 404, notBuilt: true };
  }
  if (first.status !== 200) {
    console.log(`${title.padEnd(58)} ${first.status} (${path}): ${first.body.toString().slice(0, 200)}`);
    return { title, path, status: first.status };
  }
  const times = [];
  let bytes = 0;
  for (let i = 0; i < requests && Date.now() < deadline; i++) {
    const r = await get(path, headers);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} on request ${i + 1}`);
    times.push(r.ms);
    bytes = r.body.length;
  }
  times.sort((a, b) => a - b);
  const p50 = Math.round(percentile(times, 50) * 10) / 10;
  const p95 = Math.round(percentile(times, 95) * 10) / 10;
  console.log(
    `${title.padEnd(58)} p50 ${String(p50).padStart(7)} ms  p95 ${String(p95).padStart(7)} ms  ${(bytes / 1024).toFixed(1)} KB`,
  );
  return { title, path, status: 200, n: times.length, p50Ms: p50, p95Ms: p95, bytes };
}

/** The CSV download: time to the first byte, total, chunks and size (a streamed answer arrives in several chunks). */
function download(path, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = null;
    let chunks = 0;
    let bytes = 0;
    const req = request({ host: "127.0.0.1", port, path, headers: { host, ...headers } }, (res) => {
      res.on("data", (c) => {
        firstByte ??= performance.now() - started;
        chunks += 1;
        bytes += c.length;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          contentType: res.headers["content-type"],
          chunked: res.headers["transfer-encoding"] === "chunked",
          contentLength: res.headers["content-length"] ?? null,
          firstByteMs: Math.round((firstByte ?? 0) * 10) / 10,
          totalMs: Math.round((performance.now() - started) * 10) / 10,
          chunks,
          bytes,
        }),
      );
    });
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout ${path}`)));
    req.end();
  });
}

/** The CSV link on the report page (`--csv` overrides), with the page's query. */
async function csvPath(headers, query) {
  if (csvOption) return csvOption + (query ? (csvOption.includes("?") ? "&" : "?") + query : "");
  const page = await get(`/analytics/index-2${query ? `?${query}` : ""}`, headers);
  if (page.status !== 200) return null;
  const match = /href="([^"]*(?:csv|export)[^"]*)"/i.exec(page.body.toString());
  return match ? match[1].replaceAll("&amp;", "&") : null;
}

if (seed) {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "db/seed/cli.ts", "--reset", "--scale", scale, "--persist-to", persistTo],
    { stdio: "inherit" },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
  results.seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`seeded in ${results.seedSeconds} s`);
}
results.databaseMB = Math.round(sizeOf(`${persistTo}/v3/d1`) / 1024 / 102.4) / 10;
console.log(`database: ${results.databaseMB} MB (${persistTo}/v3/d1)`);
if (!running) results.plans = await plans();
mkdirSync("bench/results", { recursive: true });
if (plansOnly) {
  writeFileSync("bench/results/analytics.json", `${JSON.stringify(results, null, 2)}\n`);
  process.exit(0);
}

const server = running ? { stop() {} } : await startLocalServer({ port, persistTo });
try {
  results.targets = [];
  for (const role of ["center_superuser", "admin"]) {
    const who = await signIn(`${role}@${tenant}.example.org`);
    console.log(`\n== ${role}@${tenant} (${requests} sequential requests each) ==`);
    // Warm-up: the first request compiles the Worker's routes.
    await get("/applications", who.page);
    for (const period of PERIODS) {
      const q = period.query ? `?${period.query}` : "";
      const targets = [
        ["page /analytics", `/analytics${q}`, who.page],
        ["page /analytics/index-2", `/analytics/index-2${q}`, who.page],
        ["API /api/v1/analytics/charts", `/api/v1/analytics/charts${q}`, who.api],
        ["API /api/v1/analytics/municipalities", `/api/v1/analytics/municipalities${q}`, who.api],
      ];
      for (const [title, path, headers] of targets) {
        results.targets.push({ role, period: period.name, ...(await measure(`${title}, ${period.name}`, path, headers)) });
      }
      const csv = await csvPath(who.page, period.query);
      if (!csv) {
        console.log(`${`CSV export, ${period.name}`.padEnd(58)} 404 — not built yet (no CSV link on /analytics/index-2)`);
        results.targets.push({ role, period: period.name, title: "CSV export", notBuilt: true });
      } else {
        const runs = [];
        for (let i = 0; i < 5; i++) runs.push(await download(csv, who.page));
        const last = runs[runs.length - 1];
        const ttfb = runs.map((r) => r.firstByteMs).sort((a, b) => a - b)[2];
        const total = runs.map((r) => r.totalMs).sort((a, b) => a - b)[2];
        console.log(
          `${`CSV export, ${period.name}`.padEnd(58)} ${last.status} first byte ${ttfb} ms, total ${total} ms (median of 5), ` +
            `${(last.bytes / 1024).toFixed(1)} KB in ${last.chunks} chunks, ${last.chunked ? "chunked (streamed)" : `content-length ${last.contentLength}`}`,
        );
        results.targets.push({
          role,
          period: period.name,
          title: "CSV export",
          path: csv,
          firstByteMs: ttfb,
          totalMs: total,
          ...last,
        });
      }
    }
    // Existing screens and API lists at this scale, for comparison (and to check the bench end to end).
    for (const [title, path, headers] of [
      ["page /applications", "/applications", who.page],
      ["API /api/v1/applications", "/api/v1/applications", who.api],
      ["page /dashboard", "/dashboard", who.page],
    ]) {
      results.targets.push({ role, period: "-", ...(await measure(title, path, headers)) });
    }
  }
  const pages = results.targets.filter((t) => t.title?.startsWith("page /analytics") && t.p95Ms !== undefined);
  const slow = pages.filter((t) => t.p95Ms > GOAL_MS);
  console.log(
    pages.length === 0
      ? "\nno analytics page built yet: nothing to hold against the goal"
      : slow.length
        ? `\nover the goal (p95 > ${GOAL_MS} ms): ${slow.map((t) => `${t.title} (${t.role}, ${t.period})`).join(", ")}`
        : `\nevery analytics page p95 ≤ ${GOAL_MS} ms`,
  );
} finally {
  server.stop();
}
writeFileSync("bench/results/analytics.json", `${JSON.stringify(results, null, 2)}\n`);
