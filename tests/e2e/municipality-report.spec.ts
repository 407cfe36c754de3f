/**
 * The municipality report (/analytics/index-2, ADR 0068), both projects (js: oldebroek, nojs: roermond — read-only,
 * no other spec uses the report): a centre superuser opens it, narrows the period, picks a municipality, downloads
 * the CSV (its BOM and Dutch header; exact figures are the API tests') and prints it: with print media the header,
 * menus, tabs, filter and buttons are gone and the title, heading line and table remain (a screenshot in the test's
 * output directory). The Print button exists with JavaScript only; without it the browser's own print is the way.
 */
import { readFileSync } from "node:fs";
import { expect, NOJS, tenantUrl, test } from "./fixtures";

/** `YYYY-MM-DD` of a day `days` before today (the demo's records move with today). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe("municipality report", NOJS, () => {
  test("a centre superuser narrows the report to a period and a municipality, downloads it as CSV and prints it", async ({
    page,
    signedInAs,
    checkA11y,
    javaScriptEnabled,
  }, info) => {
    const tenant = javaScriptEnabled ? "oldebroek" : "roermond";
    await signedInAs("center_superuser", { tenant });
    await page.goto(tenantUrl(tenant, "/analytics/index-2"));
    await expect(page.getByRole("heading", { level: 1, name: "Rapportage per gemeente" })).toBeVisible();
    const table = page.getByRole("table", { name: /Cijfers per gemeente/ });
    await expect(table).toBeVisible();
    await expect(table.locator("tfoot").getByRole("rowheader", { name: "Totaal" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Afdrukken" })).toHaveCount(javaScriptEnabled ? 1 : 0);

    // Narrow the period: the last 400 days (the demo's organisations are approved well before today).
    const from = daysAgo(400);
    const to = daysAgo(0);
    const filter = page.getByRole("search", { name: "Periode kiezen" });
    await filter.getByLabel("Van").fill(from);
    await filter.getByLabel("Tot en met").fill(to);
    await filter.getByRole("button", { name: "Toepassen" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await checkA11y();

    // Pick a municipality from those in the centre's figures.
    const select = page.getByLabel("Gemeente", { exact: true });
    const municipality = (await select.locator("option").nth(1).textContent())?.trim() ?? "";
    expect(municipality).not.toBe("");
    await select.selectOption({ label: municipality });
    await filter.getByRole("button", { name: "Toepassen" }).click();
    await expect(page).toHaveURL(/municipality=[^&]/);
    const line = page.getByTestId("report-heading-line");
    await expect(line).toContainText(municipality);
    await expect(table.locator("tbody").getByRole("rowheader")).toHaveText([municipality]);
    await checkA11y();

    // The CSV of what is shown: a byte-order mark, the Dutch header, the period in its name.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "CSV downloaden" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`gemeenterapport-${from}-${to}.csv`);
    const bytes = readFileSync((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Gemeente;Organisaties (goedgekeurd);Nieuwe organisaties;Vacatures gepubliceerd;Aanmeldingen;Aanmeldingen aangenomen;Vrijwilligers gematcht;Hulpvragen ontvangen;Hulpvragen gematcht",
    );
    expect(lines[1]?.startsWith(`${municipality};`)).toBe(true);
    expect(lines.at(-2)?.startsWith("Totaal;")).toBe(true);

    // Paper: only the title, the heading line and the table.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("search")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Analytics" })).toBeHidden();
    await expect(page.getByRole("link", { name: "CSV downloaden" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Rapportage per gemeente" })).toBeVisible();
    await expect(line).toBeVisible();
    await expect(table).toBeVisible();
    await page.screenshot({ path: info.outputPath(`print-${tenant}.png`), fullPage: true });
    await page.emulateMedia({ media: "screen" });
  });
});
