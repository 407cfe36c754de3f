/**
 * The organisation forms (ADR 0019), in both projects (JS on and off): the public sign-up with the Dutch address
 * entry (no JS: the action looks the address up and shows the form back; JS: street and city fill in on blur),
 * errors next to their fields, staff add, archive and restore, an organisation superuser editing their own
 * organisation, and moving where the tenant's switch is on. PDOK is never reached (playwright.config.ts): addresses
 * come from the seed's geocode cache, any other lookup is `unavailable` and street and city are typed.
 */
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, freshEmail, NOJS, PORT, tenantUrl, test } from "./fixtures";

const SITE = "oldebroek";
/** The centre's own address: in the seed's geocode cache. */
const CACHED = { postalCode: "8096cp", houseNumber: "1", street: "Raadhuislaan", city: "Oldebroek" };

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function fillAddress(page: Page, address: { postalCode: string; houseNumber: string }) {
  await page.getByLabel("Postcode").fill(address.postalCode);
  await page.getByLabel("Huisnummer").fill(address.houseNumber);
  // Leaving the number asks for the address (JS on).
  await page.getByLabel("Toevoeging").focus();
}

/** An organisation's id by name, as anyone may read approved ones (Node does not resolve *.localhost). */
async function organizationId(page: Page, name: string, site = SITE): Promise<string> {
  const response = await page.request.get(`http://127.0.0.1:${PORT}/api/v1/organizations`, {
    headers: { "X-Tenant": site },
    params: { "filter[q]": name },
  });
  const body = (await response.json()) as { data: { id: string; attributes: { name: string } }[] };
  const found = body.data.find((o) => o.attributes.name === name);
  if (!found) throw new Error(`no organisation ${name} on ${site}`);
  return found.id;
}

