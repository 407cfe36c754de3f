// The social map with 2,000 organisations per tenant (organisations, ADR 0019): seeds its own state with `--scale 10`
// (BULK_ORGANIZATIONS_PER_SCALE = 200), serves the built app on 127.0.0.1, then measures
//   1. GET /api/v1/organizations (the social map's page of 20, approved + on the map) and the marker route
//      /sociale-kaart/markers (the whole filtered set in one answer): p50/p95 over sequential requests;
//   2. /sociale-kaart's weight: HTML gzip, the JS it loads up front (scripts + modulepreloads, gzip) and the map's
//      lazily imported chunk (pigeon-maps + clustering);
//   3. in Chromium: time until the page is interactive (hydrated: the map component mounted) and until the
//      markers are drawn, and how many marker/cluster elements the map holds. PDOK tiles are answered with a
//      blank PNG: nothing leaves the machine.
// Usage: npm run build && node bench/social-map.mjs [--port 8790] [--requests 100] [--tenant meedoen] [--running]
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, cliOption, startLocalServer } from "../scripts/local-server.mjs";
import { loopbackGet, percentile } from "./http.mjs";

const args = process.argv.slice(2);
const port = Number(cliOption(args, "--port", "8790"));
const requests = Math.min(500, Number(cliOption(args, "--requests", "100")));
const tenant = cliOption(args, "--tenant", "meedoen");
const running = args.includes("--running");
const persistTo = ".wrangler/bench-social-map";
const host = `${tenant}.localhost:${port}`;
const deadline = Date.now() + 10 * 60_000;

const get = loopbackGet(port, host);

async function latency(title, path, headers) {
  for (let i = 0; i < 5; i++) await get(path, headers); // warm-up
  const times = [];
  let bytes = 0;
  for (let i = 0; i < requests && Date.now() < deadline; i++) {
    const r = await get(path, headers);
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
    times.push(r.ms);
    bytes = r.body.length;
  }
  times.sort((a, b) => a - b);
  const out = {
    title,
    path,
    n: times.length,
    p50Ms: +percentile(times, 50).toFixed(1),
    p95Ms: +percentile(times, 95).toFixed(1),
    bytes,
  };
  console.log(`${title.padEnd(24)} p50 ${out.p50Ms} ms   p95 ${out.p95Ms} ms   (${out.n} sequential, ${bytes} B)`);
  return out;
}

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function weight() {
  const page = await get("/sociale-kaart");
  const html = page.body.toString("utf8");
  const srcs = new Set();
  for (const m of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g))
    srcs.add(m[1] ?? m[2] ?? m[3]);
  let js = 0;
  for (const src of srcs) js += gz((await get(src)).body);
  const mapChunks = readdirSync("build/client/assets").filter((f) => /^organizations-map-.*\.js$/.test(f));
  const mapJs = mapChunks.reduce((n, f) => n + gz(readFileSync(`build/client/assets/${f}`)), 0);
  const out = {
    htmlGzipKB: +(gz(page.body) / 1024).toFixed(1),
    jsOnLoadGzipKB: +(js / 1024).toFixed(1),
    scripts: srcs.size,
    mapChunkGzipKB: +(mapJs / 1024).toFixed(1),
  };
  console.log(
    `/sociale-kaart weight     HTML ${out.htmlGzipKB} KB gzip, JS on load ${out.jsOnLoadGzipKB} KB gzip (${out.scripts} files), map chunk ${out.mapChunkGzipKB} KB gzip (loaded after hydration)`,
  );
  return out;
}

async function browserTimes() {
  const blank = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = [];
  try {
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.route("https://service.pdok.nl/**", (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: blank }),
      );
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`http://${host}/sociale-kaart`);
      await page.getByTestId("social-map").waitFor({ timeout: 60_000 });
      const interactive = Date.now() - started;
      await page.waitForFunction(() => document.querySelector('[data-testid="social-map"]')?.getAttribute("data-markers"), null, {
        timeout: 60_000,
      });
      const markersDrawn = Date.now() - started;
      const data = await page.evaluate(() => ({
        markers: Number(document.querySelector('[data-testid="social-map"]')?.getAttribute("data-markers")),
        elements: document.querySelectorAll('[data-testid="map-marker"], [data-testid="map-cluster"]').length,
        domInteractive: Math.round(performance.getEntriesByType("navigation")[0]?.domInteractive ?? 0),
      }));
      runs.push({ interactiveMs: interactive, markersDrawnMs: markersDrawn, ...data });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[1];
  const out = { runs, interactiveMs: median("interactiveMs"), markersDrawnMs: median("markersDrawnMs") };
  const last = runs[runs.length - 1];
  console.log(
    `Chromium (median of 3)    interactive (map mounted) ${out.interactiveMs} ms, markers drawn ${out.markersDrawnMs} ms; ${last.markers} organisations as ${last.elements} markers/clusters`,
  );
  return out;
}

if (!running) {
  const seed = spawnSync(
    process.execPath,
    ["--import", "tsx", "db/seed/cli.ts", "--reset", "--scale", "10", "--persist-to", persistTo],
    { stdio: "inherit" },
  );
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}
const server = running ? { stop() {} } : await startLocalServer({ port, persistTo });
try {
  const api = { "x-tenant": tenant, accept: "application/vnd.api+json" };
  const results = {
    date: new Date().toISOString(),
    tenant,
    list: await latency(
      "organisations API list",
      "/api/v1/organizations?filter[status]=approved&filter[on_social_map]=true&page[size]=20&sort=name",
      api,
    ),
    markers: await latency("markers (one request)", "/sociale-kaart/markers", {}),
    page: await latency("/sociale-kaart SSR", "/sociale-kaart", {}),
    weight: await weight(),
    browser: await browserTimes(),
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/social-map.json", `${JSON.stringify(results, null, 2)}\n`);
} finally {
  server.stop();
}
