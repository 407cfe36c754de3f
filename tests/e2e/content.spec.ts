/**
 * Public content: CMS pages of content blocks (/:slug?), the news list (/nieuws) and news items (/nieuws/:slug).
 * Flows run in both projects (NOJS); read-only checks of server HTML run once, without JavaScript (NOJS_ONLY). The
 * fixture runs axe on every page and fails on console errors.
 */
import { BLOCK_TYPES } from "../../contract/content-blocks";
import { expect, NOJS, NOJS_ONLY, NOT_FOUND_CONSOLE, tenantUrl, test } from "./fixtures";

const YOUTUBE_ID = "q7Vh2Xc8KbA";

test.describe("content pages", () => {
  // The 19-block showcase page is the largest page of the app: axe runs on it twice per test.
  test.describe.configure({ timeout: 60_000 });

  test("the showcase page renders every one of the 19 block types, under one h1", NOJS, async ({ page }) => {
    const response = await page.goto("/alle-blokken");
    expect(response?.status()).toBe(200);
    expect(BLOCK_TYPES).toHaveLength(19);
    for (const type of BLOCK_TYPES) {
      const block = page.locator(`[data-block-type="${type}"]`);
      await expect(block, type).toHaveCount(1);
      await expect(block, type).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alle blokken");
    await expect(page).toHaveTitle("Alle blokken - Vrijwilligerscentrale Oldebroek");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Overzicht van alle inhoudsblokken/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  });

  test("blocks render their content: Markdown, links, search form, form link, categories", NOJS_ONLY, async ({ page }) => {
    await page.goto("/alle-blokken");
    const markdown = page.locator('[data-block-type="Markdown"]');
    await expect(markdown.getByRole("heading", { level: 2, name: "Alle bouwstenen op één pagina" })).toBeVisible();
    await expect(markdown.locator("strong")).toHaveText("vet");
    await expect(markdown.getByRole("link", { name: "links" })).toHaveAttribute("href", "/over-ons");

    const search = page.locator('[data-block-type="HeroWithSearch"] form');
    await expect(search).toHaveAttribute("action", "/vacancies/search");
    await expect(search).toHaveAttribute("method", "get");
    await expect(search.getByLabel("Zoek vrijwilligerswerk")).toHaveAttribute("name", "q");

    // The BuilderForm block draws the centre's form on the page itself, posting to the page (ADR 0061).
    const form = page.getByRole("region", { name: "Kom naar de open dag" });
    await expect(form.getByLabel("Naam")).toBeVisible();
    await expect(form.locator("form")).toHaveAttribute("action", /^\/alle-blokken(\?index)?#form-\d+$/);
    await expect(page.getByRole("link", { name: "Zorg", exact: true })).toHaveAttribute("href", "/vacancies/search?q=zorg");
    await expect(page.locator('[data-block-type="LogoBar"] img')).toHaveCount(4);
    await expect(page.locator('[data-block-type="TextWithUsps"] li')).toHaveCount(3);
    await expect(page.locator('[data-block-type="QuoteBlock"] figcaption')).toContainText("Anna de Vries");
  });

  // The home page hides its own title: the first hero's title is the page's only h1.
  for (const [tenant, hero, other, appName] of [
    ["oldebroek", "Doe mee in je eigen dorp", "Jouw tijd is goud waard", "Vrijwilligerscentrale Oldebroek"],
    ["roermond", "Jouw tijd is goud waard", "Doe mee in je eigen dorp", "Vrijwilligerscentrale Roermond"],
  ]) {
    test(`the home page of ${tenant} shows its own content, titled with just the app name`, NOJS_ONLY, async ({ page }) => {
      await page.goto(tenantUrl(tenant));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero);
      await expect(page.getByText(other)).toHaveCount(0);
      await expect(page).toHaveTitle(appName);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", appName);
    });
  }

  test("the news carousel shows the newest news as links to /nieuws/<slug>", NOJS_ONLY, async ({ page }) => {
    await page.goto("/");
    const cards = page.locator('[data-block-type="NewsCarousel"] article');
    await expect(cards).toHaveCount(6);
    const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.every((href) => /^\/nieuws\/[a-z0-9-]+$/.test(href ?? ""))).toBe(true);
    // Newest first: the November item before the August one.
    expect(hrefs.indexOf("/nieuws/dag-van-de-mantelzorg-2026")).toBeLessThan(
      hrefs.indexOf("/nieuws/lisa-van-stagiair-tot-trainer"),
    );
    await expect(page.locator('[data-block-type="NewsCarousel"]').getByRole("link", { name: /Alle nieuws/ })).toHaveAttribute(
      "href",
      "/nieuws",
    );
  });

  test(
    "the YouTube block makes no request to YouTube until the visitor asks for the video",
    NOJS,
    async ({ page, javaScriptEnabled }) => {
      const youtubeRequests: string[] = [];
      page.on("request", (request) => {
        if (/youtube/.test(new URL(request.url()).hostname)) youtubeRequests.push(request.url());
      });
      await page.route("https://www.youtube-nocookie.com/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: '<!doctype html><html lang="en"><head><title>Player</title></head><body></body></html>',
        }),
      );
      await page.goto("/alle-blokken");
      const block = page.locator('[data-block-type="YouTube"]');
      await expect(block).toContainText("Drie vrijwilligers vertellen over hun werk");
      await expect(block.locator("iframe")).toHaveCount(0);
      expect(youtubeRequests).toEqual([]);

      if (javaScriptEnabled) {
        await block.getByRole("button", { name: /Video afspelen/ }).click();
        const player = block.locator("iframe");
        await expect(player).toHaveAttribute("src", new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${YOUTUBE_ID}`));
        await expect(player).toHaveAttribute("title", "Drie vrijwilligers vertellen over hun werk");
      } else {
        // Without JavaScript the play control is a plain link to the video on YouTube.
        await expect(block.getByRole("link", { name: /Bekijk de video op YouTube/ })).toHaveAttribute(
          "href",
          `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
        );
      }
    },
  );

  test(
    "the photo slideshow scrolls by keyboard, with previous/next buttons only when JavaScript runs",
    NOJS,
    async ({ page, javaScriptEnabled }) => {
      await page.goto("/alle-blokken");
      const block = page.locator('[data-block-type="PhotoSlideshow"]');
      const strip = block.getByRole("list", { name: "Een jaar in beeld" });
      await expect(strip).toHaveAttribute("tabindex", "0");
      await expect(strip.getByRole("listitem")).toHaveCount(3);
      await expect(block.getByRole("button", { name: "Volgende foto" })).toHaveCount(javaScriptEnabled ? 1 : 0);
      if (javaScriptEnabled) {
        await block.getByRole("button", { name: "Volgende foto" }).click();
        await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      }
    },
  );

  test("English content pages keep the /en prefix in block links", NOJS_ONLY, async ({ page }) => {
    await page.goto("/en/over-ons");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The seed gives 'over ons' an English title (the page's own, not the Dutch marked as such).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
    await expect(page.locator('[data-block-type="CallToAction"]').getByRole("link")).toHaveAttribute("href", "/en/contact");
  });

  test("blocks show this feature's English UI strings on /en pages", NOJS_ONLY, async ({ page }) => {
    await page.goto("/en/alle-blokken");
    const form = page.locator('[data-block-type="BuilderForm"]');
    await expect(form.getByLabel("Name")).toBeVisible();
    await expect(form.getByRole("button", { name: "Next" })).toBeVisible();
    await expect(page.getByLabel("Search volunteer work")).toBeVisible();
    await expect(page.getByRole("link", { name: /All news/ })).toHaveAttribute("href", "/en/nieuws");
    await expect(page.locator('[data-block-type="Markdown"]').getByRole("link", { name: "links" })).toHaveAttribute(
      "href",
      "/en/over-ons",
    );
  });

  test("the news list speaks English on /en/nieuws", NOJS_ONLY, async ({ page }) => {
    await page.goto("/en/nieuws");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    await expect(page.getByLabel("Items per page")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });
});

