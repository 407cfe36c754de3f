// The vacancy search at 100,000 vacancies (ADR 0020): seeds its own state with `--scale 100000` (spread over the
// five tenants in turn: ~20,000 each), prints the EXPLAIN QUERY PLAN of each query the API sends (must use
// the tenant's `vacancies_fts_<tenant>` for text and `vacancies_geo_idx` for a place), serves the built app as
// `npm start` does (ADR 0026) on 127.0.0.1 and measures p50/p95 over sequential requests of
//   1. a text query, 2. text + postcode radius, 3. filters only, 4. sort by distance;
// then the rendered /vacancies/search page against a static asset of the same server, as a ratio, and workerd's CPU
// per rendered page past the edge cache (`?q=`, `?q=` + postcode 10 km) against /health's (bench/cpu.mjs's method).
// Goal (ADR 0020): p95 ≤ 15 ms each.
// Usage: npx remix vite:build && node --import tsx bench/search.mjs [--port 8790] [--requests 200] [--tenant oldebroek]
//        [--scale 100000] [--no-seed] (reuse the state of an earlier run) [--running] (a server is already up)
//        [--inspect] (serve under `wrangler dev` with its devtools inspector: what it adds, ADR 0026)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { getPlatformProxy } from "wrangler";
import { searchStatement } from "../api/services/vacancy-search.ts";
import { cliOption, startLocalServer } from "../scripts/local-server.mjs";
import { loopbackGet, percentile } from "./http.mjs";
import { workerdCpu } from "./proc-cpu.mjs";

const args = process.argv.slice(2);
const port = Number(cliOption(args, "--port", "8790"));
const requests = Math.max(200, Number(cliOption(args, "--requests", "200")));
const tenant = cliOption(args, "--tenant", "oldebroek");
const scale = cliOption(args, "--scale", "100000");
const running = args.includes("--running");
/** Serve under `wrangler dev` with its devtools inspector (~2 ms more per D1 round trip here; bench/README.md). */
const inspect = args.includes("--inspect");
const seed = !running && !args.includes("--no-seed");
const persistTo = ".wrangler/bench-search";
const host = `${tenant}.localhost:${port}`;
const deadline = Date.now() + 15 * 60_000;

const get = loopbackGet(port, host);

// Words of the seed's vacancy texts (db/seed/data/vacancy-themes.ts), as a visitor types them: prefixes too.
const WORDS = [
  "vrijwilliger",
  "tuin",
  "koffie",
  "taalmaatje",
  "chauffeur",
  "begeleid",
  "administratie",
  "buurthuis",
  "senioren",
  "kinderen",
];
const POSTCODE = "8096CP";
const QUERIES = [
  { title: "text", params: (i) => `filter[q]=${WORDS[i % WORDS.length]}` },
  {
    title: "text + postcode 10 km",
    params: (i) => `filter[q]=${WORDS[i % WORDS.length]}&filter[near]=${POSTCODE}&filter[radius_km]=10`,
  },
  {
    title: "filters only",
    params: (i) =>
      `filter[vacancy_type]=volunteering&filter[tags]=${["flexible", "regularly", "once"][i % 3]}&filter[age_group_ids]=3,4&sort=newest`,
  },
  {
    title: "sort by distance 25 km",
    params: (i) => `filter[near]=${POSTCODE}&filter[radius_km]=${[10, 25, 50][i % 3]}&sort=distance`,
  },
];

async function latency({ title, params }) {
  const headers = { "x-tenant": tenant, accept: "application/vnd.api+json" };
  for (let i = 0; i < 5; i++) await get(`/api/v1/vacancies?${params(i)}`, headers); // warm-up
  const times = [];
  let total = 0;
  for (let i = 0; i < requests && Date.now() < deadline; i++) {
    const r = await get(`/api/v1/vacancies?${params(i)}&page[size]=24`, headers);
    if (r.status !== 200) throw new Error(`${params(i)} answered ${r.status}: ${r.body}`);
    times.push(r.ms);
    total = JSON.parse(r.body).meta.record_count;
  }
  times.sort((a, b) => a - b);
  const out = { title, n: times.length, p50Ms: +percentile(times, 50).toFixed(1), p95Ms: +percentile(times, 95).toFixed(1) };
  console.log(`${title.padEnd(24)} p50 ${out.p50Ms} ms   p95 ${out.p95Ms} ms   (${out.n} sequential; last: ${total} matches)`);
  return { ...out, lastMatches: total };
}

