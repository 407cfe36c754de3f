#!/usr/bin/env node
// JavaScript weight of a page: loads it in Chromium (playwright, Debian's /usr/bin/chromium), collects every
// script file the page loads (module scripts, modulepreloads, dynamic imports), gzips each one with node:zlib
// (level 9) and prints per-file and total sizes against the target (≤ 90 KB gzip). Inline scripts are listed
// apart (they are part of the HTML). Writes bench/results/js-weight.json.
// Starts its own server (`scripts/start.mjs --no-build`, own state dir) unless --base-url names a running one.
// Usage: npm run bench:js [-- --port 8792 --tenant oldebroek --path / --base-url http://oldebroek.localhost:8787]
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
// playwright-core through the pinned @playwright/test (same browser driver, no extra dependency).
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, cliOption, startLocalServer } from "../scripts/local-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const port = Number(option("--port", "8792"));
const tenant = option("--tenant", "oldebroek");
const path = option("--path", "/");
const reuse = option("--base-url", null);
const TARGET_KB = 90;
const baseUrl = reuse ?? `http://${tenant}.localhost:${port}`;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const server = reuse ? null : await startLocalServer({ port });
let browser;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    if (type !== "script" && !contentType.includes("javascript")) return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {}
  });
  const url = new URL(path, baseUrl).href;
  const deadline = setTimeout(() => {
    console.error("timed out");
    process.exit(1);
  }, 90_000);
  await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
  // Hydration done (lazy route discovery may fetch a little more); then settle once more.
  await page.waitForFunction(() => "__remixRouter" in window, null, { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  // modulepreloads the browser chose not to fetch yet still count: the page asks for them.
  const preloads = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => l.href));
  for (const href of preloads) {
    if (!scripts.has(href)) scripts.set(href, Buffer.from(await (await fetch(href)).arrayBuffer()));
  }
  const inline = await page.$$eval("script:not([src])", (nodes) => nodes.map((n) => n.textContent ?? ""));
  clearTimeout(deadline);

  const files = [...scripts]
    .map(([file, body]) => ({ file: new URL(file).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const inlineGzip = gzipSync(Buffer.from(inline.join("\n")), { level: 9 }).length;
  console.log(`JS weight of ${url}\n`);
  for (const f of files) console.log(`${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.bytes).padStart(7)} KB raw  ${f.file}`);
  console.log(`\n${kb(total).padStart(7)} KB gzip in ${files.length} files (target ≤ ${TARGET_KB} KB)`);
  console.log(`${kb(inlineGzip).padStart(7)} KB gzip in ${inline.length} inline scripts (part of the HTML, not counted)`);
  console.log(total <= TARGET_KB * 1024 ? "✓ within target" : "✗ over target");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/js-weight.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        url,
        targetKb: TARGET_KB,
        totalGzipBytes: total,
        totalRawBytes: files.reduce((sum, f) => sum + f.bytes, 0),
        inlineScripts: inline.length,
        inlineGzipBytes: inlineGzip,
        files,
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  server?.stop();
}
