/**
 * The volunteer pool (ADR 0063), both projects (js: oldebroek, nojs: roermond — tenants no other spec uses for the
 * pool). The demo volunteer fills in their profile and opts in for the whole tenant; the organisation superuser
 * filters the pool down to it, opens it and replies; the volunteer finds the reply on /profile-replies, got a mail
 * linking to the conversation and a notification that opens it, and answers there; the organisation finds the answer
 * unread in its messages. Every text the test looks for is made per attempt. With JavaScript, screenshots of the
 * profile form and the pool at 375 px in Dutch.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, NOJS, PORT, tenantUrl, test } from "./fixtures";

type Mail = { attributes: { kind: string; subject: string; text: string; to: string } };

async function mailsTo(request: APIRequestContext, tenant: string, to: string): Promise<Mail[]> {
  const response = await request.get(`http://127.0.0.1:${PORT}/api/v1/dev/mails?filter[to]=${encodeURIComponent(to)}`, {
    headers: { "X-Tenant": tenant },
  });
  return ((await response.json()) as { data?: Mail[] }).data ?? [];
}

test.describe("volunteer pool", NOJS, () => {
  test("a volunteer opts in, an organisation finds them in the pool and replies, the volunteer is told and answers in the conversation", async ({
    page,
    request,
    signedInAs,
    javaScriptEnabled,
  }, info) => {
    test.slow(); // three accounts, several form posts, each page state checked with axe
    const tenant = javaScriptEnabled ? "oldebroek" : "roermond";
    const run = `${Date.now().toString(36)}${info.retry}`;
    const intro = `Ik help graag in de moestuin (${run}).`;
    const subject = `Moestuinhulp ${run}`;
    const shoot = async (name: string) => {
      if (!javaScriptEnabled) return;
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: info.outputPath(`${name}-375.png`), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    };

    // The volunteer fills in the profile and shows it to every organisation of the tenant.
    await signedInAs("volunteer", { tenant });
    await page.goto(tenantUrl(tenant, "/profile-edit"));
    await page.getByRole("link", { name: "Vrijwilligersprofiel" }).click();
    await expect(page).toHaveURL(/\/profile-edit\/vrijwilligersprofiel$/);
    await page.getByLabel("Over mij").fill(intro);
    const interests = page.getByRole("group", { name: "Interesses" });
    const interest = interests.getByRole("checkbox").first();
    const interestName = (await interests.locator("label").first().textContent())?.trim() ?? "";
    await interest.check();
    await page.getByLabel("Vaardigheden").fill("Tuinieren\nRijbewijs B");
    await page.getByRole("checkbox", { name: "Dinsdag avond" }).check();
    await page.getByRole("checkbox", { name: "Zaterdag ochtend" }).check();
    await page.getByRole("checkbox", { name: "Tigrinya" }).check();
    await page.getByLabel("Woonplaats").fill("Wezep");
    await page.getByLabel("Hoe ver wil je reizen? (km)").fill("15");
    await page.getByRole("radio", { name: "Alle organisaties" }).check();
    await expect(page.getByText("Alle organisaties en vrijwilligerscentrales van de samenwerking zien je profiel")).toBeVisible();
    await shoot("profile-form");
    await page.getByRole("button", { name: "Profiel opslaan" }).click();
    await expect(page.getByText("Je vrijwilligersprofiel is opgeslagen.")).toBeVisible();
    await expect(page.getByLabel("Over mij")).toHaveValue(intro);
    await page.goto(tenantUrl(tenant, "/profiel"));
    await expect(page.getByTestId("volunteer-profile-visibility")).toContainText("Zichtbaar voor: Alle organisaties");

    // The organisation superuser filters the pool down to that profile and replies.
    await signedInAs("organization_superuser", { tenant });
    await page.goto(tenantUrl(tenant, "/vrijwilligerspool"));
    await expect(page.getByRole("heading", { level: 1, name: "Vrijwilligerspool" })).toBeVisible();
    const filters = page.getByRole("search", { name: "Vrijwilligers filteren" });
    await filters.getByLabel("Interesse").selectOption({ label: interestName });
    await filters.getByLabel("Dag", { exact: true }).selectOption({ label: "Dinsdag" });
    await filters.getByLabel("Dagdeel").selectOption({ label: "Avond" });
    await filters.getByLabel("Taal").selectOption({ label: "Tigrinya" });
    await filters.getByRole("button", { name: "Toepassen" }).click();
    await expect(page).toHaveURL(/taal=ti/);
    const card = page.getByRole("listitem").filter({ hasText: intro });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Wezep");
    await shoot("pool");
    await card.getByRole("link", { name: /Bekijk het profiel van/ }).click();
    await expect(page.getByText(intro)).toBeVisible();
    await expect(page.getByText("Tuinieren, Rijbewijs B")).toBeVisible();
    // Sent empty first: the error sits next to its field.
    await page.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(page.getByText("Dit veld is verplicht").first()).toBeVisible();
    await page.getByLabel("Onderwerp").fill(subject);
    await page.getByLabel("Bericht", { exact: true }).fill("Wil je ons helpen in de buurtmoestuin? Groet, Olaf");
    await page.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    const conversation = new URL(page.url()).pathname;

    // The volunteer sees the reply, with the way to the conversation, and got a mail linking there.
    await signedInAs("volunteer", { tenant });
    await page.goto(tenantUrl(tenant, "/profile-replies"));
    const reply = page.getByRole("listitem").filter({ hasText: subject });
    await expect(reply).toContainText("Wil je ons helpen in de buurtmoestuin?");
    await expect(reply.getByRole("link", { name: /Open het gesprek/ })).toHaveAttribute("href", conversation);
    const mails = (await mailsTo(request, tenant, `volunteer@${tenant}.example.org`)).filter(
      (m) => m.attributes.kind === "profile_reply" && m.attributes.text.includes(subject),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attributes.text).toContain(conversation);

    // Told in the app too: the notification opens the conversation, where the volunteer answers.
    await page.goto(tenantUrl(tenant, "/notificaties"));
    const told = page.locator("li").filter({ hasText: subject });
    await expect(told).toContainText("Ongelezen");
    await expect(told).toContainText("heeft gereageerd op je vrijwilligersprofiel");
    await told.getByRole("link", { name: new RegExp(subject) }).click();
    await expect(page).toHaveURL(new RegExp(`${conversation}$`));
    const messages = page.getByTestId("conversation-messages");
    await expect(messages).toContainText("Wil je ons helpen in de buurtmoestuin?");
    const answer = `Ja, graag! Dinsdagavond kan ik (${run}).`;
    await page.getByRole("textbox", { name: "Je antwoord" }).fill(answer);
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(messages.getByRole("listitem").filter({ hasText: answer })).toContainText("Jij");

    // The organisation finds the answer unread in its messages.
    await signedInAs("organization_superuser", { tenant });
    await page.goto(tenantUrl(tenant, "/conversations"));
    const row = page.getByTestId(`conversation-${conversation.split("/").pop()}`);
    await expect(row).toContainText(/\d+ ongelezen/);
    await page.goto(tenantUrl(tenant, conversation));
    await expect(messages.getByRole("listitem").filter({ hasText: answer })).not.toContainText("Jij");
  });
});
