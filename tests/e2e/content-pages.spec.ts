/**
 * Pages and news for their editors (ADR 0041), both projects: a content manager creates a news page on /content,
 * publishes it, and a signed-out visitor reads it; the slug is renamed and the old address answers with a redirect to
 * the new one. axe runs on every page state (fixtures.ts).
 */
import { expect, NOJS, tenantUrl, test } from "./fixtures";

// Not the tenant the news list walks of content.spec.ts use: a news page made here would be their newest card.
const SITE = "roermond";

test.describe("pages and news", NOJS, () => {
  test("a content manager creates a news page and publishes it; a visitor reads it; a renamed slug redirects", async ({
    page,
    browser,
    javaScriptEnabled,
    signedInAs,
  }, info) => {
    test.slow(); // several page loads and form posts, each page state checked with axe
    const suffix = `${info.project.name}-${Date.now().toString(36)}`;
    const title = `Nieuws uit de buurt ${suffix}`;
    await signedInAs("content_manager", { tenant: SITE });

    await page.goto(tenantUrl(SITE, "/content"));
    await expect(page.getByRole("heading", { level: 1, name: "Pagina's en nieuws" })).toBeVisible();
    await page.getByRole("link", { name: "Nieuwe pagina" }).click();
    await page.getByLabel("Titel (Nederlands)", { exact: true }).fill(title);
    await page.getByLabel("Soort", { exact: true }).selectOption("news");
    await page.getByRole("button", { name: "Pagina opslaan" }).click();

    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Concept", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("Gepubliceerd", { exact: true })).toBeVisible();
    const slug = await page.getByLabel("Adres (slug)", { exact: true }).inputValue();
    expect(slug).toBe(`nieuws-uit-de-buurt-${suffix}`);

    const visitor = await browser.newContext({ javaScriptEnabled, locale: "nl-NL" });
    const reader = await visitor.newPage();
    await reader.goto(tenantUrl(SITE, `/nieuws/${slug}`));
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();

    const renamed = `buurtnieuws-${suffix}`;
    await page.getByLabel("Adres (slug)", { exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    // Saved (the flash toast of the redirect after the post), not just typed.
    await expect(page.getByText("De pagina is opgeslagen")).toBeVisible();
    await expect(page.getByLabel("Adres (slug)", { exact: true })).toHaveValue(renamed);

    const response = await reader.goto(tenantUrl(SITE, `/nieuws/${slug}`));
    expect(new URL(reader.url()).pathname).toBe(`/nieuws/${renamed}`);
    expect(response?.status()).toBe(200);
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await visitor.close();
  });
});
