/**
 * Volunteerly Analytics (`/analytics`, docs/decisions/0067-analytics-charts.md), both projects (js: demo, nojs:
 * public — tenants no other spec uses for analytics). A centre superuser opens the charts, narrows the period to three
 * months (three rows in a chart's table), switches to weeks (two weeks: two rows), opens a table, and sees an end
 * before the start said next to the field with no figures; an admin picks a centre; a volunteer is refused.
 * No exact counts of the shared demo data: those are the API tests'.
 */
import { expect, NOJS, tenantUrl, test } from "./fixtures";

test.describe("analytics charts", NOJS, () => {
  test("a centre superuser narrows the period, switches to weeks, opens a chart's table and is told of a bad period", async ({
    page,
    signedInAs,
    checkA11y,
    javaScriptEnabled,
  }) => {
    const tenant = javaScriptEnabled ? "demo" : "public";
    await signedInAs("center_superuser", { tenant });
    await page.goto(tenantUrl(tenant, "/analytics"));
    await expect(page).toHaveTitle(/^Volunteerly Analytics/);
    await expect(page.getByRole("heading", { level: 1, name: "Volunteerly Analytics" })).toBeVisible();
    const vacancies = page.locator("figure").filter({ has: page.getByRole("heading", { name: "Gepubliceerde vacatures" }) });
    await expect(vacancies.locator("svg title")).toHaveText("Gepubliceerde vacatures");
    // A centre superuser's figures are their own centre's: no centre to choose.
    await expect(page.getByLabel("Vrijwilligerscentrale", { exact: true })).toHaveCount(0);

    // Three months.
    await page.getByLabel("Van", { exact: true }).fill("2026-01-01");
    await page.getByLabel("Tot en met", { exact: true }).fill("2026-03-31");
    await page.getByLabel("Per", { exact: true }).selectOption("month");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expect(page).toHaveURL(/from=2026-01-01/);
    await checkA11y();
    await vacancies.getByText("Toon als tabel").click();
    const rows = vacancies.locator("table tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.first().locator("th")).toHaveText(/jan.*2026/);
    await checkA11y();
    if (javaScriptEnabled) {
      // With JavaScript each month is a focus stop whose tooltip says its figures.
      await vacancies.locator('rect[tabindex="0"]').first().focus();
      await expect(vacancies.locator(".visx-tooltip")).toContainText(/jan.*2026 — \d+/);
    }

    // Two weeks, Monday to Sunday twice.
    await page.getByLabel("Van", { exact: true }).fill("2026-03-02");
    await page.getByLabel("Tot en met", { exact: true }).fill("2026-03-15");
    await page.getByLabel("Per", { exact: true }).selectOption("week");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expect(page).toHaveURL(/interval=week/);
    await vacancies.getByText("Toon als tabel").click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).locator("th")).toHaveText(/9 mrt.*2026/);
    await checkA11y();

    // An end before the start: the error next to the field, no figures.
    await page.getByLabel("Van", { exact: true }).fill("2026-03-31");
    await page.getByLabel("Tot en met", { exact: true }).fill("2026-03-01");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expect(page.getByText("De einddatum ligt vóór de begindatum.")).toBeVisible();
    await expect(page.getByText("Verbeter de periode om de cijfers te zien.")).toBeVisible();
    await expect(page.locator("figure")).toHaveCount(0);
    await checkA11y();
  });

  test("an admin picks one centre", async ({ page, signedInAs, javaScriptEnabled }) => {
    const tenant = javaScriptEnabled ? "demo" : "public";
    await signedInAs("admin", { tenant });
    await page.goto(tenantUrl(tenant, "/analytics"));
    await expect(page.getByText("Cijfers van alle vrijwilligerscentrales over de gekozen periode.")).toBeVisible();
    const centre = page.getByLabel("Vrijwilligerscentrale", { exact: true });
    const name = (await centre.locator("option").nth(1).textContent())?.trim() ?? "";
    await centre.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expect(page).toHaveURL(/center=\d+/);
    await expect(page.getByText(`Cijfers van ${name} over de gekozen periode.`)).toBeVisible();
    await expect(page.locator("figure").first()).toBeVisible();
  });

  test.describe("refused", () => {
    // The browser logs the 403 document itself as a failed resource.
    test.use({ allowedConsoleErrors: [/status of 403/] });
    test("a volunteer is refused", async ({ page, signedInAs, javaScriptEnabled }) => {
      const tenant = javaScriptEnabled ? "demo" : "public";
      await signedInAs("volunteer", { tenant });
      const response = await page.goto(tenantUrl(tenant, "/analytics"));
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Volunteerly Analytics" })).toHaveCount(0);
    });
  });
});
