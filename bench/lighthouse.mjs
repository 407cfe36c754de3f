#!/usr/bin/env node
// Lighthouse (npm `lighthouse`, programmatic API) with its default mobile preset — Moto G Power emulation,
// simulated slow 4G and 4× CPU slowdown — on a tenant's home page and a content page. Prints the performance,
// accessibility, best-practices and SEO scores against the target (≥ 98 / 100 / 100 / 100) and writes
// bench/results/lighthouse.json (scores, key metrics, failed audits) and one full report per page.
// Everything is local: Chromium resolves *.localhost to 127.0.0.1 and the pages load nothing from elsewhere.
// Starts its own server (`scripts/start.mjs --no-build`, own state dir) unless --base-url names a running one.
// Usage: npm run bench:lighthouse [-- --port 8792 --tenant oldebroek --paths /,/over-ons --runs 3 --render-document]
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, cliOption, startLocalServer } from "../scripts/local-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option("--port", "8792"));
const tenant = option("--tenant", "oldebroek");
const paths = option("--paths", "/,/over-ons").split(",");
const runs = Math.max(1, Math.min(5, Number(option("--runs", "3"))));
const reuse = option("--base-url", null);
const renderDocument = args.includes("--render-document");
const baseUrl = reuse ?? `http://${tenant}.localhost:${port}`;
const TARGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };

const server = reuse ? null : await startLocalServer({ port });
// A hard stop: whatever hangs, the run ends and what it started is stopped.
const watchdog = setTimeout(() => {
  console.error("lighthouse bench timed out");
  server?.stop();
  process.exit(1);
}, 15 * 60_000);

/** GET through node:http: fetch() drops a Host header, and the tenant comes from the host. */
function get(url, headers) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port: target.port || 80,
        path: target.pathname + target.search,
        headers: { ...headers, host: target.host },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response));
      },
    );
    request.on("error", reject);
  });
}

/**
 * Warm the server and its edge cache the way real traffic does: a first visit gets the centre cookie, a second
 * one (with it) fills the cache, from which Lighthouse's cookieless first visit is then served.
 */
async function warm(url) {
  const headers = { "accept-language": "nl-NL,nl;q=0.9" };
  const first = await get(url, headers);
  const cookie = (first.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  for (let i = 0; i < 2; i++) await get(url, { ...headers, cookie });
  const check = await get(url, headers);
  console.log(`${url}: warm-up X-Cache ${check.headers["x-cache"]}`);
}

/**
 * chrome-launcher's default flags (Lighthouse's own), or with `--render-document` the same minus the
 * `RenderDocument` entry of their --disable-features (chrome-launcher 1.2.1 disables it for Lighthouse; Chromium
 * enables it by default). In this headless Chromium, with RenderDocument disabled, the first frames of the page
 * after Lighthouse's about:blank are held back: the observed first paint of the same build comes at 1.2–2.3 s
 * instead of 0.2–0.5 s in most runs, and Lantern then counts every request of the page as needed for FCP
 * (bench/README.md). The default stays Lighthouse's; the option shows what the launcher flag costs.
 */
function launcherFlags() {
  const flags = chromeLauncher.Launcher.defaultFlags();
  if (!renderDocument) return flags;
  return flags.map((flag) =>
    flag.startsWith("--disable-features=")
      ? `--disable-features=${flag
          .slice("--disable-features=".length)
          .split(",")
          .filter((feature) => feature !== "RenderDocument")
          .join(",")}`
      : flag,
  );
}

let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...launcherFlags(),
      "--headless=new",
      ...CHROMIUM_ARGS,
      // A Dutch visitor (Accept-Language nl), like the e2e tests.
      "--lang=nl-NL",
    ],
  });
  mkdirSync("bench/results", { recursive: true });
  const pages = [];
  for (const path of paths) {
    const url = new URL(path, baseUrl).href;
    await warm(url);
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        // Local pages settle in well under this; a hung audit must not stall the run.
        maxWaitForLoad: 30_000,
        onlyCategories: Object.keys(TARGET),
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push(lhr);
      writeFileSync(
        `bench/results/lighthouse-${path === "/" ? "home" : path.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.json`,
        result.report,
      );
    }
    // With several runs, the run with the median performance score stands for the page.
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = results[Math.floor(results.length / 2)];
    const scores = Object.fromEntries(Object.keys(TARGET).map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
    const metric = (id) => lhr.audits[id]?.displayValue ?? null;
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
      .map((a) => `${a.id} (${a.score})`);
    pages.push({
      url,
      scores,
      allRuns: results.map((r) => Math.round(r.categories.performance.score * 100)),
      metrics: {
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        si: metric("speed-index"),
      },
      failedAudits: failed,
    });
    const line = Object.entries(scores)
      .map(([c, s]) => `${c} ${s}${s >= TARGET[c] ? "" : ` (< ${TARGET[c]})`}`)
      .join("   ");
    console.log(`${url}\n  ${line}`);
    console.log(
      `  FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}`,
    );
    if (failed.length) console.log(`  not passed: ${failed.join(", ")}`);
  }
  writeFileSync(
    "bench/results/lighthouse.json",
    JSON.stringify(
      { date: new Date().toISOString(), preset: "mobile (Lighthouse default)", renderDocument, target: TARGET, runs, pages },
      null,
      2,
    ),
  );
} finally {
  clearTimeout(watchdog);
  await chrome?.kill();
  server?.stop();
}
