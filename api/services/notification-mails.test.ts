/**
 * Mails come from the STORED template rows: an edited subject shows, an inactive row sends nothing, English falls
 * back to the centre's Dutch row, values are escaped and only the key's own placeholders are filled.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notificationTemplates } from "../../db/schema";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { applyTo, type Fixture, makeVacancy, outboxTo, person, setUp } from "../resources/applications/applications.test-helpers";
import { renderBody } from "./notification-mails";

let h: ApiHarness;
let fx: Fixture;
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
});
afterAll(() => h?.dispose());

const row = (key: string, locale: "nl" | "en") =>
  and(
    eq(notificationTemplates.volunteerCenterId, fx.centerId),
    eq(notificationTemplates.key, key),
    eq(notificationTemplates.locale, locale),
  );

describe("notification mails from the stored rows", () => {
  it("an edited subject and body are what the applicant gets", async () => {
    await h.db
      .update(notificationTemplates)
      .set({
        subject: "Bedankt {{applicant_name}} — {{vacancy_title}} {{onbekend}}",
        body: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Eigen tekst van {{center_name}}." }] }],
        },
      })
      .where(row("application_confirmation", "nl"));
    const v = await makeVacancy(h, fx, { title: "Koffie schenken" });
    const who = person({ first_name: "Bea" });
    expect((await applyTo(h, v.id, who)).status).toBe(202);
    const [mail] = await outboxTo(h, who.email);
    expect(mail.subject).toBe(`Bedankt Bea ${who.last_name} — Koffie schenken {{onbekend}}`);
    expect(mail.text).toMatch(/^Eigen tekst van .+\./);
    expect(mail.html).toContain("Eigen tekst van");
  });

  it("an inactive row sends nothing (logged), the application still succeeds", async () => {
    await h.db.update(notificationTemplates).set({ active: false }).where(row("application_confirmation", "nl"));
    const info = vi.spyOn(console, "log").mockImplementation(() => {});
    const v = await makeVacancy(h, fx);
    const who = person();
    expect((await applyTo(h, v.id, who)).status).toBe(202);
    expect(await outboxTo(h, who.email)).toHaveLength(0);
    expect(info.mock.calls.flat().join("\n")).toMatch(/notification not sent.*inactive/);
    info.mockRestore();
    await h.db.update(notificationTemplates).set({ active: true }).where(row("application_confirmation", "nl"));
  });

  it("English without an English row: the centre's Dutch row", async () => {
    await h.db.delete(notificationTemplates).where(row("application_confirmation", "en"));
    await h.db
      .update(notificationTemplates)
      .set({ subject: "NL {{vacancy_title}}" })
      .where(row("application_confirmation", "nl"));
    const v = await makeVacancy(h, fx, { title: "Fietsen" });
    const who = person();
    await applyTo(h, v.id, who, { "Accept-Language": "en" });
    const [mail] = await outboxTo(h, who.email);
    expect(mail.subject).toBe("NL Fietsen");
    expect(mail.html).toContain('<html lang="nl">');
  });

  it("values are escaped as text (the rich-text renderer); hrefs only http(s) or mailto", () => {
    const doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Hoi {{applicant_name}}" },
            { type: "text", text: "klik", marks: [{ type: "link", attrs: { href: "{{vacancy_link}}" } }] },
          ],
        },
      ],
    };
    const bad = renderBody(doc, { applicant_name: "<script>alert(1)</script>", vacancy_link: "javascript:alert(1)" });
    expect(bad.html).toBe("<p>Hoi &lt;script&gt;alert(1)&lt;/script&gt;klik</p>");
    const good = renderBody(doc, { applicant_name: "Jo", vacancy_link: "https://x.nl/v/1" });
    expect(good.html).toContain('<a href="https://x.nl/v/1"');
    expect(good.text).toBe("Hoi Joklik (https://x.nl/v/1)");
  });
});
