/**
 * The notification template editor (ADR 0060), without JavaScript: the loader's template, its other language and the
 * stored mail's preview; a save of the textarea's Markdown (placeholder links kept); a typo placeholder named on its
 * field and nothing saved; a stale version; the preview of unsaved text (nothing saved, the typed values kept); reset
 * only with its confirmation.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES } from "../../../db/notification-template-defaults";
import { notificationTemplates } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader } from "./$id.edit";

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  cookie = (await route.signedIn("center_superuser@oldebroek.example.org")).cookie;
});
afterAll(() => database?.dispose());

async function row(key: string, locale: "nl" | "en") {
  const [found] = await database.db
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, "oldebroek"),
        eq(notificationTemplates.volunteerCenterId, 1),
        eq(notificationTemplates.key, key),
        eq(notificationTemplates.locale, locale),
      ),
    );
  return found!;
}

const post = (id: number, form: Record<string, string>) =>
  route.post(action, `/notification_templates/${id}/edit`, { cookie, params: { id: String(id) }, form });

type Reply = { reply: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

describe("/notification_templates/{id}/edit", () => {
  it("loads the template, the other language's version and the stored mail's preview", async () => {
    const nl = await row("application_accepted", "nl");
    const en = await row("application_accepted", "en");
    const data = await route.load(loader, `/notification_templates/${nl.id}/edit`, { cookie, params: { id: String(nl.id) } });
    expect(data.template).toMatchObject({ key: "application_accepted", locale: "nl", lockVersion: 0 });
    expect(data.template.placeholders).toContain("applicant_name");
    expect(data.other).toEqual({ id: String(en.id), locale: "en", active: true });
    expect(data.preview.subject).not.toContain("{{");
    expect(data.preview.html).toContain("Sanne de Vries");
  });

  it("saves the textarea's Markdown with its placeholder link, and redirects", async () => {
    const t = await row("application_rejected", "nl");
    const { response, location } = await post(t.id, {
      intent: "save",
      name: "Afgewezen",
      subject: "Over {{vacancy_title}}",
      body: "Hallo {{applicant\\_name}},\n\n[Bekijk de vacature]({{vacancy\\_link}})",
      active: "on",
      lockVersion: "0",
    });
    expect(response?.status).toBe(302);
    expect(location).toBe(`/notification_templates/${t.id}/edit`);
    const saved = await row("application_rejected", "nl");
    expect(saved.lockVersion).toBe(1);
    expect(JSON.stringify(saved.body)).toContain('"href":"{{vacancy_link}}"');
    expect(JSON.stringify(saved.body)).toContain("Hallo {{applicant_name}},");
  });

  it("a typo placeholder is named on its field, the typed values kept, nothing saved", async () => {
    const t = await row("application_accepted", "en");
    const { answer, response } = await post(t.id, {
      intent: "save",
      name: "Accepted",
      subject: "Welcome {{volunter_name}}",
      body: "Hi {{applicant\\_name}} at {{organisation\\_name}}",
      active: "on",
      lockVersion: "0",
    });
    expect(response).toBeNull();
    const { reply } = answer as Reply;
    expect(reply.error?.subject).toEqual(['notification-templates:errors.unknownPlaceholder|{"name":"{{volunter_name}}"}']);
    expect(reply.error?.body).toEqual(['notification-templates:errors.unknownPlaceholder|{"name":"{{organisation_name}}"}']);
    expect(reply.initialValue?.subject).toBe("Welcome {{volunter_name}}");
    expect((await row("application_accepted", "en")).lockVersion).toBe(0);
  });

  it("a stale version says so on the form and saves nothing", async () => {
    const t = await row("vacancy_expired", "nl");
    await database.db.update(notificationTemplates).set({ lockVersion: 4 }).where(eq(notificationTemplates.id, t.id));
    const { answer } = await post(t.id, { intent: "save", name: "x", subject: "y", body: "z", lockVersion: "3" });
    expect((answer as Reply).reply.error?.lockVersion).toEqual(["notification-templates:errors.stale"]);
    expect((await row("vacancy_expired", "nl")).subject).toBe(t.subject);
  });

  it("'Preview' renders the unsaved text with sample data and saves nothing", async () => {
    const t = await row("application_accepted", "nl");
    const { answer } = await post(t.id, {
      intent: "preview",
      name: t.name,
      subject: "Gefeliciteerd {{applicant_name}}",
      body: "Tot zaterdag bij {{organization\\_name}}!",
      lockVersion: "0",
    });
    const a = answer as Reply & { preview: { subject: string; html: string } };
    expect(a.preview.subject).toBe("Gefeliciteerd Sanne de Vries");
    expect(a.preview.html).toContain("Tot zaterdag bij Stichting De Moestuin!");
    expect(a.reply.initialValue?.subject).toBe("Gefeliciteerd {{applicant_name}}");
    expect((await row("application_accepted", "nl")).lockVersion).toBe(0);
  });

  it("reset asks for its confirmation, then restores the default text", async () => {
    const t = await row("application_rejected", "nl");
    expect((await post(t.id, { intent: "reset" })).answer).toEqual({ notice: "unconfirmed" });
    expect((await row("application_rejected", "nl")).subject).toBe("Over {{vacancy_title}}");
    const { response } = await post(t.id, { intent: "reset", confirm: "on" });
    expect(response?.status).toBe(302);
    expect((await row("application_rejected", "nl")).subject).toBe(DEFAULT_TEMPLATES.application_rejected.nl.subject);
  });
});
