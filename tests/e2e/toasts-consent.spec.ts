import type { Page } from "@playwright/test";
import { expect, NOJS, NOJS_ONLY, tenantUrl, test } from "./fixtures";

/**
 * Toasts (SPEC §3/§4/§8), flash toasts after post/redirect/get, the cookie banner (AVG) and the Google tag that
 * only runs with a centre gtagId (demo: G-DEMO12345) and accepted consent. JS on and off run the same flows.
 */

const GTAG = 'script[src^="https://www.googletagmanager.com/gtag/js?id=G-DEMO12345"]';
const SAVED_NL = "Je cookievoorkeur is opgeslagen.";

/**
 * No network here: gtag.js is answered by a stub that counts its runs, so the JS project can prove the tag really
 * executed (not just that a <script> element exists).
 */
async function stubGtag(page: Page) {
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtagRuns = (window.__gtagRuns || 0) + 1;" }),
  );
}

/** Sends the banner's next POST with an invalid choice (as a tampered form would): the action answers with a danger toast. */
async function tamperNextChoice(page: Page) {
  let done = false;
  await page.route("**/cookie-consent*", async (route) => {
    if (done || route.request().method() !== "POST") return route.continue();
    done = true;
    await route.continue({ postData: (route.request().postData() ?? "").replace(/choice=\w+/, "choice=maybe") });
  });
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === "cookie_consent");
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookievoorkeuren" });