test.describe("news", () => {
  const cardTitles = (page: import("@playwright/test").Page) => page.getByTestId("news-list").getByRole("heading", { level: 2 });

  test("pages through the news with links that work with and without JavaScript", NOJS, async ({ page, checkA11y }) => {
    test.slow(); // several page loads, each checked with axe
    await page.goto("/nieuws?size=6");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuws");
    await expect(page).toHaveTitle(/^Nieuws - /);
    await expect(cardTitles(page)).toHaveCount(6);
    const firstPage = await cardTitles(page).allTextContents();

    const pagination = page.getByRole("navigation", { name: "Paginering" });
    await expect(pagination.getByRole("link", { name: "Pagina 1" })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Volgende" }).click();
    await expect(page).toHaveURL(/\/nieuws\?page=2&size=6$/);
    await checkA11y();
    await expect(pagination.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");
    const secondPage = await cardTitles(page).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
    await expect(pagination.getByRole("link", { name: "Vorige" })).toHaveAttribute("href", "/nieuws?size=6");
  });

  test("the page-size chooser changes how many items a page shows", NOJS, async ({ page, checkA11y }) => {
    await page.goto("/nieuws");
    const all = await cardTitles(page).count();
    expect(all).toBeGreaterThan(6);
    await expect(page.getByLabel("Berichten per pagina")).toHaveValue("12");

    await page.getByLabel("Berichten per pagina").selectOption("6");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expect(page).toHaveURL(/\/nieuws\?size=6$/);
    await checkA11y();
    await expect(cardTitles(page)).toHaveCount(6);
    await expect(page.getByLabel("Berichten per pagina")).toHaveValue("6");
  });

  for (const query of ["?page=abc&size=7", "?page=-3&size=1000"]) {
    test(`bad page parameters (${query}) fall back to the defaults instead of failing`, NOJS_ONLY, async ({ page }) => {
      const response = await page.goto(`/nieuws${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByLabel("Berichten per pagina")).toHaveValue("12");
      expect(await cardTitles(page).count()).toBeGreaterThan(6);
    });
  }

  test("a page beyond the last one says so and links back to the first", NOJS_ONLY, async ({ page }) => {
    const response = await page.goto("/nieuws?page=50&size=6");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Op deze pagina staan geen berichten.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Naar de eerste pagina" })).toHaveAttribute("href", "/nieuws?size=6");
  });

  test("a card opens the news item, with its date, blocks and a way back", NOJS, async ({ page, checkA11y }) => {
    await page.goto("/nieuws");
    const card = page.getByTestId("news-list").getByRole("link").first();
    const title = (await card.textContent())?.trim() ?? "";
    const href = await card.getAttribute("href");
    expect(href).toMatch(/^\/nieuws\/[a-z0-9-]+$/);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await checkA11y();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article time[datetime]").first()).toHaveAttribute("datetime", /^2026-\d\d-\d\dT/);
    await expect(page.locator('[data-block-type="Markdown"]')).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await page.getByRole("link", { name: "Terug naar het nieuws" }).first().click();
    await expect(page).toHaveURL(/\/nieuws$/);
  });

  test("a success story carries its badge and the volunteer's quote", NOJS_ONLY, async ({ page }) => {
    await page.goto("/nieuws/gerrit-kookt-in-de-hof");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gerrit (71) kookt elke dinsdag voor het hele dorp");
    await expect(page.getByText("Succesverhaal")).toBeVisible();
    await expect(page.getByText("8 april 2026")).toBeVisible();
    await expect(page.locator('[data-block-type="QuoteBlock"]')).toContainText("Gerrit Mulder");
    await expect(page).toHaveTitle(/^Gerrit \(71\) kookt elke dinsdag voor het hele dorp - Vrijwilligerscentrale Oldebroek$/);
  });

  test("a news item opened as a content page moves to its news address", NOJS_ONLY, async ({ page }) => {
    await page.goto("/gerrit-kookt-in-de-hof");
    await expect(page).toHaveURL(/\/nieuws\/gerrit-kookt-in-de-hof$/);
  });
});

test.describe("pages that do not exist for visitors", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE] });

  for (const path of [
    "/concept-nieuwe-actie",
    "/nieuws/concept-nieuwe-actie",
    "/nieuws/over-ons",
    "/bestaat-niet",
    "/Alle-Blokken",
    "/nieuws/niet_geldig",
  ]) {
    test(`${path} is a 404`, path === "/bestaat-niet" ? NOJS : NOJS_ONLY, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    });
  }

  test("the hero search submits to the vacancy search, also without JavaScript", NOJS, async ({ page }) => {
    await page.goto("/alle-blokken");
    const search = page.locator('[data-block-type="HeroWithSearch"]');
    await search.getByLabel("Zoek vrijwilligerswerk").fill("zorg");
    await search.getByRole("button", { name: "Zoeken" }).click();
    // The vacancy search is another feature's page: here only the address matters.
    await expect(page).toHaveURL(/\/vacancies\/search\?q=zorg$/);
  });
});
