/**
 * The public vacancy screens (ADR 0020) as a visitor uses them: search by text and by postcode (the seed's
 * postcode cache answers; PDOK itself is never reached, so an uncached postcode is "PDOK down"), open a vacancy,
 * apply without an account, see the success state and the confirmation in the dev mailbox, and apply again with
 * the same address (a kind "already applied"). Both projects; the live results and the map view with JavaScript,
 * the static map without. axe runs on every page state (fixtures.ts).
 */
import type { Page } from "@playwright/test";
import { expect, freshAccount, freshEmail, NOJS, NOJS_ONLY, tenantUrl, test } from "./fixtures";

const SITE = "oldebroek";
/** The centre's own address, in the seed's postcode cache. */
const CACHED_POSTCODE = "8096 CP";
/** Not in the cache; the e2e server's PDOK is a closed port, so this is "PDOK down". */
const UNCACHED_POSTCODE = "9999 ZZ";
/** A word in several seeded vacancy titles of every tenant. */
const WORD = "taalmaatje";

async function search(page: Page, fields: { q?: string; postcode?: string }) {
  if (fields.q !== undefined) await page.getByLabel("Zoek op woord").fill(fields.q);
  if (fields.postcode !== undefined) await page.getByLabel("Postcode").fill(fields.postcode);
  await page.getByRole("button", { name: "Zoeken" }).click();
}

