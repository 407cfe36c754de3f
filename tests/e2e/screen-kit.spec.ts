/**
 * The screen kit (app/components/ui) on the users screens, in both projects (JS on and off): sortable column headers
 * are links that keep the filters, the filter bar (a GET form) keeps the sort, and a destructive action asks for
 * confirmation — the browser's `required` and, behind it, the server's own check. On the meedoen site, so the
 * oldebroek and roermond accounts of the other specs keep their own clients (at most 10 per user, ADR 0009).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, freshEmail, NOJS, PORT, tenantUrl, test } from "./fixtures";

const SITE = "meedoen";
const ADMIN = `admin@${SITE}.example.org`;

const emailsOf = (table: Locator) => table.locator('tbody [data-label="E-mailadres"]').allInnerTexts();

/** The URL's non-empty query parameters (a GET form also sends its empty fields). */
async function expectQuery(page: Page, expected: Record<string, string>) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return { path: url.pathname, ...Object.fromEntries([...url.searchParams].filter(([, v]) => v !== "")) };
    })
    .toEqual({ path: "/users", ...expected });
}

test.describe("screen kit", NOJS, () => {
  test("sortable headers are links that keep the filters; filtering keeps the sort", async ({ page, signedInAs }) => {
    await signedInAs(ADMIN, { tenant: SITE });
    await page.goto(tenantUrl(SITE, "/users"));
    const table = page.getByRole("table", { name: "Gebruikers" });
    await expect(table.getByRole("columnheader", { name: "Naam" })).toHaveAttribute("aria-sort", "ascending");

    await page.getByRole("search").getByLabel("Status").selectOption("active");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expectQuery(page, { status: "active" });

    await table.getByRole("link", { name: "E-mailadres" }).click();
    await expectQuery(page, { status: "active", sort: "email" });
    await expect(table.getByRole("columnheader", { name: "E-mailadres" })).toHaveAttribute("aria-sort", "ascending");
    const ascending = await emailsOf(table);
    expect(ascending.length).toBeGreaterThan(2);
    expect(ascending).toEqual([...ascending].sort());

    await table.getByRole("link", { name: "E-mailadres" }).click();
    await expectQuery(page, { status: "active", sort: "-email" });
    await expect(table.getByRole("columnheader", { name: "E-mailadres" })).toHaveAttribute("aria-sort", "descending");
    expect(await emailsOf(table)).toEqual([...ascending].reverse());

    // The filter bar sends the sort along, and 'Clear filters' keeps it too.
    await page.getByLabel("Zoek op naam of e-mailadres").fill("admin");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await expectQuery(page, { status: "active", sort: "-email", q: "admin" });
    expect(await emailsOf(table)).toEqual([ADMIN]);
    await page.getByRole("link", { name: "Filters wissen" }).click();
    await expectQuery(page, { sort: "-email" });
    expect(new URL(page.url()).search).toBe("?sort=-email");

    // Nothing found: the empty state instead of an empty table.
    await page.goto(tenantUrl(SITE, "/users?q=nobody-has-this-name"));
    await expect(page.getByText("Geen gebruikers gevonden.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("deleting a user asks for confirmation, in the browser and on the server", async ({ page, signedInAs }) => {
    const email = freshEmail("kit-delete");
    await signedInAs(ADMIN, { tenant: SITE });
    await page.goto(tenantUrl(SITE, "/users/add"));
    await page.getByLabel("Voornaam").fill("Dirk");
    await page.getByLabel("Achternaam").fill("Verwijderbaar");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dirk Verwijderbaar" })).toBeVisible();
    const userPath = new URL(page.url()).pathname;
    await expect(page.getByText("Uitgenodigd", { exact: true })).toBeVisible(); // the status badge

    // Unticked, the browser does not send the form.
    await page.getByRole("button", { name: "Gebruiker verwijderen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dirk Verwijderbaar" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(userPath);

    // A post without the box (a browser that skips `required`) deletes nothing and says why.
    const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const unconfirmed = await page.request.fetch(`http://127.0.0.1:${PORT}${userPath}`, {
      method: "POST",
      headers: { Host: `${SITE}.localhost:${PORT}`, Origin: `http://${SITE}.localhost:${PORT}`, Cookie: cookies },
      form: { intent: "delete" },
      maxRedirects: 0,
    });
    expect(unconfirmed.status()).toBe(200);
    expect(await unconfirmed.text()).toContain("Vink eerst aan dat je het zeker weet.");

    await page.getByLabel("Ik weet het zeker").check();
    await page.getByRole("button", { name: "Gebruiker verwijderen" }).click();
    await expect(page.getByText("De gebruiker is verwijderd.")).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    await page.goto(tenantUrl(SITE, `/users?q=${encodeURIComponent(email)}`));
    await expect(page.getByText("Geen gebruikers gevonden.")).toBeVisible();
  });
});