/** The statements the API sends for each query (api/services/vacancy-search.ts), explained on the seeded D1. */
async function plans() {
  const proxy = await getPlatformProxy({ configPath: "wrangler.toml", persist: { path: `${persistTo}/v3` } });
  const db = proxy.env.DB;
  const dialect = new SQLiteSyncDialect();
  try {
    const [{ n }] = (await db.prepare("select count(*) as n from vacancies").all()).results;
    // The tenant's default centre is its first (config/tenants.ts).
    const centre = (await db.prepare("select min(id) as id from volunteer_centers where tenant_id = ?").bind(tenant).all())
      .results[0]?.id;
    const [place] = (
      await db.prepare("select latitude, longitude from postcode_cache where postal_code = ?").bind("8096 CP").all()
    ).results;
    console.log(`${n} vacancies; postcode 8096 CP ${place ? "cached" : "NOT cached (PDOK is asked)"}`);
    const near = place ? { latitude: place.latitude, longitude: place.longitude, radiusKm: 10 } : undefined;
    const base = { page: { number: 1, size: 24 }, visibility: { kind: "public", centerId: centre ?? 1, sharing: false } };
    const statements = {
      text: { ...base, q: "vrijwilliger", sort: "relevance" },
      "text + postcode 10 km": { ...base, q: "vrijwilliger", near, sort: "relevance" },
      "filters only": { ...base, vacancyTypes: ["volunteering"], tagMask: 4, ageGroupMask: 12, sort: "newest" },
      "sort by distance 25 km": { ...base, near: near && { ...near, radiusKm: 25 }, sort: "distance" },
    };
    const out = {};
    for (const [title, search] of Object.entries(statements)) {
      const { sql, params } = dialect.sqlToQuery(searchStatement(tenant, search));
      const rows = (
        await db
          .prepare(`explain query plan ${sql}`)
          .bind(...params)
          .all()
      ).results;
      out[title] = rows.map((r) => r.detail);
      console.log(`\nEXPLAIN QUERY PLAN — ${title}\n${out[title].map((d) => `  ${d}`).join("\n")}`);
    }
    return out;
  } finally {
    await proxy.dispose();
  }
}

async function pageCpu(pid) {
  const perRequest = async (path) => {
    for (let i = 0; i < 10; i++) await get(path);
    const rounds = [];
    for (let round = 0; round < 3; round++) {
      const before = workerdCpu(pid);
      for (let i = 0; i < 40; i++) {
        const r = await get(path);
        if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
      }
      rounds.push((workerdCpu(pid) - before) / 40);
    }
    return +rounds.sort((a, b) => a - b)[1].toFixed(2);
  };
  const health = await perRequest("/health");
  const out = { healthMs: health };
  for (const [title, path] of [
    ["q", `/vacancies/search?q=${WORDS[0]}&__x=1`],
    ["q + postcode 10 km", `/vacancies/search?q=${WORDS[0]}&postcode=${POSTCODE}&radius=10&__x=1`],
  ]) {
    const ms = await perRequest(path);
    out[title] = { ms, ratioToHealth: +(ms / health).toFixed(2) };
    console.log(
      `rendered ${title.padEnd(20)} workerd CPU ${ms} ms per request (${out[title].ratioToHealth}× /health ${health} ms)`,
    );
  }
  return out;
}

async function pageRatio() {
  const asset = readdirSync("build/client/assets").find((f) => f.endsWith(".css")) ?? readdirSync("build/client/assets")[0];
  const measure = async (path) => {
    for (let i = 0; i < 5; i++) await get(path);
    const times = [];
    for (let i = 0; i < 50; i++) {
      const r = await get(path);
      if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
      times.push(r.ms);
    }
    times.sort((a, b) => a - b);
    return { p50Ms: +percentile(times, 50).toFixed(1), p95Ms: +percentile(times, 95).toFixed(1) };
  };
  const page = await measure(`/vacancies/search?q=${WORDS[0]}`);
  const staticAsset = await measure(`/assets/${asset}`);
  const ratio = +(page.p50Ms / staticAsset.p50Ms).toFixed(1);
  console.log(
    `/vacancies/search page    p50 ${page.p50Ms} ms p95 ${page.p95Ms} ms; static asset p50 ${staticAsset.p50Ms} ms → ×${ratio}`,
  );
  // workerd's CPU per rendered page (bench/cpu.mjs's method), past the edge cache (`__` in the query), and /health's.
  const cpu = server?.pid ? await pageCpu(server.pid) : null;
  return { page, staticAsset, ratio, cpu };
}

if (seed) {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "db/seed/cli.ts", "--reset", "--scale", scale, "--persist-to", persistTo],
    { stdio: "inherit" },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const results = { date: new Date().toISOString(), tenant, scale: Number(scale), requests, inspect };
if (!running) results.plans = await plans();
const server = running ? { stop() {}, pid: null } : await startLocalServer({ port, persistTo, inspect });
try {
  console.log("");
  results.latency = [];
  for (const q of QUERIES) results.latency.push(await latency(q));
  const slow = results.latency.filter((r) => r.p95Ms > 15);
  console.log(slow.length ? `over the goal (p95 > 15 ms): ${slow.map((r) => r.title).join(", ")}` : "every p95 ≤ 15 ms");
  if (existsSync("build/client/assets")) results.page = await pageRatio();
} finally {
  server.stop();
}
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/search.json", `${JSON.stringify(results, null, 2)}\n`);
