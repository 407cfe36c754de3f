/**
 * POST /api/v1/applications: anonymous (the neutral answer) and signed in, the duplicate (told plainly to the signed-in
 * owner; to anyone else the neutral answer and a mail to the owner), the double submit, a closed vacancy, the
 * honeypot, the capacity's waitlist and the mails (applicant and organisation) written with it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, contactPersons, organizations } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
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
  VOLUNTEER,
  withdrawLinkOf,
} from "./applications.test-helpers";

let h: ApiHarness;
let fx: Fixture;
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
  // Mails to the organisation go to its superusers while it has no contact person with an address.
  await h.db.delete(contactPersons).where(eq(contactPersons.organizationId, fx.orgId));
});
afterAll(() => h?.dispose());

/** The one answer to anyone not signed in with the address (ADR 0021). */
const NEUTRAL = { data: null, meta: { accepted: true }, jsonapi: { version: "1.1" } };

describe("applying", () => {
  it("anonymously: the neutral answer, pending, the confirmation with a withdraw link to the applicant, the notice to the organisation", async () => {
    const v = await makeVacancy(h, fx);
    const who = person();
    const res = await applyAndRead(h, v.id, who);
    expect(res.status, JSON.stringify(res.answer)).toBe(202);
    expect(res.answer).toEqual(NEUTRAL);
    expect(res.body.data.attributes).toMatchObject({
      status: "pending",
      name: `Anna ${who.last_name}`,
      email: who.email,
      vacancy_title: v.title,
      user_id: null,
      waitlist_position: null,
    });
    const [mail] = await outboxTo(h, who.email);
    expect(mail.kind).toBe("application_confirmation");
    expect(mail.subject).toBe(`Je aanmelding voor ${v.title} is binnen`);
    const link = withdrawLinkOf(mail.text);
    expect(link.id).toBe(Number(res.body.data.id));
    expect(mail.html).toContain(`http://oldebroek.localhost/applications/${link.id}/withdraw?token=${link.token}`);
    // Only the token's hash is stored.
    const [row] = await h.db.select().from(applications).where(eq(applications.id, link.id));
    expect(row.withdrawTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.withdrawTokenHash).not.toContain(link.token);
    const [notice] = await outboxOfKind(h, ORG_SUPERUSER, "application_received");
    expect(notice.text).toContain(`Anna ${who.last_name}`);
    expect(notice.text).toContain(`/applications/${link.id}`);
  });

  it("in English when the browser asks for it", async () => {
    const v = await makeVacancy(h, fx);
    const who = person();
    const res = await applyTo(h, v.id, who, { "Accept-Language": "en-GB,en;q=0.9" });
    expect(res.status).toBe(202);
    const [mail] = await outboxTo(h, who.email);
    expect(mail.subject).toBe(`We received your application for ${v.title}`);
    expect(mail.text).toContain("/en/applications/");
  });

  it("signed in: the account's details by default and user_id set", async () => {
    const v = await makeVacancy(h, fx);
    const res = await applyTo(h, v.id, { message: "Groet" }, await as(h, VOLUNTEER));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.attributes).toMatchObject({ email: VOLUNTEER, first_name: "Vera", status: "pending" });
    expect(res.body.data.attributes.user_id).toBeGreaterThan(0);
    expect(res.body.data.attributes.allowed_statuses).toEqual(["withdrawn"]);
  });

  it("refuses roles that do not apply (403) and missing names when anonymous (422 with pointers)", async () => {
    const v = await makeVacancy(h, fx);
    expect((await applyTo(h, v.id, person(), await as(h, ORG_SUPERUSER))).status).toBe(403);
    const res = await applyTo(h, v.id, { email: "x@example.net" });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      "/data/attributes/first_name",
      "/data/attributes/last_name",
    ]);
    const bad = await applyTo(h, v.id, person({ email: "geen-adres", message: "x".repeat(2001) }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual([
      "/data/attributes/email",
      "/data/attributes/message",
    ]);
  });

  it("the same e-mail twice, anonymously: the same answer as a fresh application, nothing stored, the owner mailed once an hour", async () => {
    const v = await makeVacancy(h, fx);
    const who = person();
    const fresh = await applyTo(h, v.id, who);
    const stranger = { ...person(), email: who.email.toUpperCase() };
    const noticesBefore = (await outboxOfKind(h, ORG_SUPERUSER, "application_received")).length;
    const again = await applyTo(h, v.id, stranger, { "Accept-Language": "en" });
    // Status and body alike: the answer does not tell whether the address applied.
    expect([fresh.status, again.status]).toEqual([202, 202]);
    expect(again.body).toEqual(fresh.body);
    expect(again.body).toEqual(NEUTRAL);
    const rows = await h.db.select().from(applications).where(eq(applications.vacancyId, v.id));
    expect(rows).toMatchObject([{ email: who.email, lastName: who.last_name, message: who.message }]);
    // The owner hears it, in their own language (the application's), with nothing the stranger typed.
    const told = await outboxOfKind(h, who.email, "application_repeated");
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe(`Er is opnieuw gereageerd op ${v.title} met je e-mailadres`);
    expect(told[0].text).not.toContain(stranger.last_name);
    expect(await outboxOfKind(h, ORG_SUPERUSER, "application_received")).toHaveLength(noticesBefore);
    // No flood: more tries within the hour (also racing) mail no more; after an hour one more.
    await Promise.all([1, 2, 3].map(() => applyTo(h, v.id, stranger)));
    expect(await outboxOfKind(h, who.email, "application_repeated")).toHaveLength(1);
    await h.db
      .update(applications)
      .set({ repeatNoticeAt: new Date(Date.now() - 61 * 60 * 1000).toISOString() })
      .where(eq(applications.vacancyId, v.id));
    expect((await applyTo(h, v.id, stranger)).status).toBe(202);
    expect(await outboxOfKind(h, who.email, "application_repeated")).toHaveLength(2);
    expect((await outboxTo(h, who.email)).filter((m) => m.kind === "application_confirmation")).toHaveLength(1);
  });

  it("a full vacancy without a waitlist answers 422 full to a stranger whether or not the address applied", async () => {
    const v = await makeVacancy(h, fx, { capacity: 1, waitlistEnabled: false });
    const who = person();
    expect((await applyTo(h, v.id, who)).status).toBe(202);
    const fresh = await applyTo(h, v.id, person());
    const repeated = await applyTo(h, v.id, who);
    expect([fresh.status, repeated.status]).toEqual([422, 422]);
    expect(repeated.body.errors).toEqual(fresh.body.errors);
  });

  it("the same e-mail twice, signed in with it: 409 already_applied, kindly, and one row, no mail", async () => {
    const v = await makeVacancy(h, fx);
    const headers = await as(h, VOLUNTEER);
    expect((await applyTo(h, v.id, {}, headers)).status).toBe(201);
    const again = await applyTo(h, v.id, {}, headers);
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ code: "already_applied", source: { pointer: "/data/attributes/email" } });
    expect(again.body.errors[0].detail).toMatch(/already applied/);
    expect(await h.db.select().from(applications).where(eq(applications.vacancyId, v.id))).toHaveLength(1);
    expect(await outboxOfKind(h, VOLUNTEER, "application_repeated")).toHaveLength(0);
    // Signed in but with another address that applied: the stranger's answer.
    const other = person();
    await applyTo(h, v.id, other);
    expect((await applyTo(h, v.id, { email: other.email }, headers)).status).toBe(202);
    expect(await outboxOfKind(h, other.email, "application_repeated")).toHaveLength(1);
  });

  it("a double submit (same idempotency key, also racing) answers alike and stores one", async () => {
    const v = await makeVacancy(h, fx);
    const attrs = { ...person(), idempotency_key: crypto.randomUUID() };
    const [a, b] = await Promise.all([applyTo(h, v.id, attrs), applyTo(h, v.id, attrs)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toEqual(b.body);
    const again = await applyTo(h, v.id, attrs);
    expect(again.status).toBe(202);
    expect(await h.db.select().from(applications).where(eq(applications.vacancyId, v.id))).toHaveLength(1);
    expect(await outboxTo(h, attrs.email)).toHaveLength(1);
  });

  it.each([
    ["a draft", { status: "draft" as const }],
    ["an expired one", { status: "expired" as const }],
    ["one past its last day", { expiresAt: "2020-01-01" }],
  ])("refuses %s: 422 vacancy_closed at vacancy_id, nothing stored", async (_label, values) => {
    const v = await makeVacancy(h, fx, values);
    const who = person();
    const res = await applyTo(h, v.id, who);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: "vacancy_closed", source: { pointer: "/data/attributes/vacancy_id" } });
    expect(await outboxTo(h, who.email)).toHaveLength(0);
  });

  it("an unknown vacancy, another tenant's or another centre's unshared one: 422 not_found", async () => {
    expect((await applyTo(h, 99_999_999, person())).body.errors[0].code).toBe("not_found");
    const [roermond] = await h.db.select().from(organizations).where(eq(organizations.tenantId, "roermond")).limit(1);
    const theirs = await makeVacancy(h, fx, {
      tenantId: "roermond",
      organizationId: roermond.id,
      volunteerCenterId: roermond.volunteerCenterId,
    });
    expect((await applyTo(h, theirs.id, person())).body.errors[0].code).toBe("not_found");
  });

  it("the honeypot answers like success and stores nothing", async () => {
    const v = await makeVacancy(h, fx);
    const who = person({ website_url: "http://spam.example" });
    const res = await applyTo(h, v.id, who);
    expect(res.status).toBe(202);
    expect(await h.db.select().from(applications).where(eq(applications.vacancyId, v.id))).toHaveLength(0);
    expect(await outboxTo(h, who.email)).toHaveLength(0);
  });

  it("with a capacity: beyond it waitlisted with its place, and the waitlist mail says so", async () => {
    const v = await makeVacancy(h, fx, { capacity: 2 });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await applyAndRead(h, v.id, person()));
    expect(results.map((r) => r.body.data.attributes.status)).toEqual(["pending", "pending", "waitlisted", "waitlisted"]);
    expect(results.map((r) => r.body.data.attributes.waitlist_position)).toEqual([null, null, 1, 2]);
    const last = results[3].body.data.attributes;
    const [mail] = await outboxTo(h, last.email);
    expect(mail.kind).toBe("application_waitlisted");
    expect(mail.text).toContain("plek 2");
    expect(withdrawLinkOf(mail.text).id).toBe(Number(results[3].body.data.id));
  });

  it("12 concurrent applications to 4 places: exactly 4 pending, 8 waitlisted (the bench does 100)", {
    timeout: 60_000,
  }, async () => {
    const v = await makeVacancy(h, fx, { capacity: 4 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => applyTo(h, v.id, person())));
    expect(answers.every((a) => a.status === 202)).toBe(true);
    const rows = await h.db.select().from(applications).where(eq(applications.vacancyId, v.id));
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(4);
    expect(rows.filter((r) => r.status === "waitlisted")).toHaveLength(8);
  });
});
