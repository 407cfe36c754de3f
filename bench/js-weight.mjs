#!/usr/bin/env node
// JavaScript weight of a page: loads it in Chromium (playwright, Debian's /usr/bin/chromium), collects every
// script file the page loads (module scripts, modulepreloads, dynamic imports), gzips each one with node:zlib
// (level 9) and prints per-file and total sizes: on first load (nobody touching the page; the target ≤ 90 KB gzip
// applies here) and after the first interaction (hydrated). Inline scripts are listed apart (they are part of the
// HTML). Writes bench/results/js-weight.json.
// Starts its own server (`scripts/start.mjs --no-build`, own state dir) unless --base-url names a running one.
// The browser asks for `--locale` (nl: the product is Dutch-first; Chromium's own default would be en-US, and the page
// follows Accept-Language when no route or cookie says otherwise).
// Usage: npm run bench:js [-- --port 8792 --tenant oldebroek --path / --locale nl --base-url http://oldebroek.localhost:8787]
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
const locale = option("--locale", "nl");
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
  const page = await browser.newPage({ locale });
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
  // First load: what the page fetches with nobody touching it (a reading page hydrates on the first interaction,
  // app/utils/hydration.server.ts). A second is enough for anything scheduled after load to show up.
  await page.waitForTimeout(1000);
  const firstLoad = await measure(page, scripts);
  // Then the first interaction (a key press, as harmless as it gets): the page hydrates, whenever that happens.
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => "__remixRouter" in window, null, { timeout: 30_000 });
  // Lazy route discovery may fetch a little more; then settle once more.
  await page.waitForLoadState("networkidle");
  const interactive = await measure(page, scripts);
  clearTimeout(deadline);

  console.log(`JS weight of ${url}\n`);
  report("First load (before any interaction)", firstLoad);
  report("After the first interaction (hydrated)", interactive);
  console.log(`\nFirst load: ${kb(firstLoad.total)} KB gzip (target ≤ ${TARGET_KB} KB)`);
  console.log(firstLoad.total <= TARGET_KB * 1024 ? "✓ within target" : "✗ over target");
  mkdirSync("bench/results", { recursive: true });
  const summary = (m) => ({
    totalGzipBytes: m.total,
    totalRawBytes: m.files.reduce((sum, f) => sum + f.bytes, 0),
    inlineScripts: m.inline,
    inlineGzipBytes: m.inlineGzip,
    files: m.files,
  });
  writeFileSync(
    "bench/results/js-weight.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        url,
        targetKb: TARGET_KB,
        firstLoad: summary(firstLoad),
        afterInteraction: summary(interactive),
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  server?.stop();
}

/** Every script file loaded so far, plus modulepreloads the browser chose not to fetch yet (the page asks for them). */
async function measure(page, scripts) {
  const preloads = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => l.href));
  for (const href of preloads) {
    if (!scripts.has(href)) scripts.set(href, Buffer.from(await (await fetch(href)).arrayBuffer()));
  }
  const inline = await page.$$eval("script:not([src])", (nodes) =>
    nodes.filter((n) => !n.type || n.type === "module" || n.type === "text/javascript").map((n) => n.textContent ?? ""),
  );
  const files = [...scripts]
    .map(([file, body]) => ({ file: new URL(file).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    total: files.reduce((sum, f) => sum + f.gzip, 0),
    inline: inline.length,
    inlineGzip: gzipSync(Buffer.from(inline.join("\n")), { level: 9 }).length,
  };
}

function report(title, { files, total, inline, inlineGzip }) {
  console.log(title);
  for (const f of files) console.log(`${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.bytes).padStart(7)} KB raw  ${f.file}`);
  console.log(`${kb(total).padStart(7)} KB gzip in ${files.length} files`);
  console.log(`${kb(inlineGzip).padStart(7)} KB gzip in ${inline} inline scripts (part of the HTML, not counted)\n`);
}
