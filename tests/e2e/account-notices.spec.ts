/**
 * The wrong-website page is the site's own page with status 403 (JS on and off); the
 * header's sign-up link on every site (a tenant setting); a wrong current password says so. ('Account deleted' only
 * right after a deletion and the sign-in form starting with the just-confirmed address are steps of the sign-up flow
 * in accounts.spec.ts.)
 */
import { expect, NOJS, NOJS_ONLY, signIn, tenantUrl, test } from "./fixtures";

test.describe("the wrong-website page", () => {
  // The page after the sign-in is a 403, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("is the site's own page, with header, footer and status 403, with and without JavaScript", NOJS, async ({ page }) => {
    await page.goto(tenantUrl("public", "/auth/login-1"));
    // JS off: the document after the post's redirect; JS on: the router's data request for that same page.
    const statuses: number[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (response.request().method() === "GET" && url.pathname.startsWith("/auth/login-1")) statuses.push(response.status());
    });
    await signIn(page, "volunteer+center6@public.example.org");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Ingelogd op de verkeerde website" })).toBeVisible();
    await expect(main.getByText("Neem contact op met de beheerder van deze website.", { exact: false })).toBeVisible();
    await expect(main.locator("[data-status]")).toHaveAttribute("data-status", "403");
    expect(statuses).toEqual([403]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Home van Vrijwilligerswerk Nederland" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Juridische informatie" })).toBeVisible();
    await expect(page).toHaveTitle("Ingelogd op de verkeerde website - Vrijwilligerswerk Nederland");
    // Not signed in: the sign-in page is the form again, and a signed-in page asks to sign in.
    await page.goto(tenantUrl("public", "/auth/login-1"));
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await page.goto(tenantUrl("public", "/profiel"));
    await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=/);
  });
});

test.describe("account pages", () => {
  test("a wrong current password says that the current password is wrong", NOJS, async ({ page, signedInAs }) => {
    await signedInAs("page_manager");
    await page.goto("/profile-edit/settings");
    // Signed in, the header offers no sign-up.
    await expect(page.getByRole("banner").getByRole("link", { name: "Aanmelden", exact: true })).toHaveCount(0);
    await page.getByLabel("Huidig wachtwoord").fill("niet-mijn-wachtwoord");
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Nieuw-geheim-2026");
    await page.getByLabel("Herhaal nieuw wachtwoord").fill("Nieuw-geheim-2026");
    await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
    await expect(page.getByText("Het huidige wachtwoord klopt niet")).toBeVisible();
    await expect(page.getByText("Deze waarde klopt niet")).toHaveCount(0);
    await expect(page.getByLabel("Huidig wachtwoord")).toHaveAttribute("aria-invalid", "true");
  });

  test("the same message in English", NOJS_ONLY, async ({ page, signedInAs }) => {
    await signedInAs("student");
    await page.goto("/en/profile-edit/settings");
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill("New-secret-2026");
    await page.getByLabel("Repeat new password").fill("New-secret-2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The current password is incorrect")).toBeVisible();
  });
});

test.describe("the header's sign-up link", () => {
  // That it is on every site for signed-out visitors, once: tenancy.spec.ts "each demo tenant's host renders its own
  // branded home, theme and sign-up link" (one visit per home).
  test("leads to the sign-up page, which marks it as the current page", NOJS_ONLY, async ({ page }) => {
    await page.goto(tenantUrl("public", "/"));
    await page.getByRole("banner").getByRole("link", { name: "Aanmelden", exact: true }).click();
    await expect(page).toHaveURL(tenantUrl("public", "/signup"));
    await expect(page.getByRole("heading", { level: 1, name: "Aanmelden" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Aanmelden", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
