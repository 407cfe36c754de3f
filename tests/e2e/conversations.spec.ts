/**
 * Conversations (ADR 0064): a volunteer asks the organisation a question from a vacancy ("Stel een vraag"), the
 * organisation's superuser finds it unread in /conversations (through the account menu's "Berichten"), answers, and
 * the volunteer reads the answer. Form posts, so in both projects — demo with JavaScript, public without — and only
 * this attempt's own texts are asserted. Who may read which thread, the mail throttle and the unread counts per user
 * are the API's tests (api/resources/conversations/conversations.test.ts).
 */
import { expect, NOJS, PORT, tenantUrl, test } from "./fixtures";

const STAFF = "organization_superuser";

/** A published vacancy of the organisation superuser's organisation (its last: the seed's demo thread is on its first). */
async function staffVacancy(request: import("@playwright/test").APIRequestContext, tenant: string) {
  const api = `http://127.0.0.1:${PORT}`;
  const signIn = await request.post(`${api}/auth/sign_in`, {
    headers: { "X-Tenant": tenant, "Content-Type": "application/json" },
    data: { email: `${STAFF}@${tenant}.example.org`, password: "Welkom-2026!" },
  });
  expect(signIn.status()).toBe(200);
  const h = signIn.headers();
  const auth = { "access-token": h["access-token"], client: h.client, uid: h.uid, "X-Tenant": tenant };
  const orgs = await (await request.get(`${api}/api/v1/current_organizations`, { headers: auth })).json();
  const orgId = orgs.data[0].id as string;
  const list = await (
    await request.get(`${api}/api/v1/vacancies?filter[organization_id]=${orgId}&page[size]=50`, {
      headers: { "X-Tenant": tenant },
    })
  ).json();
  const vacancy = list.data.at(-1) as { id: string; attributes: { title: string } };
  expect(vacancy, `a published vacancy of organisation ${orgId}`).toBeDefined();
  return vacancy;
}

test(
  "a volunteer asks about a vacancy, the organisation answers from its messages, the volunteer reads the answer",
  NOJS,
  async ({ page, browser, request, signedInAs, javaScriptEnabled, checkA11y }, info) => {
    test.slow(); // two accounts, five page states checked with axe
    const tenant = javaScriptEnabled ? "demo" : "public";
    const attempt = `${info.project.name}-${Date.now().toString(36)}-${info.retry}`;
    const question = `Kan ik ook op zaterdag helpen? (${attempt})`;
    const answer = `Ja, zaterdag is welkom! (${attempt})`;
    const vacancy = await staffVacancy(request, tenant);

    // The volunteer asks.
    await signedInAs("volunteer", { tenant });
    await page.goto(tenantUrl(tenant, `/vacancies/${vacancy.id}`));
    await page.getByTestId("vacancy-ask").getByRole("link", { name: "Stel een vraag" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Stel een vraag" })).toBeVisible();
    await expect(page.getByLabel("Onderwerp")).toHaveValue(vacancy.attributes.title);
    await checkA11y();
    await page.getByLabel("Bericht").fill(question);
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL(/\/conversations\/\d+/);
    const threadId = /\/conversations\/(\d+)/.exec(page.url())![1];
    const mine = page.getByTestId("conversation-messages").getByRole("listitem").filter({ hasText: question });
    await expect(mine).toContainText("Jij");

    // The organisation's superuser finds it unread in its messages and answers.
    const staffContext = await browser.newContext({ javaScriptEnabled });
    await signedInAs(STAFF, { tenant, context: staffContext });
    const staff = await staffContext.newPage();
    await staff.goto(tenantUrl(tenant, "/"));
    await staff.locator("[data-account-menu] summary").click();
    await staff.getByRole("link", { name: "Berichten" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: "Berichten" })).toBeVisible();
    const row = staff.getByTestId(`conversation-${threadId}`);
    await expect(row).toContainText(/\d+ ongelezen/);
    await row.getByRole("link", { name: vacancy.attributes.title }).click();
    await expect(staff.getByTestId("conversation-messages")).toContainText(question);
    await staff.getByRole("textbox", { name: "Je antwoord" }).fill(answer);
    await staff.getByRole("button", { name: "Versturen" }).click();
    await expect(staff).toHaveURL(new RegExp(`/conversations/${threadId}#bericht-\\d+`));
    await expect(staff.getByTestId("conversation-messages").getByRole("listitem").filter({ hasText: answer })).toContainText(
      "Jij",
    );
    // Read by viewing: no longer unread in the list.
    await staff.goto(tenantUrl(tenant, "/conversations"));
    await expect(staff.getByTestId(`conversation-${threadId}`)).not.toContainText("ongelezen");
    await staffContext.close();

    // The volunteer reads the answer.
    await page.goto(tenantUrl(tenant, `/conversations/${threadId}`));
    const theirs = page.getByTestId("conversation-messages").getByRole("listitem").filter({ hasText: answer });
    await expect(theirs).toBeVisible();
    await expect(theirs).not.toContainText("Jij");
    if (javaScriptEnabled) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: info.outputPath("conversation-thread-375-nl.png"), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  },
);
