/**
 * Files (ADR 0046), in both projects (JS on and off): a content manager uploads a photo from disk through the plain
 * multipart form, finds it in the list and it is served as the image it is; a stock image is added and found by
 * keyword. On the roermond site with its content manager (an account no other spec signs in with).
 */
import { writeFileSync } from "node:fs";
import { expect, NOJS, tenantUrl, test } from "./fixtures";

const SITE = "roermond";
// A 1×1 PNG.
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("files", NOJS, () => {
  test("a content manager uploads a photo from disk, sees it listed and served", async ({ page, signedInAs }, testInfo) => {
    await signedInAs("content_manager", { tenant: SITE });
    const name = `zomerfeest-${testInfo.project.name}-${Date.now()}`;
    const path = testInfo.outputPath(`${name}.png`);
    writeFileSync(path, PHOTO);

    await page.goto(tenantUrl(SITE, "/content/file-upload"));
    await expect(page.getByRole("heading", { level: 1, name: "Bestanden" })).toBeVisible();
    await page.locator('input[type="file"][name="file"]').setInputFiles(path);
    await page.getByRole("button", { name: "Uploaden" }).click();
    await expect(page.getByText("Het bestand is geüpload.")).toBeVisible();

    await page.getByLabel("Zoek op naam").fill(name);
    await page.getByRole("button", { name: "Toepassen" }).click();
    const link = page.getByRole("table", { name: "Geüploade bestanden" }).getByRole("link", { name: `${name}.png` });
    await expect(link).toBeVisible();

    // Opened in a tab of its own (the browser resolves the site's host; a bare image is no page for the axe check).
    const viewer = await page.context().newPage();
    const served = await viewer.goto(tenantUrl(SITE, (await link.getAttribute("href")) ?? ""));
    if (!served) throw new Error("no response for the file");
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(await served.body()).equals(PHOTO)).toBe(true);
    await viewer.close();
  });

  test("a stock image is added and found by keyword", async ({ page, signedInAs }, testInfo) => {
    await signedInAs("content_manager", { tenant: SITE });
    const keyword = `maasoever${testInfo.project.name}${Date.now()}`;
    await page.goto(tenantUrl(SITE, "/content/stock-images"));
    await page.getByRole("link", { name: "Stockfoto toevoegen" }).click();
    await page.getByLabel("Naam").fill("Wandelen langs de Maas");
    await page.getByLabel("URL van de afbeelding").fill(tenantUrl(SITE, "/favicon.ico"));
    await page.getByLabel("Trefwoorden").fill(`natuur, ${keyword}`);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De stockfoto is toegevoegd.")).toBeVisible();

    await page.getByRole("search").getByLabel("Trefwoord").fill(keyword.slice(0, 12));
    await page.getByRole("button", { name: "Toepassen" }).click();
    const table = page.getByRole("table", { name: "Stockfoto's" });
    await expect(table.getByRole("link", { name: "Wandelen langs de Maas" }).first()).toBeVisible();
    await page.getByRole("search").getByLabel("Trefwoord").fill("bestaat-niet-zo");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expect(page.getByText("Geen stockfoto's gevonden.")).toBeVisible();
  });
});
