/**
 * Accounts and access as a visitor uses them, in both projects (JS on and off): sign-up → dev mailbox →
 * confirm → sign in → profile → sign out; recover → reset; admin invites a user, gives a role and signs in as them;
 * default deny with the way back; the wrong-centre page; open redirects refused; deleting one's own account.
 * Every test makes its own addresses: the database is shared by the whole run.
 */
import type { Page } from "@playwright/test";
import {
  DEMO_PASSWORD,
  expect,
  followMailLink,
  freshAccount,
  freshEmail,
  NOJS,
  PORT,
  signIn,
  signUp,
  tenantUrl,
  test,
} from "./fixtures";

const PASSWORD = DEMO_PASSWORD;

async function signUpAndConfirm(page: Page, email: string) {
  await signUp(page, email);
  await followMailLink(page, email, "Bevestiging", /confirmation_token=/);
  await expect(page).toHaveURL(/\/auth\/login-1$/);
  await expect(page.getByText("Je account is bevestigd. Je kunt nu inloggen.")).toBeVisible();
}

async function signOut(page: Page) {
  await page.locator("[data-account-menu] summary").click();
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/auth\/login-1$/);
  await expect(page.getByRole("link", { name: "Inloggen" }).first()).toBeVisible();
}

test.describe("accounts", () => {
  test(
    "sign up, confirm from the dev mailbox, sign in, edit profile and digest days, delete the account",
    NOJS,
    async ({ page }) => {
      test.slow();
      const email = freshEmail("signup");
      await signUpAndConfirm(page, email);

      // After confirming, the sign-in form starts with the address (not in the URL): only the password is typed.
      await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
      await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Inloggen" }).click();
      // Signing in lands on the dashboard (ADR 0069); the profile is one step on.
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await page.goto("/profiel");
      await expect(page.getByRole("heading", { level: 1, name: "Mijn profiel" })).toBeVisible();
      await expect(page.getByRole("main").getByText(email)).toBeVisible();
      // Signed in, 'account deleted' is no news: back to the profile.
      await page.goto("/profiel/verwijderd");
      await expect(page).toHaveURL(/\/profiel$/);

      await page.goto("/profile-edit");
      await page.getByLabel("Functie").fill("Tester");
      await page.getByLabel("Telefoonnummer").fill("0612345678");
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByText("Je gegevens zijn opgeslagen.")).toBeVisible();
      await expect(page.getByLabel("Functie")).toHaveValue("Tester");

      await page.goto("/profile-edit/periodieke-mail");
      await page.getByLabel("Maandag").check();
      await page.getByLabel("Woensdag").check();
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByText("Je dagen voor de periodieke mail zijn opgeslagen.")).toBeVisible();
      await page.goto("/profiel");
      await expect(page.getByText("Maandag, Woensdag")).toBeVisible();
      await expect(page.getByText("Tester")).toBeVisible();

      // The user deletes their own account: a wrong password is refused, the right one deletes.
      await page.getByRole("link", { name: "Mijn account verwijderen" }).click();
      await page.getByLabel("Huidig wachtwoord").fill("wrong-password");
      await page.getByRole("button", { name: "Mijn account definitief verwijderen" }).click();
      await expect(page.getByText("Het formulier bevat fouten")).toBeVisible();
      await page.getByLabel("Huidig wachtwoord").fill(PASSWORD);
      await page.getByRole("button", { name: "Mijn account definitief verwijderen" }).click();
      await expect(page).toHaveURL(/\/profiel\/verwijderd$/);
      await expect(page.getByRole("heading", { level: 1, name: "Account verwijderd" })).toBeVisible();
      // Once only: a later visit (reload, bookmark, anyone else) goes home.
      await page.goto("/profiel/verwijderd");
      await expect(page).toHaveURL(tenantUrl("oldebroek", "/"));
      // Signed out by the deletion: a signed-in page asks to sign in, and the account no longer signs in.
      await page.goto("/profiel");
      await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=%2Fprofiel$/);
      // The sign-in form starts empty when nothing was just confirmed.
      await expect(page.getByLabel("E-mailadres")).toHaveValue("");
      await signIn(page, email);
      await expect(page.getByText("Ongeldige inloggegevens. Probeer het opnieuw.")).toBeVisible();
    },
  );

  test("sign-up errors show per field, in the visitor's language", NOJS, async ({ page, javaScriptEnabled }) => {
    await page.goto("/signup");
    await page.getByLabel("Nieuw wachtwoord").fill("kort");
    // Blur first: the field's message appears on blur (SPEC §5) and moves the button before a click could land.
    await page.getByLabel("Nieuw wachtwoord").blur();
    if (javaScriptEnabled) await expect(page.getByText("Gebruik minstens 8 tekens")).toBeVisible();
    // A failed check on blur shows the field's message only; the form-level banner waits for a submission.
    await expect(page.getByText("Het formulier bevat fouten")).toHaveCount(0);
    await page.getByRole("button", { name: "Account aanmaken" }).click();
    await expect(page.getByText("Het formulier bevat fouten")).toBeVisible();
    await expect(page.getByText("Gebruik minstens 8 tekens")).toBeVisible();
    await expect(page.getByText("Je moet akkoord gaan met de voorwaarden om je aan te melden")).toBeVisible();
    await expect(page.getByLabel("Voornaam")).toHaveAttribute("aria-invalid", "true");
  });

  test("a valid submission never announces 'the form contains errors' (JS)", async ({ page }) => {
    await page.goto("/auth/recover");
    // Remix's <Form> prevents the browser's own submit; that alone must not count as a blocked submission.
    await page.evaluate(() => {
      const seen = window as Window & { formErrorsShown?: boolean };
      new MutationObserver(() => {
        if (document.querySelector("main [role=alert]")) seen.formErrorsShown = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByLabel("E-mailadres").fill("student@oldebroek.example.org");
    await page.getByRole("button", { name: "Link versturen" }).click();
    await expect(page).toHaveURL(/\/auth\/login-1$/);
    expect(await page.evaluate(() => (window as Window & { formErrorsShown?: boolean }).formErrorsShown ?? false)).toBe(false);
  });

  test("forgot password: recover, reset from the mail, sign in with the new password", NOJS, async ({ page, request }) => {
    test.slow();
    const email = await freshAccount(request, "reset");

    await page.goto("/auth/recover");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Link versturen" }).click();
    await expect(page).toHaveURL(/\/auth\/login-1$/);

    await followMailLink(page, email, "Wachtwoord herstellen", /reset_password_token=/);
    await expect(page.getByRole("heading", { level: 1, name: "Kies een nieuw wachtwoord" })).toBeVisible();
    const newPassword = "Nieuw-wachtwoord-2026";
    await page.getByLabel("Nieuw wachtwoord").fill(newPassword);
    await page.getByLabel("Herhaal wachtwoord").fill(newPassword);
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page).toHaveURL(/\/profiel$/);

    await signOut(page);
    await signIn(page, email, PASSWORD);
    await expect(page.getByText("Ongeldige inloggegevens. Probeer het opnieuw.")).toBeVisible();
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(
    "an admin adds a user and a role, and signs in as that user",
    NOJS,
    async ({ page, browser, javaScriptEnabled, signedInAs }) => {
      test.slow();
      const email = freshEmail("invited");
      await signedInAs("admin");
      await page.goto("/users");
      await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
      await page.getByRole("link", { name: "Gebruiker toevoegen" }).click();
      await expect(page).toHaveTitle(/^Gebruiker toevoegen - /);
      await page.getByLabel("Voornaam").fill("Ina");
      await page.getByLabel("Achternaam").fill("Uitgenodigd");
      await page.getByLabel("E-mailadres").fill(email);
      await page.getByLabel("Rol", { exact: true }).selectOption("volunteer");
      await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
      await expect(page.getByText("De gebruiker is uitgenodigd.")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Ina Uitgenodigd" })).toBeVisible();

      await page.getByRole("link", { name: "Rollen beheren" }).click();
      await page.getByLabel("Rol", { exact: true }).selectOption("content_manager");
      await page.getByRole("button", { name: "Rol toevoegen" }).click();
      await expect(page.getByText("De rol is toegevoegd.")).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "Contentbeheerder" })).toBeVisible();

      // An invited user cannot be signed in as: the invitation is accepted first, in the invitee's own browser.
      const invitee = await browser.newContext({ javaScriptEnabled, locale: "nl-NL" });
      const inviteePage = await invitee.newPage();
      await followMailLink(inviteePage, email, "Uitnodiging", /invitation=true/);
      await expect(inviteePage.getByRole("heading", { level: 1, name: "Uitnodiging accepteren" })).toBeVisible();
      await inviteePage.getByLabel("Nieuw wachtwoord").fill(PASSWORD);
      await inviteePage.getByLabel("Herhaal wachtwoord").fill(PASSWORD);
      await inviteePage.getByRole("button", { name: "Account activeren" }).click();
      await expect(inviteePage).toHaveURL(/\/profiel$/);
      await invitee.close();

      // The list finds the new user by e-mail address.
      await page.goto(`/users?q=${encodeURIComponent(email)}`);
      await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
      await page.getByRole("link", { name: "Ina Uitgenodigd" }).click();
      await page.getByRole("button", { name: "Inloggen als deze gebruiker" }).click();
      await expect(page).toHaveURL(/\/profiel$/);
      await expect(page.getByRole("main").getByText(email)).toBeVisible();
      await expect(page.getByText("Contentbeheerder")).toBeVisible();
    },
  );

  test("a signed-in page sends a signed-out visitor to sign in and back", NOJS, async ({ page }) => {
    await page.goto("/profile-edit/periodieke-mail?x=1");
    await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=%2Fprofile-edit%2Fperiodieke-mail%3Fx%3D1$/);
    await signIn(page, "volunteer@oldebroek.example.org");
    await expect(page).toHaveURL(/\/profile-edit\/periodieke-mail\?x=1$/);
    await expect(page.getByRole("group", { name: "Dagen voor de periodieke mail" })).toBeVisible();
  });

  // One hostile target through the form in each project; hardening.spec.ts posts the others (https://evil.example/
  // among them) to the same action over HTTP, and the unit test of safeRedirectPath has the full corpus.
  test("an open redirect in redirectTo is refused", NOJS, async ({ page }) => {
    await page.goto(`/auth/login-1?redirectTo=${encodeURIComponent("//evil.example")}`);
    await signIn(page, "student@oldebroek.example.org");
    await expect(page).toHaveURL(/^http:\/\/oldebroek\.localhost:\d+\/dashboard$/);
  });

  test("a cross-site form post is refused", async ({ request }) => {
    // Node does not resolve *.localhost: talk to the loopback address and name the site in Host.
    const response = await request.post(`http://127.0.0.1:${PORT}/auth/login-1`, {
      headers: { Host: `oldebroek.localhost:${PORT}`, Origin: "https://evil.example" },
      form: { email: "admin@oldebroek.example.org", password: PASSWORD },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test("a session the API no longer accepts is signed out", async ({ page, browser, javaScriptEnabled, signedInAs }) => {
    test.slow(); // two browsers, each page checked with axe
    await signedInAs("organization_superuser");
    await page.goto("/profiel");
    // The same session signs out in another browser: the API ends that client, this tab's trio becomes invalid.
    const other = await browser.newContext({ javaScriptEnabled, locale: "nl-NL" });
    await other.addCookies(await page.context().cookies());
    const otherPage = await other.newPage();
    await otherPage.goto(tenantUrl("oldebroek", "/uitloggen"));
    await other.close();
    // SPEC §2: the current user failing with 401 → /uitloggen, which clears the session and offers sign-in.
    await page.goto("/profile-edit");
    await expect(page).toHaveURL(/\/auth\/login-1(\?redirectTo=.*)?$/);
    await page.goto("/profiel");
    await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=%2Fprofiel$/);
  });

  test("an edit form with unsaved changes asks before leaving (JS)", async ({ page, signedInAs }) => {
    await signedInAs("content_manager");
    await page.goto("/profile-edit");
    await page.getByLabel("Functie").fill("Iets nieuws");
    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Instellingen" }).click();
    await expect.poll(() => messages).toEqual(["Je hebt niet-opgeslagen wijzigingen. Weet je zeker dat je wilt vertrekken?"]);
    await expect(page).toHaveURL(/\/profile-edit$/);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: "Instellingen" }).click();
    await expect(page).toHaveURL(/\/profile-edit\/settings$/);
  });

  test("English pages and the data download", NOJS, async ({ page }) => {
    await page.goto("/en/auth/login-1");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await page.getByLabel("E-mail address").fill("mentor@oldebroek.example.org");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    // Every role lands on the dashboard (ADR 0069), under the visitor's locale.
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await page.goto("/en/profiel");
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    expect((await download).suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  });
});
