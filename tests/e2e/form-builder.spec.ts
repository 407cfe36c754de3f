/**
 * The form builder's screens (ADR 0061), both projects: a content manager makes a form, is told it cannot be
 * published without a question, adds a question of every type — a choice question with its options (one row added by
 * the list's own button), a question shown only when an earlier box is ticked —, moves a question (buttons; with
 * JavaScript also by dragging) and publishes the form, whose address is then shown. On sites no other spec builds
 * forms on (roermond with JavaScript, meedoen without). With JavaScript, screenshots at 375 px and desktop width, in
 * Dutch and English, are kept in the test's output directory.
 */
import type { Page } from "@playwright/test";
import { expect, NOJS, tenantUrl, test } from "./fixtures";

const TYPES = [
  ["checkbox", "Aankruisvakje", "Heb je een rijbewijs?"],
  ["text", "Tekst", "Wat wil je ons vertellen?"],
  ["multiple_choice", "Meerkeuze", "Welk dagdeel?"],
  ["date", "Datum", "Vanaf welke datum?"],
  ["number", "Getal", "Hoeveel uur per week?"],
  ["email", "E-mailadres", "Je e-mailadres"],
  ["url", "Webadres", "Je website"],
  ["phone", "Telefoonnummer", "Je telefoonnummer"],
  ["info_section", "Sectie met uitleg", "Over jezelf"],
  ["time", "Tijd", "Hoe laat kun je beginnen?"],
] as const;

/** A button or link whose label ends in a screen-reader-only name (the question it acts on). */
const on = (action: string, name: string) => new RegExp(`^${action}\\s*${name.replace(/[?]/g, "\\?")}$`);

/** The page as it is, full length, at a phone's width and a desktop's (kept for a look, not compared). */
async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const [width, label] of [
    [375, "375"],
    [1280, "desktop"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("form builder", NOJS, () => {
  test("a content manager builds a form with every kind of question, options and a condition, moves a question and publishes it", async ({
    page,
    javaScriptEnabled,
    signedInAs,
    checkA11y,
  }, info) => {
    // Twenty-odd form posts, each page state checked with axe, and (with JavaScript) full-page screenshots at two widths.
    test.setTimeout(180_000);
    const site = javaScriptEnabled ? "roermond" : "meedoen";
    const title = `Aanmelden ${info.project.name}-${Date.now().toString(36)}`;
    await signedInAs("content_manager", { tenant: site });

    await page.goto(tenantUrl(site, "/form_builder/new"));
    await page.getByLabel("Titel", { exact: true }).fill(title);
    await page.getByLabel("Beschrijving", { exact: true }).fill("Meld je aan als vrijwilliger.");
    await page.getByRole("button", { name: "Formulier aanmaken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Het formulier is aangemaakt.").first()).toBeVisible();

    // Not without a question to answer: the API's reason is said.
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Voeg een vraag toe die beantwoord kan worden" })).toBeVisible();
    await checkA11y();

    await page.getByRole("link", { name: "0 vragen bewerken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Vragen van ${title}` })).toBeVisible();
    for (const [type, label, text] of TYPES) {
      await page.getByLabel("Soort vraag").selectOption({ label });
      await page.getByRole("button", { name: "Toevoegen", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Nieuwe vraag" })).toBeVisible();
      await page.getByLabel(type === "info_section" ? "Kop van de sectie" : "Vraag", { exact: true }).fill(text);
      if (type === "multiple_choice") {
        await page.getByLabel("Tekst van optie 1", { exact: true }).fill("Ochtend");
        await page.getByLabel("Tekst van optie 2", { exact: true }).fill("Middag");
        await page.getByRole("button", { name: "Optie toevoegen" }).click();
        await page.getByLabel("Tekst van optie 3", { exact: true }).fill("Avond");
        await page.getByLabel("Tekst van optie 3 in het Engels").fill("Evening");
        await expect(page.getByLabel("Vraag", { exact: true })).toHaveValue(text);
        if (javaScriptEnabled) await shoot(page, "question-editor-nl", info.outputPath.bind(info));
      }
      if (type === "text") {
        await page.getByLabel("Alleen tonen als deze eerdere vraag").selectOption({ label: "Heb je een rijbewijs?" });
        await page.getByRole("button", { name: "Keuzes van deze vraag tonen" }).click();
        await expect(page.getByText("De vraag wordt getoond als het vakje is aangekruist.")).toBeVisible();
        await expect(page.getByLabel("Vraag", { exact: true })).toHaveValue(text);
      }
      if (type === "email") await page.getByLabel("Verplicht", { exact: true }).check();
      await page.getByRole("button", { name: "Vraag toevoegen" }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Vragen van ${title}` })).toBeVisible();
      await expect(page.getByRole("list", { name: "Vragen in volgorde" }).getByText(text, { exact: true })).toBeVisible();
    }
    await checkA11y();
    const items = page.getByRole("list", { name: "Vragen in volgorde" }).getByRole("listitem");
    await expect(items).toHaveCount(TYPES.length);
    await expect(items.nth(1)).toContainText('Getoond als "Heb je een rijbewijs?" is aangekruist');
    await expect(items.nth(2)).toContainText("3 opties");

    // The last question one place up, by its button.
    await page.getByRole("button", { name: on("Omhoog", "vraag 10: Hoe laat kun je beginnen?") }).click();
    await expect(page.getByText("De vraag is verplaatst.").first()).toBeVisible();
    await expect(items.nth(8)).toContainText("Hoe laat kun je beginnen?");
    await expect(items.nth(9)).toContainText("Over jezelf");
    if (javaScriptEnabled) {
      // And back by dragging: the same move, sent without a reload.
      await items.nth(9).dragTo(items.nth(8));
      await expect(items.nth(8)).toContainText("Over jezelf");
      await expect(items.nth(9)).toContainText("Hoe laat kun je beginnen?");
      await shoot(page, "questions-nl", info.outputPath.bind(info));
    }

    await page.getByRole("link", { name: "Terug naar het formulier" }).click();
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("Het formulier is gepubliceerd.").first()).toBeVisible();
    await expect(page.getByText("Gepubliceerd", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Adres van het formulier")).toHaveValue(/\/forms\/[A-Za-z0-9_-]{20,}$/);
    await checkA11y();
    if (javaScriptEnabled) {
      await shoot(page, "overview-nl", info.outputPath.bind(info));
      await page.goto(page.url().replace(/\/form_builder\//, "/en/form_builder/"));
      await expect(page.getByRole("button", { name: "Close" })).toBeVisible();
      await shoot(page, "overview-en", info.outputPath.bind(info));
      await page.goto(tenantUrl(site, "/en/form_builder"));
      await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
      await shoot(page, "list-en", info.outputPath.bind(info));
      await page.goto(tenantUrl(site, "/content/forms"));
      await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
      await shoot(page, "list-nl", info.outputPath.bind(info));
      await checkA11y();
    }
  });
});
