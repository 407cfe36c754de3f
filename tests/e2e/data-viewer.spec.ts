/**
 * The data viewer (/admin/data-viewer, ADR 0071), both projects (js: oldebroek, nojs: roermond — read-only): an admin
 * opens it from the account menu's address, picks a table, filters it, goes to the next page and downloads the CSV
 * of what the filter keeps (its BOM and header line). Exact rows, isolation, the audit entries and every refusal are
 * the API tests' (api/resources/data-viewer/data-viewer.test.ts); the demo's published vacancies fill two pages.
 */
import { readFileSync } from "node:fs";
import { expect, NOJS, tenantUrl, test } from "./fixtures";

test.describe("data viewer", NOJS, () => {
  test("an admin picks a table, filters it, pages and exports it as CSV", async ({
    page,
    signedInAs,
    checkA11y,
    javaScriptEnabled,
  }) => {
    const tenant = javaScriptEnabled ? "oldebroek" : "roermond";
    await signedInAs("admin", { tenant });
    await page.goto(tenantUrl(tenant, "/admin/data-viewer"));
    await expect(page.getByRole("heading", { level: 1, name: "Gegevensweergave" })).toBeVisible();

    // Pick a table.
    await page.getByRole("navigation", { name: "Tabellen" }).getByRole("link", { name: "Vacatures" }).click();
    await expect(page).toHaveURL(/table=vacancies/);
    await expect(page.getByRole("heading", { level: 2, name: "Vacatures" })).toBeVisible();
    await checkA11y();

    // Filter: only published vacancies.
    const filter = page.getByRole("search", { name: "Filter de tabel" });
    await filter.getByLabel("Status", { exact: true }).selectOption("published");
    await filter.getByRole("button", { name: "Toepassen" }).click();
    await expect(page).toHaveURL(/filter%5Bstatus%5D=published|filter\[status\]=published/);
    const table = page.getByRole("table", { name: /Vacatures: pagina 1/ });
    await expect(table).toBeVisible();
    const statusColumn = table.locator("tbody td[data-label='Status']");
    await expect(statusColumn.first()).toHaveText("published");
    expect(new Set(await statusColumn.allTextContents())).toEqual(new Set(["published"]));
    await checkA11y();

    // The next page keeps the filter.
    await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Volgende" }).click();
    await expect(page).toHaveURL(/page=2/);
    const second = page.getByRole("table", { name: /Vacatures: pagina 2/ });
    await expect(second).toBeVisible();
    expect(new Set(await second.locator("tbody td[data-label='Status']").allTextContents())).toEqual(new Set(["published"]));

    // The export keeps the filter: a byte-order mark and the column names.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exporteer als CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vacancies-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "id;volunteer_center_id;organization_id;title;status;vacancy_type;city;municipality;contact_person;contact_email;contact_phone;published_at;expires_at;created_at;deleted_at",
    );
    expect(
      lines
        .filter(Boolean)
        .slice(1)
        .every((line) => line.includes(";published;")),
    ).toBe(true);
  });
});
