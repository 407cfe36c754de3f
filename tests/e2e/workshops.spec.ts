/**
 * Workshops (ADR 0072), with JavaScript on demo and without it on public: a volunteer signs up for a workshop on
 * /workshops and sees it marked; a centre superuser makes a new one at /workshops/new. The place and waitlist rules
 * are the API tests' (api/resources/workshops/workshops.signup.test.ts); every page is checked with axe as it
 * loads, and each page state after a post once more.
 */
import type { APIRequestContext } from "@playwright/test";
import { amsterdamToday } from "../../contract/dates";
import { DEMO_PASSWORD, expect, NOJS, PORT, tenantUrl, test } from "./fixtures";

/** `YYYY-MM-DD`, `days` after today (Amsterdam). */
function day(days: number): string {
  const d = new Date(`${amsterdamToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** A workshop of the tenant's centre, made by its centre superuser over the API. */
async function createWorkshop(request: APIRequestContext, tenant: string, title: string) {
  const signIn = await request.post(`http://127.0.0.1:${PORT}/auth/sign_in`, {
    headers: { "X-Tenant": tenant, "Content-Type": "application/json" },
    data: { email: `center_superuser@${tenant}.example.org`, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const h = signIn.headers();
  const response = await request.post(`http://127.0.0.1:${PORT}/api/v1/workshops`, {
    headers: {
      "X-Tenant": tenant,
      "Content-Type": "application/vnd.api+json",
      "access-token": h["access-token"],
      client: h.client,
      uid: h.uid,
    },
    data: {
      data: {
        type: "workshops",
        attributes: { title, date: day(3), start_time: "19:00", end_time: "21:00", place: "Buurthuis", capacity: 10 },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe("workshops", NOJS, () => {
  test("a volunteer signs up for a workshop and sees it marked", async ({
    page,
    request,
    signedInAs,
    checkA11y,
    javaScriptEnabled,
  }) => {
    const tenant = javaScriptEnabled ? "demo" : "public";
    const title = unique("Eerste hulp");
    await createWorkshop(request, tenant, title);
    await signedInAs("volunteer", { tenant });
    await page.goto(tenantUrl(tenant, "/workshops"));
    await expect(page.getByRole("heading", { level: 1, name: "Workshops" })).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await card.getByRole("button", { name: `Aanmelden voor ${title}` }).click();
    await expect(page.getByText(`Je bent aangemeld voor ${title}.`)).toBeVisible();
    await expect(card.getByText("Aangemeld", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: `Afmelden voor ${title}` })).toBeVisible();
    await checkA11y();
  });

  test("a centre superuser creates a workshop", async ({ page, signedInAs, checkA11y, javaScriptEnabled }) => {
    const tenant = javaScriptEnabled ? "demo" : "public";
    const title = unique("Omgaan met grenzen");
    await signedInAs("center_superuser", { tenant });
    await page.goto(tenantUrl(tenant, "/workshops"));
    await page.getByRole("link", { name: "Nieuwe workshop" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nieuwe workshop" })).toBeVisible();
    await page.getByLabel("Titel", { exact: true }).fill(title);
    await page.getByLabel("Datum").fill(day(12));
    await page.getByLabel("Begintijd").fill("10:00");
    await page.getByLabel("Eindtijd").fill("12:00");
    await page.getByLabel("Plaats", { exact: true }).fill("Bibliotheek");
    await page.getByLabel("Aantal plaatsen").fill("8");
    await page.getByRole("button", { name: "Workshop opslaan" }).click();
    await expect(page.getByText("De workshop is aangemaakt.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Workshop: ${title}` })).toBeVisible();
    await expect(page.getByText("Nog niemand aangemeld.")).toBeVisible();
    await checkA11y();
  });
});
