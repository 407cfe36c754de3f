/**
 * The activity calendar (ADR 0022) as a visitor and the centre use it, in both projects (JS on and off): browse
 * roermond's calendar by month, open an activity and sign up anonymously for one of its dates (the API's "choose a
 * date" refusal next to the field first), see that date's places drop; an invalid month shows the current one;
 * the centre's overview and the printable attendance list; meedoen has no calendar (404, no menu link).
 * The activities are made through the API in each test (their own titles), so the test never depends on the seed.
 */

import type { APIRequestContext } from "@playwright/test";
import { amsterdamToday } from "../../contract/dates";
import { DEMO_PASSWORD, expect, freshEmail, NOJS, NOT_FOUND_CONSOLE, PORT, tenantUrl, test } from "./fixtures";

const SITE = "roermond";

/** `YYYY-MM` of the month after this one (Amsterdam), and a day in it. */
function nextMonth(): { key: string; day: (d: number) => string } {
  const today = amsterdamToday();
  const [y, m] = today.split("-").map(Number);
  const key = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { key, day: (d) => `${key}-${String(d).padStart(2, "0")}` };
}

/** Signs in over the API as the tenant's organisation superuser: the auth headers and their organisation. */
async function organizationApi(request: APIRequestContext) {
  const signIn = await request.post(`http://127.0.0.1:${PORT}/auth/sign_in`, {
    headers: { "X-Tenant": SITE, "Content-Type": "application/json" },
    data: { email: `organization_superuser@${SITE}.example.org`, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const h = signIn.headers();
  const auth = { "access-token": h["access-token"], client: h.client, uid: h.uid };
  const organizationId = (await signIn.json()).data.organization_id as number;
  return { auth, organizationId };
}

/** A published activity of roermond with these dates (capacity 3 each), made over the API; its id and date ids. */
async function createActivity(request: APIRequestContext, title: string, dates: string[]) {
  const { auth, organizationId } = await organizationApi(request);
  const response = await request.post(`http://127.0.0.1:${PORT}/api/v1/vacancies`, {
    headers: { "X-Tenant": SITE, "Content-Type": "application/vnd.api+json", ...auth },
    data: {
      data: {
        type: "vacancies",
        attributes: {
          organization_id: organizationId,
          title,
          vacancy_type: "activity",
          status: "published",
          location_type: "organization",
          tags: ["regularly"],
          frequency: "regularly",
          waitlist_enabled: true,
          capacity: 3,
          occurrences: dates.map((date) => ({ date, start_time: "10:00", end_time: "12:00" })),
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return {
    id: String(body.data.id),
    occurrenceIds: (body.data.attributes.occurrences as Array<{ id: number }>).map((o) => String(o.id)),
  };
}

test.describe("the activity calendar", NOJS, () => {
  test("browse by month, open an activity, sign up for a date and see its places drop", async ({ page, request }) => {
    test.slow(); // an API write, five page loads and two form posts, each state checked with axe
    const month = nextMonth();
    const title = `Wandelclub ${Date.now().toString(36)}`;
    await createActivity(request, title, [month.day(10), month.day(17)]);

    await page.goto(tenantUrl(SITE, "/activiteitenkalender"));
    await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
    await page.getByRole("link", { name: /^Volgende maand/ }).click();
    await expect(page).toHaveURL(new RegExp(`maand=${month.key}`));
    const agenda = page.getByTestId("agenda");
    await expect(agenda.getByRole("link", { name: title })).toHaveCount(2);
    // The month grid shows from md up (the default viewport is 1280 px wide).
    await expect(page.getByTestId("month-grid").getByRole("link", { name: new RegExp(title) })).toHaveCount(2);
    await expect(page.getByTestId("calendar-feed").getByRole("link", { name: "Abonneren in je agenda-app" })).toHaveAttribute(
      "href",
      /^webcal:\/\/roermond\.localhost:\d+\/api\/v1\/ical\/activities\.ics$/,
    );

    // The feed behind the links is a calendar (act-ical's endpoint).
    const feed = await request.get(`http://127.0.0.1:${PORT}/api/v1/ical/activities.ics`, { headers: { "X-Tenant": SITE } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain(`SUMMARY:${title}`);

    await agenda.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const dates = page.getByTestId("activity-date");
    await expect(dates).toHaveCount(2);
    await expect(dates.nth(1)).toContainText("Nog 3 plekken vrij");
    await expect(page.getByRole("link", { name: "Zet in mijn agenda (.ics)" })).toHaveAttribute(
      "href",
      /\/api\/v1\/vacancies\/\d+\/ical$/,
    );

    const ics = await page.getByRole("link", { name: "Zet in mijn agenda (.ics)" }).getAttribute("href");
    const download = await request.get(`http://127.0.0.1:${PORT}${ics}`, { headers: { "X-Tenant": SITE } });
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toMatch(/^text\/calendar/);

    const form = page.getByTestId("apply-form");
    await form.getByLabel("Voornaam").fill("Ada");
    await form.getByLabel("Achternaam").fill("Aanmelder");
    await form.getByLabel("E-mailadres").fill(freshEmail("activity"));
    // Two dates and none chosen: the API asks for one, next to the field.
    await form.getByRole("button", { name: "Aanmelden" }).click();
    await expect(page.getByTestId("date-choice")).toContainText("Kies een datum.");
    await page.getByTestId("date-choice").getByRole("radio").nth(1).check();
    await page.getByTestId("apply-form").getByRole("button", { name: "Aanmelden" }).click();
    await expect(page.getByTestId("apply-outcome")).toHaveAttribute("data-outcome", "received");
    await expect(dates.nth(1)).toContainText("Nog 2 plekken vrij");
    await expect(dates.nth(0)).toContainText("Nog 3 plekken vrij");
  });

  test("an invalid month shows the current month and says so; never an error", async ({ page }) => {
    for (const bad of ["2026-13", "..%2F", "abc"]) {
      const response = await page.goto(tenantUrl(SITE, `/activiteitenkalender?maand=${bad}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId("invalid-month")).toContainText("Die maand bestaat niet");
    }
    await page.goto(tenantUrl(SITE, "/en/activiteitenkalender?maand=2026-12"));
    await expect(page.getByTestId("month-title")).toHaveText("December 2026");
    await expect(page.getByTestId("invalid-month")).toHaveCount(0);
  });

  test("the centre's overview counts the sign-ups and prints an attendance list", async ({ page, request, signedInAs }) => {
    const month = nextMonth();
    const title = `Voorleesuur ${Date.now().toString(36)}`;
    const activity = await createActivity(request, title, [month.day(12)]);
    const email = freshEmail("attendance");
    const signup = await request.post(`http://127.0.0.1:${PORT}/api/v1/applications`, {
      headers: { "X-Tenant": SITE, "Content-Type": "application/vnd.api+json" },
      data: {
        data: {
          type: "applications",
          attributes: {
            vacancy_id: Number(activity.id),
            occurrence_id: Number(activity.occurrenceIds[0]),
            first_name: "Bea",
            last_name: "Bezoeker",
            email,
            idempotency_key: crypto.randomUUID(),
          },
        },
      },
    });
    expect(signup.status(), await signup.text()).toBe(202); // the neutral answer to an anonymous sign-up (ADR 0021)

    await signedInAs("center_superuser", { tenant: SITE });
    await page.goto(tenantUrl(SITE, "/profiel"));
    await page.locator("[data-account-menu] summary").click();
    await expect(page.getByRole("link", { name: "Overzicht activiteiten" })).toHaveAttribute(
      "href",
      "/activiteitenkalender/overzicht",
    );
    await page.goto(tenantUrl(SITE, `/activiteitenkalender/overzicht?maand=${month.key}`));
    await expect(page.getByRole("heading", { level: 1, name: "Overzicht activiteiten" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByTestId("signup-count")).toHaveText("1 van 3");
    await expect(row.getByTestId("waitlist-count")).toHaveText("0");
    await row.getByRole("link", { name: /^Presentielijst van/ }).click();
    await expect(page.getByTestId("attendance-title")).toHaveText(title);
    const table = page.getByTestId("attendance-table");
    await expect(table.getByRole("columnheader", { name: "Handtekening" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Bea Bezoeker" })).toBeVisible();
  });
});

test.describe("the editor's dates", NOJS, () => {
  test("an organisation adds an activity with its dates; an end before the start is said at the row, only past dates beside the dates", async ({
    page,
    signedInAs,
  }, info) => {
    test.slow(); // several page loads and form posts, each state checked with axe
    const month = nextMonth();
    const title = `Fietstocht ${info.project.name} ${Date.now().toString(36)}`;
    await signedInAs("organization_superuser", { tenant: SITE });
    await page.goto(tenantUrl(SITE, "/vacancies/add"));
    const form = page.locator("form#add-vacancy-form");
    const dates = page.getByTestId("editor-dates");
    await expect(dates).toBeHidden();
    // The organisation superuser of several organisations chooses one (of one, it is given).
    const organization = form.getByLabel("Organisatie", { exact: true });
    if (await organization.count()) await organization.selectOption({ index: 1 });
    await form.getByLabel("Soort", { exact: true }).selectOption("activity");
    await expect(dates).toBeVisible();
    await form.getByLabel("Titel").fill(title);
    await dates.getByLabel("Hoe vaak").selectOption("regularly");
    const rows = page.getByTestId("date-row");
    await expect(rows).toHaveCount(3);
    await rows.nth(0).getByLabel("Datum", { exact: true }).fill(month.day(8));
    await rows.nth(0).getByLabel("Begintijd").fill("14:00");
    await rows.nth(0).getByLabel("Eindtijd").fill("13:00");
    // "More dates": a form post without JavaScript (the typed values come back), in the page with it.
    await page.getByTestId("more-dates").click();
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0).getByLabel("Begintijd")).toHaveValue("14:00");
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(rows.nth(0)).toContainText("Het einde ligt voor het begin.");
    await rows.nth(0).getByLabel("Eindtijd").fill("16:00");
    // Only a date that has passed: publishing is refused, said beside the dates (an upcoming date is needed).
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await rows.nth(0).getByLabel("Datum", { exact: true }).fill(past);
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(dates).toContainText("Publiceren kan pas met minstens één datum die nog moet komen.");
    await rows.nth(0).getByLabel("Datum", { exact: true }).fill(month.day(8));
    await rows.nth(3).getByLabel("Datum", { exact: true }).fill(month.day(22));
    await rows.nth(3).getByLabel("Begintijd").fill("14:00");
    await rows.nth(3).getByLabel("Eindtijd").fill("16:00");
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("De vacature is gepubliceerd.")).toBeVisible();

    await page.goto(tenantUrl(SITE, `/activiteitenkalender?maand=${month.key}`));
    await expect(page.getByTestId("agenda").getByRole("link", { name: title })).toHaveCount(2);
  });
});

test.describe("the overview's access", NOJS, () => {
  // One pattern: a two-element array would read as Playwright's [value, options] fixture form.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 40[34]/] });

  test("an unknown or malformed date id is a 404 for staff", async ({ page, signedInAs }) => {
    await signedInAs("center_superuser", { tenant: SITE });
    for (const id of ["999999999", "abc", "..%2F1"]) {
      const response = await page.goto(tenantUrl(SITE, `/activiteitenkalender/overzicht/${id}`));
      expect(response?.status(), id).toBe(404);
    }
  });

  test("a volunteer may not see the overview", async ({ page, signedInAs }) => {
    await signedInAs("volunteer", { tenant: SITE });
    const response = await page.goto(tenantUrl(SITE, "/activiteitenkalender/overzicht"));
    expect(response?.status()).toBe(403);
  });
});

test.describe("meedoen has no activities", NOJS, () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE] });

  test("the calendar and the overview answer 404 and no menu links to them", async ({ page, request, signedInAs }) => {
    for (const path of ["/activiteitenkalender", "/en/activiteitenkalender"]) {
      const response = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: `meedoen.localhost:${PORT}` } });
      expect(response.status(), path).toBe(404);
    }
    const response = await page.goto(tenantUrl("meedoen", "/activiteitenkalender"));
    expect(response?.status()).toBe(404);
    await page.goto(tenantUrl("meedoen", "/"));
    await expect(page.locator('a[href*="activiteitenkalender"]')).toHaveCount(0);
    // Centre staff neither: the overview is a 404 and the account menu has no link to it.
    await signedInAs("center_superuser", { tenant: "meedoen" });
    expect((await page.goto(tenantUrl("meedoen", "/activiteitenkalender/overzicht")))?.status()).toBe(404);
    await page.goto(tenantUrl("meedoen", "/profiel"));
    await expect(page.locator('a[href*="activiteitenkalender"]')).toHaveCount(0);
  });
});
