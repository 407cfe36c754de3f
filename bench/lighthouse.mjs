#!/usr/bin/env node
// Lighthouse (npm `lighthouse`, programmatic API) with its default mobile preset — Moto G Power emulation,
// simulated slow 4G and 4× CPU slowdown — on a tenant's public pages: home, a content page, the vacancy search, a
// published vacancy (`{vacancy}` in a path: the first one the API lists), the social map and the activity
// calendar. Prints the performance,
// accessibility, best-practices and SEO scores against the target (≥ 98 / 100 / 100 / 100) and writes
// bench/results/lighthouse.json (scores, key metrics, failed audits) and one full report per page.
// Everything is local: Chromium resolves *.localhost to 127.0.0.1 and the pages load nothing from elsewhere.
// Starts its own server (`scripts/start.mjs --no-build`, own state dir) unless --base-url names a running one.
// Usage: npm run bench:lighthouse [-- --port 8792 --tenant oldebroek --paths /,/over-ons,/vacancies/{vacancy} --runs 3
//        --render-document --no-tiles]
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, cliOption, startLocalServer } from "../scripts/local-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option("--port", "8792"));
const tenant = option("--tenant", "oldebroek");
/** The public pages of the target (bench/README.md "Lighthouse"). */
const DEFAULT_PATHS = "/,/over-ons,/vacancies/search,/vacancies/{vacancy},/sociale-kaart,/activiteitenkalender";
const paths = option("--paths", DEFAULT_PATHS).split(",");
const runs = Math.max(1, Math.min(5, Number(option("--runs", "3"))));
const reuse = option("--base-url", null);
const renderDocument = args.includes("--render-document");
/** `--no-tiles`: no tile stand-in; the tiles then fail to load as they do on this offline machine (the figures before). */
const tileStandIn = !args.includes("--no-tiles");
const baseUrl = reuse ?? `http://${tenant}.localhost:${port}`;
const TARGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };

const server = reuse ? null : await startLocalServer({ port });
// A hard stop: whatever hangs, the run ends and what it started is stopped.
const watchdog = setTimeout(() => {
  console.error("lighthouse bench timed out");
  server?.stop();
  process.exit(1);
}, 30 * 60_000);

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

/** A blank 256×256 PNG (grey, one byte per pixel): a map tile of the right size. */
function blankTile() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(256 * 257, 0xee);
  for (let y = 0; y < 256; y++) rows[y * 257] = 0; // filter byte of each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * PDOK's map tiles (the social map and the search's map) on this machine: nothing may leave it, and a tile that
 * cannot be fetched is a console error Lighthouse counts against best practices. An HTTPS server with a throwaway
 * certificate answers every tile with a blank one; Chromium resolves service.pdok.nl to it (flags below).
 */
async function startTileServer() {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-tiles-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=service.pdok.nl",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const tile = blankTile();
  const server = https.createServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
    (_request, response) => {
      response.writeHead(200, {
        "content-type": "image/png",
        "cache-control": "public, max-age=86400",
        "access-control-allow-origin": "*",
      });
      response.end(tile);
    },
  );
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  rmSync(dir, { recursive: true, force: true });
  return server;
}

/** `{vacancy}` → the id of the tenant's first published vacancy, as the API lists it (like bench/cpu.mjs). */
async function resolvePath(path) {
  if (!path.includes("{vacancy}")) return path;
  const url = new URL("/api/v1/vacancies?page[size]=1", baseUrl);
  const response = await fetch(`http://127.0.0.1:${url.port || 80}${url.pathname}${url.search}`, {
    headers: { "x-tenant": tenant },
  });
  const id = (await response.json())?.data?.[0]?.id;
  if (!id) throw new Error(`no published vacancy in ${tenant}: ${response.status}`);
  return path.replace("{vacancy}", id);
}

let chrome;
const tiles = tileStandIn ? await startTileServer() : null;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...launcherFlags(),
      "--headless=new",
      ...CHROMIUM_ARGS,
      // A Dutch visitor (Accept-Language nl), like the e2e tests. `--lang` alone sets the UI language, and headless
      // Chromium then still asked for English pages (`en-US`): `--accept-lang` sets the header.
      "--lang=nl-NL",
      "--accept-lang=nl-NL,nl",
      // The map tiles from the local tile server (startTileServer) instead of the internet.
      ...(tiles
        ? [`--host-resolver-rules=MAP service.pdok.nl 127.0.0.1:${tiles.address().port}`, "--ignore-certificate-errors"]
        : []),
    ],
  });
  mkdirSync("bench/results", { recursive: true });
  const pages = [];
  for (const pattern of paths) {
    const path = await resolvePath(pattern);
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
      results.push({ lhr, report: result.report });
    }
    // With several runs, the run with the median performance score stands for the page (its full report is kept).
    results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const { lhr, report } = results[Math.floor(results.length / 2)];
    writeFileSync(
      `bench/results/lighthouse-${pattern === "/" ? "home" : pattern.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.json`,
      report,
    );
    const scores = Object.fromEntries(Object.keys(TARGET).map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
    const metric = (id) => lhr.audits[id]?.displayValue ?? null;
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
      .map((a) => `${a.id} (${a.score})`);
    pages.push({
      url,
      scores,
      allRuns: results.map((r) => Math.round(r.lhr.categories.performance.score * 100)),
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
    console.log(
      `${url}\n  ${line}   (performance of the runs: ${results.map((r) => Math.round(r.lhr.categories.performance.score * 100)).join(", ")})`,
    );
    console.log(
      `  FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}`,
    );
    if (failed.length) console.log(`  not passed: ${failed.join(", ")}`);
  }
  writeFileSync(
    "bench/results/lighthouse.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        preset: "mobile (Lighthouse default)",
        renderDocument,
        tileStandIn,
        target: TARGET,
        runs,
        pages,
      },
      null,
      2,
    ),
  );
} finally {
  clearTimeout(watchdog);
  await chrome?.kill();
  tiles?.close();
  server?.stop();
}
