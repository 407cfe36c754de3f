import { TENANT_IDS } from "../../config/tenants";
import { expect, NOJS, NOJS_ONLY, NOT_FOUND_CONSOLE, PORT, tenantUrl, test } from "./fixtures";

const CENTER_NAMES: Record<string, RegExp> = {
  oldebroek: /Oldebroek/,
  roermond: /Roermond/,
  meedoen: /Meedoen/,
  demo: /Demodorp/,
  public: /.+/,
};

/** Each tenant's own fonts (config/tenants), which the server's theme CSS names. */
const FONTS: Record<string, { sans: string; heading: string }> = {
  oldebroek: { sans: "Work Sans Variable", heading: "Poppins" },
  roermond: { sans: "Source Sans Pro", heading: "Rubik Variable" },
  meedoen: { sans: "Karla Variable", heading: "Work Sans Variable" },
  demo: { sans: "Inter Variable", heading: "Fira Code Variable" },
  public: { sans: "Roboto", heading: "Inter Variable" },
};

test.describe("tenant by host", () => {
  /**
   * One visit per tenant home, for everything the signed-out server HTML of that home must show. It folds three
   * tests that each loaded all five homes (ADR 0050): the brand (here), the theme's fonts and shape (was site.spec.ts
   * "each tenant renders its own fonts, shape and favicon from the server (no flash)") and the header's sign-up link
   * (was account-notices.spec.ts "the header's sign-up link is on every site for signed-out visitors, once").
   */
  test("each demo tenant's host renders its own branded home, theme and sign-up link", NOJS_ONLY, async ({ page }) => {
    test.slow(); // five tenants, each checked with axe
    const brands = new Map<string, { primary: string; favicon: string | null; logo: string | null }>();
    for (const tenant of TENANT_IDS) {
      const response = await page.goto(tenantUrl(tenant));
      await test.step(`${tenant}: its own brand`, async () => {
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("data-tenant", tenant);
        // The home's title is the app name: the centre's name (or the tenant's app name).
        await expect(page).toHaveTitle(CENTER_NAMES[tenant]);
        const primary = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--primary-700").trim(),
        );
        const favicon = await page.locator('link[rel="icon"]').getAttribute("href");
        const logo = await page.locator("header img").first().getAttribute("src");
        expect(primary).toMatch(/^\d+ \d+ \d+$/);
        brands.set(tenant, { primary, favicon, logo });
      });
      await test.step(`${tenant}: its fonts from the server (no flash)`, async () => {
        const fonts = FONTS[tenant];
        const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
        const heading = await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily);
        expect(body, tenant).toContain(fonts.sans);
        expect(heading, tenant).toContain(fonts.heading);
        // The theme is in the HTML itself, before any script runs.
        const themeCss = await page.locator("style#tenant-theme").textContent();
        expect(themeCss).toContain(`--font-sans:"${fonts.sans}"`);
        if (tenant === "roermond") {
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--radius").trim())).toBe(
            "0px",
          );
        }
      });
      await test.step(`${tenant}: the header's sign-up link, once`, async () => {
        const signUp = page.getByRole("banner").getByRole("link", { name: "Aanmelden", exact: true });
        await expect(signUp, tenant).toHaveCount(1);
        await expect(signUp).toHaveAttribute("href", "/signup");
      });
    }
    // Five different brands: colours, favicons and logos all differ per tenant.
    expect(new Set([...brands.values()].map((b) => b.primary)).size).toBeGreaterThanOrEqual(4);
    expect(new Set([...brands.values()].map((b) => b.favicon)).size).toBe(TENANT_IDS.length);
    expect(new Set([...brands.values()].map((b) => b.logo)).size).toBe(TENANT_IDS.length);
  });

  test("the favicon and logo files exist", NOJS_ONLY, async ({ page, request }) => {
    await page.goto(tenantUrl("roermond"));
    for (const selector of ['link[rel="icon"]', "header img"]) {
      const href = await page
        .locator(selector)
        .first()
        .getAttribute(selector.startsWith("link") ? "href" : "src");
      // Node does not resolve *.localhost; static files are the same on every host.
      const asset = await request.get(`http://127.0.0.1:${PORT}${new URL(href!, page.url()).pathname}`);
      expect(asset.status(), href!).toBe(200);
    }
  });

  test("the page is Dutch by default and English on request", async ({ browser }) => {
    const en = await browser.newContext({ locale: "en-GB" });
    const page = await en.newPage();
    await page.goto(tenantUrl("demo"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeAttached();
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
    await en.close();
  });

  test("every response carries the security headers and inline scripts carry the nonce", NOJS_ONLY, async ({ page }) => {
    const response = await page.goto(tenantUrl("oldebroek"));
    const headers = response!.headers();
    const csp = headers["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const inline = await page.locator("script:not([src])").evaluateAll((scripts) => scripts.map((s) => s.nonce));
    expect(inline.length).toBeGreaterThan(0);
    expect(inline.every((n) => n === nonce)).toBe(true);
  });
});

test.describe("unknown sites and pages", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE] });

  test("an unknown host gets the translated unknown-site page with status 404", NOJS_ONLY, async ({ page }) => {
    const response = await page.goto(`http://atlantis.localhost:${PORT}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onbekende website");
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "404");
    await expect(page).toHaveTitle("Onbekende website");
    // The host names no centre, so its "/" is this same page: no 'Back to home'. In development /switch exists.
    await expect(page.getByRole("link", { name: "Terug naar home" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Kies een omgeving" })).toHaveAttribute("href", "/switch");
  });

  test("the unknown-site page in English", async ({ browser }) => {
    const en = await browser.newContext({ locale: "en-US" });
    const page = await en.newPage();
    const response = await page.goto(`http://localhost:${PORT}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unknown website");
    await en.close();
  });

  test("an unmatched path is 'Page not found'", NOJS_ONLY, async ({ page }) => {
    const response = await page.goto(tenantUrl("roermond", "/dit/bestaat/niet"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    await expect(page.getByText("We konden de pagina die je zocht niet vinden", { exact: false })).toBeVisible();
    await expect(page).toHaveTitle(/^Pagina niet gevonden - Vrijwilligerscentrale Roermond/);
  });

  test("'Back to home' leads to the tenant home", NOJS, async ({ page, checkA11y }) => {
    await page.goto(tenantUrl("meedoen", "/bestaat-niet/ook-niet"));
    await page.getByRole("link", { name: "Terug naar home" }).click();
    await expect(page).toHaveURL(tenantUrl("meedoen", "/"));
    await expect(page.locator("html")).toHaveAttribute("data-tenant", "meedoen");
    await expect(page).toHaveTitle(/Meedoen/);
    await checkA11y();
  });
});

test.describe("tenant cookie fallback and /switch", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE] });

  test("a tenant cookie picks the tenant when the host names none", NOJS_ONLY, async ({ page, context }) => {
    // Remix cookies hold base64-encoded JSON.
    const value = Buffer.from(JSON.stringify("roermond")).toString("base64");
    await context.addCookies([{ name: "tenant", value, domain: "localhost", path: "/" }]);
    const response = await page.goto(`http://localhost:${PORT}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-tenant", "roermond");
  });

  test("the host wins over the tenant cookie", NOJS_ONLY, async ({ page, context }) => {
    const value = Buffer.from(JSON.stringify("roermond")).toString("base64");
    await context.addCookies([{ name: "tenant", value, domain: "demo.localhost", path: "/" }]);
    await page.goto(tenantUrl("demo"));
    await expect(page.locator("html")).toHaveAttribute("data-tenant", "demo");
  });

  test("/switch sets tenant and centre, then the home shows them", NOJS, async ({ page, checkA11y }) => {
    await page.goto(`http://localhost:${PORT}/switch`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Omgeving kiezen");
    await page.getByLabel("Samenwerking").selectOption("public");
    const second = page.getByLabel("Vrijwilligerscentrale").locator('optgroup[label="public"] option').nth(1);
    const secondName = (await second.textContent())!.trim();
    await page.getByLabel("Vrijwilligerscentrale").selectOption({ label: secondName });
    await page.getByRole("button", { name: "Kiezen" }).click();
    await expect(page).toHaveURL(`http://localhost:${PORT}/`);
    await expect(page.locator("html")).toHaveAttribute("data-tenant", "public");
    await expect(page).toHaveTitle(secondName);
    await checkA11y();
  });

  test("/switch refuses a centre of another tenant, next to the field", NOJS, async ({ page }) => {
    await page.goto(`http://localhost:${PORT}/switch`);
    await page.getByLabel("Samenwerking").selectOption("meedoen");
    const foreign = page.getByLabel("Vrijwilligerscentrale").locator('optgroup[label="roermond"] option').first();
    await page.getByLabel("Vrijwilligerscentrale").selectOption({ label: (await foreign.textContent())!.trim() });
    await page.getByRole("button", { name: "Kiezen" }).click();
    await expect(page.getByText("Deze vrijwilligerscentrale hoort niet bij de gekozen samenwerking.")).toBeVisible();
    await expect(page.getByLabel("Vrijwilligerscentrale")).toHaveAttribute("aria-invalid", "true");
  });
});