test.describe("the public vacancy search and apply flow", NOJS, () => {
  test("search by text and by postcode; PDOK down, a malformed postcode and an empty result say so", async ({ page }) => {
    await page.goto(tenantUrl(SITE, "/vacancies/search"));
    await expect(page.getByRole("heading", { level: 1, name: "Vacatures zoeken" })).toBeVisible();
    await expect(page).toHaveTitle(/^Vacatures zoeken - /);
    await expect(page.getByTestId("search-count")).toHaveText(/\d+ vacatures? gevonden/);

    // By text: the URL is the search (shareable), the cards match.
    await search(page, { q: WORD });
    await expect(page).toHaveURL(/[?&]q=taalmaatje/);
    const cards = page.getByTestId("vacancy-card");
    await expect(cards.first()).toContainText(/taalmaatje/i);
    await page.goto(page.url()); // the shared link shows the same search
    await expect(page.getByLabel("Zoek op woord")).toHaveValue(WORD);

    // By postcode: distances on the cards, the place in the count.
    await search(page, { q: "", postcode: CACHED_POSTCODE });
    await expect(page).toHaveURL(/postcode=8096/);
    await expect(page.getByTestId("search-count")).toContainText("rond");
    await expect(cards.first()).toContainText(/\d+(,\d)? km/);
    await expect(page.getByTestId("postcode-error")).toHaveCount(0);

    // A postcode that cannot be looked up now: a notice and the results without the distance filter.
    await search(page, { postcode: UNCACHED_POSTCODE });
    await expect(page.getByTestId("near-unavailable")).toBeVisible();
    await expect(cards.first()).toBeVisible();

    // A malformed postcode: said next to the field.
    await search(page, { postcode: "12" });
    await expect(page.getByTestId("postcode-error")).toHaveText("Vul een postcode in zoals 8091 AB");

    // Nothing found: links that widen the search.
    await search(page, { q: "zzqxyzzy", postcode: "" });
    await expect(page.getByTestId("search-empty")).toBeVisible();
    await page.getByRole("link", { name: /zonder het zoekwoord/ }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(cards.first()).toBeVisible();
  });

  test("open a vacancy from the search, apply anonymously, see the mail; a second time answers alike and mails the owner", async ({
    page,
  }) => {
    test.slow(); // five page loads and two form posts, each state checked with axe
    await page.goto(tenantUrl(SITE, "/vacancies/search"));
    const cards = page.getByTestId("vacancy-card");
    await search(page, { q: WORD });
    await expect(cards.first()).toContainText(/taalmaatje/i);
    const title = (await cards.first().getByRole("heading").textContent())?.trim() ?? "";
    await cards.first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("organization-link")).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "JobPosting", employmentType: "VOLUNTEER", title });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    const vacancyUrl = page.url();
    // A visitor never sees the managers' links (the anonymous page is the one the edge cache may store).
    await expect(page.getByTestId("vacancy-manage")).toHaveCount(0);

    // Apply without an account.
    const email = freshEmail("apply");
    const apply = async () => {
      const form = page.getByTestId("apply-form");
      await form.getByLabel("Voornaam").fill("Vera");
      await form.getByLabel("Achternaam").fill("Vrijwilliger");
      await form.getByLabel("E-mailadres").fill(email);
      await form.getByLabel("Telefoonnummer").fill("06 12345678");
      await form.getByLabel("Bericht (optioneel)").fill("Ik help graag.");
      await form.getByRole("button", { name: "Reactie versturen" }).click();
    };
    await apply();
    const outcome = page.getByTestId("apply-outcome");
    // Not signed in: the neutral answer (ADR 0021); the mail says whether there is a place.
    await expect(outcome).toHaveAttribute("data-outcome", "received");
    await expect(outcome).toContainText("Bedankt — je krijgt een e-mail");
    await expect(page.getByTestId("apply-form")).toHaveCount(0);

    // The confirmation mail in the dev mailbox.
    await page.goto(tenantUrl(SITE, `/dev/mailbox?to=${encodeURIComponent(email)}`));
    await expect(page.getByRole("listitem").filter({ hasText: email }).first()).toBeVisible();

    // Applying again with the same address answers alike (it must not tell who applied); the owner gets a mail.
    await page.goto(vacancyUrl);
    await apply();
    await expect(outcome).toHaveAttribute("data-outcome", "received");
    await expect(outcome).toContainText("Bedankt — je krijgt een e-mail");
    await page.goto(tenantUrl(SITE, `/dev/mailbox?to=${encodeURIComponent(email)}`));
    await expect(page.getByRole("listitem").filter({ hasText: "Er is opnieuw gereageerd" })).toHaveCount(1);

    // The signed link in the confirmation mail withdraws it.
    // (The dev mailbox shows the text part; its links name the site without the e2e port: open the path here.)
    await page.goto(tenantUrl(SITE, `/dev/mailbox?to=${encodeURIComponent(email)}`));
    await page
      .getByRole("listitem")
      .filter({ hasText: email, hasNotText: "Er is opnieuw gereageerd" })
      .first()
      .getByRole("link")
      .click();
    const link = page.getByTestId("mail-body").getByRole("link", { name: /\/applications\/\d+\/withdraw\?token=/ });
    const withdrawUrl = new URL((await link.getAttribute("href")) ?? "");
    await page.goto(tenantUrl(SITE, `${withdrawUrl.pathname}${withdrawUrl.search}`));
    await page.getByTestId("withdraw-form").getByRole("button", { name: "Reactie intrekken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Je reactie is ingetrokken" })).toBeVisible();
    await expect(page.getByTestId("withdraw-done")).toContainText(title);
    // The spent link is refused when opened again: a message, no form that could only fail.
    await page.goto(tenantUrl(SITE, `${withdrawUrl.pathname}${withdrawUrl.search}`));
    await expect(page.getByTestId("withdraw-failed")).toContainText("Deze link werkt niet");
    await expect(page.getByTestId("withdraw-form")).toHaveCount(0);
  });

  test("a signed-in volunteer applies with their account, sees the status and withdraws", async ({
    page,
    request,
    signedInAs,
  }) => {
    test.slow(); // a fresh account, then four page states checked with axe
    const email = await freshAccount(request, "apply-signed-in");
    await signedInAs(email);
    await page.goto(tenantUrl(SITE, `/vacancies/search?q=${WORD}`));
    await page.getByTestId("vacancy-card").first().getByRole("link").click();
    const form = page.getByTestId("apply-form");
    await expect(form).toContainText(`(${email})`);
    await expect(form.getByLabel("E-mailadres")).toHaveAttribute("readonly", "");
    await form.getByRole("button", { name: "Reactie versturen" }).click();
    await expect(page.getByTestId("apply-outcome")).toHaveText(/Je reactie is verstuurd|je staat op de wachtlijst/);
    const mine = page.getByTestId("my-application");
    await expect(mine).toContainText(/Verstuurd|Op de wachtlijst/);
    await mine.getByLabel("Ja, ik trek mijn reactie in").check();
    await mine.getByRole("button", { name: "Reactie intrekken" }).click();
    await expect(mine).toContainText("Ingetrokken");
  });

  test("an empty apply form says what is missing, next to each field, and on a phone stays in view", async ({
    page,
    javaScriptEnabled,
  }) => {
    // A phone: the vacancy's text puts the form screens below the top of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl(SITE, `/vacancies/search?q=${WORD}`));
    await page.getByTestId("vacancy-card").first().getByRole("link").click();
    const form = page.getByTestId("apply-form");
    await form.getByLabel("E-mailadres").fill("not-an-address");
    await form.getByRole("button", { name: "Reactie versturen" }).click();
    await expect(form.getByText("Het formulier bevat fouten")).toBeVisible();
    await expect(form.getByLabel("Voornaam")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("E-mailadres")).toHaveAttribute("aria-invalid", "true");
    // Without JavaScript the refused post's page opens at the form (its action carries #apply), not at the top.
    if (!javaScriptEnabled) expect(new URL(page.url()).hash).toBe("#apply");
    await expect(form.getByText("Het formulier bevat fouten")).toBeInViewport();
  });

  test("a withdraw link with a wrong token says so at once, without a form or an error page", async ({ page }) => {
    await page.goto(tenantUrl(SITE, "/applications/1/withdraw?token=not-the-token"));
    await expect(page.getByRole("heading", { level: 1, name: "Reactie intrekken" })).toBeVisible();
    await expect(page.getByTestId("withdraw-failed")).toContainText("Deze link werkt niet");
    await expect(page.getByTestId("withdraw-form")).toHaveCount(0);
  });
});

