/**
 * The centre's design settings (ADR 0047), in both projects: a centre superuser picks a custom primary colour that
 * fails contrast (refused on its field with the ratio, nothing saved), then one that passes, sees the preview follow
 * (JS: as they pick; without JS: the preview submit), saves, and the site shows the new colour at once.
 * Each project restyles its own tenant, so the two runs never see each other's colour.
 */
import { expect, NOJS, tenantUrl, test } from "./fixtures";

test.describe("centre design", NOJS, () => {
  test("a centre superuser changes the primary colour: contrast refused, preview, saved, the site shows it", async ({
    page,
    signedInAs,
    javaScriptEnabled,
  }) => {
    const tenant = javaScriptEnabled ? "roermond" : "demo";
    // The colour picker's value and what its generated shades make of it (contract/centre-theme.ts generateShades).
    const colour = javaScriptEnabled
      ? { hex: "#1d4ed8", step500: "29 78 216", step700: "rgb(20, 55, 151)" }
      : { hex: "#166534", step500: "22 101 52", step700: "rgb(15, 71, 36)" };
    await signedInAs("center_superuser", { tenant });
    await page.goto(tenantUrl(tenant, "/instellingen"));
    await page.getByRole("link", { name: "Vormgeving" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vormgeving" })).toBeVisible();

    const preset = page.getByLabel("Hoofdkleur", { exact: true });
    const picker = page.getByLabel("Eigen hoofdkleur");
    const save = page.getByRole("button", { name: "Vormgeving opslaan" });
    await preset.selectOption("mauve");
    // Pasted shades win over the picker (SPEC §5: a complete set is used): a seeded centre may have them.
    await page.getByLabel("Tinten hoofdkleur (JSON)").fill("");
    await picker.fill("#ffe066");
    await save.click();
    await expect(
      page.getByText("Witte tekst op hoofdkleur 700 (knoppen, kop) is slecht leesbaar: contrast 2.68:1"),
    ).toBeVisible();

    await picker.fill(colour.hex);
    const previewButton = page.getByTestId("design-preview-button");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Toon voorbeeld" }).click();
    await expect(previewButton).toHaveCSS("background-color", colour.step700);
    await expect(page.getByText("Dit is een voorbeeld: er is nog niets opgeslagen.")).toBeVisible();

    await save.click();
    await expect(page.getByText("De instellingen zijn opgeslagen.")).toBeVisible();
    await expect(preset).toHaveValue("mauve");
    await expect(picker).toHaveValue(colour.hex);

    await page.goto(tenantUrl(tenant, "/"));
    const theme = await page.locator("style#tenant-theme").evaluate((style) => style.textContent ?? "");
    expect(theme).toContain(`--primary-500:${colour.step500};`);
  });
});
