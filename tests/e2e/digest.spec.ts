/**
 * The periodic mail (ADR 0066), with JavaScript on demo and without it on public: the student saves a search on
 * /vacancies/search, chooses today's weekday on /profile-edit/periodieke-mail, a matching vacancy is published (API),
 * the digest runs (`/__scheduled?cron=digest-now:${tenant}`, development only), the mail in the dev mailbox names the vacancy,
 * and its unsubscribe link works signed out — after which no day is chosen. With JavaScript the periodic-mail page is
 * also shot at 375 px (nl).
 */
import type { APIRequestContext } from "@playwright/test";
import { amsterdamToday, isoWeekday } from "../../contract/dates";
import { DEMO_PASSWORD, expect, NOJS, PORT, tenantUrl, test } from "./fixtures";

const WEEKDAYS = ["Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrijdag", "Zaterdag", "Zondag"];

/** A vacancy published now by the tenant's organisation superuser, over the API. */
async function publishVacancy(request: APIRequestContext, tenant: string, title: string) {
  const signIn = await request.post(`http://127.0.0.1:${PORT}/auth/sign_in`, {
    headers: { "X-Tenant": tenant, "Content-Type": "application/json" },
    data: { email: `organization_superuser@${tenant}.example.org`, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const h = signIn.headers();
  const auth = { "access-token": h["access-token"], client: h.client, uid: h.uid };
  const organizationId = (await signIn.json()).data.organization_id as number;
  const response = await request.post(`http://127.0.0.1:${PORT}/api/v1/vacancies`, {
    headers: { "X-Tenant": tenant, "Content-Type": "application/vnd.api+json", ...auth },
    data: {
      data: {
        type: "vacancies",
        attributes: { organization_id: organizationId, title, status: "published", location_type: "organization" },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe("the periodic mail", NOJS, () => {
  test("save a search, choose today, get the digest with the new vacancy, unsubscribe signed out", async ({
    page,
    request,
    signedInAs,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow(); // form posts, an API write, the scheduled run and the mailbox, each page checked with axe
    const tenant = javaScriptEnabled ? "demo" : "public";
    const student = `student@${tenant}.example.org`;
    const word = `grutto${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")
      .slice(0, 6)}`;
    const name = `Weidevogels ${word}`;
    await signedInAs("student", { tenant });

    // Save the search.
    await page.goto(tenantUrl(tenant, `/vacancies/search?q=${word}`));
    const save = page.getByTestId("save-search");
    await save.getByLabel("Naam").fill(name);
    await save.getByRole("button", { name: "Zoekopdracht bewaren" }).click();
    await expect(page.getByText("De zoekopdracht is bewaard.")).toBeVisible();

    // A matching vacancy, published before the day is chosen: any run from then on includes it.
    const title = `Tel de ${word}`;
    await publishVacancy(request, tenant, title);
    // Choose today's weekday.
    await page.goto(tenantUrl(tenant, "/profile-edit/periodieke-mail"));
    await expect(page.getByTestId("saved-search").filter({ has: page.locator(`input[value="${name}"]`) })).toBeVisible();
    const today = WEEKDAYS[isoWeekday(amsterdamToday()) - 1];
    await page.getByRole("checkbox", { name: today }).check();
    await page.locator("#digest-form").getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Je dagen voor de periodieke mail zijn opgeslagen.")).toBeVisible();
    if (javaScriptEnabled) {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.screenshot({ path: testInfo.outputPath("periodieke-mail-375.png"), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    // The job, for this tenant only (the other project runs its own at the same time).
    const run = await request.get(`http://127.0.0.1:${PORT}/__scheduled?cron=digest-now:${tenant}`);
    expect(run.status()).toBe(200);

    const mails = await request.get(`http://127.0.0.1:${PORT}/api/v1/dev/mails?filter[to]=${encodeURIComponent(student)}`, {
      headers: { "X-Tenant": tenant },
    });
    const digest = ((await mails.json()).data as Array<{ attributes: { kind: string; html: string; text: string } }>).find(
      (m) => m.attributes.kind === "digest" && m.attributes.text.includes(title),
    );
    expect(digest, "the digest with the new vacancy").toBeTruthy();
    expect(digest?.attributes.text).toContain(name);
    const link = /https?:\/\/\S+?(\/periodieke-mail\/afmelden\?token=[^\s)]+)/.exec(digest?.attributes.text ?? "")?.[1];
    expect(link).toBeTruthy();

    // Unsubscribe signed out: opening changes nothing, the button does.
    await page.context().clearCookies();
    await page.goto(tenantUrl(tenant, link as string));
    await expect(page.getByRole("heading", { level: 1, name: "Afmelden voor de periodieke mail" })).toBeVisible();
    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(page.getByTestId("unsubscribe-done")).toBeVisible();

    await signedInAs("student", { tenant });
    await page.goto(tenantUrl(tenant, "/profile-edit/periodieke-mail"));
    for (const day of WEEKDAYS) await expect(page.getByRole("checkbox", { name: day })).not.toBeChecked();
  });
});
