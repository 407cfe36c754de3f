/**
 * Mails as a person reads them: dates written in the recipient's language and Amsterdam time (contract/dates.ts,
 * `mailInstant`), an activity's place and calendar file in its mails, empty sections left out (`{{?name}}`), and
 * the migration that brings stored default templates of a database seeded before up to date.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityOccurrences, addresses, notificationTemplates } from "../../db/schema";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { as } from "../../tests/setup/auth";
import {
  applyAndRead,
  applyTo,
  type Fixture,
  makeVacancy,
  ORG_SUPERUSER,
  outboxOfKind,
  outboxTo,
  person,
  setUp,
} from "../resources/applications/applications.test-helpers";
import { organizationRecipients, renderBody } from "./notification-mails";

let h: ApiHarness;
let fx: Fixture;
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
});
afterAll(() => h?.dispose());

const doc = (...paragraphs: string[][]) => ({
  type: "doc",
  content: paragraphs.map((texts) => ({ type: "paragraph", content: texts.map((text) => ({ type: "text", text })) })),
});

describe("optional sections", () => {
  it("a paragraph with {{?name}} is left out when name is empty and kept without the marker otherwise", () => {
    const body = doc(["Hallo,"], ["{{?message}}Het bericht bij de aanmelding: ", "{{message}}"], ["Groet"]);
    expect(renderBody(body, { message: "" }).text).toBe("Hallo,\nGroet");
    expect(renderBody(body, { message: "   " }).text).toBe("Hallo,\nGroet");
    expect(renderBody(body, {}).text).toBe("Hallo,\nGroet");
    const kept = renderBody(body, { message: "Ik help graag" });
    expect(kept.text).toBe("Hallo,\nHet bericht bij de aanmelding: Ik help graag\nGroet");
    expect(kept.html).not.toContain("{{?");
  });
});

/** A published activity of the demo organisation with one date `daysAhead` from now at 18:00 Amsterdam. */
async function activity(title: string, values: Parameters<typeof makeVacancy>[2] = {}) {
  const v = await makeVacancy(h, fx, { title, vacancyType: "activity", frequency: "once", ...values });
  // 16 December 2026 18:00 in Amsterdam (CET, UTC+1) — a Wednesday.
  const [date] = await h.db
    .insert(activityOccurrences)
    .values({
      tenantId: "oldebroek",
      vacancyId: v.id,
      startsAt: "2026-12-16T17:00:00.000Z",
      endsAt: "2026-12-16T19:00:00.000Z",
      localDate: "2026-12-16",
    })
    .returning();
  return { ...v, occurrenceId: date.id };
}

