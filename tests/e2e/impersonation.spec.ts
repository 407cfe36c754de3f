/**
 * "Inloggen als deze gebruiker" and the way back (ADR 0016), in both projects (JS on and off): the banner on
 * signed-in and public pages, back to the admin's own account on the user's page, signing out ends both sessions, an
 * admin session that ended meanwhile signs out entirely. On the roermond site, so the oldebroek accounts of the other
 * specs keep their own clients (at most 10 per user, ADR 0009).
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { type Account, expect, NOJS, PORT, tenantUrl, test } from "./fixtures";

const SITE = "roermond";
const ADMIN = `admin@${SITE}.example.org`;
const HOST = `${SITE}.localhost:${PORT}`;

const banner = (page: Page) => page.getByRole("region", { name: "Ingelogd als een andere gebruiker" });

type SignedInAs = (account: Account, options?: { tenant?: string }) => Promise<void>;

/** The admin, signed in, opens the user's page from the list (found by name) and returns its URL. */
async function openUserAsAdmin(page: Page, signedInAs: SignedInAs, name: string): Promise<string> {
  await signedInAs(ADMIN, { tenant: SITE });
  // By last name: the list's search matches e-mail, first or last name.
  await page.goto(tenantUrl(SITE, `/users?q=${encodeURIComponent(name.split(" ").at(-1)!)}`));
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return page.url();
}

async function signInAs(page: Page) {
  await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();
  await expect(page).toHaveURL(/\/profiel$/);
}

/** The session cookie as it is now (both trios while signed in as someone). */
async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "__session");
  if (!cookie) throw new Error("no __session cookie");
  return `__session=${cookie.value}`;
}

/** A request outside the browser with that cookie (Node does not resolve *.localhost: loopback + Host). */
function send(request: APIRequestContext, method: "GET" | "POST", path: string, cookie: string, origin = `http://${HOST}`) {
  return request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: { Host: HOST, Cookie: cookie, ...(method === "POST" ? { Origin: origin } : {}) },
    // A POST is a browser form (an empty one), as the banner's button sends it.
    ...(method === "POST" ? { form: {} } : {}),
    maxRedirects: 0,
  });
}

async function copyOfSession(browser: Browser, page: Page, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, locale: "nl-NL" });
  await context.addCookies(await page.context().cookies());
  return context;
}

test.describe("sign in as another user", () => {
  test("the banner on every page, and back to the admin's own account on the user's page", NOJS, async ({ page, signedInAs }) => {
    test.slow(); // many pages, each checked with axe
    const email = `organization_superuser@${SITE}.example.org`;
    const userPage = await openUserAsAdmin(page, signedInAs, "Olaf Organisatie");
    await expect(banner(page)).toHaveCount(0);
    await signInAs(page);

    // A signed-in page.
    await expect(banner(page)).toHaveText(`Je bent ingelogd als Olaf Organisatie (${email}).Terug naar je eigen account`);
    await expect(page.getByRole("main").getByText(email)).toBeVisible();
    // A public page: rendered for this visitor only, never stored in or served from the edge cache.
    const home = await page.goto(tenantUrl(SITE, "/"));
    expect(home?.headers()["cache-control"]).toBe("private, no-store");
    expect(home?.headers()["x-cache"]).toBe("BYPASS");
    await expect(banner(page)).toContainText(`Je bent ingelogd als Olaf Organisatie (${email}).`);
    // In English too.
    await page.goto(tenantUrl(SITE, "/en/profiel"));
    const english = page.getByRole("region", { name: "Signed in as another user" });
    await expect(english).toContainText(`You are signed in as Olaf Organisatie (${email}).`);
    await expect(english.getByRole("button", { name: "Back to your own account" })).toBeVisible();
    // A page of the empty layout (no header) shows it as well.
    await page.goto(tenantUrl(SITE, "/switch"));
    await expect(banner(page)).toBeVisible();

    await page.goto(tenantUrl(SITE, "/"));
    await banner(page).getByRole("button", { name: "Terug naar je eigen account" }).click();
    await expect(page).toHaveURL(userPage);
    await expect(page.getByText("Je bent terug in je eigen account.")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Olaf Organisatie" })).toBeVisible();
    // The admin again: the admin's actions are back, and the account menu names the admin.
    await expect(page.getByRole("button", { name: "Inloggen als deze gebruiker" })).toBeVisible();
    await expect(page.locator("[data-account-menu] summary")).toHaveAccessibleName(/Anna Admin/);
    await page.goto(tenantUrl(SITE, "/"));
    await expect(banner(page)).toHaveCount(0);
  });

  test("signing out while signed in as someone ends both sessions", NOJS, async ({ page, request, signedInAs }) => {
    await openUserAsAdmin(page, signedInAs, "Sam Student");
    await signInAs(page);
    await expect(banner(page)).toBeVisible();
    const both = await sessionCookie(page);
    // The return is a POST behind the Origin check: another site cannot send the admin back (or anywhere).
    expect((await send(request, "POST", "/account/terug", both, "https://evil.example")).status()).toBe(403);

    await page.locator("[data-account-menu] summary").click();
    await page.getByRole("button", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(/\/auth\/login-1$/);
    await expect(page.getByText("Je bent uitgelogd.")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto(tenantUrl(SITE, "/profiel"));
    await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=%2Fprofiel$/);

    // The old cookie (both trios) is worth nothing any more: the user's session is gone (the API answers 401, the
    // visitor is sent to sign out) and so is the admin's (going back finds it expired and signs out entirely).
    const profile = await send(request, "GET", "/profiel", both);
    expect(profile.status()).toBe(302);
    expect(profile.headers().location).toBe("/uitloggen");
    const back = await send(request, "POST", "/account/terug", both);
    expect(back.status()).toBe(302);
    expect(back.headers().location).toBe("/auth/login-1");
  });

  test(
    "when the admin's own session ended meanwhile, going back signs out entirely",
    NOJS,
    async ({ page, browser, javaScriptEnabled, signedInAs }) => {
      test.slow(); // two browsers
      await openUserAsAdmin(page, signedInAs, "Mark Mentor");
      // A copy of the admin's own session signs out elsewhere: the admin's token ends on the API.
      const adminElsewhere = await copyOfSession(browser, page, javaScriptEnabled);
      await signInAs(page);
      const other = await adminElsewhere.newPage();
      await other.goto(tenantUrl(SITE, "/uitloggen"));
      await adminElsewhere.close();

      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole("button", { name: "Terug naar je eigen account" }).click();
      await expect(page).toHaveURL(/\/auth\/login-1$/);
      await expect(page.getByText("Je eigen sessie is intussen verlopen.", { exact: false })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await page.goto(tenantUrl(SITE, "/profiel"));
      await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=%2Fprofiel$/);
    },
  );
});
