/**
 * Every e2e test uses this `test`: axe-core (WCAG 2.1 A/AA rules) runs after every `page.goto` and at the end of
 * the test (call `checkA11y()` after a click that navigates), and any console error or uncaught page error fails
 * the test unless the test allowed it explicitly.
 */
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, test as base, expect, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 8788);
export const tenantUrl = (tenant: string, path = "/") => `http://${tenant}.localhost:${PORT}${path}`;

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

/**
 * Pages already found clean in this worker, by what axe would look at: URL, viewport, colour scheme and the DOM
 * without scripts (same DOM + same build CSS → same result). Many tests open the same page in the same state;
 * scanning it once keeps the suite fast without checking less. Only clean results are remembered.
 */
const cleanPages = new Set<string>();

async function pageKey(page: Page, html: string): Promise<string> {
  const { createHash } = await import("node:crypto");
  const viewport = page.viewportSize();
  const dark = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches).catch(() => false);
  const digest = createHash("sha1").update(html.replace(SCRIPTS, "")).digest("hex");
  return `${page.url()} ${viewport?.width}x${viewport?.height} ${dark ? "dark" : "light"} ${digest}`;
}

/**
 * Waits for running animations and transitions that end within a second (a toast fading in): axe measures the
 * contrast of what is on screen, and half-faded text is not what a visitor reads. Long or endless ones (a toast's
 * expiry, later) are not waited for.
 */
async function shortAnimationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().flatMap((animation) => {
        const { endTime } = animation.effect?.getComputedTiming() ?? {};
        const now = Number(animation.currentTime ?? 0);
        const remaining = Number(endTime ?? Number.POSITIVE_INFINITY) - now;
        return animation.playState === "running" && remaining <= 1000 ? [animation.finished.catch(() => {})] : [];
      }),
    ),
  );
}

/**
 * axe needs JavaScript in the page, so for the JS-off project it runs on a JS-on mirror: the exact HTML the
 * JS-off page shows (scripts removed, so nothing hydrates), served at the same URL so styles and images load.
 */
async function runAxe(page: Page, browser: Browser, javaScriptEnabled: boolean) {
  if (!page.url().startsWith("http")) return;
  if (javaScriptEnabled) await shortAnimationsFinished(page);
  const html = await page.content();
  const key = `${javaScriptEnabled ? "js" : "nojs"} ${await pageKey(page, html)}`;
  if (cleanPages.has(key)) return;
  let target = page;
  let mirrorContext: BrowserContext | undefined;
  if (!javaScriptEnabled) {
    mirrorContext = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
    target = await mirrorContext.newPage();
    const url = page.url();
    const mirror = html.replace(SCRIPTS, "");
    await target.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: mirror }));
    await target.goto(url);
  }
  try {
    const results = await new AxeBuilder({ page: target }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary, `axe violations on ${page.url()}`).toEqual([]);
    cleanPages.add(key);
  } finally {
    await mirrorContext?.close();
  }
}

interface Fixtures {
  /** Console errors this test expects, e.g. Chromium logs every 404 document as "Failed to load resource". */
  allowedConsoleErrors: RegExp[];
  checkA11y: () => Promise<void>;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors, browser, javaScriptEnabled }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await runAxe(page, browser, javaScriptEnabled);
      return response;
    };
    await use(page);
    await runAxe(page, browser, javaScriptEnabled);
    const unexpected = errors.filter((e) => !allowedConsoleErrors.some((pattern) => pattern.test(e)));
    expect(unexpected, "console errors").toEqual([]);
  },
  checkA11y: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(() => runAxe(page, browser, javaScriptEnabled));
  },
});

export const NOT_FOUND_CONSOLE = /Failed to load resource: the server responded with a status of 404/;

export { expect };
