import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Client-side navigation (SPEC §2/§9): the top loading bar and smooth scroll restoration. JavaScript only. */

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test("a slow navigation shows the 3 px loading bar until the page is there", async ({ page }) => {
  await page.goto("/alle-blokken");
  const bar = page.locator("[data-loading-bar]");
  await expect(bar).toHaveAttribute("data-loading-bar", "hidden");
  // Hold the next page's data well past the 200 ms throttle.
  await page.route("**/over-ons.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Over ons" }).first().click();
  await expect(bar).toHaveAttribute("data-loading-bar", "visible");
  expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(3);
  await expect(page).toHaveURL(/\/over-ons$/);
  // Full, then hidden after the 500 ms hide delay.
  await expect(bar).toHaveAttribute("data-loading-bar", "hidden");
});

// The throttle (a quick navigation never shows the bar) is unit-tested in app/utils/loading-bar.test.ts: in a
// browser test it would depend on how fast this machine serves the page.

test("after a navigation the page scrolls smoothly to the top; back returns to the saved position", async ({ page }) => {
  test.slow(); // waits for smooth scrolling, on a busy machine
  await page.goto("/alle-blokken");
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollTop(page)).toBe(1500);
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { positions: number[] }).positions = positions;
    window.addEventListener("scroll", () => positions.push(Math.round(window.scrollY)), { passive: true });
  });
  // The logo goes home: a long page, so the scroll to the top is not just a clamp.
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollTop(page)).toBe(0);
  const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
  // Smooth: it passes through positions between the start and the top (a jump has none; how many frames a busy
  // machine draws varies).
  expect(positions.filter((y) => y > 0 && y < 1500).length).toBeGreaterThan(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/alle-blokken$/);
  await expect.poll(() => scrollTop(page)).toBe(1500);
});
