/**
 * POST /api/v1/organizations as the public organisation sign-up: a pending organisation in the site's centre with
 * its first user (new or signed in), idempotent on its key, the honeypot, the per-IP limit, the approvers' mail.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox, organizationMemberships, organizations, userRoles, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, nextIp } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

let keys = 0;
const key = () => `signup-key-${String(++keys).padStart(8, "0")}`;
// The seed caches this address (Raadhuislaan 1, Oldebroek): no PDOK needed.
const ADDRESS = { postal_code: "8096 CP", house_number: "1" };
const USER = {
  email: "nieuw@stichting.nl",
  first_name: "Nina",
  last_name: "Nieuw",
  password: "Een-lang-wachtwoord-1",
  password_confirmation: "Een-lang-wachtwoord-1",
  accept_terms: true,
};
const signUp = (attributes: Record<string, unknown>, init: { headers?: Record<string, string>; ip?: string } = {}) =>
  h.json("/api/v1/organizations", {
    method: "POST",
    headers: { "CF-Connecting-IP": init.ip ?? nextIp(), ...init.headers },
    body: { data: { type: "organizations", attributes } },
  });

describe("the organisation sign-up", () => {
  it("makes a pending organisation in the site's centre with its first user, once however often it is posted", async () => {
    const idempotency_key = key();
    const attributes = {
      name: "Stichting Aanmelder",
      description: "Wij helpen buren.",
      address: ADDRESS,
      profile: { non_profit_type: "welzijn", activity_type_ids: [3] },
      contact_person: { name: "Nina Nieuw", email: "nina@stichting.nl" },
      user: USER,
      idempotency_key,
    };
    const first = await signUp(attributes);
    expect(first.status, JSON.stringify(first.body.errors)).toBe(201);
    expect(first.body.data.attributes).toMatchObject({ status: "pending", volunteer_center_id: 1, city: "Oldebroek" });
    const id = Number(first.body.data.id);
    // Double click, back button: the same organisation, nothing new.
    const again = await signUp(attributes);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(String(id));
    const [racing, racing2] = await Promise.all([signUp(attributes), signUp(attributes)]);
    expect([racing.body.data.id, racing2.body.data.id]).toEqual([String(id), String(id)]);
    expect((await h.db.select().from(organizations).where(eq(organizations.name, "Stichting Aanmelder"))).length).toBe(1);

    const [user] = await h.db.select().from(users).where(eq(users.email, USER.email));
    expect(user).toMatchObject({ signupMethod: "signed_up", volunteerCenterId: 1 });
    const [org] = await h.db.select().from(organizations).where(eq(organizations.id, id));
    expect(org.createdById).toBe(user.id);
    const member = await h.db.select().from(organizationMemberships).where(eq(organizationMemberships.userId, user.id));
    expect(member.map((m) => m.organizationId)).toEqual([id]);
    // Mails: the confirmation to the new user, the news to the centre's approvers (its centre superuser).
    const mails = await h.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.to === USER.email).map((m) => m.kind)).toEqual(["confirmation"]);
    const approvers = mails.filter((m) => m.kind === "organization_signup");
    expect(approvers.map((m) => m.to)).toEqual(["center_superuser@oldebroek.example.org"]);
    expect(approvers[0].subject).toContain("Stichting Aanmelder");
    expect(approvers[0].text).toContain("/organizations/approve");

    // The centre approves: the first user becomes its organisation superuser.
    const approved = await h.json(`/api/v1/organizations/${id}/approve`, {
      method: "PUT",
      headers: await as(h, "center_superuser@oldebroek.example.org"),
      body: {
        data: {
          type: "organizations",
          id: String(id),
          attributes: { status: "approved", nov_checklist: { social_purpose: true } },
        },
      },
    });
    expect(approved.status).toBe(200);
    const roles = await h.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    expect(roles.map((r) => [r.role, r.organizationId])).toContainEqual(["organization_superuser", id]);
  });

  it("writes the organisation with its mail to the approvers in one batch: none without the other (ADR 0059)", async () => {
    const headers = await as(h, "volunteer@oldebroek.example.org");
    const name = "Zonder post";
    await h.db.run(sql`CREATE TRIGGER outbox_down BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END`);
    try {
      expect((await signUp({ name, address: ADDRESS, idempotency_key: key() }, { headers })).status).toBe(500);
      expect(await h.db.select().from(organizations).where(eq(organizations.name, name))).toEqual([]);
    } finally {
      await h.db.run(sql`DROP TRIGGER outbox_down`);
    }
    // Positive control: with the outbox back, the organisation and its approvers' mail are written.
    expect((await signUp({ name, address: ADDRESS, idempotency_key: key() }, { headers })).status).toBe(201);
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "organization_signup"));
    expect(mails.some((m) => m.subject.includes(name) || m.text.includes(name))).toBe(true);
  });

  it("takes the signed-in user as the first user", async () => {
    const headers = await as(h, "volunteer@oldebroek.example.org");
    const { status, body } = await signUp({ name: "Van de vrijwilliger", address: ADDRESS, idempotency_key: key() }, { headers });
    expect(status).toBe(201);
    const [org] = await h.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, Number(body.data.id)));
    expect(org.createdById).toBe(2);
    // The new pending organisation is visible to its member.
    expect((await h.json(`/api/v1/organizations/${org.id}`, { headers })).status).toBe(200);
  });

  it("refuses bad input with pointers, an account e-mail that is taken, and a missing first user", async () => {
    const bad = await signUp({
      name: "Slecht",
      website: "niet een website",
      address: { postal_code: "0123 AB", house_number: "x" },
      user: { ...USER, email: "geen", password_confirmation: "anders", accept_terms: false },
      idempotency_key: "kort",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { source: { pointer: string } }) => e.source.pointer).sort()).toEqual(
      [
        "/data/attributes/website",
        "/data/attributes/address/postal_code",
        "/data/attributes/address/house_number",
        "/data/attributes/user/email",
        "/data/attributes/user/accept_terms",
        "/data/attributes/user/password_confirmation",
        "/data/attributes/idempotency_key",
      ].sort(),
    );
    const noUser = await signUp({ name: "Zonder gebruiker", address: ADDRESS, idempotency_key: key() });
    expect(noUser.body.errors[0].source.pointer).toBe("/data/attributes/user");
    const taken = await signUp({
      name: "Bezet",
      address: ADDRESS,
      user: { ...USER, email: "admin@oldebroek.example.org" },
      idempotency_key: key(),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0]).toMatchObject({ code: "taken", source: { pointer: "/data/attributes/user/email" } });
    expect((await h.db.select().from(organizations).where(eq(organizations.name, "Bezet"))).length).toBe(0);
  });

  it("answers a filled honeypot as accepted and writes nothing", async () => {
    const { status, body } = await signUp({
      name: "Spambot BV",
      address: ADDRESS,
      user: { ...USER, email: "bot@spam.example" },
      idempotency_key: key(),
      website_url: "http://spam.example",
    });
    expect(status).toBe(202);
    expect(body.data).toBeNull();
    expect((await h.db.select().from(organizations).where(eq(organizations.name, "Spambot BV"))).length).toBe(0);
    expect((await h.db.select().from(users).where(eq(users.email, "bot@spam.example"))).length).toBe(0);
  });

  it("limits sign-ups per IP", async () => {
    // One fixed window for the whole test: hits on both sides of a window's edge would start a new count.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const headers = await as(h, "student@oldebroek.example.org");
        statuses.push((await signUp({ name: `Limiet ${i}`, address: ADDRESS, idempotency_key: key() }, { ip, headers })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
      const made = await h.db
        .select()
        .from(organizations)
        .where(and(eq(organizations.tenantId, "oldebroek"), eq(organizations.createdById, 5)));
      expect(made.length).toBe(10);
    } finally {
      vi.useRealTimers();
    }
  });
});
