/**
 * Legal pages: every centre has terms, a privacy statement and an accessibility statement as CMS
 * pages at fixed slugs, linked from a fixed row in every footer; the sign-up form's terms checkbox links to the first
 * two, in a new tab, so the form is kept.
 */
import { expect, NOJS, NOJS_ONLY, tenantUrl, test } from "./fixtures";

const CENTRES = {
  oldebroek: "Vrijwilligerscentrale Oldebroek",
  roermond: "Vrijwilligerscentrale Roermond",
  meedoen: "Meedoen Arnhem",
  demo: "Vrijwilligerscentrale Demodorp",
  public: "Vrijwilligerswerk Nederland",
} as const;

const LEGAL_LINKS = [
  ["Algemene voorwaarden", "/algemene-voorwaarden"],
  ["Privacyverklaring", "/privacyverklaring"],
  ["Toegankelijkheidsverklaring", "/toegankelijkheidsverklaring"],
] as const;

test.describe("legal pages", () => {
  test("every site's footer links to its own terms, privacy and accessibility statements", NOJS_ONLY, async ({ page }) => {
    test.slow(); // five sites, every page checked with axe
    for (const [tenant, name] of Object.entries(CENTRES)) {
      // The footer is the same on every page of a site: its legal row is checked on the statement itself.
      await page.goto(tenantUrl(tenant, "/toegankelijkheidsverklaring"));
      const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Juridische informatie" });
      for (const [label, href] of LEGAL_LINKS) {
        await expect(legal.getByRole("link", { name: label, exact: true }), tenant).toHaveAttribute("href", href);
      }
      // The accessibility statement in the usual Dutch model form, with this centre's own details.
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Toegankelijkheidsverklaring" })).toBeVisible();
      await expect(main.getByText(`${name} wil dat iedereen deze website kan gebruiken`)).toBeVisible();
      for (const heading of [
        "Status: voldoet gedeeltelijk",
        "Wat nog niet toegankelijk is",
        "Loop je tegen een probleem aan?",
        "Datum",
      ]) {
        await expect(main.getByRole("heading", { level: 2, name: heading }), `${tenant}: ${heading}`).toBeVisible();
      }
      await expect(main.getByRole("link", { name: /^(info|hallo)@/ }).first()).toHaveAttribute("href", /^mailto:/);
    }
  });

  test("the statements reflow on a 320 px screen (WCAG 1.4.10)", NOJS_ONLY, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [label, href] of LEGAL_LINKS) {
      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), href).toBeLessThanOrEqual(320);
    }
  });

  test("the terms and the privacy statement are real pages, linked from the footer", NOJS_ONLY, async ({ page, checkA11y }) => {
    await page.goto(tenantUrl("roermond", "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Algemene voorwaarden" }).click();
    await expect(page).toHaveURL(tenantUrl("roermond", "/algemene-voorwaarden"));
    await checkA11y();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Algemene voorwaarden" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "2. Je account" })).toBeVisible();
    await main.getByRole("link", { name: "privacyverklaring" }).click();
    await expect(page).toHaveURL(tenantUrl("roermond", "/privacyverklaring"));
    await checkA11y();
    await expect(main.getByRole("heading", { level: 1, name: "Privacyverklaring" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Jouw rechten" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Autoriteit Persoonsgegevens" })).toHaveAttribute(
      "href",
      "https://www.autoriteitpersoonsgegevens.nl",
    );
    await expect(page).toHaveTitle("Privacyverklaring - Vrijwilligerscentrale Roermond");
  });

  test("the footer's legal links in English keep the /en prefix", NOJS_ONLY, async ({ page }) => {
    await page.goto(tenantUrl("meedoen", "/en/privacyverklaring"));
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal information" });
    await expect(legal.getByRole("link", { name: "Terms and conditions" })).toHaveAttribute("href", "/en/algemene-voorwaarden");
    await expect(legal.getByRole("link", { name: "Privacy statement" })).toHaveAttribute("href", "/en/privacyverklaring");
    await expect(legal.getByRole("link", { name: "Accessibility statement" })).toHaveAttribute(
      "href",
      "/en/toegankelijkheidsverklaring",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Privacyverklaring" })).toBeVisible();
  });

  test(
    "the sign-up form's terms checkbox links to both documents in a new tab, and the form keeps its input",
    NOJS,
    async ({ page }) => {
      await page.goto("/signup");
      await page.getByLabel("Voornaam").fill("Eva");
      await page.getByLabel("E-mailadres").fill("eva@voorbeeld.nl");
      const checkbox = page.getByRole("checkbox", {
        name: "Ik ga akkoord met de algemene voorwaarden (opent in een nieuw tabblad) en de privacyverklaring (opent in een nieuw tabblad)",
      });
      await expect(checkbox).not.toBeChecked();
      const terms = page.getByRole("link", { name: "algemene voorwaarden (opent in een nieuw tabblad)" });
      const privacy = page.getByRole("link", { name: "privacyverklaring (opent in een nieuw tabblad)" });
      await expect(terms).toHaveAttribute("href", "/algemene-voorwaarden");
      await expect(privacy).toHaveAttribute("href", "/privacyverklaring");
      for (const link of [terms, privacy]) await expect(link).toHaveAttribute("target", "_blank");

      const opened = page.context().waitForEvent("page");
      await privacy.click();
      const tab = await opened;
      await expect(tab.getByRole("heading", { level: 1, name: "Privacyverklaring" })).toBeVisible();
      await expect(tab.getByRole("main").getByText("Vrijwilligerscentrale Oldebroek, Raadhuislaan 1")).toBeVisible();
      await tab.close();

      // The form is where it was: nothing typed is lost, and following the link did not tick the box.
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByLabel("Voornaam")).toHaveValue("Eva");
      await expect(page.getByLabel("E-mailadres")).toHaveValue("eva@voorbeeld.nl");
      await expect(checkbox).not.toBeChecked();
    },
  );

  test("the terms checkbox in English", async ({ page }) => {
    await page.goto("/en/signup");
    await expect(
      page.getByRole("checkbox", {
        name: "I accept the terms and conditions (opens in a new tab) and the privacy statement (opens in a new tab)",
      }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "terms and conditions (opens in a new tab)" })).toHaveAttribute(
      "href",
      "/en/algemene-voorwaarden",
    );
  });
});
