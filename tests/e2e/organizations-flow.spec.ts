/**
 * The organisation journey end to end (ADR 0019), one flow in both projects: a signed-out
 * visitor signs up a new organisation with a new account (Dutch with JavaScript, English without, so both
 * languages are walked), confirms the address from the mail, a centre superuser approves it with the NOV checklist,
 * the new user signs in with the sign-in form and, now its organisation superuser, edits it through the account
 * menu's settings link; then a signed-out visitor finds it on the social map and opens its public page.
 * PDOK is never reached: the address is the centre's own, in the seed's geocode cache.
 */
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, followMailLink, freshEmail, NOJS, offlineTiles, tenantUrl, test } from "./fixtures";

const SITE = "oldebroek";
/** The centre's own address: in the seed's geocode cache (organizations-forms.spec.ts). */
const CACHED = { postalCode: "8096cp", houseNumber: "1", street: "Raadhuislaan", city: "Oldebroek" };

/** The labels the flow meets, per language. */
const TEXT = {
  nl: {
    prefix: "",
    signupTitle: "Organisatie aanmelden",
    name: "Naam van de organisatie",
    postalCode: "Postcode",
    houseNumber: "Huisnummer",
    addition: "Toevoeging",
    street: "Straat",
    city: "Plaats",
    found: "Adres gevonden",
    nonProfitType: "Soort non-profit",
    activities: "Activiteiten",
    firstName: "Voornaam",
    lastName: "Achternaam",
    accountEmail: "Je e-mailadres",
    newPassword: "Nieuw wachtwoord",
    repeatPassword: "Herhaal wachtwoord",
    terms: "Ik ga akkoord",
    submit: "Organisatie aanmelden",
    thanks: "Bedankt voor je aanmelding",
    email: "E-mailadres",
    password: "Wachtwoord",
    signIn: "Inloggen",
    menu: /^Accountmenu van /,
    settingsLink: "Instellingen organisatie",
    organizationSettings: "Organisatie",
    description: "Beschrijving",
    onMap: "Toon deze organisatie op de sociale kaart",
    save: "Opslaan",
    saved: "De wijzigingen zijn opgeslagen.",
    mapSearch: "Sociale kaart filteren",
    apply: "Toepassen",
    organizationLink: "Organisatie",
  },
  en: {
    prefix: "/en",
    signupTitle: "Register your organisation",
    name: "Name of the organisation",
    postalCode: "Postcode",
    houseNumber: "House number",
    addition: "Addition",
    street: "Street",
    city: "Town or city",
    found: "Address found",
    nonProfitType: "Non-profit type",
    activities: "Activities",
    firstName: "First name",
    lastName: "Last name",
    accountEmail: "Your e-mail address",
    newPassword: "New password",
    repeatPassword: "Repeat password",
    terms: "I accept",
    submit: "Register organisation",
    thanks: "Thank you for registering",
    email: "E-mail address",
    password: "Password",
    signIn: "Sign in",
    menu: /^Account menu of /,
    settingsLink: "Organisation settings",
    organizationSettings: "Organisation",
    description: "Description",
    onMap: "Show this organisation on the social map",
    save: "Save",
    saved: "The changes have been saved.",
    mapSearch: "Filter the social map",
    apply: "Apply",
    organizationLink: "Organisation",
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

async function signUpOrganization(page: Page, text: Text, name: string, email: string, javaScriptEnabled: boolean) {
  await page.goto(tenantUrl(SITE, `${text.prefix}/organizations/signup`));
  await expect(page.getByRole("heading", { level: 1, name: text.signupTitle })).toBeVisible();
  await page.getByLabel(text.name).fill(name);
  await page.getByLabel(text.postalCode).fill(CACHED.postalCode);
  await page.getByLabel(text.houseNumber).fill(CACHED.houseNumber);
  await page.getByLabel(text.addition).focus();
  if (javaScriptEnabled) {
    await expect(page.getByLabel(text.street)).toHaveValue(CACHED.street);
    await expect(page.getByTestId("address-lookup")).toContainText(text.found);
  }
  await page.getByLabel(text.nonProfitType).selectOption("welzijn");
  await page.getByRole("group", { name: text.activities }).getByRole("checkbox").first().check();
  await page.getByLabel(text.firstName).fill("Nora");
  await page.getByLabel(text.lastName).fill("Nieuwkomer");
  await page.getByLabel(text.accountEmail).fill(email);
  const password = async () => {
    await page.getByLabel(text.newPassword).fill(DEMO_PASSWORD);
    await page.getByLabel(text.repeatPassword).fill(DEMO_PASSWORD);
  };
  await password();
  await page.getByLabel(text.terms).check();
  await page.getByRole("button", { name: text.submit }).click();
  // Without JavaScript the action looks the address up and, found, saves it at once (the passwords stay as typed).
  await expect(page).toHaveURL(/\/organizations\/signup\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: text.thanks })).toBeVisible();
}