describe("activity mails", () => {
  it("write the date as a person does in each recipient's language; no empty message line to the organisation", async () => {
    const a = await activity("Kerstdiner koken");
    const who = person({ message: "" });
    const applied = await applyTo(h, a.id, { ...who, occurrence_id: a.occurrenceId });
    expect(applied.status).toBe(202); // the neutral answer to an anonymous applicant (ADR 0021)
    const [mail] = await outboxTo(h, who.email);
    expect(mail.subject).toBe("Je aanmelding voor Kerstdiner koken — woensdag 16 december, 18:00 is binnen");
    expect(mail.text).not.toMatch(/\d{4}-\d\d-\d\d/);

    const recipients = await organizationRecipients(h.db, "oldebroek", fx.orgId);
    const [first] = recipients;
    const received = (await outboxOfKind(h, first.email, "application_received")).filter((m) => m.subject.includes(a.title));
    expect(received).toHaveLength(1);
    expect(received[0].text).not.toContain("Het bericht bij de aanmelding");
    expect(received[0].text).not.toContain("The message with the application");

    // An English applicant: the same instant in English.
    const english = person();
    await applyTo(h, a.id, { ...english, occurrence_id: a.occurrenceId }, { "Accept-Language": "en" });
    const [en] = await outboxTo(h, english.email);
    expect(en.subject).toBe("We received your application for Kerstdiner koken — Wednesday 16 December, 18:00");
  });

  it("say where and link the calendar file on the recipient's site; a remote activity has no place line", async () => {
    const [address] = await h.db.select().from(addresses).where(eq(addresses.organizationId, fx.orgId));
    const a = await activity("Soep uitdelen", { locationType: "organization", city: address.city });
    const applied = await applyAndRead(h, a.id, { ...person(), occurrence_id: a.occurrenceId });
    const id = applied.body.data.id;
    const accepted = await h.json(`/api/v1/applications/${id}`, {
      method: "PATCH",
      headers: await as(h, ORG_SUPERUSER),
      body: { data: { type: "applications", id, attributes: { status: "accepted" } } },
    });
    expect(accepted.status).toBe(200);
    const email = applied.body.data.attributes.email;
    // The confirmation of the sign-up already says where and links the calendar file.
    const [received] = await outboxOfKind(h, email, "application_confirmation");
    expect(received.text).toContain(`Waar: ${address.street} ${address.houseNumber}`);
    expect(received.text).toContain(`/api/v1/vacancies/${a.id}/ical`);
    const [mail] = await outboxOfKind(h, email, "application_accepted");
    expect(mail.text).toContain(`Waar: ${address.street} ${address.houseNumber}`);
    expect(mail.text).toContain(`${address.city}`);
    expect(mail.text).toMatch(
      new RegExp(`Zet de datum in je agenda: agendabestand \\(\\.ics\\) \\(https?://[^)]+/api/v1/vacancies/${a.id}/ical\\)`),
    );
    expect(mail.text).toContain("woensdag 16 december, 18:00");

    const remote = await activity("Online taalcafé", { locationType: "remote" });
    const r = await applyAndRead(h, remote.id, { ...person(), occurrence_id: remote.occurrenceId });
    await h.json(`/api/v1/applications/${r.body.data.id}`, {
      method: "PATCH",
      headers: await as(h, ORG_SUPERUSER),
      body: { data: { type: "applications", id: r.body.data.id, attributes: { status: "accepted" } } },
    });
    const [remoteMail] = await outboxOfKind(h, r.body.data.attributes.email, "application_accepted");
    expect(remoteMail.text).not.toContain("Waar:");
    expect(remoteMail.text).toContain(`/api/v1/vacancies/${remote.id}/ical`);

    // Not an activity: neither section.
    const plain = await makeVacancy(h, fx, { title: "Gewone vacature" });
    const p = await applyAndRead(h, plain.id, person());
    await h.json(`/api/v1/applications/${p.body.data.id}`, {
      method: "PATCH",
      headers: await as(h, ORG_SUPERUSER),
      body: { data: { type: "applications", id: p.body.data.id, attributes: { status: "accepted" } } },
    });
    const [plainMail] = await outboxOfKind(h, p.body.data.attributes.email, "application_accepted");
    expect(plainMail.text).not.toMatch(/Waar:|agenda/);
  });
});

describe("the migration of stored default templates", () => {
  const file = join(import.meta.dirname, "../../db/migrations/0012_mail_sections_and_places.sql");
  const statements = readFileSync(file, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
  /** The old default body a statement replaces (its `body = '…'` condition), unquoted. */
  const oldBody = (statement: string) => {
    const match = /AND `body` = '((?:[^']|'')*)';$/.exec(statement);
    if (!match) throw new Error("no old body");
    return match[1].replaceAll("''", "'");
  };
  const oldSubject = (statement: string) => {
    const match = /AND `subject` = '((?:[^']|'')*)'\n/.exec(statement);
    if (!match) throw new Error("no old subject");
    return match[1].replaceAll("''", "'");
  };

  it("updates a centre's row that is still the old default, keeps an edited one, and seeds store exactly the new text", async () => {
    const received = statements.find((s) => s.includes("`key` = 'application_received' AND `locale` = 'nl'"));
    if (!received) throw new Error("no statement for application_received");
    const where = and(
      eq(notificationTemplates.key, "application_received"),
      eq(notificationTemplates.locale, "nl"),
      eq(notificationTemplates.volunteerCenterId, fx.centerId),
    );
    const raw = async () =>
      (
        await h.db.all<{ subject: string; body: string }>(
          sql`select subject, body from notification_templates where key = 'application_received' and locale = 'nl'
            and volunteer_center_id = ${fx.centerId}`,
        )
      )[0];
    const seeded = await raw();
    // A fresh seed already stores the new default: the migration leaves it alone (and would find it again).
    for (const statement of statements) await h.db.run(sql.raw(statement));
    expect(await raw()).toEqual(seeded);

    // A database seeded before: the old default is replaced by the new one.
    await h.db.run(
      sql`update notification_templates set subject = ${oldSubject(received)}, body = ${oldBody(received)}
        where key = 'application_received' and locale = 'nl' and volunteer_center_id = ${fx.centerId}`,
    );
    for (const statement of statements) await h.db.run(sql.raw(statement));
    expect(await raw()).toEqual(seeded);

    // A centre that edited its text keeps it.
    await h.db.update(notificationTemplates).set({ subject: "Eigen onderwerp" }).where(where);
    const edited = await raw();
    for (const statement of statements) await h.db.run(sql.raw(statement));
    expect(await raw()).toEqual(edited);
  });
});
