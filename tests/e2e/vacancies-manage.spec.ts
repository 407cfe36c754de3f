/**
 * The vacancy and application management screens (ADR 0021), both projects: the organisation superuser handles a
 * new application (a note, then accept) and the applicant's acceptance mail is in the dev mailbox; a centre
 * superuser bulk-archives three vacancies (and a refused bulk change names the vacancy that blocked it); a vacancy
 * is added with a description (the tiptap editor with JavaScript, Markdown without) and read on its public page;
 * another organisation's vacancy and another tenant's are refused. axe runs on every page state (fixtures.ts).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, freshEmail, NOJS, PORT, tenantUrl, test } from "./fixtures";

const SITE = "oldebroek";

/** The API over HTTP (Node does not resolve *.localhost: loopback + X-Tenant). */
async function api(request: APIRequestContext, method: "GET" | "POST", path: string, data?: unknown, tenant = SITE) {
  const response = await request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: { "X-Tenant": tenant, "Content-Type": "application/vnd.api+json", "Accept-Language": "nl" },
    data,
  });
  return { status: response.status(), body: await response.json() };
}

/** The id in a `/vacancies/{id}/edit` link of the list. */
async function firstVacancy(page: Page, query: string): Promise<{ id: string; title: string }> {
  await page.goto(tenantUrl(SITE, `/vacancies?${query}`));
  const link = page.getByRole("table", { name: "Vacatures" }).locator("tbody a[href$='/edit']").first();
  const href = (await link.getAttribute("href")) ?? "";
  return { id: /\/vacancies\/(\d+)\/edit/.exec(href)?.[1] ?? "", title: ((await link.textContent()) ?? "").trim() };
}

