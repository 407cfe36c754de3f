/**
 * Forms filled in (ADR 0061), both projects: a content manager puts the centre's form on a new page through the
 * BuilderForm block and publishes it; a signed-out visitor fills it in step by step on that page — the answers kept
 * between steps, a question that depends on a tick appearing (at once with JavaScript, on the next step's post
 * without) — and is thanked; the manager reads the submission as it was answered and exports all of them as CSV for
 * Excel. Then a personal link of the same form opens once and says "used" after. On oldebroek (js) and roermond
 * (nojs): the page, its submissions and the invitation are this spec's own.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, NOJS, PORT, tenantUrl, test } from "./fixtures";

const CENTRE = { oldebroek: 1, roermond: 2 } as const;

/** The seed's demo form (db/seed/forms.ts) in Dutch, step 1 then step 2. */
async function fillDemoForm(page: Page, javaScriptEnabled: boolean, name: string) {
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByText("Dit veld is verplicht").first()).toBeVisible();
  await page.getByLabel("Naam").fill(name);
  await page.getByLabel("E-mailadres").fill("anna@example.org");
  await page.getByLabel("Telefoonnummer").fill("06-1234");
  await page.getByRole("radio", { name: "Middag" }).check();
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByText(/Vul een telefoonnummer in/)).toBeVisible();
  await page.getByLabel("Telefoonnummer").fill("06-12345678");
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByText("Stap 2 van 2")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meerijden" })).toBeVisible();

  await page.getByLabel("Heb je vervoer nodig?").check();
  if (javaScriptEnabled) {
    await expect(page.getByLabel(/Vanaf welk adres/)).toBeVisible();
  } else {
    await expect(page.getByLabel(/Vanaf welk adres/)).toBeHidden();
    await page.getByLabel(/privacyverklaring/).check();
    await page.getByRole("button", { name: "Versturen" }).click();
    // The tick revealed a question: shown now, nothing sent yet.
    await expect(page.getByLabel(/Vanaf welk adres/)).toBeVisible();
  }
  // Back keeps the answers.
  await page.getByRole("button", { name: "Vorige" }).click();
  await expect(page.getByLabel("Naam")).toHaveValue(name);
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByLabel(/Vanaf welk adres/).fill("Dorpsstraat 1");
  await page.getByLabel("Vanaf welke datum kun je?").fill("2026-12-12");
  const privacy = page.getByLabel(/privacyverklaring/);
  if (!(await privacy.isChecked())) await privacy.check();
  await page.getByRole("button", { name: "Versturen" }).click();
}

