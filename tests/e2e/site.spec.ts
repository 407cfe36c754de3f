import { expect, NOJS, NOJS_ONLY, tenantUrl, test } from "./fixtures";

const encode = (value: string) => Buffer.from(JSON.stringify(value)).toString("base64");

test.describe("tenant theme", () => {
  // Each tenant's fonts, shape and favicon from the server (no flash): tenancy.spec.ts "each demo tenant's host renders
  // its own branded home, theme and sign-up link" (one visit per home for all of them).

  test("the footer shows the centre's columns and the ANBI/NOV logos it enabled", NOJS_ONLY, async ({ page }) => {
    test.slow(); // several pages, each checked with axe
    await page.goto(tenantUrl("oldebroek"));
    const footer = page.locator("footer");
    await expect(footer.getByRole("img", { name: /ANBI/ })).toBeVisible();
    await expect(footer.getByRole("img", { name: /NOV/ })).toBeVisible();
    await expect(footer.locator("section h2").first()).toBeVisible();
    await page.goto(tenantUrl("meedoen"));
    await expect(page.locator("footer").getByRole("img", { name: /ANBI|NOV/ })).toHaveCount(0);
  });

  test("the staged demo is marked and styled as a demo", NOJS_ONLY, async ({ page }) => {
    await page.goto(tenantUrl("demo"));
    await expect(page.locator("html")).toHaveAttribute("data-brand", "demo");
    await expect(page.getByText("Demo-omgeving")).toBeVisible();
  });
});

test.describe("languages", () => {
  test("/en and /nl prefixes choose the language and keep links in it", NOJS_ONLY, async ({ page }) => {
    await page.goto(tenantUrl("oldebroek", "/en"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeAttached();
    const aboutHref = await page.locator('nav[aria-label="Main menu"] a[href*="over-ons"]').first().getAttribute("href");
    expect(aboutHref).toBe("/en/over-ons");
    await page.goto(tenantUrl("oldebroek", "/nl/over-ons"));
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  });

  test("the i18n_redirected cookie chooses the language of unprefixed pages", NOJS_ONLY, async ({ page, context }) => {
    // As the Nuxt site wrote it (plain), which returning visitors carry; and as earlier builds wrote it (encoded).
    await context.addCookies([{ name: "i18n_redirected", value: "en", domain: "roermond.localhost", path: "/" }]);
    await page.goto(tenantUrl("roermond"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.addCookies([{ name: "i18n_redirected", value: encode("en"), domain: "demo.localhost", path: "/" }]);
    await page.goto(tenantUrl("demo"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("hreflang alternates point at both languages", NOJS_ONLY, async ({ page }) => {
    await page.goto(tenantUrl("meedoen", "/over-ons"));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/over-ons$/);
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute("href", /\/nl\/over-ons$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /:\d+\/over-ons$/);
  });

  test("the language switch works on prefixed and unprefixed pages", NOJS, async ({ page, checkA11y }) => {
    test.slow(); // several pages, each checked with axe
    await page.goto(tenantUrl("public", "/nl/over-ons"));
    await page.getByRole("button", { name: /English/ }).click();
    await expect(page).toHaveURL(tenantUrl("public", "/en/over-ons"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await checkA11y();

    // The switch stored the choice, plain as the Nuxt site wrote it.
    const stored = (await page.context().cookies(tenantUrl("public"))).find((c) => c.name === "i18n_redirected");
    expect(stored?.value).toBe("en");
    await page.goto(tenantUrl("public", "/over-ons"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: /Nederlands/ }).click();
    await expect(page).toHaveURL(tenantUrl("public", "/over-ons"));
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("button", { name: /Nederlands/ })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("colour mode", () => {
  test("dark mode comes from the color-mode cookie in the server HTML", NOJS_ONLY, async ({ page, context }) => {
    await context.addCookies([{ name: "color-mode", value: encode("dark"), domain: "demo.localhost", path: "/" }]);
    await page.goto(tenantUrl("demo"));
    await expect(page.locator("html")).toHaveClass("dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(120);
  });

  test("system mode follows the OS scheme", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark", locale: "nl-NL" });
    const page = await context.newPage();
    await page.goto(tenantUrl("roermond"));
    await expect(page.locator("html")).toHaveClass("system");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(
      background
        .match(/\d+/g)!
        .map(Number)
        .reduce((a, b) => a + b),
    ).toBeLessThan(120);
    await context.close();
  });

  test("the toggle switches and remembers the mode", NOJS, async ({ page, checkA11y }) => {
    test.slow(); // several pages, each checked with axe
    await page.goto(tenantUrl("meedoen", "/over-ons"));
    await expect(page.locator("html")).toHaveClass("system");
    await page.getByRole("button", { name: "Donker" }).click();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page).toHaveURL(tenantUrl("meedoen", "/over-ons"));
    await checkA11y();
    await page.reload();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page.getByRole("button", { name: "Donker" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Licht" }).click();
    await expect(page.locator("html")).toHaveClass("light");
  });
});

test.describe("menus on a phone", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the header menu folds into a disclosure and submenus open", NOJS, async ({ page, checkA11y }) => {
    await page.goto(tenantUrl("oldebroek"));
    await page.locator("details[data-site-menu] > summary").click();
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link", { name: "Nieuws" })).toBeVisible();
    const submenu = nav.locator("li details").first();
    await submenu.locator("> summary").click();
    await expect(submenu.getByRole("link").first()).toBeVisible();
    await checkA11y();
    // No horizontal scrolling at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