test.describe("the search with JavaScript", () => {
  test("results follow the form as it changes, the URL in step, the focus kept; the map view", async ({ page }) => {
    await page.goto(tenantUrl(SITE, "/vacancies/search"));
    const q = page.getByLabel("Zoek op woord");
    await q.click();
    await q.pressSequentially(WORD, { delay: 20 });
    await expect(page).toHaveURL(/[?&]q=taalmaatje/);
    await expect(q).toBeFocused();
    await expect(page.getByTestId("vacancy-card").first()).toContainText(/taalmaatje/i);
    await page.getByLabel("Regelmatig").check();
    await expect(page).toHaveURL(/tags=regularly/);

    await page.getByTestId("view-map").click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByTestId("vacancies-map")).toBeVisible();
    await expect(page.getByTestId("map-marker").or(page.getByTestId("map-cluster")).first()).toBeVisible();
    await page.getByTestId("view-list").click();
    await expect(page.getByTestId("search-results")).toBeVisible();
  });

  test("a vacancy's video loads only when asked, from youtube-nocookie", async ({ page }) => {
    // The seed gives the centre's first vacancy (id 1) of this site a YouTube link.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>video</title>" }),
    );
    await page.goto(tenantUrl(SITE, "/vacancies/1"));
    await expect(page.getByTestId("youtube-frame")).toHaveCount(0);
    await page.getByTestId("youtube-load").click();
    await expect(page.getByTestId("youtube-frame")).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/,
    );
  });

  test("the English search", async ({ page }) => {
    await page.goto(tenantUrl(SITE, `/en/vacancies/search?postcode=${encodeURIComponent(CACHED_POSTCODE)}`));
    await expect(page.getByRole("heading", { level: 1, name: "Find vacancies" })).toBeVisible();
    await expect(page.getByTestId("search-count")).toContainText("around");
  });
});

test.describe("the search without JavaScript", NOJS_ONLY, () => {
  test("an organisation's page lists its published vacancies", async ({ page }) => {
    await page.goto(tenantUrl(SITE, "/organizations/1"));
    const list = page.getByTestId("organization-vacancies");
    await expect(list.getByRole("heading", { level: 2, name: "Vacatures" })).toBeVisible();
    await expect(list.getByTestId("vacancy-card").first().getByRole("link")).toHaveAttribute("href", /^\/vacancies\/\d+$/);
  });

  test("a page past the last says so, with links to the first and last page, never 'none found'", async ({ page }) => {
    await page.goto(tenantUrl(SITE, `/vacancies/search?q=${WORD}&page=999`));
    const count = (await page.getByTestId("search-count").textContent()) ?? "";
    const found = /(\d+) vacatures? gevonden/.exec(count)?.[1];
    expect(found, count).toBeDefined();
    const past = page.getByTestId("search-past-end");
    await expect(past).toContainText(new RegExp(`Deze pagina bestaat niet \\(meer\\): er (is|zijn) ${found} vacatures?\\.`));
    await expect(page.getByText("Geen vacatures gevonden.")).toHaveCount(0);
    await expect(past.getByRole("link", { name: "Ga naar pagina 1" })).toHaveAttribute("href", `/vacancies/search?q=${WORD}`);
  });

  test("the map view is a static map with links", async ({ page }) => {
    await page.goto(tenantUrl(SITE, `/vacancies/search?postcode=${encodeURIComponent(CACHED_POSTCODE)}&view=map`));
    await expect(page.getByTestId("vacancies-static-map")).toBeVisible();
    await expect(page.getByTestId("map-marker").first()).toHaveAttribute("href", /\/vacancies\/\d+$/);
  });
});
