/**
 * The notification templates editor and the contact form (ADR 0060), both projects. A centre superuser edits the
 * Dutch "application accepted" template (a typo placeholder is refused next to its field first), previews it,
 * accepts an application, and the applicant's mail in the dev mailbox carries the new text; then restores the
 * default text (and a `finally` restores it through the API too, should the test stop halfway). Each project edits
 * its own tenant's template (js: demo, nojs: meedoen), where no other spec reads that mail. A signed-in volunteer
 * sends a message with the contact form; it reaches the centre's mailbox.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, freshEmail, NOJS, PORT, tenantUrl, test } from "./fixtures";

/** The API over HTTP (Node does not resolve *.localhost: loopback + X-Tenant), with an account's auth headers. */
async function api(
  request: APIRequestContext,
  tenant: string,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: { "X-Tenant": tenant, "Content-Type": "application/vnd.api+json", "Accept-Language": "nl", ...headers },
    data,
  });
  return { status: response.status(), body: await response.json() };
}

async function authOf(request: APIRequestContext, tenant: string, email: string): Promise<Record<string, string>> {
  const response = await request.post(`http://127.0.0.1:${PORT}/auth/sign_in`, {
    headers: { "X-Tenant": tenant, "Content-Type": "application/json" },
    data: { email, password: DEMO_PASSWORD },
  });
  const h = response.headers();
  return { "access-token": h["access-token"] ?? "", client: h.client ?? "", uid: h.uid ?? "" };
}

type Mail = { attributes: { kind: string; subject: string; text: string; to: string } };

async function mailsTo(request: APIRequestContext, tenant: string, to?: string): Promise<Mail[]> {
  const query = to ? `?filter[to]=${encodeURIComponent(to)}` : "";
  return (await api(request, tenant, "GET", `/api/v1/dev/mails${query}`)).body.data ?? [];
}

/** Types `text` at the end of the body: the tiptap editor with JavaScript, the Markdown textarea without. */
async function appendToBody(page: Page, javaScript: boolean, text: string) {
  const body = page.locator("#template-body");
  if (javaScript) {
    // The editor replaces the Markdown textarea once its module has loaded: type into the editor, not into a
    // textarea that may be swapped out between two keystrokes.
    await expect(page.locator("#template-body[contenteditable='true']")).toBeVisible();
    // The caret in the last paragraph, at its end: a click in the middle of the editor may land in an optional
    // section's paragraph (`{{?ical_link}}…`), which the mail leaves out when the activity has no calendar file while
    // the preview's sample data keeps it — the typed text would vanish from the mail only.
    await body.locator("p").last().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(text);
  } else {
    await body.fill(`${await body.inputValue()}\n\n${text}`);
  }
}

