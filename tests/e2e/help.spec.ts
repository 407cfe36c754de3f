/**
 * One-on-one / neighbour help (ADR 0024) end to end on oldebroek (Burenhulp): a resident asks for help through the
 * form (street and city typed: PDOK is down on the e2e server), the centre publishes it from the applications
 * screens, the published request shows on /een-op-een-hulp and its vacancy page without the address or contact,
 * a volunteer offers help through the apply form, the centre accepts the match and both get the mail with the
 * other's details (the dev mailbox API). Both projects: every step is a form post. Elsewhere the page is a 404.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, freshAccount, freshEmail, NOJS, NOT_FOUND_CONSOLE, PORT, routerIdle, tenantUrl, test } from "./fixtures";

const SITE = "oldebroek";

async function mailsTo(request: APIRequestContext, to: string) {
  const response = await request.get(`http://127.0.0.1:${PORT}/api/v1/dev/mails?filter[to]=${encodeURIComponent(to)}`, {
    headers: { "X-Tenant": SITE },
  });
  const body = (await response.json()) as { data: Array<{ attributes: { kind: string; text: string } }> };
  return body.data.map((m) => m.attributes);
}

/** None of the resident's private details is anywhere in the page's HTML. */
async function expectPrivate(page: Page, secrets: string[]) {
  const html = (await page.content()).toLowerCase();
  for (const secret of secrets) expect(html, secret).not.toContain(secret.toLowerCase());
}

test.describe("neighbour help", NOJS, () => {
  // A matched request's page answers 410 Gone ("already matched"), which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 410/] });
  test("a resident asks, the centre publishes, a volunteer offers, the centre matches: both get the details", async ({
    page,
    request,
    signedInAs,
  }) => {
    test.setTimeout(180_000); // four roles, a dozen page states each checked with axe
    const stamp = Date.now().toString(36);
    const title = `Hulp bij de tuin ${stamp}`;
    const resident = {
      email: freshEmail("resident"),
      phone: `06-4${stamp.slice(-3).replace(/\D/g, "7").padEnd(3, "7")}1928`,
      street: `Vlinderhofweg${stamp}`,
      postcode: "8091 VW",
    };

    // The resident asks for help.
    await page.goto(tenantUrl(SITE, "/een-op-een-hulp"));
    await expect(page.getByRole("heading", { level: 1, name: "Burenhulp" })).toBeVisible();
    await expect(page).toHaveTitle(/^Burenhulp - /);
    const form = page.getByTestId("help-request-form");
    await form.getByRole("button", { name: "Hulpvraag versturen" }).click();
    await expect(page.locator("#help-request-form-title-error")).toHaveText("Dit veld is verplicht");
    await form.getByLabel("Waarmee zoek je hulp?").fill(title);
    await form
      .getByLabel("Vertel er iets meer over")
      .fill("Het gras moet gemaaid worden en ik kan het zelf niet meer. De buren weten ervan: 038-1234567.");
    await form.getByLabel("Wanneer?").fill("zaterdagochtend");
    await form.getByLabel("Naam", { exact: true }).fill("Riet Rozeboom");
    await form.getByLabel("E-mailadres").fill(resident.email);
    await form.getByLabel(/^Telefoonnummer/).fill(resident.phone);
    await form.getByLabel(/^Postcode/).fill(resident.postcode);
    await form.getByLabel(/^Huisnummer$/).fill("12");
    await form.getByLabel("Straat").fill(resident.street);
    await form.getByLabel("Plaats").fill("Wezep");
    await form.getByLabel(/^Buurt of wijk/).fill("De Bongerd");
    await form.getByRole("button", { name: "Hulpvraag versturen" }).click();
    await expect(page.getByTestId("help-sent")).toContainText("Je hulpvraag is verstuurd");
    await expect.poll(async () => (await mailsTo(request, resident.email)).map((m) => m.kind)).toContain("help_request_received");

    // The centre publishes it from the applications screens.
    await signedInAs("center_superuser");
    await page.goto(tenantUrl(SITE, "/applications"));
    await page.getByTestId("help-requests-link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Hulpvragen" })).toBeVisible();
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`${resident.street} 12, 8091 VW Wezep`)).toBeVisible();
    // What looks like a phone number is marked, and publishing it needs "publish anyway".
    await expect(page.getByTestId("help-contact-details").locator("mark")).toHaveText(/038-1234567/);
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("Deze tekst lijkt contactgegevens te bevatten", { exact: false })).toBeVisible();
    await page.getByLabel(/^Toch publiceren/).check();
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("De hulpvraag staat op de website.")).toBeVisible();
    const requestUrl = page.url();
    // The published vacancy is linked by its title.
    const vacancyLink = page.getByTestId("help-vacancy-link");
    await expect(vacancyLink).toHaveText(title);
    const vacancyHref = (await vacancyLink.getAttribute("href")) ?? "";
    const vacancyPath = new URL(vacancyHref, page.url()).pathname;
    await routerIdle(page);

    // Published: what, when and the place for everyone — the address and contact nowhere.
    await page.context().clearCookies();
    await page.goto(tenantUrl(SITE, "/een-op-een-hulp"));
    const card = page.getByTestId("help-open-request").filter({ hasText: title });
    await expect(card).toContainText("zaterdagochtend");
    await expect(card).toContainText("Wezep, De Bongerd");
    const secrets = [resident.street, resident.postcode, resident.email, resident.phone, "Rozeboom"];
    await expectPrivate(page, secrets);
    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectPrivate(page, secrets);

    // A volunteer offers help through the apply form.
    const volunteer = await freshAccount(request, "helper");
    await signedInAs(volunteer);
    await page.goto(tenantUrl(SITE, vacancyPath));
    const apply = page.getByTestId("apply-form");
    await apply.getByLabel(/^Telefoonnummer/).fill("06 11122233");
    await apply.getByRole("button", { name: "Ik wil helpen" }).click();
    await expect(page.getByTestId("apply-outcome")).toHaveAttribute("data-outcome", "pending");
    await expectPrivate(page, secrets);
    await routerIdle(page);

    // The centre accepts the offer: the match.
    await page.context().clearCookies();
    await signedInAs("center_superuser");
    await page.goto(requestUrl);
    await page.getByTestId("help-offers-link").click();
    await page.getByRole("link", { name: "Eva Endtoend" }).first().click();
    // The helper's phone number is dialled with a tap (PhoneLink).
    await expect(page.getByRole("link", { name: "06 11122233" })).toHaveAttribute("href", "tel:0611122233");
    await page.getByRole("button", { name: "Accepteren" }).click();
    await expect(page.getByText("De reactie is geaccepteerd.", { exact: false })).toBeVisible();
    await routerIdle(page);

    await expect
      .poll(async () => (await mailsTo(request, volunteer)).find((m) => m.kind === "help_match_volunteer")?.text ?? "")
      .toContain(`${resident.street} 12, 8091 VW Wezep`);
    const toVolunteer = (await mailsTo(request, volunteer)).find((m) => m.kind === "help_match_volunteer");
    expect(toVolunteer?.text).toContain(resident.email);
    expect(toVolunteer?.text).toContain(resident.phone);
    const toResident = (await mailsTo(request, resident.email)).find((m) => m.kind === "help_match_resident");
    expect(toResident?.text).toContain(volunteer);
    expect(toResident?.text).toContain("06 11122233");

    // Matched: the request is no longer open.
    await page.goto(requestUrl);
    await expect(page.getByText("(gekoppeld)")).toBeVisible();
    // Let the hydrated page finish its own requests before leaving it: a request cut off by the next navigation was
    // seen once as an uncaught "signal is aborted without reason" (a pageerror, not the app's).
    await page.waitForLoadState("networkidle");

    // The helper's link to the request: "already matched" (410), the title and place, never the address.
    await page.context().clearCookies();
    await signedInAs(volunteer);
    const gone = await page.goto(tenantUrl(SITE, vacancyPath));
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Deze hulpvraag is al gekoppeld" })).toBeVisible();
    await expect(page.getByTestId("help-request-matched")).toContainText(`${title}” in Wezep`);
    await expectPrivate(page, secrets);
  });
});

