/**
 * The dashboard (ADR 0069): each role signs in through the form, lands on /dashboard, sees the sections of its role
 * and follows one item to its screen — with JavaScript on oldebroek, without it on roermond (the two projects write
 * to different tenants). Which items and how many are the API's test (api/resources/dashboard/dashboard.test.ts):
 * here only that a section is there and that an item leads where it says, never exact counts of shared demo data.
 */
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, NOJS, tenantUrl, test } from "./fixtures";

const tenantFor = (javaScriptEnabled: boolean) => (javaScriptEnabled ? "oldebroek" : "roermond");

async function signInAndLand(page: Page, tenant: string, role: string) {
  await page.goto(tenantUrl(tenant, "/auth/login-1"));
  await page.getByLabel("E-mailadres").fill(`${role}@${tenant}.example.org`);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${tenant}\\.localhost:\\d+/dashboard$`));
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** A section's card, found by its heading (the count follows the title in the heading). */
const card = (page: Page, title: string) =>
  page.getByRole("region", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(\\d+\\)$`) });

test.describe("the dashboard after signing in", NOJS, () => {
  test("a volunteer sees their applications and vacancies for them, and opens one", async ({
    page,
    javaScriptEnabled,
    checkA11y,
  }) => {
    const tenant = tenantFor(javaScriptEnabled);
    await signInAndLand(page, tenant, "volunteer");
    await checkA11y();
    await expect(card(page, "Je aanmeldingen")).toBeVisible();
    await expect(card(page, "Notificaties")).toBeVisible();
    const suggested = card(page, "Vacatures voor jou");
    const first = suggested.getByRole("listitem").first().getByRole("link");
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/vacancies\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("an organisation superuser sees new applications and expiring vacancies, and opens an application", async ({
    page,
    javaScriptEnabled,
    checkA11y,
  }) => {
    const tenant = tenantFor(javaScriptEnabled);
    await signInAndLand(page, tenant, "organization_superuser");
    await checkA11y();
    await expect(card(page, "Vacatures die binnen twee weken verlopen")).toBeVisible();
    await expect(card(page, "Ongelezen berichten")).toBeVisible();
    await card(page, "Nieuwe aanmeldingen").getByRole("listitem").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a centre superuser sees what the centre must do, and opens the applications waiting over a week", async ({
    page,
    javaScriptEnabled,
    checkA11y,
  }) => {
    const tenant = tenantFor(javaScriptEnabled);
    await signInAndLand(page, tenant, "center_superuser");
    await checkA11y();
    await expect(card(page, "Organisaties om goed te keuren")).toBeVisible();
    await expect(card(page, "Vacatures die binnen twee weken verlopen")).toBeVisible();
    const waiting = card(page, "Aanmeldingen die langer dan een week wachten");
    await waiting.getByRole("listitem").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/applications\?status=pending&vacancy=\d+$/);
    await expect(page.getByRole("table")).toBeVisible();
  });

  test("an admin sees every centre's work, each item naming its centre, and opens an expiring vacancy", async ({
    page,
    javaScriptEnabled,
    checkA11y,
  }) => {
    const tenant = tenantFor(javaScriptEnabled);
    await signInAndLand(page, tenant, "admin");
    await checkA11y();
    await expect(card(page, "Organisaties om goed te keuren")).toBeVisible();
    await expect(card(page, "Aanmeldingen die langer dan een week wachten")).toBeVisible();
    const expiring = card(page, "Vacatures die binnen twee weken verlopen");
    await expect(expiring.getByRole("listitem").first()).toContainText(/Vrijwilligers|centrale|Roermond|Oldebroek/i);
    await expiring.getByRole("listitem").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/vacancies\/\d+\/edit$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
