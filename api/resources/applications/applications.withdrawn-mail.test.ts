/**
 * The organisation hears of a withdrawal (application_withdrawn, api/services/applications-withdrawn.ts): by the
 * mailed link and by the signed-in applicant, once per recipient even when two withdrawals race, in the batch of
 * the withdrawal; and the migration that gives a database seeded before it the template rows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationTemplates } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { organizationRecipients } from "../../services/notification-mails";
import {
  applyTo,
  type Fixture,
  makeVacancy,
  outboxOfKind,
  outboxTo,
  person,
  setUp,
  VOLUNTEER,
  withdrawLinkOf,
} from "./applications.test-helpers";

let h: ApiHarness;
let fx: Fixture;
let recipients: Array<{ email: string; locale: string }>;
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
  recipients = await organizationRecipients(h.db, "oldebroek", fx.orgId);
});
afterAll(() => h?.dispose());

const withdrawnMails = async (title: string) =>
  (await Promise.all(recipients.map((r) => outboxOfKind(h, r.email, "application_withdrawn"))))
    .flat()
    .filter((m) => m.subject.includes(title));

describe("the organisation hears of a withdrawal", () => {
  it("by the mailed link: one mail per recipient naming who and what, even when the link is used twice at once", async () => {
    expect(recipients.length).toBeGreaterThan(0);
    const vacancy = await makeVacancy(h, fx, { title: "Voorlezen in de bibliotheek" });
    const who = person({ message: "" });
    expect((await applyTo(h, vacancy.id, who)).status).toBe(202); // the neutral answer (ADR 0021)
    const { id, token } = withdrawLinkOf((await outboxTo(h, who.email))[0].text);
    expect(await withdrawnMails(vacancy.title)).toEqual([]);

    const send = () =>
      h.json(`/api/v1/applications/${id}/withdraw`, {
        method: "POST",
        body: { data: { type: "applications", attributes: { token } } },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toContain(200);
    const mails = await withdrawnMails(vacancy.title);
    expect(mails.map((m) => m.to).sort()).toEqual(recipients.map((r) => r.email).sort());
    const [mail] = mails;
    expect(mail.subject).toBe(`${who.first_name} ${who.last_name} heeft de aanmelding voor ${vacancy.title} ingetrokken`);
    expect(mail.text).toContain(`/applications/${id}`);
  });

  it("signed in, the applicant's own withdrawal is mailed too; a refused move mails nothing", async () => {
    const vacancy = await makeVacancy(h, fx, { title: "Koken voor buren" });
    const applied = await applyTo(h, vacancy.id, { message: "Graag!" }, await as(h, VOLUNTEER));
    expect(applied.status).toBe(201);
    const id = applied.body.data.id;
    const headers = await as(h, VOLUNTEER);
    const patch = () =>
      h.json(`/api/v1/applications/${id}`, {
        method: "PATCH",
        headers,
        body: { data: { type: "applications", id: String(id), attributes: { status: "withdrawn" } } },
      });
    expect((await patch()).status).toBe(200);
    expect(await withdrawnMails(vacancy.title)).toHaveLength(recipients.length);
    expect((await patch()).status).toBe(422); // already withdrawn
    expect(await withdrawnMails(vacancy.title)).toHaveLength(recipients.length);
  });
});

describe("the migration for databases seeded before", () => {
  it("adds the template to every centre that has templates, once, and keeps a centre's own row", async () => {
    const file = join(import.meta.dirname, "../../../db/migrations/0011_application_withdrawn_template.sql");
    const statements = readFileSync(file, "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    const rows = () => h.db.select().from(notificationTemplates).where(eq(notificationTemplates.key, "application_withdrawn"));
    const seeded = await rows();
    const centres = await h.db.all<{ n: number }>(
      sql`select count(distinct volunteer_center_id) as n from notification_templates`,
    );
    expect(seeded).toHaveLength(Number(centres[0].n) * 2);
    // A centre edited its Dutch text; every other row is gone, as in a database seeded before.
    const [kept] = seeded.filter((r) => r.locale === "nl");
    await h.db.update(notificationTemplates).set({ subject: "Eigen onderwerp" }).where(eq(notificationTemplates.id, kept.id));
    await h.db
      .delete(notificationTemplates)
      .where(and(eq(notificationTemplates.key, "application_withdrawn"), sql`${notificationTemplates.id} <> ${kept.id}`));
    for (let run = 0; run < 2; run++) for (const statement of statements) await h.db.run(sql.raw(statement));
    const after = await rows();
    expect(after).toHaveLength(seeded.length);
    expect(after.find((r) => r.id === kept.id)?.subject).toBe("Eigen onderwerp");
    expect(after.find((r) => r.locale === "en")?.body).toEqual(seeded.find((r) => r.locale === "en")?.body);
  });
});
