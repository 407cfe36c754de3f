/**
 * The in-app notifications the changes write (ADR 0065), each in the change's own batch: an application (pending or
 * waitlisted) tells the organisation's superusers; a decision or a waitlist promotion tells the applicant with an
 * account; an approval tells the organisation's users; the week-before expiry warning tells the superusers once. A
 * change that does not happen (a closed vacancy, a refused or lost move, a second run) writes none.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notifications, organizationMemberships, organizations, users } from "../../db/schema";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { as } from "../../tests/setup/auth";
import {
  applyAndRead,
  applyTo,
  type Fixture,
  makeVacancy,
  ORG_SUPERUSER,
  person,
  STUDENT,
  setUp,
  VOLUNTEER,
} from "../resources/applications/applications.test-helpers";
import { organizationSuperusers } from "./notifications-write";
import { runVacancyExpiry } from "./vacancy-expiry";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
let fx: Fixture;
let superusers: number[];
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
  superusers = (await h.db.all<{ id: number }>(sql`${organizationSuperusers("oldebroek", fx.orgId)}`)).map((r) => r.id);
});
afterAll(() => h?.dispose());

const idOf = async (email: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** The notifications of `kind` whose params mention `text` (a title unique to the test). */
const told = (kind: (typeof notifications.$inferSelect)["kind"], text: string) =>
  h.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, kind), sql`${notifications.params} like ${`%${text}%`}`))
    .orderBy(notifications.id);

const patch = async (id: number | string, status: string, email = ORG_SUPERUSER) =>
  h.json(`/api/v1/applications/${id}`, {
    method: "PATCH",
    headers: await as(h, email),
    body: { data: { type: "applications", id: String(id), attributes: { status } } },
  });

describe("application_received", () => {
  it("tells each superuser of the organisation, linking to the application, pending and waitlisted alike", async () => {
    expect(superusers.length).toBeGreaterThan(0);
    const v = await makeVacancy(h, fx, { title: "Melding aanmelding", capacity: 1 });
    const first = await applyAndRead(h, v.id, person({ first_name: "Eerste" }));
    const second = await applyAndRead(h, v.id, person({ first_name: "Tweede" }));
    expect(second.body.data.attributes.status).toBe("waitlisted");
    const rows = await told("application_received", "Melding aanmelding");
    expect(rows.map((r) => r.userId).sort()).toEqual([...superusers, ...superusers].sort());
    const links = new Set(rows.map((r) => r.link));
    expect(links).toEqual(new Set([`/applications/${first.body.data.id}`, `/applications/${second.body.data.id}`]));
    expect(rows[0]!.params).toMatchObject({ vacancy: "Melding aanmelding" });
    expect(String(rows[0]!.params.applicant)).toMatch(/^Eerste Aanmelder/);
    expect(rows.every((r) => r.readAt === null)).toBe(true);
  });

  it("writes none when the application is not taken (a closed vacancy, full without a waitlist, a double submit)", async () => {
    const draft = await makeVacancy(h, fx, { title: "Melding concept", status: "draft" });
    expect((await applyTo(h, draft.id, person())).status).toBe(422);
    const full = await makeVacancy(h, fx, { title: "Melding vol", capacity: 1, waitlistEnabled: false });
    await applyAndRead(h, full.id, person());
    expect((await applyTo(h, full.id, person())).status).toBe(422);
    const keyed = await makeVacancy(h, fx, { title: "Melding dubbel" });
    const who = person({ idempotency_key: crypto.randomUUID() });
    await Promise.all([applyTo(h, keyed.id, who), applyTo(h, keyed.id, who)]);
    expect(await told("application_received", "Melding concept")).toEqual([]);
    expect(await told("application_received", "Melding vol")).toHaveLength(superusers.length);
    expect(await told("application_received", "Melding dubbel")).toHaveLength(superusers.length);
  });
});

