/**
 * ADR 0015: a reading page of the public site loads no script file until the visitor first interacts; then it
 * hydrates and navigates client-side. Before that, links and forms work as they do with JavaScript off.
 * These tests watch the page before the first interaction, so they open their own page (the fixture's `page`
 * interacts after every load); axe has seen these pages in the other specs.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/local-server.mjs";
import { expect, tenantUrl, test } from "./fixtures";

// In the full browser, not the headless shell the other specs use: the shell's virtual pointer rests at (0, 0), over
// the page's header, and Chromium sends a mouseover from it when the layout under it changes — by ADR 0015 an
// interaction, so a page there may hydrate before the test touches it. The full browser has no pointer over the page.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

const DEFERRED = 'script[type="text/x-hydrate-on-interaction"]';

async function untouchedPage(browser: Browser) {
  const context = await browser.newContext({ locale: "nl-NL" });
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, scripts, errors, close: () => context.close() };
}

/**
 * A click without pointer movement (HTMLElement.click) on a page that has not hydrated: it starts the code loading,
 * but the browser follows the link or posts the form at once, as without JavaScript. Resolves when the next
 * document has loaded. The old document is marked, because hydrating it while the request is under way already
 * counts as a (same-document) navigation for Playwright; the click runs in a task of its own, so the navigation
 * cannot cut off the call that made it.
 */
async function clickThrough(page: Page, target: Locator) {
  await page.evaluate(() => Object.assign(window, { previousDocument: true }));
  await target.evaluate((element: HTMLElement) => {
    setTimeout(() => element.click());
  });
  await expect.poll(() => page.evaluate(() => "previousDocument" in window).catch(() => true)).toBe(false);
  await page.waitForLoadState("networkidle");
}

const hydrated = (page: Page) => page.evaluate(() => "__remixRouter" in window);

test.describe("hydration on the first interaction", () => {
  test("a reading page loads no script until the visitor interacts, then hydrates and navigates client-side", async ({
    browser,
  }) => {
    const { page, scripts, errors, close } = await untouchedPage(browser);
    await page.goto(tenantUrl("oldebroek"), { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    expect(await hydrated(page)).toBe(false);
    await expect(page.locator(DEFERRED)).toHaveCount(1);
    // Scrolling is reading, not interacting.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(scripts).toEqual([]);

    await page.keyboard.press("Tab");
    await page.waitForFunction(() => "__remixRouter" in window);
    expect(scripts.some((path) => path.includes("/entry.client-"))).toBe(true);
    // Hydrated, the app navigates without loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('a[href="/nieuws"]:visible').first().click();
    await expect(page).toHaveURL(/\/nieuws$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  test("before that, a link opens the next page as a document, which again waits for an interaction", async ({ browser }) => {
    const { page, scripts, errors, close } = await untouchedPage(browser);
    await page.goto(tenantUrl("oldebroek"), { waitUntil: "networkidle" });
    await clickThrough(page, page.locator('a[href="/nieuws"]').first());
    await expect(page).toHaveURL(/\/nieuws$/);
    expect(await hydrated(page)).toBe(false);
    await expect(page.locator(DEFERRED)).toHaveCount(1);
    await page.mouse.move(10, 10);
    await page.mouse.move(40, 40);
    await page.waitForFunction(() => "__remixRouter" in window);
    expect(scripts.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  test("a flash toast carries over into the hydrated page: closed stays closed, its time runs on", async ({ browser }) => {
    const { page, errors, close } = await untouchedPage(browser);
    await page.goto(tenantUrl("demo"), { waitUntil: "networkidle" });
    // The consent banner posts natively (the click starts the code loading, the post goes first) and redirects
    // home with a flash toast, on a page that is again not hydrated.
    const reject = async () => {
      await clickThrough(page, page.getByRole("button", { name: "Weigeren" }));
      expect(await hydrated(page)).toBe(false);
    };
    await reject();
    const toast = page.locator("[data-toast=success]");
    await expect(toast).toBeVisible();
    // Left alone for a second of its five, then focus comes into it (its close button): CSS pauses the static toast
    // and that first interaction hydrates the page. The live toast takes over where the static one stood, not from
    // zero, and keeps the focus (so it stays paused).
    await page.waitForTimeout(1000);
    const shownBefore = await page
      .locator(".toast-static-bar")
      .evaluate((bar) => Number(bar.getAnimations()[0]?.currentTime ?? 0));
    expect(shownBefore).toBeGreaterThan(500);
    await toast.locator("summary").focus();
    const live = page.locator('[data-toaster="live"] [data-toast=success]');
    await expect(live.getByRole("button", { name: "Melding sluiten: Gelukt" })).toBeFocused();
    const bar = live.locator("[data-toast-progress]");
    await expect(bar).toHaveAttribute("data-progress", /\d/);
    const progress = () => bar.evaluate((element) => Number((element as HTMLElement).dataset.progress));
    const takenOver = await progress();
    expect(takenOver).toBeGreaterThanOrEqual(shownBefore / 5000 - 0.01);
    expect(takenOver).toBeLessThan(1);
    await page.waitForTimeout(400);
    expect(await progress()).toBe(takenOver);

    // Closed before hydration (its <details>; the click is also the first interaction): it does not come back.
    await page.context().clearCookies({ name: "cookie_consent" });
    await page.goto(tenantUrl("demo"), { waitUntil: "networkidle" });
    await reject();
    await expect(toast).toBeVisible();
    await toast.locator("summary").evaluate((summary: HTMLElement) => summary.click());
    await page.waitForFunction(() => "__remixRouter" in window);
    await expect(page.locator('[data-toaster="live"]')).toHaveCount(0);
    await expect(page.locator("[data-toast]:visible")).toHaveCount(0);
    expect(errors).toEqual([]);
    await close();
  });

  test("pages outside the public site hydrate at once", async ({ browser }) => {
    const { page, errors, close } = await untouchedPage(browser);
    await page.goto(tenantUrl("oldebroek", "/inloggen"));
    await page.waitForFunction(() => "__remixRouter" in window);
    await expect(page.locator(DEFERRED)).toHaveCount(0);
    expect(errors).toEqual([]);
    await close();
  });
});