/** A published vacancy of the tenant's demo organisation (its default centre), made for this test alone. */
async function ownVacancy(request: APIRequestContext, tenant: string, title: string) {
  const signIn = await request.post(`http://127.0.0.1:${PORT}/auth/sign_in`, {
    headers: { "X-Tenant": tenant, "Content-Type": "application/json" },
    data: { email: `organization_superuser@${tenant}.example.org`, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const h = signIn.headers();
  const organizationId = (await signIn.json()).data.organization_id as number;
  const made = await api(
    request,
    tenant,
    "POST",
    "/api/v1/vacancies",
    {
      data: {
        type: "vacancies",
        attributes: { organization_id: organizationId, title, status: "published", location_type: "organization" },
      },
    },
    { "access-token": h["access-token"], client: h.client, uid: h.uid },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as { id: string; attributes: { title: string } };
}

test.describe("notification templates", NOJS, () => {
  test("a centre superuser edits the 'application accepted' mail, the next acceptance sends the new text, then restores the default", async ({
    page,
    request,
    signedInAs,
    javaScriptEnabled,
  }, info) => {
    test.slow(); // several page loads and form posts, each page state checked with axe
    const tenant = javaScriptEnabled ? "demo" : "meedoen";
    const staff = `center_superuser@${tenant}.example.org`;
    await signedInAs("center_superuser", { tenant });
    const auth = await authOf(request, tenant, staff);
    let templateId = "";
    try {
      await page.goto(tenantUrl(tenant, "/notification_templates"));
      await expect(page.getByRole("heading", { level: 1, name: "Berichtsjablonen" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Aanmeldingen" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Verzendlogboek bekijken" })).toHaveAttribute(
        "href",
        "/notification_templates/deliveries",
      );
      const row = page.getByRole("row").filter({ hasText: "application_accepted" });
      await row.getByRole("link", { name: "Nederlandse versie bewerken" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Aanmelding geaccepteerd" })).toBeVisible();
      templateId = /\/notification_templates\/(\d+)\/edit/.exec(page.url())?.[1] ?? "";
      expect(templateId).toMatch(/^\d+$/);
      await expect(page.getByRole("link", { name: "Naar de Engelse versie" })).toBeVisible();
      await expect(page.getByTestId("placeholders")).toContainText("{{applicant_name}}");

      // A typo placeholder is refused next to its field.
      const subject = page.getByLabel("Onderwerp");
      await subject.fill("Welkom {{volunter_name}}");
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.locator('[id$="-subject-error"]')).toHaveText(
        "Het invulveld {{volunter_name}} bestaat niet voor dit bericht. Kies een invulveld uit de lijst.",
      );

      // The new text, previewed with sample data, then saved.
      const marker = `Tot gauw in het buurthuis (${info.project.name})`;
      await subject.fill("Welkom bij het team, {{applicant_name}}");
      if (javaScriptEnabled) {
        await appendToBody(page, true, `${marker}! Je gaat aan de slag als `);
        await page.getByTestId("placeholders").getByRole("button", { name: "{{vacancy_title}}" }).click();
      } else {
        await appendToBody(page, false, `${marker}! Je gaat aan de slag als {{vacancy\\_title}}`);
      }
      await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
      await expect(page.getByRole("heading", { name: "Voorbeeld van je wijzigingen (nog niet opgeslagen)" })).toBeVisible();
      await expect(page.getByTestId("preview-subject")).toHaveText("Welkom bij het team, Sanne de Vries");
      await expect(page.getByTestId("preview-mail")).toContainText(`${marker}! Je gaat aan de slag als Maatje voor de moestuin`);
      await expect(page.getByLabel("Onderwerp")).toHaveValue("Welkom bij het team, {{applicant_name}}");
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByText("Het berichtsjabloon is opgeslagen.")).toBeVisible();
      await expect(page.getByTestId("preview-subject")).toHaveText("Welkom bij het team, Sanne de Vries");
      // What was stored, read back: a lost body fails here, not later at the mail.
      const stored = await api(request, tenant, "GET", `/api/v1/notification_templates/${templateId}`, undefined, auth);
      expect(JSON.stringify(stored.body.data?.attributes?.body)).toContain(marker);

      // A visitor applies to a vacancy of this test's own (the centre superuser's centre, so this centre's template);
      // the centre superuser accepts.
      const vacancy = await ownVacancy(request, tenant, `Sjabloonproef ${info.project.name} ${Date.now().toString(36)}`);
      const email = freshEmail(`templates-${info.project.name}`);
      // Its own name on every attempt: a retry must not find the first attempt's application beside its own.
      const lastName = `Sjabloon${info.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
      const applied = await api(request, tenant, "POST", "/api/v1/applications", {
        data: {
          type: "applications",
          attributes: { vacancy_id: Number(vacancy!.id), first_name: "Anna", last_name: lastName, email, message: "Graag!" },
        },
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(202);
      await page.goto(tenantUrl(tenant, `/applications?vacancy=${vacancy!.id}`));
      await page
        .getByRole("table", { name: "Reacties" })
        .getByRole("row")
        .filter({ hasText: lastName })
        .getByRole("link", { name: `Anna ${lastName}` })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: `Anna ${lastName}` })).toBeVisible();
      await page.locator("#main").getByRole("button", { name: "Accepteren" }).click();
      await expect(page.getByText("De reactie is geaccepteerd.", { exact: false })).toBeVisible();

      // The applicant's mail has the new text.
      await expect
        .poll(async () => (await mailsTo(request, tenant, email)).find((m) => m.attributes.kind === "application_accepted"))
        .toBeDefined();
      const mail = (await mailsTo(request, tenant, email)).find((m) => m.attributes.kind === "application_accepted")!;
      expect(mail.attributes.subject).toBe(`Welkom bij het team, Anna ${lastName}`);
      expect(mail.attributes.text).toContain(`${marker}! Je gaat aan de slag als ${vacancy!.attributes.title}`);

      // Restore the default text (with its confirmation step).
      await page.goto(tenantUrl(tenant, `/notification_templates/${templateId}/edit`));
      await page.getByLabel("Ik weet het zeker").check();
      await page.getByRole("button", { name: "Standaardtekst terugzetten" }).click();
      await expect(page.getByText("De standaardtekst is teruggezet.")).toBeVisible();
      await expect(page.getByLabel("Onderwerp")).toHaveValue("Goed nieuws: je kunt aan de slag bij {{organization_name}}");
    } finally {
      if (templateId) await api(request, tenant, "POST", `/api/v1/notification_templates/${templateId}/reset`, undefined, auth);
    }
  });
});

test.describe("contact form", NOJS, () => {
  test("a signed-in volunteer sends a message to the centre; an empty one is refused next to its field", async ({
    page,
    request,
    signedInAs,
  }, info) => {
    const tenant = "oldebroek";
    await signedInAs("volunteer", { tenant });
    await page.goto(tenantUrl(tenant, "/contactformulier"));
    await expect(page.getByRole("heading", { level: 1, name: "Contactformulier" })).toBeVisible();
    await expect(page.getByTestId("contact-sender")).toContainText(`volunteer@${tenant}.example.org`);

    await page.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(page.locator('[id$="-subject-error"]')).toHaveText("Dit veld is verplicht");

    const subjectText = `Vraag over de moestuin (${info.project.name} ${Date.now()})`;
    await page.getByLabel("Onderwerp").fill(subjectText);
    await page.getByLabel("Bericht", { exact: true }).fill("Wanneer kan ik beginnen? <b>Groet</b>");
    await page.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(page.getByText("Je bericht is verstuurd.", { exact: false })).toBeVisible();
    await expect(page.getByLabel("Onderwerp")).toHaveValue("");

    await expect
      .poll(async () =>
        (await mailsTo(request, tenant)).find(
          (m) => m.attributes.kind === "contact_form" && m.attributes.subject.includes(subjectText),
        ),
      )
      .toBeDefined();
    const mail = (await mailsTo(request, tenant)).find((m) => m.attributes.subject.includes(subjectText))!;
    expect(mail.attributes.text).toContain("Wanneer kan ik beginnen? <b>Groet</b>");
    expect(mail.attributes.text).toContain(`volunteer@${tenant}.example.org`);
  });
});