describe("application_status_changed", () => {
  it("tells the applicant with an account of an acceptance or a rejection, once, linking to the application", async () => {
    const volunteer = await idOf(VOLUNTEER);
    const v = await makeVacancy(h, fx, { title: "Melding besluit" });
    const applied = await applyTo(h, v.id, {}, await as(h, VOLUNTEER));
    const id = Number(applied.body.data.id);
    // Two managers' clicks at once: one move, one notification.
    const moves = await Promise.all([patch(id, "accepted"), patch(id, "accepted")]);
    expect(moves.map((m) => m.status)).toContain(200);
    const rows = await told("application_status_changed", "Melding besluit");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: volunteer, link: `/applications/${id}` });
    expect(rows[0]!.params).toMatchObject({ vacancy: "Melding besluit", status: "accepted" });
    expect(String(rows[0]!.params.organization)).not.toBe("");

    const w = await makeVacancy(h, fx, { title: "Melding afwijzing" });
    const other = Number((await applyTo(h, w.id, {}, await as(h, VOLUNTEER))).body.data.id);
    expect((await patch(other, "rejected")).status).toBe(200);
    expect((await told("application_status_changed", "Melding afwijzing")).map((r) => r.params.status)).toEqual(["rejected"]);
  });

  it("writes none for a refused move, nor for an applicant without an account", async () => {
    const v = await makeVacancy(h, fx, { title: "Melding geweigerd" });
    const id = Number((await applyTo(h, v.id, {}, await as(h, VOLUNTEER))).body.data.id);
    expect([403, 422]).toContain((await patch(id, "waitlisted")).status);
    // A volunteer may not decide their own application.
    expect([403, 404]).toContain((await patch(id, "accepted", VOLUNTEER)).status);
    expect(await told("application_status_changed", "Melding geweigerd")).toEqual([]);

    const anonymous = await makeVacancy(h, fx, { title: "Melding zonder account" });
    const read = await applyAndRead(h, anonymous.id, person());
    expect((await patch(read.body.data.id, "accepted")).status).toBe(200);
    expect(await told("application_status_changed", "Melding zonder account")).toEqual([]);
  });

  it("tells the applicant with an account moved up from the waitlist when a place comes free", async () => {
    const student = await idOf(STUDENT);
    const v = await makeVacancy(h, fx, { title: "Melding wachtlijst", capacity: 1 });
    const placed = await applyAndRead(h, v.id, person());
    const waiting = await applyTo(h, v.id, {}, await as(h, STUDENT));
    expect(waiting.body.data.attributes.status).toBe("waitlisted");
    expect((await patch(placed.body.data.id, "rejected")).status).toBe(200);
    const rows = await told("application_status_changed", "Melding wachtlijst");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: student, link: `/applications/${waiting.body.data.id}` });
    expect(rows[0]!.params).toMatchObject({ status: "pending" });
  });
});

describe("organization_approved", () => {
  it("tells the organisation's users (the first user made superuser too), not the approver; a refused approval none", async () => {
    const volunteer = await idOf(VOLUNTEER);
    const mentor = await idOf("mentor@oldebroek.example.org");
    await h.db
      .update(organizations)
      .set({ status: "pending", createdById: volunteer, name: "Melding Stichting" })
      .where(eq(organizations.id, 10));
    await h.db.delete(organizationMemberships).where(eq(organizationMemberships.organizationId, 10));
    await h.db.insert(organizationMemberships).values({ tenantId: "oldebroek", userId: mentor, organizationId: 10 });
    const approve = async (email: string, attributes: Record<string, unknown>) =>
      h.json("/api/v1/organizations/10/approve", {
        method: "PUT",
        headers: await as(h, email),
        body: { data: { type: "organizations", id: "10", attributes } },
      });
    // Refused: no criteria ticked and not confirmed (422), and a volunteer (404): nothing told.
    expect((await approve("center_superuser@oldebroek.example.org", { status: "approved" })).status).toBe(422);
    expect((await approve(VOLUNTEER, { status: "approved", approve_without_criteria: true })).status).toBe(404);
    expect(await told("organization_approved", "Melding Stichting")).toEqual([]);

    const ok = await approve("center_superuser@oldebroek.example.org", { status: "approved", approve_without_criteria: true });
    expect(ok.status).toBe(200);
    const rows = await told("organization_approved", "Melding Stichting");
    expect(rows.map((r) => r.userId).sort()).toEqual([volunteer, mentor].sort());
    expect(rows.every((r) => r.link === "/organizations/10")).toBe(true);
    // Denied afterwards: no approval, nothing new.
    expect((await approve("center_superuser@oldebroek.example.org", { status: "archived" })).status).toBe(200);
    expect(await told("organization_approved", "Melding Stichting")).toHaveLength(2);
  });
});

describe("vacancy_expiring", () => {
  it("tells the superusers a week ahead, once per vacancy, also when runs race; the expiry itself tells nothing", async () => {
    const now = new Date("2026-05-10T09:00:00Z");
    const soon = await makeVacancy(h, fx, { expiresAt: "2026-05-15", title: "Melding verloopt" });
    const over = await makeVacancy(h, fx, { expiresAt: "2026-05-09", title: "Melding verlopen" });
    await Promise.all([runVacancyExpiry(h.env, now, h.db), runVacancyExpiry(h.env, now, h.db)]);
    await runVacancyExpiry(h.env, new Date("2026-05-11T09:00:00Z"), h.db);
    const rows = await told("vacancy_expiring", "Melding verloopt");
    expect(rows.map((r) => r.userId).sort()).toEqual([...superusers].sort());
    expect(rows[0]).toMatchObject({
      link: `/vacancies/${soon.id}/edit`,
      params: { vacancy: "Melding verloopt", date: "2026-05-15" },
    });
    expect(await told("vacancy_expiring", "Melding verlopen")).toEqual([]);
    expect(
      await h.db
        .select()
        .from(notifications)
        .where(inArray(notifications.link, [`/vacancies/${over.id}/edit`])),
    ).toEqual([]);
  });
});