test(
  "an organisation signs up, is approved, edits its profile and is on the social map",
  NOJS,
  async ({ page, browser, javaScriptEnabled, signedInAs }) => {
    test.slow(); // one journey over a dozen pages, each checked with axe, and a second browser for the approver
    const text = javaScriptEnabled ? TEXT.nl : TEXT.en;
    const name = `Buurthuis ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const email = freshEmail("org-flow");

    // 1. A signed-out visitor signs the organisation up with a new account, and confirms the address.
    await signUpOrganization(page, text, name, email, javaScriptEnabled);
    await followMailLink(page, email, "Bevestiging", /confirmation_token=/);
    await expect(page).toHaveURL(/\/auth\/login-1$/);

    // 2. A centre superuser approves it with the NOV checklist (in their own browser context).
    const staffContext = await browser.newContext({ javaScriptEnabled });
    await offlineTiles(staffContext);
    const staff = await staffContext.newPage();
    try {
      await signedInAs("center_superuser", { tenant: SITE, context: staffContext });
      await staff.goto(tenantUrl(SITE, "/organizations/approve"));
      const row = staff.getByRole("form", { name });
      await row.getByLabel("Een maatschappelijk doel").check();
      await row.getByLabel("Geen winstoogmerk").check();
      await row.getByLabel("Geen verdringing van betaald werk").check();
      await row.getByLabel("Aansprakelijkheidsverzekering voor vrijwilligers").check();
      await row.getByRole("button", { name: "Goedkeuren" }).click();
      await expect(staff.getByText(`${name} is goedgekeurd.`)).toBeVisible();
    } finally {
      await staffContext.close();
    }

    // 3. The new user signs in with the form and, as organisation superuser, edits the organisation from the menu.
    await page.goto(tenantUrl(SITE, `${text.prefix}/auth/login-1`));
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: text.signIn }).click();
    // Signing in lands on the dashboard (ADR 0069), whatever the role.
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByLabel(text.menu).first().click();
    await page.getByRole("link", { name: text.settingsLink }).click();
    await expect(page).toHaveURL(/\/instellingen$/);
    await page.getByRole("link", { name: text.organizationSettings, exact: true }).click();
    await expect(page).toHaveURL(/\/instellingen\/organisatie$/);
    await expect(page.getByLabel(text.name)).toHaveValue(name);
    const description = `Wij zijn ${name}: koffie, klussen en gezelligheid in de wijk.`;
    await page.getByLabel(text.description).fill(description);
    // On the social map from the sign-up on (the box is ticked for a new organisation).
    await expect(page.getByLabel(text.onMap)).toBeChecked();
    await page.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByLabel(text.description)).toHaveValue(description);
    // A visitor without a session from here (signing out is tested in accounts.spec.ts).
    await page.context().clearCookies();

    // 4. A signed-out visitor finds it on the social map and opens its public page.
    await page.goto(tenantUrl(SITE, `${text.prefix}/sociale-kaart`));
    const filters = page.getByRole("search", { name: text.mapSearch });
    await filters.getByRole("searchbox").or(filters.getByRole("textbox")).first().fill(name);
    await filters.getByRole("button", { name: text.apply }).click();
    const list = page.getByTestId("social-map-list");
    await expect(list.getByRole("link")).toHaveText([name]);
    await list.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.getByRole("link", { name: new RegExp(`^${text.organizationLink}: ${name}`) }).click();
    await expect(page).toHaveURL(/\/organizations\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByText(CACHED.city).first()).toBeVisible();
  },
);
