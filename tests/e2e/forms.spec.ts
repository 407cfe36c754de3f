/**
 * Form error states (issue 12): every message a form shows is a translation in the page's language — walked over
 * every form, with the browser's checks and the server's (API errors included), in nl and en; and the 'form
 * contains errors' banner reflects the last submission only.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, NOJS, NOJS_ONLY, test } from "./fixtures";

const PASSWORD = DEMO_PASSWORD;

/** Every text of a language's translation files, as patterns (interpolations match anything). */
function translationPatterns(lng: "nl" | "en"): RegExp[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") texts.push(node);
    else if (node && typeof node === "object") for (const value of Object.values(node)) walk(value);
  };
  const dir = join("locales", lng);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) walk(JSON.parse(readFileSync(join(dir, file), "utf8")));
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return texts.map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{\{[^}]+\}\}/)
          .map(escapeRegExp)
          .join(".+?")}$`,
      ),
  );
}

/** The form that holds the field named `field`. */
function formWith(page: Page, field: string): Locator {
  return page.locator("main form").filter({ has: page.locator(`[name="${field}"]`) });
}

async function submit(page: Page, field: string) {
  await formWith(page, field).locator('button[type="submit"]:not([name="__intent__"])').last().click();
  await page.waitForLoadState();
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`main [name="${name}"]`).first().fill(value);
}

/** The messages on screen: field errors and the form-level banner. */
async function shownMessages(page: Page): Promise<string[]> {
  const texts = await page
    .locator('main form [id$="-error"]:not([role="alert"]), main form [role="alert"] p, main form [role="alert"] li')
    .allInnerTexts();
  return texts.map((t) => t.trim()).filter(Boolean);
}

// The server's replies (JS off) carry every message path.
test.describe("form messages", NOJS_ONLY, () => {
  for (const [lng, prefix] of [
    ["nl", ""],
    ["en", "/en"],
  ] as const) {
    test(`every error state of every form speaks ${lng}`, async ({ page, signedInAs }) => {
      test.slow(); // a dozen forms, several states each
      const patterns = translationPatterns(lng);
      const seen: string[] = [];
      const check = async (where: string) => {
        const messages = await shownMessages(page);
        expect(messages.length, `${where}: shows errors`).toBeGreaterThan(0);
        for (const message of messages) {
          expect(
            patterns.some((p) => p.test(message)),
            `${where}: "${message}" is not a ${lng} translation`,
          ).toBe(true);
        }
        seen.push(...messages);
      };
      const state = async (path: string, field: string, values: Record<string, string>) => {
        if (new URL(page.url()).pathname !== `${prefix}${path}`) await page.goto(`${prefix}${path}`);
        await fill(page, values);
        await submit(page, field);
        await check(`${path} ${JSON.stringify(values)}`);
      };

      // Signed out.
      await state("/auth/login-1", "email", {});
      await state("/auth/login-1", "email", { email: "nobody@example.org", password: "wrong-password" });
      await state("/signup", "email", {});
      await state("/signup", "email", {
        firstName: "x".repeat(101),
        email: "not-an-e-mail",
        phoneNumber: "call me",
        password: "short",
        passwordConfirmation: "other",
      });
      await page.goto(`${prefix}/signup`);
      await page.locator('main [name="acceptTerms"]').check();
      await state("/signup", "email", {
        firstName: "Eva",
        lastName: "Taken",
        email: "admin@oldebroek.example.org",
        phoneNumber: "06-12345678",
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      });
      await state("/auth/recover", "email", { email: "x" });
      await state("/auth/reset", "password", { password: PASSWORD, passwordConfirmation: PASSWORD });

      // Signed in as the centre's admin.
      await signedInAs("admin");
      await page.goto(`${prefix}/users`);
      const userHref = await page.locator('main a[href*="/users/"]').filter({ hasNotText: /^$/ }).last().getAttribute("href");
      const userPath = new URL(userHref ?? "", page.url()).pathname.replace(/^\/en/, "");
      expect(userPath).toMatch(/^\/users\/\d+$/);

      await state("/profile-edit", "firstName", { firstName: "", phoneNumber: "call me" });
      await state("/profile-edit/email", "email", { email: "x", currentPassword: "" });
      await state("/profile-edit/email", "email", { email: "new-address@example.org", currentPassword: "wrong-password" });
      await state("/profile-edit/settings", "currentPassword", { currentPassword: "", password: "short" });
      await state("/profile-edit/settings", "currentPassword", {
        currentPassword: "wrong-password",
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      });
      await state("/account/verwijderen", "currentPassword", { currentPassword: "wrong-password" });
      await state("/users/add", "email", {});
      await state("/users/add", "email", { firstName: "Ad", lastName: "Taken", email: "admin@oldebroek.example.org" });
      await state(`${userPath}/edit`, "email", { firstName: "", email: "x", phoneNumber: "call me" });
      await state(`${userPath}/add_role`, "role", {});

      // The walk reached the API's answers too, not only the forms' own checks.
      expect(seen.length).toBeGreaterThan(20);
    });
  }
});

test.describe("the 'form contains errors' banner", () => {
  test("goes away when the next save succeeds", NOJS, async ({ page, javaScriptEnabled, signedInAs }) => {
    const banner = page.getByRole("alert").filter({ hasText: "Het formulier bevat fouten" });
    await signedInAs("page_manager");
    await page.goto("/profile-edit/settings");

    // The server refuses (wrong current password); then the same form is saved.
    await fill(page, { currentPassword: "wrong-password", password: PASSWORD, passwordConfirmation: PASSWORD });
    await submit(page, "currentPassword");
    await expect(banner).toBeVisible();
    await fill(page, { currentPassword: PASSWORD, password: PASSWORD, passwordConfirmation: PASSWORD });
    await submit(page, "currentPassword");
    await expect(page.getByText("Je wachtwoord is gewijzigd")).toBeVisible();
    await expect(banner).toHaveCount(0);

    if (!javaScriptEnabled) return;
    // With JavaScript the browser's own check refuses first; then the corrected form is saved.
    await page.goto("/profile-edit");
    await fill(page, { phoneNumber: "call me" });
    await submit(page, "phoneNumber");
    await expect(banner).toBeVisible();
    await fill(page, { phoneNumber: "06-12345678" });
    await submit(page, "phoneNumber");
    await expect(page.getByText("Je gegevens zijn opgeslagen")).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
