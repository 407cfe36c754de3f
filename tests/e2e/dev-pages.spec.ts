/**
 * The developer pages (SPEC §2 `/test/*`, ADR 0073) answer in development — the e2e server is development — each with
 * its heading, reached from the `/test` index; axe on a few representative ones (the palette, a form, the toaster,
 * the API door), not all sixteen. And the kit's step form walked through as posts, with JavaScript and without.
 * That they are 404 in production, on a production host and without ENVIRONMENT is app/routes/test+/dev-pages.test.ts
 * (the e2e server is development); what each page does is tested there too. Tenant: meedoen (both projects; the step
 * form stores nothing).
 */
import { readFileSync } from "node:fs";
import { DEV_PAGES } from "../../app/components/dev-pages/pages";
import { expect, NOJS, tenantUrl, test } from "./fixtures";

type Texts = { title: string; back: string };
const nl = JSON.parse(readFileSync(new URL("../../locales/nl/dev-pages.json", import.meta.url), "utf8")) as Record<string, Texts>;

const TENANT = "meedoen";
const A11Y_CHECKED = new Set(["colors", "step-form", "toaster", "dollar-api"]);

test("every developer page answers in development with its heading, from the /test index", async ({
  page,
  signedInAs,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signedInAs("admin", { tenant: TENANT });
  await page.goto(tenantUrl(TENANT, "/test"));
  await expect(page.getByRole("heading", { level: 1, name: nl.index!.title })).toBeVisible();
  const main = page.getByRole("main");
  for (const slug of DEV_PAGES) {
    const title = nl[slug]!.title;
    await main.getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/test/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
    if (A11Y_CHECKED.has(slug)) await checkA11y();
    await main.getByRole("link", { name: nl.index!.back }).click();
    await expect(page.getByRole("heading", { level: 1, name: nl.index!.title })).toBeVisible();
  }
});

test(
  "the step form is walked through step by step: errors per step, back keeps the answers, a toast at the end",
  NOJS,
  async ({ page, signedInAs }) => {
    await signedInAs("admin", { tenant: TENANT });
    await page.goto(tenantUrl(TENANT, "/test/step-form"));
    const step = (n: number, label: string) => page.getByRole("heading", { level: 2, name: `Stap ${n} van 3: ${label}` });
    const next = page.getByRole("button", { name: "Volgende" });
    await expect(step(1, "Over jou")).toBeVisible();

    await next.click();
    await expect(page.getByLabel("Naam", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(step(1, "Over jou")).toBeVisible();

    await page.getByLabel("Naam", { exact: true }).fill("Anna de Vries");
    await page.getByLabel("E-mailadres").fill("anna@example.org");
    await next.click();
    await expect(step(2, "Wanneer")).toBeVisible();
    await page.getByLabel("Avond").check();
    await page.getByLabel("Vanaf").fill("2026-03-02");

    await page.getByRole("button", { name: "Vorige" }).click();
    await expect(step(1, "Over jou")).toBeVisible();
    await expect(page.getByLabel("Naam", { exact: true })).toHaveValue("Anna de Vries");
    await next.click();
    await expect(step(2, "Wanneer")).toBeVisible();
    await expect(page.getByLabel("Avond")).toBeChecked();
    await expect(page.getByLabel("Vanaf")).toHaveValue("2026-03-02");
    await next.click();

    await expect(step(3, "Bevestigen")).toBeVisible();
    await expect(page.getByText("Anna de Vries")).toBeVisible();
    await expect(page.getByText("2 maart 2026")).toBeVisible();
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page.getByLabel("De antwoorden kloppen")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("De antwoorden kloppen").check();
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page.getByText("Bedankt, Anna de Vries. (Er is niets opgeslagen.)")).toBeVisible();
    await expect(step(1, "Over jou")).toBeVisible();
  },
);