test.describe("forms filled in", NOJS, () => {
  test("a content manager puts a form on a page; a visitor fills it in step by step; the manager reads and exports the answers", async ({
    page,
    browser,
    javaScriptEnabled,
    signedInAs,
  }, info) => {
    test.slow(); // a page built, a form filled in, the answers read: many posts, each state checked with axe
    const site = javaScriptEnabled ? "oldebroek" : "roermond";
    const suffix = `${info.project.name}-${Date.now().toString(36)}`;
    const slug = `open-dag-${suffix}`;
    const name = `Anna ${suffix}`;
    await signedInAs("content_manager", { tenant: site });

    // A page with the form in a BuilderForm block, published.
    await page.goto(tenantUrl(site, "/content/pages/new"));
    await page.getByLabel("Titel (Nederlands)", { exact: true }).fill(`Open dag ${suffix}`);
    await page.getByLabel("Adres (slug)").fill(slug);
    await page.getByRole("button", { name: "Pagina opslaan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Open dag ${suffix}` })).toBeVisible();
    const settings = page.url();
    await page.getByRole("link", { name: "Blokken bewerken" }).click();
    await page.getByLabel("Soort blok").selectOption({ label: "Formulier" });
    await page.getByRole("button", { name: "Blok toevoegen" }).click();
    await page.getByLabel("Formuliercode").fill(`demo-${CENTRE[site]}-open-dag`);
    await page.getByRole("button", { name: "Blok toevoegen" }).click();
    await expect(page.getByText("Het blok is toegevoegd.").first()).toBeVisible();
    await page.goto(settings);
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("Gepubliceerd", { exact: true })).toBeVisible();

    // A visitor fills it in on the page.
    const visitor = await browser.newContext({ javaScriptEnabled, locale: "nl-NL" });
    const reader = await visitor.newPage();
    await reader.goto(tenantUrl(site, `/${slug}`));
    const block = reader.getByRole("region", { name: "Aanmelden voor de open dag" });
    await expect(block.getByText("Stap 1 van 2")).toBeVisible();
    await fillDemoForm(reader, javaScriptEnabled, name);
    await expect(reader.getByText("Bedankt! Je antwoorden zijn verstuurd.")).toBeVisible();
    expect(new URL(reader.url()).pathname).toBe(`/${slug}`);
    await visitor.close();

    // The manager reads it as it was answered, and exports all answers.
    await page.goto(tenantUrl(site, "/form_builder"));
    const href = await page.getByRole("link", { name: "Aanmelden voor de open dag" }).first().getAttribute("href");
    const formId = /\/form_builder\/(\d+)/.exec(href ?? "")?.[1];
    expect(formId).toBeTruthy();
    await page.goto(tenantUrl(site, `/form_builder/${formId}/submissions`));
    await expect(page.getByRole("table")).toContainText(name);
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Inzending \d+$/ })).toBeVisible();
    await expect(page.getByText("Dorpsstraat 1")).toBeVisible();
    await expect(page.getByText("12 december 2026")).toBeVisible();
    await expect(page.getByText("Middag")).toBeVisible();

    await page.goto(tenantUrl(site, `/form_builder/${formId}/submissions`));
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV voor Excel (puntkomma)" }).click();
    const file = await (await download).path();
    const csv = readFileSync(file, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain("Naam;E-mailadres");
    expect(csv).toContain(`${name};anna@example.org;06-12345678;Middag`);
  });

  test("a form by invitation: the owner sends a personal link, the guest fills the form through the mailed link once", async ({
    page,
    browser,
    request,
    javaScriptEnabled,
    signedInAs,
  }, info) => {
    test.slow();
    const site = javaScriptEnabled ? "oldebroek" : "roermond";
    const suffix = `${info.project.name}-${Date.now().toString(36)}`;
    const title = `Intake ${suffix}`;
    const guest = `gast-${suffix}@example.org`;
    await signedInAs("content_manager", { tenant: site });

    await page.goto(tenantUrl(site, "/form_builder/new"));
    await page.getByLabel("Titel", { exact: true }).fill(title);
    await page.getByLabel(/^Op uitnodiging/).check();
    await page.getByRole("button", { name: "Formulier aanmaken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByRole("link", { name: "0 vragen bewerken" }).click();
    await page.getByLabel("Soort vraag").selectOption({ label: "Tekst" });
    await page.getByRole("button", { name: "Toevoegen", exact: true }).click();
    await page.getByLabel("Vraag", { exact: true }).fill("Wat wil je leren?");
    await page.getByLabel("Verplicht", { exact: true }).check();
    await page.getByRole("button", { name: "Vraag toevoegen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Vragen van ${title}` })).toBeVisible();
    await page.getByRole("link", { name: "Terug naar het formulier" }).click();
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("Het formulier is gepubliceerd.").first()).toBeVisible();

    await page.getByLabel("E-mailadressen").fill(guest);
    await page.getByRole("button", { name: "Uitnodigingen versturen" }).click();
    await expect(page.getByText("1 uitnodiging verstuurd.").first()).toBeVisible();

    // The mail, as the guest gets it (the development mailbox), and its link.
    const mails = await request.get(`http://127.0.0.1:${PORT}/api/v1/dev/mails?filter[to]=${encodeURIComponent(guest)}`, {
      headers: { Accept: "application/vnd.api+json", "X-Tenant": site },
    });
    expect(mails.ok()).toBe(true);
    const [mail] = (await mails.json()).data as Array<{ attributes: { subject: string; text: string } }>;
    expect(mail?.attributes.subject).toContain(title);
    const link = /https?:\/\/\S+\/forms\/[A-Za-z0-9_-]{20,}/.exec(mail?.attributes.text ?? "")?.[0];
    expect(link, "the personal link in the mail").toBeTruthy();

    const visitor = await browser.newContext({ javaScriptEnabled, locale: "nl-NL" });
    const reader = await visitor.newPage();
    await reader.goto(link as string);
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText(`persoonlijke link voor ${guest}`)).toBeVisible();
    await reader.getByRole("button", { name: "Versturen" }).click();
    await expect(reader.getByText("Dit veld is verplicht")).toBeVisible();
    await reader.getByLabel("Wat wil je leren?").fill("Koken voor grote groepen");
    await reader.getByRole("button", { name: "Versturen" }).click();
    await expect(reader.getByText("Bedankt! Je antwoorden zijn verstuurd.")).toBeVisible();
    // Single use: the same link again says so.
    await reader.goto(link as string);
    await expect(reader.getByRole("heading", { level: 1, name: "Deze link is al gebruikt" })).toBeVisible();
    await visitor.close();

    await page.reload();
    await expect(
      page
        .getByText("1 inzending")
        .or(page.getByRole("link", { name: /1 inzending/ }))
        .first(),
    ).toBeVisible();
  });
});
