/**
 * In-app notifications (ADR 0065), both projects: someone applies to a vacancy of the organisation (through the API,
 * as the apply form's own specs cover the form) → the organisation superuser sees the bell's count in the header,
 * opens /notificaties, follows the notification to the application (which marks it read), and marks all as read.
 * Other specs notify the same superusers: this one asserts only on the notifications it causes (an applicant's name
 * unique to the attempt), never on a total. With JavaScript on oldebroek, without on roermond; with JavaScript the
 * header with the bell is kept as screenshots at 320, 375 and 1280 px, light and dark, and the list at both widths, in
 * the test's output directory.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, NOJS, PORT, tenantUrl, test } from "./fixtures";

/** The API from Node (no *.localhost there): loopback plus the tenant header. */
function api(request: APIRequestContext, tenant: string, headers: Record<string, string> = {}) {
  return (method: "GET" | "POST", path: string, data?: unknown) =>
    request.fetch(`http://127.0.0.1:${PORT}${path}`, {
      method,
      headers: { "X-Tenant": tenant, "Content-Type": "application/vnd.api+json", ...headers },
      data,
    });
}

/** A published vacancy of the organisation superuser's organisation, read as that superuser. */
async function vacancyOfSuperuser(request: APIRequestContext, tenant: string): Promise<{ id: string; title: string }> {
  const signIn = await request.post(`http://127.0.0.1:${PORT}/auth/sign_in`, {
    headers: { "X-Tenant": tenant, "Content-Type": "application/json" },
    data: { email: `organization_superuser@${tenant}.example.org`, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const h = signIn.headers();
  const as = api(request, tenant, { "access-token": h["access-token"], client: h.client, uid: h.uid });
  const organizations = (await (await as("GET", "/api/v1/current_organizations")).json()).data as Array<{ id: string }>;
  const ids = organizations.map((o) => o.id).join(",");
  const list = await api(request, tenant)("GET", `/api/v1/vacancies?filter[organization_id]=${ids}&page[size]=50`);
  const vacancies = (await list.json()).data as Array<{ id: string; attributes: { title: string; vacancy_type: string } }>;
  const open = vacancies.find((v) => v.attributes.vacancy_type !== "activity");
  expect(open, `a published vacancy of ${tenant}'s organisation superuser`).toBeTruthy();
  return { id: open!.id, title: open!.attributes.title };
}

/** Applies without an account under a name of this attempt; the answer is the neutral one (ADR 0021). */
async function applyAs(request: APIRequestContext, tenant: string, vacancyId: string, lastName: string) {
  const attributes = {
    vacancy_id: Number(vacancyId),
    first_name: "Noor",
    last_name: lastName,
    email: `${lastName.toLowerCase()}@example.net`,
    phone_number: "0612345678",
    message: "Ik help graag.",
  };
  const answer = await api(request, tenant)("POST", "/api/v1/applications", { data: { type: "applications", attributes } });
  expect([201, 202], await answer.text()).toContain(answer.status());
}

/** The header with the bell at a phone's and a desktop's width, light and dark (kept for a look, not compared). */
async function shootHeader(page: Page, outputPath: (name: string) => string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page
        .locator("header")
        .first()
        .screenshot({ path: outputPath(`header-bell-${width}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test(
  "the organisation superuser is told of an application: bell count, /notificaties, following it, marking all read",
  NOJS,
  async ({ page, request, javaScriptEnabled, signedInAs, checkA11y }, info) => {
    test.slow(); // API set-up, four page states checked with axe, and (with JavaScript) eight screenshots
    const site = javaScriptEnabled ? "oldebroek" : "roermond";
    const stamp = `${info.project.name}${Date.now().toString(36)}${info.retry}`;
    const first = `Melding${stamp}a`;
    const second = `Melding${stamp}b`;
    const third = `Melding${stamp}c`;
    const vacancy = await vacancyOfSuperuser(request, site);

    await signedInAs("organization_superuser", { tenant: site });
    await page.goto(tenantUrl(site, "/"));
    const bell = page.getByRole("link", { name: /^Meldingen(, (\d+|meer dan 99) ongelezen)?$/ });
    await expect(bell).toBeVisible();
    const before = Number(await bell.getAttribute("data-unread"));
    if (javaScriptEnabled) await shootHeader(page, (name) => info.outputPath(name));

    // Someone applies while the page is open; the next navigation (with JavaScript a client one) shows it in the bell.
    await applyAs(request, site, vacancy.id, first);
    await bell.click();
    await expect(page.getByRole("heading", { level: 1, name: "Meldingen" })).toBeVisible();
    const count = Number(await bell.getAttribute("data-unread"));
    expect(count).toBeGreaterThan(before);
    await expect(bell).toHaveAccessibleName(count > 99 ? "Meldingen, meer dan 99 ongelezen" : `Meldingen, ${count} ongelezen`);
    await expect(bell).toContainText(count > 99 ? "99+" : String(count));
    await checkA11y();
    const mine = page.locator("li").filter({ hasText: `Noor ${first}` });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("Ongelezen");
    await expect(mine).toContainText(`heeft zich aangemeld voor ‘${vacancy.title}’`);
    await expect(mine.locator("time")).toHaveText(/zojuist|minuut|minuten/);
    if (javaScriptEnabled) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: info.outputPath(`notificaties-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    // Two more applications while this page is open. Following the first notification opens the application and
    // marks it read; that navigation (with JavaScript a client one from this hydrated page) re-reads the bell: one
    // read, two new.
    await applyAs(request, site, vacancy.id, second);
    await applyAs(request, site, vacancy.id, third);
    await mine.getByRole("link", { name: new RegExp(`Noor ${first}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Noor ${first}` })).toBeVisible();
    expect(Number(await bell.getAttribute("data-unread"))).toBeGreaterThanOrEqual(Math.min(count + 1, 100));
    await checkA11y();
    await page.goto(tenantUrl(site, "/notificaties"));
    await expect(page.locator("li").filter({ hasText: `Noor ${first}` })).not.toContainText("Ongelezen");

    // "Mark all as read": the two newer ones are read too.
    const next = page.locator("li").filter({ hasText: new RegExp(`Noor ${second}|Noor ${third}`) });
    await expect(next).toHaveCount(2);
    for (const item of await next.all()) await expect(item).toContainText("Ongelezen");
    await page.getByRole("button", { name: "Alles als gelezen markeren" }).click();
    await expect(page.getByText(/gemarkeerd als gelezen/).first()).toBeVisible();
    for (const item of await next.all()) await expect(item).not.toContainText("Ongelezen");
  },
);
