/**
 * The collaboration's landing page and the changelog (ADR 0075) render, each with one axe pass. Read-only, on the
 * meedoen tenant: which centres and entries, the sign-in rule and the landing host's redirect are the unit tests'
 * (tests/unit/public-pages.test.ts, workers/landing-host.test.ts). The landing page is a public reading page, so its
 * server HTML is checked without JavaScript (NOJS_ONLY, ADR 0015); the changelog, a signed-in page, with it.
 */
import { expect, NOJS_ONLY, tenantUrl, test } from "./fixtures";

test("the Gelderse Handen page shows the collaboration and its centres' websites", NOJS_ONLY, async ({ page }) => {
  await page.goto(tenantUrl("meedoen", "/gelderse-handen"));
  await expect(page.getByRole("heading", { level: 1, name: "Gelderse Handen" })).toBeVisible();
  await expect(page.getByText("Gelderse Handen is de samenwerking van vrijwilligerscentrales in Gelderland.")).toBeVisible();
  const centres = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(centres.first()).toBeVisible();
  // The empty layout: no site header around it, and its own way to the English page.
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/gelderse-handen$/);
  await expect(page.getByText("Gelderse Handen is the collaboration of the volunteer centres in Gelderland.")).toBeVisible();
});

test("a signed-in user reads the changelog", async ({ page, signedInAs }) => {
  await signedInAs("volunteer", { tenant: "meedoen" });
  await page.goto(tenantUrl("meedoen", "/volunteerly/changelog"));
  await expect(page.getByRole("heading", { level: 1, name: "Wat is er nieuw" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(/^\d{1,2} \w+ \d{4}$/);
  await expect(page.getByRole("main").getByText("Dashboard.", { exact: true })).toBeVisible();
});
