import type { Page } from "@playwright/test";
import { expect, NOJS, tenantUrl, test } from "./fixtures";

/**
 * Menus (/content/menu-items, ADR 0042): a content manager edits the site's header menu with forms that work
 * without JavaScript. The two projects run at once, so each edits its own tenant's menu; the rules (roles, places,
 * parallel moves, bad input) are the API's tests.
 */

/** A button or link whose label ends in a screen-reader-only ": <name>" (the item or menu it acts on). */
const on = (action: string, name: string) => new RegExp(`^${action}\\s*:\\s*${name}$`);

const topLevelNames = (page: Page) =>
  page.getByRole("region", { name: "Hoofdmenu" }).locator(":scope > ol > li > div p.font-semibold").allTextContents();

test(
  "a content manager adds a header item linking a page, moves it up and sees it in the site's header",
  NOJS,
  async ({ page, signedInAs }, testInfo) => {
    const tenant = testInfo.project.name === "js" ? "oldebroek" : "roermond";
    const name = `Contact ${testInfo.project.name} ${Date.now().toString(36)}`;
    await signedInAs("content_manager", { tenant });
    await page.goto(tenantUrl(tenant, "/content/menu-items"));
    const before = await topLevelNames(page);

    await page.getByRole("link", { name: on("Item toevoegen", "Hoofdmenu") }).click();
    await page.getByLabel("Naam (Nederlands)").fill(name);
    await page.getByLabel("Naam (Engels)").fill(`${name} EN`);
    await page.getByLabel("Pagina", { exact: true }).selectOption({ label: "Contact" });
    await page.getByRole("button", { name: "Toevoegen" }).click();
    await expect(page.getByText("Het menu-item is toegevoegd.")).toBeVisible();
    expect(await topLevelNames(page)).toEqual([...before, name]);

    await page.getByRole("button", { name: on("Omhoog", name) }).click();
    await expect(page.getByText("Het item is verplaatst.")).toBeVisible();
    const moved = [...before.slice(0, -1), name, ...before.slice(-1)];
    expect(await topLevelNames(page)).toEqual(moved);

    // The site's header shows it before the item it passed, in Dutch; on /en by its English name.
    await page.goto(tenantUrl(tenant, "/"));
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name })).toHaveAttribute("href", /\/contact$/);
    await page.goto(tenantUrl(tenant, "/en"));
    await expect(page.getByRole("banner").getByRole("link", { name: `${name} EN` })).toHaveAttribute("href", /\/en\/contact$/);

    // Clean up: removed behind the confirmation.
    await page.goto(tenantUrl(tenant, "/content/menu-items"));
    const row = page.getByRole("main").locator("li", { has: page.getByText(name, { exact: true }) });
    await row.locator("summary").click();
    await row.getByLabel("Ik weet het zeker").check();
    await row.getByRole("button", { name: on("Verwijderen", name) }).click();
    await expect(page.getByText("Het item is verwijderd.")).toBeVisible();
    expect(await topLevelNames(page)).toEqual(before);
  },
);

test("an item linking an unpublished page is flagged; the site's footer leaves it out", NOJS, async ({ page, signedInAs }) => {
  await signedInAs("content_manager");
  await page.goto("/content/menu-items");
  const row = page.getByRole("main").locator("li", { has: page.getByText("Klusdag (concept)", { exact: true }) });
  await expect(row.getByText("Pagina niet gepubliceerd of verwijderd")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Over ons" }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText("Klusdag (concept)")).toHaveCount(0);
});
