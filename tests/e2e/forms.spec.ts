/**
 * Form error states: every message a form shows is a translation in the page's language — walked over
 * every form, with the server's checks and the API's errors, in nl, and one state of each kind in en; and the 'form
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

/**
 * The states the walk visits. `en: true` marks the one state per kind the English walk repeats: a form's own checks
 * signed out, an API error signed out, a form's own checks signed in, an API error with a pointer signed in. The
 * Dutch walk visits them all. Every state shows translation keys, the same keys in both languages; that each key
 * exists in en as in nl is app/utils/locales.test.ts, that every API error code maps to a key present in both is
 * app/utils/validation.test.ts ("API error codes"); what the English walk adds is that the page's language is
 * the one its messages speak.
 */
interface State {
  path: string;
  field: string;
  values: Record<string, string>;
  /** Ticks the terms box first (a fresh page). */
  acceptTerms?: boolean;
  en?: boolean;
}

const SIGNED_OUT: State[] = [
  { path: "/auth/login-1", field: "email", values: {} },
  { path: "/auth/login-1", field: "email", values: { email: "nobody@example.org", password: "wrong-password" }, en: true },
  { path: "/signup", field: "email", values: {} },
  {
    path: "/signup",
    field: "email",
    values: {
      firstName: "x".repeat(101),
      email: "not-an-e-mail",
      phoneNumber: "call me",
      password: "short",
      passwordConfirmation: "other",
    },
    en: true,
  },
  // No /signup state with an address in use: sign-up answers it like a new one (no account enumeration).
  { path: "/auth/recover", field: "email", values: { email: "x" } },
  { path: "/auth/reset", field: "password", values: { password: PASSWORD, passwordConfirmation: PASSWORD } },
];

/** Signed in as the centre's admin; `:user` is a user's page. */
const SIGNED_IN: State[] = [
  { path: "/profile-edit", field: "firstName", values: { firstName: "", phoneNumber: "call me" }, en: true },
  { path: "/profile-edit/email", field: "email", values: { email: "x", currentPassword: "" } },
  {
    path: "/profile-edit/email",
    field: "email",
    values: { email: "new-address@example.org", currentPassword: "wrong-password" },
  },
  { path: "/profile-edit/settings", field: "currentPassword", values: { currentPassword: "", password: "short" } },
  {
    path: "/profile-edit/settings",
    field: "currentPassword",
    values: { currentPassword: "wrong-password", password: PASSWORD, passwordConfirmation: PASSWORD },
  },
  { path: "/account/verwijderen", field: "currentPassword", values: { currentPassword: "wrong-password" } },
  { path: "/users/add", field: "email", values: {} },
  {
    path: "/users/add",
    field: "email",
    values: { firstName: "Ad", lastName: "Taken", email: "admin@oldebroek.example.org" },
    en: true,
  },
  { path: ":user/edit", field: "email", values: { firstName: "", email: "x", phoneNumber: "call me" } },
  { path: ":user/add_role", field: "role", values: {} },
];

// The server's replies (JS off) carry every message path.
test.describe("form messages", NOJS_ONLY, () => {
  for (const [lng, prefix] of [
    ["nl", ""],
    ["en", "/en"],
  ] as const) {
    test(`${lng === "nl" ? "every error state" : "one error state of each kind"} of the forms speaks ${lng}`, async ({
      page,
      signedInAs,
    }) => {
      if (lng === "nl") test.slow(); // a dozen forms, several states each
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
      let userPath = "";
      const walk = async (states: State[]) => {
        for (const { path: template, field, values, acceptTerms, en } of states) {
          if (lng === "en" && !en) continue;
          const path = template.replace(":user", userPath);
          if (acceptTerms) {
            await page.goto(`${prefix}${path}`);
            await page.locator('main [name="acceptTerms"]').check();
          } else if (new URL(page.url()).pathname !== `${prefix}${path}`) await page.goto(`${prefix}${path}`);
          await fill(page, values);
          await submit(page, field);
          await check(`${path} ${JSON.stringify(values)}`);
        }
      };

      await walk(SIGNED_OUT);
      await signedInAs("admin");
      if (lng === "nl") {
        await page.goto(`${prefix}/users`);
        const userHref = await page.locator('main a[href*="/users/"]').filter({ hasNotText: /^$/ }).last().getAttribute("href");
        userPath = new URL(userHref ?? "", page.url()).pathname.replace(/^\/en/, "");
        expect(userPath).toMatch(/^\/users\/\d+$/);
      }
      await walk(SIGNED_IN);

      // The walk reached the API's answers too, not only the forms' own checks.
      expect(seen.length).toBeGreaterThan(lng === "nl" ? 20 : 6);
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
