/**
 * ADR 0015: a reading page of the public site loads no script file until the visitor first interacts; then it
 * hydrates and navigates client-side. Before that, links and forms work as they do with JavaScript off.
 * These tests watch the page before the first interaction, so they open their own page (the fixture's `page`
 * interacts after every load); axe has seen these pages in the other specs.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, tenantUrl, test } from "./fixtures";

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

const hydrated = (page: Page) => page.evaluate(() => "__remixRouter" in window);

test.describe("hydration on the first interaction", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "about when JavaScript starts");
  });

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
    // A click without mouse movement first (HTMLElement.click): it starts the code loading, but the browser
    // follows the link at once, as without JavaScript.
    const navigation = page.waitForNavigation();
    await page
      .locator('a[href="/nieuws"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await navigation;
    await expect(page).toHaveURL(/\/nieuws$/);
    await page.waitForLoadState("networkidle");
    expect(await hydrated(page)).toBe(false);
    await expect(page.locator(DEFERRED)).toHaveCount(1);
    await page.mouse.move(10, 10);
    await page.mouse.move(40, 40);
    await page.waitForFunction(() => "__remixRouter" in window);
    expect(scripts.length).toBeGreaterThan(0);
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