test.describe("the request form's address", NOJS, () => {
  test("postcode and number fill street and city from the lookup (the seed's cache), with and without JavaScript", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(tenantUrl(SITE, "/een-op-een-hulp"));
    const form = page.getByTestId("help-request-form");
    await form.getByLabel("Waarmee zoek je hulp?").fill(`Lamp ophangen ${Date.now().toString(36)}`);
    await form.getByLabel("Vertel er iets meer over").fill("Ik kan niet meer op een trap staan.");
    await form.getByLabel("Wanneer?").fill("maandagmiddag");
    await form.getByLabel("Naam", { exact: true }).fill("Bert Buurman");
    await form.getByLabel("E-mailadres").fill(freshEmail("lamp"));
    // The centre's own address: in the seed's geocode cache, so no PDOK is needed.
    await form.getByLabel(/^Postcode/).fill("8096 CP");
    await form.getByLabel(/^Huisnummer$/).fill("1");
    await form.getByLabel(/^Buurt of wijk/).focus(); // with JavaScript the lookup runs when the address loses focus
    if (javaScriptEnabled) await expect(form.getByLabel("Straat")).toHaveValue("Raadhuislaan");
    await form.getByRole("button", { name: "Hulpvraag versturen" }).click();
    if (!javaScriptEnabled) {
      // Without JavaScript the server looked it up and shows the form back to check.
      await expect(page.getByTestId("help-request-form").getByLabel("Straat")).toHaveValue("Raadhuislaan");
      await expect(page.getByTestId("help-request-form").getByLabel("Plaats")).toHaveValue("Oldebroek");
      await page.getByTestId("help-request-form").getByRole("button", { name: "Hulpvraag versturen" }).click();
    }
    await expect(page.getByTestId("help-sent")).toBeVisible();
  });
});

test.describe("where the tenant has no peer-to-peer help", () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE] });
  test("the page is a 404 and no menu links it", async ({ page }) => {
    const response = await page.goto(tenantUrl("roermond", "/een-op-een-hulp"));
    expect(response?.status()).toBe(404);
    await page.goto(tenantUrl("roermond", "/"));
    await expect(page.locator('a[href$="/een-op-een-hulp"]')).toHaveCount(0);
    await page.goto(tenantUrl("public", "/"));
    await expect(page.getByRole("navigation").first().getByRole("link", { name: "Een-op-een-hulp" })).toBeVisible();
  });
});
