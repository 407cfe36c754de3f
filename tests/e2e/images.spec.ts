/**
 * The images a page can show (ADR 0058), in both projects (JS on and off): a page manager — who cannot reach the
 * files or the stock image library — searches /content/images and finds the image's address to paste into an image
 * field; the screen fits a 320 px wide phone.
 */
import { expect, NOJS, tenantUrl, test } from "./fixtures";

const SITE = "meedoen";

test.describe("images", NOJS, () => {
  test("a page manager finds a stock image and the address to paste, also 320 px wide", async ({ page, signedInAs }) => {
    await signedInAs("page_manager", { tenant: SITE });
    await page.goto(tenantUrl(SITE, "/content/images"));
    await expect(page.getByRole("heading", { level: 1, name: "Afbeeldingen" })).toBeVisible();

    await page.getByRole("search").getByLabel("Naam of trefwoord").fill("tuin");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expect(page.getByText("1 afbeelding", { exact: true })).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Moestuin" }) });
    await expect(card.getByLabel("Adres om te plakken")).toHaveValue("/demo/images/garden.svg");
    await expect(card.getByText("Stockfoto")).toBeVisible();

    await page.setViewportSize({ width: 320, height: 640 });
    await expect(card.getByLabel("Adres om te plakken")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
