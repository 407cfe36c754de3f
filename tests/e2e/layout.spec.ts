/**
 * The layout on small screens, in both projects: a compact sticky header whose menu button
 * (a <details> disclosure, no JavaScript needed) holds the menu and the toolbar; focused form fields and their labels
 * clear of the sticky header; list tables as cards below md; no sideways scrolling at 320 px.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, NOJS, tenantUrl, test } from "./fixtures";

const TENANTS = ["oldebroek", "roermond", "meedoen", "demo", "public"];

const menuButton = (page: Page) => page.locator("details[data-site-menu] > summary");
const menu = (page: Page) => page.locator("details[data-site-menu]");
const headerBottom = (page: Page) => page.locator("header").evaluate((header) => header.getBoundingClientRect().bottom);
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth);

test.describe("header on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("one compact row: logo and a menu button; the menu and the toolbar open behind it", NOJS, async ({ page, checkA11y }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(header.getByRole("link", { name: /^Home van/ })).toBeVisible();
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAccessibleName("Menu");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav).toBeHidden();
    await expect(page.getByRole("toolbar", { name: "Werkbalk" })).toBeHidden();

    await menuButton(page).click();
    await expect(menu(page)).toHaveAttribute("open", "");
    await expect(nav.getByRole("link", { name: "Nieuws" })).toBeVisible();
    await expect(page.getByRole("button", { name: /English/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Donker" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Inloggen" })).toBeVisible();
    await checkA11y();

    await menuButton(page).click();
    await expect(nav).toBeHidden();
  });

  test("the menu button works from the keyboard, and a link in it leads on in the same language", NOJS, async ({ page }) => {
    await page.goto(tenantUrl("oldebroek", "/en"));
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link", { name: "Nieuws" })).toBeVisible();
    await nav.getByRole("link", { name: "Nieuws" }).click();
    await expect(page).toHaveURL(tenantUrl("oldebroek", "/en/nieuws"));
    // A new page (or, with JavaScript, the client-side navigation) shows the menu closed.
    await expect(nav).toBeHidden();
  });

  test("with JavaScript, Escape closes the menu and gives focus back to its button", async ({ page }) => {
    await page.goto("/");
    await menuButton(page).click();
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Nieuws" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu(page)).not.toHaveAttribute("open");
    await expect(menuButton(page)).toBeFocused();
  });

  test("signed in, the account menu is in the menu panel and opens in place", async ({ page, signedInAs }) => {
    await signedInAs("admin");
    await page.goto("/profiel");
    await menuButton(page).click();
    await page.locator("[data-account-menu] > summary").click();
    await expect(page.getByRole("link", { name: "Gebruikers" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Uitloggen" })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});

test.describe("header from md (1280 px)", () => {
  test("keeps the row of logo and toolbar with the menu tabs below; no menu button", async ({ page }) => {
    await page.goto("/");
    await expect(menuButton(page)).toBeHidden();
    const toolbar = page.getByRole("toolbar", { name: "Werkbalk" });
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(toolbar).toBeVisible();
    await expect(nav.getByRole("link", { name: "Nieuws" })).toBeVisible();
    const logo = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
    const tools = (await toolbar.boundingBox())!;
    const tabs = (await nav.boundingBox())!;
    expect(Math.abs(logo.y + logo.height / 2 - (tools.y + tools.height / 2))).toBeLessThan(8); // one row
    expect(tools.x).toBeGreaterThan(logo.x + logo.width);
    expect(tabs.y).toBeGreaterThanOrEqual(logo.y + logo.height);
  });
});

/** The label of the focused field is fully below the sticky header. */
async function expectFocusedLabelClear(page: Page) {
  const box = await page.evaluate(() => {
    const field = document.activeElement as HTMLElement;
    const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
    return { id: field.id, top: label?.getBoundingClientRect().top ?? Number.NaN };
  });
  expect(box.top, `label of #${box.id}`).toBeGreaterThanOrEqual(await headerBottom(page));
}

/** From the submit button back up with Shift+Tab: every invalid field that gets focus shows its label. */
async function walkBackThroughInvalidFields(page: Page, form: Locator) {
  const invalid = await form.locator('[aria-invalid="true"]').count();
  expect(invalid).toBeGreaterThan(0);
  // Positions are measured once the web fonts are in: a font arriving after the focus scroll moves the text under it.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await form.locator('button[type="submit"]').last().focus();
  let seen = 0;
  for (let step = 0; step < 20 && seen < invalid; step++) {
    await page.keyboard.press("Shift+Tab");
    if (await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid") === "true")) {
      seen++;
      await expectFocusedLabelClear(page);
    }
  }
  expect(seen).toBe(invalid);
}

test.describe("focused fields clear of the sticky header (375 × 812)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ["/signup", "/auth/login-1"]) {
    test(
      `after a failed submit on ${path}, the focused field's label is below the header`,
      NOJS,
      async ({ page, javaScriptEnabled }) => {
        await page.goto(path);
        const form = page.getByRole("main").locator("form").first();
        const submit = form.locator('button[type="submit"]').last();
        await submit.scrollIntoViewIfNeeded();
        await submit.click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
        if (javaScriptEnabled) {
          // Conform moves focus to the first invalid field.
          await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
          await expectFocusedLabelClear(page);
        }
        await walkBackThroughInvalidFields(page, form);
      },
    );
  }
});

test.describe("list tables on a phone", () => {
  test("/users: each row is a card of label: value lines at 320 px, a table with column headers at 1280 px", async ({
    page,
    signedInAs,
  }) => {
    await signedInAs("admin");
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/users");
    const table = page.getByRole("table", { name: "Gebruikers" });
    await expect(table.getByRole("link", { name: "Anna Admin" })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    // Nothing scrolls sideways inside the page either, and every cell fits the screen.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.className),
    );
    expect(overflowing).toEqual([]);
    const cells = await table.locator("tbody :is(td, th)").evaluateAll((elements) =>
      elements.map((el) => ({
        right: el.getBoundingClientRect().right,
        label: el.getAttribute("data-label"),
        shown: getComputedStyle(el, "::before").content,
        primary: el.hasAttribute("data-primary"),
      })),
    );
    expect(cells.length).toBeGreaterThan(4);
    for (const cell of cells) {
      expect(cell.right).toBeLessThanOrEqual(320);
      expect(cell.shown).toBe(cell.primary ? "none" : `"${cell.label}"`);
    }
    // The header row is still there for screen readers, visually hidden.
    expect((await table.locator("thead").boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(table.getByRole("columnheader", { name: "E-mailadres" })).toBeVisible();
    const firstRow = table.getByRole("row").nth(1);
    await expect(firstRow.getByRole("rowheader")).toContainText("Anna Admin");
    const tops = await firstRow.locator("td, th").evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1); // one line per record
  });
});

test.describe("320 px wide", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("no tenant's home page scrolls sideways, with the menu closed or open", async ({ page }) => {
    test.slow(); // five pages, each checked with axe
    for (const tenant of TENANTS) {
      await page.goto(tenantUrl(tenant));
      expect(await noSidewaysScroll(page), `${tenant}, menu closed`).toBe(true);
      expect((await page.getByRole("banner").boundingBox())!.height, `${tenant} header`).toBeLessThanOrEqual(64);
      await menuButton(page).click();
      await expect(page.getByRole("toolbar")).toBeVisible();
      expect(await noSidewaysScroll(page), `${tenant}, menu open`).toBe(true);
    }
  });
});
