/**
 * The block editor (ADR 0048), both projects: a content manager uploads a photo from disk, makes a page of a hero, a
 * text block and an image block (the photo picked with JavaScript, its address pasted without), sees the unsaved
 * block in the preview, gives the hero its English title, puts the page in the header menu and publishes it — and a
 * signed-out visitor sees it at once (the edge cache's content generation, ADR 0049), in Dutch and on /en. On sites
 * no other spec reads the header menu of (menus.spec.ts uses oldebroek and roermond).
 */
import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, NOJS, tenantUrl, test } from "./fixtures";

// A 1×1 PNG.
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A button or link whose label ends in a screen-reader-only name (the item it acts on). */
const on = (action: string, name: string) => new RegExp(`^${action}\\s*:?\\s*${name}$`);

async function addBlock(page: Page, type: string) {
  await page.getByLabel("Soort blok").selectOption({ label: type });
  await page.getByRole("button", { name: "Blok toevoegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Nieuw blok: ${type}` })).toBeVisible();
}

/** Saved, the new block opens on its own screen (an earlier save's toast may still show: the heading tells). */
async function saveNewBlock(page: Page, type: string) {
  await page.getByRole("button", { name: "Blok toevoegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Blok \\d+: ${type}$`) })).toBeVisible();
  await expect(page.getByText("Het blok is toegevoegd.").first()).toBeVisible();
}

/** The image group's address: picked from the uploads with JavaScript, pasted without. */
async function chooseImage(
  page: Page,
  scope: ReturnType<Page["getByRole"]>,
  javaScriptEnabled: boolean,
  name: string,
  url: string,
) {
  if (javaScriptEnabled) {
    await scope.getByRole("button", { name: "Kies een afbeelding" }).click();
    const dialog = page.getByRole("dialog", { name: "Kies een afbeelding" });
    await dialog.getByLabel("Zoeken op naam of trefwoord").fill(name);
    await dialog.getByRole("button", { name: new RegExp(name) }).click();
    await expect(dialog).toBeHidden();
    await expect(scope.getByLabel("Adres van de afbeelding")).toHaveValue(url);
  } else {
    await scope.getByLabel("Adres van de afbeelding").fill(url);
  }
}

test.describe("block editor", NOJS, () => {
  test("a content manager builds a page of blocks with an uploaded photo, adds it to the header and publishes it; a visitor sees it at once", async ({
    page,
    browser,
    javaScriptEnabled,
    signedInAs,
  }, info) => {
    test.slow(); // many form posts, each page state checked with axe
    const site = javaScriptEnabled ? "demo" : "public";
    const suffix = `${info.project.name}-${Date.now().toString(36)}`;
    const title = `Doe mee ${suffix}`;
    const photo = `blokfoto-${suffix}`;
    await signedInAs("content_manager", { tenant: site });

    // A photo from disk.
    const file = info.outputPath(`${photo}.png`);
    writeFileSync(file, PHOTO);
    await page.goto(tenantUrl(site, "/content/file-upload"));
    await page.locator('input[type="file"][name="file"]').setInputFiles(file);
    await page.getByRole("button", { name: "Uploaden" }).click();
    await expect(page.getByText("Het bestand is geüpload.")).toBeVisible();
    const photoUrl = new URL(
      (await page
        .getByRole("table", { name: "Geüploade bestanden" })
        .getByRole("link", { name: `${photo}.png` })
        .getAttribute("href")) ?? "",
      tenantUrl(site, "/"),
    ).pathname;

    // The page.
    await page.goto(tenantUrl(site, "/content/pages/new"));
    await page.getByLabel("Titel (Nederlands)", { exact: true }).fill(title);
    await page.getByRole("button", { name: "Pagina opslaan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const settings = page.url();
    await page.getByRole("link", { name: "Blokken bewerken" }).click();
    await expect(page.getByText("Deze pagina heeft nog geen blokken.")).toBeVisible();

    // A hero: its title, the photo, a preview of the unsaved block, then saved.
    await addBlock(page, "Grote foto met titel");
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(`Welkom ${suffix}`);
    const image = page.getByRole("group", { name: "Afbeelding" });
    await chooseImage(page, image, javaScriptEnabled, photo, photoUrl);
    await image.getByLabel(/Alternatieve tekst/).fill("Vrijwilligers aan het werk");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
    const preview = page.getByRole("region", { name: "Voorbeeld" });
    await expect(preview.getByText(`Welkom ${suffix}`)).toBeVisible();
    await expect(preview.locator(`img[src="${photoUrl}"]`)).toHaveCount(1);
    await saveNewBlock(page, "Grote foto met titel");

    // Its English title, on the block's English form.
    await page.getByRole("link", { name: "Engels" }).click();
    // The English form (each field with the Dutch text under it), not the Dutch one still shown while it loads.
    await expect(page.getByRole("link", { name: "Engels" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Nederlands:").first()).toBeVisible();
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(`Welcome ${suffix}`);
    await page.getByRole("button", { name: "Blok opslaan" }).click();
    await expect(page.getByText("Het blok is opgeslagen.")).toBeVisible();
    await page.getByRole("link", { name: "Terug naar de blokken" }).click();

    // A text block: a required field left empty is refused on its field, then written.
    await addBlock(page, "Tekst");
    await page.getByRole("button", { name: "Blok toevoegen" }).click();
    await expect(page.getByText("Dit veld is verplicht")).toBeVisible();
    if (javaScriptEnabled) {
      const editor = page.getByRole("textbox", { name: "Tekst" });
      await editor.click();
      await page.keyboard.type(`Samen maken we ${suffix} mogelijk.`);
    } else {
      await page.getByRole("textbox", { name: "Tekst", exact: true }).fill(`Samen maken we **${suffix}** mogelijk.`);
    }
    await saveNewBlock(page, "Tekst");
    await page.getByRole("link", { name: "Terug naar de blokken" }).click();

    // An image block with the same photo.
    await addBlock(page, "Afbeelding");
    await chooseImage(page, page.getByRole("group", { name: "Afbeelding" }), javaScriptEnabled, photo, photoUrl);
    await page.getByLabel(/Alternatieve tekst/).fill("De foto nog eens");
    await page.getByLabel("Bijschrift").fill(`Bijschrift ${suffix}`);
    await saveNewBlock(page, "Afbeelding");
    await page.getByRole("link", { name: "Terug naar de blokken" }).click();

    // The order: the image block moves up above the text, and back.
    const names = async () =>
      (
        await page.getByRole("list", { name: "Blokken in volgorde" }).locator(":scope > li p.font-semibold").allTextContents()
      ).map((text) => text.replace("⠿", "").trim());
    await expect.poll(names).toEqual(["1. Grote foto met titel", "2. Tekst", "3. Afbeelding"]);
    await page.getByRole("button", { name: on("Omhoog", "blok 3, Afbeelding") }).click();
    await expect(page.getByText("Het blok is verplaatst.")).toBeVisible();
    await expect.poll(names).toEqual(["1. Grote foto met titel", "2. Afbeelding", "3. Tekst"]);
    await page.getByRole("button", { name: on("Omlaag", "blok 2, Afbeelding") }).click();
    await expect.poll(names).toEqual(["1. Grote foto met titel", "2. Tekst", "3. Afbeelding"]);
    if (javaScriptEnabled) {
      // Dragged to a place: the same move, sent without a reload; and back with the button.
      const rows = page.getByRole("list", { name: "Blokken in volgorde" }).locator(":scope > li");
      await rows.nth(1).scrollIntoViewIfNeeded();
      await rows.nth(2).dragTo(rows.nth(1));
      await expect.poll(names).toEqual(["1. Grote foto met titel", "2. Afbeelding", "3. Tekst"]);
      await page.getByRole("button", { name: on("Omlaag", "blok 2, Afbeelding") }).click();
      await expect.poll(names).toEqual(["1. Grote foto met titel", "2. Tekst", "3. Afbeelding"]);
    }

    // Published, and in the header menu.
    await page.goto(settings);
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("Gepubliceerd", { exact: true })).toBeVisible();
    await page.goto(tenantUrl(site, "/content/menu-items"));
    await page.getByRole("link", { name: on("Item toevoegen", "Hoofdmenu") }).click();
    await page.getByLabel("Naam (Nederlands)").fill(title);
    await page.getByLabel("Pagina", { exact: true }).selectOption({ label: title });
    await page.getByRole("button", { name: "Toevoegen" }).click();
    await expect(page.getByText("Het menu-item is toegevoegd.")).toBeVisible();

    // A signed-out visitor: the header link, the blocks in order, the photo; on /en the hero's English title.
    const visitor = await browser.newContext({ javaScriptEnabled, locale: "nl-NL" });
    const reader = await visitor.newPage();
    await reader.goto(tenantUrl(site, "/"));
    await reader.getByRole("banner").getByRole("link", { name: title }).click();
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(reader.getByRole("heading", { level: 2, name: `Welkom ${suffix}` })).toBeVisible();
    await expect(reader.getByText(`Samen maken we ${suffix} mogelijk.`)).toBeVisible();
    await expect(reader.getByText(`Bijschrift ${suffix}`)).toBeVisible();
    await expect(reader.locator(`main img[src="${photoUrl}"]`)).toHaveCount(2);
    const types = await reader
      .locator("main [data-block-type]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-block-type")));
    expect(types).toEqual(["PhotoHero", "Markdown", "Image"]);
    await reader.goto(tenantUrl(site, `/en${new URL(reader.url()).pathname}`));
    await expect(reader.getByRole("heading", { level: 2, name: `Welcome ${suffix}` })).toBeVisible();
    // The text block has no English: it is read in Dutch.
    await expect(reader.locator('[data-block-type="Markdown"]')).toHaveAttribute("lang", "nl");
    await visitor.close();

    // The header item goes again (other specs walk these sites' pages).
    await page.goto(tenantUrl(site, "/content/menu-items"));
    const row = page.getByRole("main").locator("li", { has: page.getByText(title, { exact: true }) });
    await row.locator("summary").click();
    await row.getByLabel("Ik weet het zeker").check();
    await row.getByRole("button", { name: on("Verwijderen", title) }).click();
    await expect(page.getByText("Het item is verwijderd.")).toBeVisible();
  });
});