test.describe("organisation forms", NOJS, () => {
  test("an organisation signs up: the address is looked up (on blur, or confirmed without JS)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const name = unique("Buurtvereniging");
    await page.goto(tenantUrl(SITE, "/organizations/signup"));
    await expect(page.getByRole("heading", { level: 1, name: "Organisatie aanmelden" })).toBeVisible();
    await page.getByLabel("Naam van de organisatie").fill(name);
    await page.getByLabel("Website").fill("www.buurtvereniging.nl");
    await fillAddress(page, CACHED);
    const status = page.getByTestId("address-lookup");
    if (javaScriptEnabled) {
      await expect(page.getByLabel("Straat")).toHaveValue(CACHED.street);
      await expect(page.getByLabel("Plaats")).toHaveValue(CACHED.city);
      await expect(status).toContainText("Adres gevonden");
    }
    await page.getByLabel("Soort non-profit").selectOption("welzijn");
    await page.getByRole("group", { name: "Activiteiten" }).getByRole("checkbox").first().check();
    await page.getByLabel("Voornaam").fill("Ans");
    await page.getByLabel("Achternaam").fill("Jansen");
    await page.getByLabel("Je e-mailadres").fill(freshEmail("org-signup"));
    await page.getByLabel("Nieuw wachtwoord").fill(DEMO_PASSWORD);
    await page.getByLabel("Herhaal wachtwoord").fill(DEMO_PASSWORD);
    await page.getByLabel("Ik ga akkoord").check();
    await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
    // Without JavaScript the action looks the address up and, found, saves at once: no second round that would
    // empty the typed passwords.
    await expect(page).toHaveURL(/\/organizations\/signup\/success$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je aanmelding" })).toBeVisible();
  });

  test("bad input is shown next to its field; an unknown address is typed by hand", async ({ page, javaScriptEnabled }) => {
    await page.goto(tenantUrl(SITE, "/en/organizations/signup"));
    await page.getByLabel("Name of the organisation").fill(unique("Club"));
    await page.getByLabel("E-mail address", { exact: true }).fill("not-an-address");
    await page.getByLabel("Website").fill("not a site");
    await page.getByLabel("Postcode").fill("0123 AB");
    await page.getByLabel("House number").fill("1");
    await page.getByRole("button", { name: "Register organisation" }).click();
    await expect(page.getByText("The form contains errors")).toBeVisible();
    await expect(page.getByLabel("Postcode")).toHaveAccessibleDescription(/Dutch postcode/);
    await expect(page.getByLabel("E-mail address", { exact: true })).toHaveAccessibleDescription(/e-mail/i);
    await expect(page.getByLabel("Website")).toHaveAccessibleDescription(/URL/);

    // A valid postcode PDOK cannot answer (the e2e server has no PDOK): street and city by hand.
    await page.getByLabel("Postcode").fill("1011 AB");
    await page.getByLabel("House number").fill("7");
    await page.getByLabel("Addition").focus();
    await page.getByRole("button", { name: "Register organisation" }).click();
    await expect(page.getByTestId("address-lookup")).toContainText("Type the street and town yourself");
    await expect(page.getByLabel("Street")).toBeEditable();
    if (!javaScriptEnabled) {
      // Said at the top too (without JavaScript the page starts there), with a way to the address.
      const notice = page.getByTestId("address-step-notice");
      await expect(notice).toContainText("Type the street and town yourself");
      await notice.getByRole("link", { name: "Go to the address" }).click();
      await expect(page).toHaveURL(/#/);
    }
  });
});

test.describe("organisation management", NOJS, () => {
  // Another organisation's editor is a 403 document, which logs a console error.
  test.use({ allowedConsoleErrors: [/status of 403/] });
  test("staff add an organisation, then archive and restore it", async ({ page, signedInAs }) => {
    await signedInAs("center_superuser", { tenant: SITE });
    const name = unique("Wijkteam");
    await page.goto(tenantUrl(SITE, "/organizations/add"));
    await page.getByLabel("Naam van de organisatie").fill(name);
    await page.getByLabel("Soort organisatie").selectOption("NonProfit");
    await page.getByLabel("Postcode").fill("1011 AB");
    await page.getByLabel("Huisnummer").fill("7");
    await page.getByLabel("Straat").fill("Dorpsstraat");
    await page.getByLabel("Plaats").fill("Oldebroek");
    await page.getByRole("button", { name: "Organisatie toevoegen" }).click();
    await expect(page).toHaveURL(/\/organizations\/\d+\/edit$/);
    await expect(page.getByText("De organisatie is toegevoegd.")).toBeVisible();
    await expect(page.getByLabel("Straat")).toHaveValue("Dorpsstraat");

    const archive = page.locator("form").filter({ has: page.getByRole("button", { name: "Organisatie archiveren" }) });
    await archive.getByLabel("Ik weet het zeker").check();
    await archive.getByRole("button", { name: "Organisatie archiveren" }).click();
    await expect(page.getByText("De organisatie is gearchiveerd.")).toBeVisible();
    const restore = page.locator("form").filter({ has: page.getByRole("button", { name: "Organisatie terugzetten" }) });
    await restore.getByLabel("Ik weet het zeker").check();
    await restore.getByRole("button", { name: "Organisatie terugzetten" }).click();
    await expect(page.getByText("De organisatie is weer actief.")).toBeVisible();
  });

  test("an organisation superuser edits their own organisation, not another", async ({ page, signedInAs }) => {
    await signedInAs("organization_superuser", { tenant: SITE });
    await page.goto(tenantUrl(SITE, "/instellingen/organisatie"));
    const description = `Bijgewerkt ${Date.now()}`;
    await page.getByLabel("Beschrijving").fill(description);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De wijzigingen zijn opgeslagen.")).toBeVisible();
    await expect(page.getByLabel("Beschrijving")).toHaveValue(description);

    await page.goto(tenantUrl(SITE, "/instellingen/contact-person"));
    await page.getByLabel("E-mailadres").fill("geen-adres");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByLabel("E-mailadres")).toHaveAccessibleDescription(/e-mailadres/i);

    const other = await organizationId(page, "Zorgboerderij De Mheen");
    const response = await page.goto(tenantUrl(SITE, `/organizations/${other}/edit`));
    expect(response?.status()).toBe(403);
  });

  test("moving: to another centre of the tenant (the switch is on on every seeded site)", async ({ page, signedInAs }) => {
    await signedInAs("admin", { tenant: "public" });
    const { id } = await firstOrganization(page, "public");
    await page.goto(tenantUrl("public", `/organizations/${id}/move`));
    const select = page.getByLabel("Nieuw vrijwilligerscentrum");
    const options = await select.locator("option").evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    await select.selectOption(options.find((v) => v !== "") ?? "");
    await page.getByRole("button", { name: "Organisatie verplaatsen" }).click();
    // On to the organisation's page.
    await expect(page).toHaveURL(new RegExp(`/organizations/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const moved = await page.request.get(`http://127.0.0.1:${PORT}/api/v1/organizations/${id}`, {
      headers: { "X-Tenant": "public" },
    });
    expect(
      String(
        ((await moved.json()) as { data: { attributes: { volunteer_center_id: number } } }).data.attributes.volunteer_center_id,
      ),
    ).toBe(options.find((v) => v !== ""));
  });
});

async function firstOrganization(page: Page, site: string) {
  const response = await page.request.get(`http://127.0.0.1:${PORT}/api/v1/organizations`, {
    headers: { "X-Tenant": site },
    params: { "filter[type]": "NonProfit", "page[size]": "1" },
  });
  const body = (await response.json()) as { data: { id: string; attributes: { name: string } }[] };
  return { id: body.data[0].id, name: body.data[0].attributes.name };
}
