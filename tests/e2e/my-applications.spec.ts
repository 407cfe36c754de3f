/**
 * My applications: a volunteer finds their own applications on `/applications` through the account menu, with
 * the vacancy, the status and the withdraw form (the kit's 'I am sure' box), and withdraws one — a form post, so
 * in both projects. Which rows they see (only their own, never a note) is the API's test (applications.read.test.ts).
 */
import { expect, freshAccount, NOJS, tenantUrl, test } from "./fixtures";

const SITE = "oldebroek";

test(
  "a volunteer sees their applications under 'Mijn aanmeldingen' and withdraws one",
  NOJS,
  async ({ page, request, signedInAs, checkA11y }) => {
    test.slow(); // a fresh account, an application, then three page states checked with axe
    const email = await freshAccount(request, "my-applications");
    await signedInAs(email);
    await page.goto(tenantUrl(SITE, "/vacancies/search?q=taalmaatje"));
    const card = page.getByTestId("vacancy-card").first();
    const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
    await card.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByTestId("apply-form").getByRole("button", { name: "Reactie versturen" }).click();
    await expect(page.getByTestId("apply-outcome")).toBeVisible();

    await page.locator("[data-account-menu] summary").click();
    await page.getByRole("link", { name: "Mijn aanmeldingen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mijn aanmeldingen" })).toBeVisible();
    await checkA11y();
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").filter({ hasText: /Nieuw|Wachtlijst/ })).toBeVisible();
    await row.getByLabel("Ja, ik trek deze in").check();
    // The button names its row for screen readers ("Intrekken: <vacancy>").
    await row.getByRole("button", { name: new RegExp(`^Intrekken\\s*:\\s*${title}$`) }).click();
    await expect(page.getByText("Je aanmelding is ingetrokken.")).toBeVisible();
    await expect(row).toContainText("Ingetrokken");
    await expect(row.getByRole("button", { name: /Intrekken/ })).toHaveCount(0);
  },
);