test.describe("vacancy and application management", NOJS, () => {
  test("the organisation superuser sees a new application, adds a note and accepts it; the applicant gets the mail", async ({
    page,
    request,
    signedInAs,
  }, info) => {
    test.slow(); // several page loads and form posts, each page state checked with axe
    await signedInAs("organization_superuser", { tenant: SITE });
    const vacancy = await firstVacancy(page, "status=published");
    expect(vacancy.id).toMatch(/^\d+$/);

    // A visitor applies without an account (the public apply form is the public screens' test).
    const email = freshEmail(`manage-${info.project.name}`);
    const lastName = `Aanmelder${info.project.name.toUpperCase()}`;
    const applied = await api(request, "POST", "/api/v1/applications", {
      data: {
        type: "applications",
        attributes: { vacancy_id: Number(vacancy.id), first_name: "Anna", last_name: lastName, email, message: "Ik help graag." },
      },
    });
    // Anonymous: the neutral answer, which does not say whether a place was free (ADR 0021); the list says it.
    expect(applied.status, JSON.stringify(applied.body)).toBe(202);

    await page.goto(tenantUrl(SITE, `/applications?vacancy=${vacancy.id}`));
    await expect(page.getByRole("heading", { level: 1, name: "Reacties" })).toBeVisible();
    const table = page.getByRole("table", { name: "Reacties" });
    const row = table.getByRole("row").filter({ hasText: lastName });
    const status = row.getByText(/^(Nieuw|Wachtlijst)$/);
    await expect(status).toBeVisible();
    const badge = (await status.textContent()) ?? "";
    await row.getByRole("link", { name: `Anna ${lastName}` }).click();

    await expect(page.getByRole("heading", { level: 1, name: `Anna ${lastName}` })).toBeVisible();
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText("Ik help graag.")).toBeVisible();

    // An empty note is refused next to the field; a real one is listed.
    await page.getByRole("button", { name: "Notitie opslaan" }).click();
    await expect(page.locator("#note-form-note-error")).toHaveText("Dit veld is verplicht");
    await page.getByLabel("Notitie toevoegen").fill("Gebeld: kan vanaf maart.");
    await page.getByRole("button", { name: "Notitie opslaan" }).click();
    await expect(page.getByText("De notitie is opgeslagen.")).toBeVisible();
    await expect(page.getByTestId("internal-notes")).toContainText("Gebeld: kan vanaf maart.");
    // The form starts again empty (with JavaScript too), so a second click cannot save the same note twice.
    await expect(page.getByLabel("Notitie toevoegen")).toHaveValue("");

    await page.getByRole("button", { name: "Accepteren" }).click();
    await expect(page.getByText("De reactie is geaccepteerd.", { exact: false })).toBeVisible();
    await expect(page.getByText("Geaccepteerd", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accepteren" })).toHaveCount(0);

    // The applicant's acceptance mail.
    await expect
      .poll(async () => {
        const mails = await api(request, "GET", `/api/v1/dev/mails?filter[to]=${encodeURIComponent(email)}`);
        return (mails.body.data ?? []).map((m: { attributes: { kind: string } }) => m.attributes.kind);
      })
      .toContain("application_accepted");
  });

  test("a centre superuser bulk-archives three vacancies; a refused change names the vacancy", async ({
    page,
    signedInAs,
  }, info) => {
    test.slow(); // several page loads and form posts, each page state checked with axe
    const site = "roermond";
    await signedInAs("center_superuser", { tenant: site });
    // Refused: an archived vacancy cannot be published again (all or nothing: nothing changes).
    await page.goto(tenantUrl(site, "/vacancies/bulk-edit?status=archived"));
    const table = page.getByRole("table", { name: "Vacatures tegelijk bewerken" });
    const archived = ((await table.locator("tbody tr").first().getByRole("link").textContent()) ?? "").trim();
    await table.locator("tbody tr").first().getByRole("checkbox").check();
    await page.getByLabel("Status wijzigen naar").selectOption("published");
    await page.getByRole("button", { name: "Toepassen op de gekozen vacatures" }).click();
    await expect(page.getByTestId("bulk-result")).toContainText(`Deze vacature hield het tegen: ${archived}`);

    // Three published ones (each project its own three) archived at once.
    await page.goto(tenantUrl(site, "/vacancies/bulk-edit?status=published"));
    const offset = info.project.name === "js" ? 0 : 3;
    const rows = table.locator("tbody tr");
    const titles: string[] = [];
    for (let i = offset; i < offset + 3; i++) {
      titles.push(((await rows.nth(i).getByRole("link").textContent()) ?? "").trim());
      await rows.nth(i).getByRole("checkbox").check();
    }
    await page.getByLabel("Status wijzigen naar").selectOption("archived");
    await page.getByRole("button", { name: "Toepassen op de gekozen vacatures" }).click();
    await expect(page.getByText("3 vacatures zijn bijgewerkt.")).toBeVisible();
    await expect(page).toHaveURL(/\/vacancies$/);

    await page.goto(tenantUrl(site, "/vacancies?status=archived"));
    const list = page.getByRole("table", { name: "Vacatures" });
    for (const title of titles) await expect(list.getByRole("link", { name: title, exact: true }).first()).toBeVisible();
  });

  test("add a vacancy with a description and read it on its public page", async ({ page, signedInAs }, info) => {
    test.slow(); // several page loads and form posts, each page state checked with axe
    await signedInAs("organization_superuser", { tenant: SITE });
    await page.goto(tenantUrl(SITE, "/vacancies"));
    await page.getByRole("link", { name: "Vacature toevoegen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vacature toevoegen" })).toBeVisible();
    const title = `Voorlezer in de bibliotheek ${info.project.name}`;

    const form = page.locator("form#add-vacancy-form");
    // Bad input first: no title, not a YouTube link — said next to the fields.
    await form.getByLabel("Organisatie", { exact: true }).selectOption({ label: "Stichting Voedselbank Oldebroek-Wezep" });
    await form.getByLabel("YouTube-video").fill("https://vimeo.com/123");
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.locator("#add-vacancy-form-title-error")).toHaveText("Dit veld is verplicht");
    await expect(page.locator("#add-vacancy-form-youtubeUrl-error")).toHaveText("Dit is geen YouTube-link");

    await form.getByLabel("Titel").fill(title);
    await form.getByLabel("YouTube-video").fill("");
    const description = form.getByRole("textbox", { name: "Omschrijving" });
    if (info.project.name === "js") {
      await expect(page.locator("[contenteditable='true']")).toBeVisible();
      await description.click();
      await page.keyboard.type("Lees kinderen elke woensdag voor uit prentenboeken.");
    } else {
      await description.fill("Lees kinderen **elke woensdag** voor uit prentenboeken.");
    }
    await form.getByLabel("Regelmatig").check();
    await form.getByLabel("Einddatum").fill("2027-06-30");
    await form.getByLabel("Uren per week").fill("2");
    await page.getByRole("button", { name: "Publiceren" }).click();
    await expect(page.getByText("De vacature is gepubliceerd.")).toBeVisible();

    const added = await firstVacancy(page, `q=${encodeURIComponent(title)}`);
    expect(added.title).toBe(title);
    await page.goto(tenantUrl(SITE, `/vacancies/${added.id}/edit`));
    await expect(page.getByLabel("Titel")).toHaveValue(title);
    await page.getByRole("link", { name: "Bekijk de vacature" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Only the text: how Markdown is rendered is the rich-text path's business (the public page shows it).
    const text = page.getByText("Lees kinderen").first();
    await expect(text).toContainText("elke woensdag");
    await expect(text).toContainText("voor uit prentenboeken.");
    // Its manager gets "Bewerken" and its applications there, not the apply form.
    const manage = page.getByTestId("vacancy-manage");
    await expect(manage.getByRole("link", { name: "Bewerken" })).toHaveAttribute("href", `/vacancies/${added.id}/edit`);
    await expect(manage.getByRole("link", { name: "Reacties bekijken" })).toHaveAttribute(
      "href",
      `/applications?vacancy=${added.id}`,
    );
    await expect(page.getByTestId("apply-form")).toHaveCount(0);
  });
});

test.describe("vacancy management refusals", NOJS, () => {
  // Chromium logs the 403 and 404 documents as console errors.
  test.use({ allowedConsoleErrors: [/status of 40[34]/] });

  test("another organisation's vacancy and another tenant's are refused", async ({ page, request, signedInAs }) => {
    await signedInAs("organization_superuser", { tenant: SITE });
    // Their organisations, as the list's organisation filter offers them.
    await page.goto(tenantUrl(SITE, "/vacancies"));
    const filter = page.getByRole("search", { name: "Vacatures filteren" }).getByLabel("Organisatie", { exact: true });
    const mine = new Set((await filter.locator("option").allTextContents()).map((name) => name.trim()));
    expect(mine.size).toBeGreaterThan(1);
    const published = await api(request, "GET", "/api/v1/vacancies?page[size]=100");
    const other = (published.body.data as { id: string; attributes: { organization_name: string } }[]).find(
      (v) => !mine.has(v.attributes.organization_name),
    );
    expect(other, "a published vacancy of another organisation").toBeTruthy();
    const forbidden = await page.goto(tenantUrl(SITE, `/vacancies/${other?.id}/edit`));
    expect(forbidden?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Toegang geweigerd" })).toBeVisible();

    const elsewhere = await api(request, "GET", "/api/v1/vacancies?page[size]=1", undefined, "roermond");
    const foreign = await page.goto(tenantUrl(SITE, `/vacancies/${elsewhere.body.data[0].id}/edit`));
    expect(foreign?.status()).toBe(404);
  });
});