// Flows of several full page loads, each checked by axe (twice with JS off): roomy on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe("cookie consent and the Google tag", () => {
  test.beforeEach(async ({ page }) => {
    await stubGtag(page);
  });

  test(
    "demo without a choice: banner, no tag; accepting shows a flash toast and starts the tag",
    NOJS,
    async ({ page, checkA11y, javaScriptEnabled }) => {
      await page.goto(tenantUrl("demo", "/?bron=test"));
      await expect(banner(page)).toBeVisible();
      await expect(page.locator(GTAG)).toHaveCount(0);
      // Focusable, plain buttons; no focus trap (the banner is not a dialog).
      await expect(banner(page).getByRole("button", { name: "Weigeren" })).toBeEnabled();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      await banner(page).getByRole("button", { name: "Accepteren" }).click();
      // Back on the same page (path + query), with the confirmation toast.
      await expect(page).toHaveURL(tenantUrl("demo", "/?bron=test"));
      const toast = page.getByRole("status").filter({ hasText: SAVED_NL });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText("Gelukt");
      await expect(banner(page)).toHaveCount(0);
      await expect(page.locator(GTAG)).toHaveCount(1);
      // Rendered once: the static no-JS list is replaced by the live one, never both.
      await expect(page.locator("[data-toaster]")).toHaveCount(1);
      await expect(page.locator("[data-toast]")).toHaveCount(1);
      const cookie = await consentCookie(page);
      expect(cookie?.value).toBe("accepted");
      expect(cookie?.sameSite).toBe("Lax");
      expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
      if (javaScriptEnabled) {
        // The tag really ran, once (loaded by the client after the fetcher, under the CSP).
        await expect.poll(() => page.evaluate(() => (window as any).__gtagRuns)).toBe(1);
        expect(await page.evaluate(() => JSON.stringify((window as any).dataLayer?.map((a: any) => Array.from(a))))).toContain(
          '["config","G-DEMO12345"]',
        );
      }
      await checkA11y();

      // A flash toast shows once; a full load now renders the tag from the server, with the CSP nonce.
      await page.reload();
      await expect(page.locator("[data-toast]")).toHaveCount(0);
      await expect(page.locator(GTAG)).toHaveCount(1);
      await expect(banner(page)).toHaveCount(0);
      if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => (window as any).__gtagRuns)).toBe(1);
    },
  );

  test("rejecting hides the banner and never loads the tag", NOJS, async ({ page, checkA11y }) => {
    await page.goto(tenantUrl("demo"));
    await banner(page).getByRole("button", { name: "Weigeren" }).click();
    await expect(page.getByRole("status").filter({ hasText: SAVED_NL })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator(GTAG)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toBe("rejected");
    await checkA11y();
    await page.goto(tenantUrl("demo", "/?pagina=2"));
    await expect(page.locator(GTAG)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  });

  test(
    "the footer lets the visitor withdraw consent: the tag and the choice are gone, the banner asks again",
    NOJS,
    async ({ page, context }) => {
      await page.goto(tenantUrl("demo"));
      const change = page.getByRole("contentinfo").getByRole("button", { name: "Cookievoorkeuren wijzigen" });
      await expect(change).toHaveCount(0); // nothing chosen yet: the banner is the place
      await banner(page).getByRole("button", { name: "Accepteren" }).click();
      await expect(page.locator(GTAG)).toHaveCount(1);
      await context.addCookies([{ name: "_ga", value: "GA1.1.123.456", domain: "demo.localhost", path: "/" }]);

      await change.click();
      await expect(page.getByRole("status").filter({ hasText: "Je cookievoorkeur is gewist" })).toBeVisible();
      await expect(banner(page)).toBeVisible();
      await expect(page.locator(GTAG)).toHaveCount(0);
      expect(await consentCookie(page)).toBeUndefined();
      expect((await context.cookies()).find((cookie) => cookie.name === "_ga")).toBeUndefined();
    },
  );

  test("a centre without a gtagId asks nothing and loads no tag, even with consent", NOJS_ONLY, async ({ page, context }) => {
    await page.goto(tenantUrl("roermond"));
    await expect(banner(page)).toHaveCount(0);
    await context.addCookies([{ name: "cookie_consent", value: "accepted", domain: "roermond.localhost", path: "/" }]);
    await page.goto(tenantUrl("roermond"));
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });

  test("the English page gets the English banner and toast", NOJS, async ({ page }) => {
    await page.goto(tenantUrl("demo", "/en"));
    const en = page.getByRole("region", { name: "Cookie preferences" });
    await en.getByRole("button", { name: "Accept" }).click();
    await expect(page).toHaveURL(tenantUrl("demo", "/en"));
    const toast = page.getByRole("status").filter({ hasText: "Your cookie preference has been saved." });
    await expect(toast).toContainText("Success");
  });

  test("an invalid choice is refused with a danger toast announced as an alert", NOJS, async ({ page }) => {
    await page.goto(tenantUrl("demo"));
    await tamperNextChoice(page);
    await banner(page).getByRole("button", { name: "Accepteren" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Fout");
    await expect(alert).toContainText("Je cookievoorkeur kon niet worden opgeslagen");
    await expect(page.locator("[data-toast=danger]")).toBeVisible();
    expect(await consentCookie(page)).toBeUndefined();
    await expect(banner(page)).toBeVisible();
    await expect(page.locator(GTAG)).toHaveCount(0);
  });
});

test.describe("toasts with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await stubGtag(page);
  });

  const progressOf = (page: Page) =>
    page
      .locator("[data-toast] [data-toast-progress]")
      .first()
      .evaluate((bar) => Number((bar as HTMLElement).dataset.progress));

  /**
   * The toast's timer runs on the page's clock (Date.now, setTimeout, requestAnimationFrame): the test installs
   * Playwright's fake clock before the page loads (time flows as usual while it loads), then stops it once the toast
   * is there and moves it on by hand, so the toast's seconds cost none.
   */
  async function stopClock(page: Page) {
    // pauseAt stops the clock, then moves it to the given time; "now" may have passed that time by the moment the
    // call arrives (a busy machine) and pauseAt then fails, but the clock has stopped: the next try is in the future.
    const now = () => page.evaluate(() => Date.now());
    const stopped = await page.clock.pauseAt((await now()) + 100).then(
      () => true,
      () => false,
    );
    if (!stopped) await page.clock.pauseAt((await now()) + 100);
  }

  /** Runs the test's steps with the fake clock installed, and lets time flow again after them (axe needs it). */
  async function withClock(page: Page, steps: () => Promise<void>) {
    await page.clock.install();
    try {
      await steps();
    } finally {
      await page.clock.resume();
    }
  }

  test("pauses on hover and focus, resumes for the remaining time, closes with its button", async ({ page }) =>
    withClock(page, async () => {
      await page.goto(tenantUrl("demo"));
      await banner(page).getByRole("button", { name: "Accepteren" }).click();
      const toast = page.locator("[data-toast=success]");
      await expect(toast).toBeVisible();
      // The toast may appear right under the pointer that clicked the banner (it pauses at once, as it should):
      // move away and let it run first.
      await page.mouse.move(5, 5);
      await stopClock(page);
      await page.clock.runFor(500);
      const running = await progressOf(page);
      expect(running).toBeGreaterThan(0);

      await toast.hover();
      // The pause takes effect on the next frame; from then on the bar stands still, however long.
      await page.clock.runFor(100);
      const paused = await progressOf(page);
      await page.clock.runFor(3000);
      expect(await progressOf(page)).toBe(paused);
      expect(paused).toBeGreaterThanOrEqual(running);
      expect(paused).toBeLessThan(1);

      await page.mouse.move(5, 5);
      await page.clock.runFor(500);
      const resumed = await progressOf(page);
      expect(resumed).toBeGreaterThan(paused);
      expect(resumed).toBeLessThan(1); // for the remaining time, not from the start or to the end

      // Focus inside (the close button) pauses too.
      const close = toast.getByRole("button", { name: "Melding sluiten: Gelukt" });
      await close.focus();
      await page.clock.runFor(100);
      const focused = await progressOf(page);
      await page.clock.runFor(3000);
      expect(await progressOf(page)).toBe(focused);

      await close.click();
      await page.clock.runFor(1000); // its fade, then it leaves the list
      await expect(page.locator("[data-toast]")).toHaveCount(0);
    }));

  test("expires by itself after the default 5 s", async ({ page }) =>
    withClock(page, async () => {
      await page.goto(tenantUrl("demo"));
      await banner(page).getByRole("button", { name: "Weigeren" }).click();
      const toast = page.locator("[data-toast=success]");
      await expect(toast).toBeVisible();
      await page.mouse.move(5, 5);
      await stopClock(page);
      const shown = await progressOf(page);
      // Still there one second before its five are up…
      await page.clock.runFor(Math.max(0, Math.round((1 - shown) * 5000) - 1000));
      await expect(toast).toBeVisible();
      // …and gone after them (and its 200 ms fade).
      await page.clock.runFor(1500);
      await expect(toast).toHaveCount(0);
    }));

  test("clear-all appears with two toasts and closes them all", async ({ page }) => {
    await page.goto(tenantUrl("demo"));
    await tamperNextChoice(page);
    await banner(page).getByRole("button", { name: "Accepteren" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    const clearAll = page.getByRole("button", { name: "Alle meldingen sluiten" });
    await expect(clearAll).toHaveCount(0);
    await banner(page).getByRole("button", { name: "Accepteren" }).click();
    await expect(page.locator("[data-toast]")).toHaveCount(2);
    await clearAll.click();
    await expect(page.locator("[data-toast]")).toHaveCount(0);
  });
});

test.describe("toasts without JavaScript", NOJS_ONLY, () => {
  test("the flash toast can be closed without JavaScript", async ({ page }) => {
    await page.goto(tenantUrl("demo"));
    await banner(page).getByRole("button", { name: "Weigeren" }).click();
    const toast = page.locator("[data-toast=success]");
    await expect(toast).toBeVisible();
    await toast.locator("summary").click();
    await expect(toast).toBeHidden();

    await page.goto(tenantUrl("demo"));
    await expect(page.locator("[data-toast]")).toHaveCount(0);
  });

  test("an unattended flash toast disappears after its duration", async ({ page }) => {
    await page.goto(tenantUrl("demo"));
    await tamperNextChoice(page);
    await banner(page).getByRole("button", { name: "Weigeren" }).click();
    const toast = page.locator("[data-toast=danger]");
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("alert")).toContainText("Fout");
    await page.mouse.move(5, 5);
    // Its timer is a CSS animation (5 s, then a fade): the page's animations run ten times faster here (the DevTools
    // protocol's animation speed), so the same timer ends in half a second.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 10 });
    await expect(toast).toBeHidden({ timeout: 3000 });
  });
});
