/**
 * POST /api/v1/applications: anonymous and signed in, the duplicate, the double submit, a closed vacancy, the
 * honeypot, the capacity's waitlist and the mails (applicant and organisation) written with it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, contactPersons, organizations } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import {
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

describe("applying", () => {
  it("anonymously: pending, the confirmation with a withdraw link to the applicant, the notice to the organisation", async () => {
    const v = await makeVacancy(h, fx);
    const who = person();
    const res = await applyTo(h, v.id, who);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.attributes).toMatchObject({
      status: "pending",
      name: `Anna ${who.last_name}`,
      email: who.email,
      vacancy_title: v.title,
      user_id: null,
      waitlist_position: null,
      allowed_statuses: ["withdrawn"],
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
    expect(res.status).toBe(201);
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

  it("the same e-mail twice for a vacancy: 409 already_applied, kindly, and one row", async () => {
    const v = await makeVacancy(h, fx);
    const who = person();
    expect((await applyTo(h, v.id, who)).status).toBe(201);
    const again = await applyTo(h, v.id, { ...who, email: who.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({ code: "already_applied", source: { pointer: "/data/attributes/email" } });
    expect(again.body.errors[0].detail).toMatch(/already applied/);
    expect(await h.db.select().from(applications).where(eq(applications.vacancyId, v.id))).toHaveLength(1);
  });

  it("a double submit (same idempotency key, also racing) answers the first application and stores one", async () => {
    const v = await makeVacancy(h, fx);
    const attrs = { ...person(), idempotency_key: crypto.randomUUID() };
    const [a, b] = await Promise.all([applyTo(h, v.id, attrs), applyTo(h, v.id, attrs)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const again = await applyTo(h, v.id, attrs);
    expect(again.status).toBe(200);
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
    for (let i = 0; i < 4; i++) results.push(await applyTo(h, v.id, person()));
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
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const rows = await h.db.select().from(applications).where(eq(applications.vacancyId, v.id));
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(4);
    expect(rows.filter((r) => r.status === "waitlisted")).toHaveLength(8);
  });
});
