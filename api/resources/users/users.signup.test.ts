import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { organizationMemberships, userRoles, users } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, nextIp, signIn, trio } from "../../../tests/setup/auth";
import { ADMIN, CENTER, IDS, mailsTo, pointers, SITE, tokenFrom, VOLUNTEER } from "./users.test-helpers";

// Every sign-in or hash here is a real scrypt run. New passwords are hashed with a development server's cheap
// parameters (PASSWORD_HASH_PARAMS, ADR 0012); a demo account's seeded hash has the production ones (ADR 0008: ~1 s a
// check here, more when the 2 cores are busy). The parameters themselves: auth.test.ts, api/auth/password.test.ts.
vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness({ env: { PASSWORD_HASH_PARAMS: "ln=10,r=8,p=1" } });
});
afterAll(() => h?.dispose());

describe("POST /api/v1/users (sign-up)", () => {
  const signUp = (attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
    h.json("/api/v1/users", {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp(), "Accept-Language": "en-GB,en;q=0.9", ...headers },
      body: { data: { type: "user", attributes } },
    });
  const valid = {
    email: "Nieuw@Example.org",
    first_name: "Nina",
    last_name: "Nieuw",
    password: "Welkom-nieuw-1",
    password_confirmation: "Welkom-nieuw-1",
    accept_terms: true,
    role: "student",
    phone_number: "06-12345678",
    confirm_success_url: `${SITE}/confirm`,
  };

  it("creates an active, unconfirmed user, mails the confirmation link, and confirming lets them sign in", async () => {
    const { status, body } = await signUp(valid);
    expect(status).toBe(202);
    expect(body).toEqual({ meta: { message: expect.stringContaining("confirmation e-mail") } });
    const [created] = await h.db.select().from(users).where(eq(users.email, "nieuw@example.org"));
    expect(created).toMatchObject({
      status: "active",
      signupMethod: "signed_up",
      confirmedAt: null,
      volunteerCenterId: 1,
      locale: "en",
    });
    const roles = await h.db.select().from(userRoles).where(eq(userRoles.userId, created.id));
    expect(roles.map((r) => [r.role, r.organizationId])).toEqual([["student", null]]);

    const [mail] = await mailsTo(h, "nieuw@example.org");
    expect(mail.attributes.kind).toBe("confirmation");
    expect(mail.attributes.subject).toContain("Confirm your e-mail address"); // the request's language
    expect(mail.attributes.html).toContain("Vrijwilligerscentrale Oldebroek"); // the centre's brand
    const token = tokenFrom(mail.attributes.text, "confirmation_token");
    expect(mail.attributes.text).toContain(`${SITE}/confirm?confirmation_token=${token}`);

    const early = await h.json("/auth/sign_in", {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp() },
      body: { email: "nieuw@example.org", password: "Welkom-nieuw-1" },
    });
    expect(early.status).toBe(401);
    expect(early.body.errors[0].code).toBe("unconfirmed");

    const confirmed = await h.json("/api/v1/confirm", { method: "POST", body: { confirmation_token: token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.attributes.confirmed).toBe(true);
    await signIn(h, "nieuw@example.org", { tenant: "oldebroek", password: "Welkom-nieuw-1" });

    const again = await h.json("/api/v1/confirm", { method: "POST", body: { confirmation_token: token } });
    expect(again.status).toBe(422);
    expect(pointers(again.body)).toEqual([["/confirmation_token", "invalid_token"]]);
  });

  it("writes the account and its confirmation mail in one batch: no account without its mail (ADR 0059)", async () => {
    const email = "zonder-post@example.org";
    // The outbox refuses every row, as a lost connection mid-batch would.
    await h.db.run(sql`CREATE TRIGGER outbox_down BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END`);
    try {
      expect((await signUp({ ...valid, email })).status).toBe(500);
      expect(await h.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    } finally {
      await h.db.run(sql`DROP TRIGGER outbox_down`);
    }
    // Positive control: with the outbox back, the account and its mail are made.
    expect((await signUp({ ...valid, email })).status).toBe(202);
    expect((await h.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
    expect((await mailsTo(h, email)).map((m) => m.attributes.kind)).toEqual(["confirmation"]);
  });

  it("answers an address in use exactly like a new one, and mails its owner instead (at most once an hour)", async () => {
    const fresh = await signUp({ ...valid, email: "brand-new@example.org" });
    const taken = await signUp({ ...valid, email: "VOLUNTEER@oldebroek.example.org" });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    // No second account, and the owner hears of it: sign in, or reset the password.
    expect(await h.db.select().from(users).where(eq(users.email, "volunteer@oldebroek.example.org"))).toHaveLength(1);
    const mails = await mailsTo(h, "volunteer@oldebroek.example.org");
    expect(mails.map((m) => m.attributes.kind)).toEqual(["sign_up_attempt"]);
    expect(mails[0].attributes.subject).toMatch(/^Aanmelding met je e-mailadres bij /); // the owner's language
    expect(mails[0].attributes.text).toContain(`${new URL(SITE).origin}/auth/recover`);
    expect(mails[0].attributes.text).not.toMatch(/token=/);
    // A repeat within the hour: the same answer again, but no second mail.
    const again = await signUp({ ...valid, email: "volunteer@oldebroek.example.org" });
    expect(again.status).toBe(fresh.status);
    expect(again.headers.get("Retry-After")).toBeNull();
    expect(await mailsTo(h, "volunteer@oldebroek.example.org")).toHaveLength(1);
  });

  it("answers two parallel sign-ups of one new address the same, with one account and one confirmation", async () => {
    const [a, b] = await Promise.all([
      signUp({ ...valid, email: "twice@example.org" }),
      signUp({ ...valid, email: "twice@example.org" }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(await h.db.select().from(users).where(eq(users.email, "twice@example.org"))).toHaveLength(1);
    const kinds = (await mailsTo(h, "twice@example.org")).map((m) => m.attributes.kind).sort();
    expect(kinds).toEqual(["confirmation", "sign_up_attempt"]);
  });

  it("limits sign-ups per IP (429 after 10 in an hour); an invitation from that IP is not counted", async () => {
    const ip = { "CF-Connecting-IP": "203.0.113.91" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signUp({ ...valid, email: `limiet-${i}@example.org` }, ip)).status);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    expect(await h.db.select({ id: users.id }).from(users).where(eq(users.email, "limiet-10@example.org"))).toEqual([]);
    const invited = await h.json("/api/v1/users", {
      method: "POST",
      headers: { ...ip, ...(await as(h, CENTER)) },
      body: {
        data: {
          type: "users",
          attributes: { email: "limiet-uitnodiging@example.org", first_name: "Lies", last_name: "Limiet", role: "volunteer" },
        },
      },
    });
    expect(invited.status).toBe(201);
  });

  it("answers 422 with a pointer per bad field", async () => {
    const { status, body } = await signUp({
      email: "not-an-email",
      first_name: "",
      password: "kort",
      password_confirmation: "anders",
      role: "admin",
      phone_number: "<script>",
      confirm_success_url: "https://evil.example.com/",
    });
    expect(status).toBe(422);
    expect(pointers(body)).toEqual([
      ["/data/attributes/email", "invalid_string"],
      ["/data/attributes/first_name", "too_small"],
      ["/data/attributes/last_name", "invalid_type"],
      ["/data/attributes/phone_number", "invalid_string"],
      ["/data/attributes/role", "invalid_enum_value"],
      ["/data/attributes/accept_terms", "accepted"],
      ["/data/attributes/password", "too_short"],
      ["/data/attributes/password_confirmation", "confirmation"],
      ["/data/attributes/confirm_success_url", "invalid"],
    ]);
  });

  it.each([
    ["{not json", "invalid_json"],
    ["[1, 2]", "invalid_json"],
  ])("is a 400 for the body %s, never a 500", async (raw, code) => {
    const { createApi } = await import("../../app");
    const response = await createApi().fetch(
      new Request("http://api.test/api/v1/users", {
        method: "POST",
        headers: { "X-Tenant": "oldebroek", "Content-Type": "application/vnd.api+json" },
        body: raw,
      }),
      h.env,
      { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0].code).toBe(code);
  });
});

describe("POST /api/v1/users (invitation)", () => {
  const invite = (headers: Record<string, string>, attributes: Record<string, unknown>) =>
    h.json("/api/v1/users", {
      method: "POST",
      headers,
      body: { data: { type: "users", attributes: { redirect_url: `${SITE}/auth/reset`, ...attributes } } },
    });

  it("creates an invited user and mails an invitation; setting the password accepts it", async () => {
    const { status, body } = await invite(await as(h, CENTER), {
      email: "gast@example.org",
      first_name: "Gert",
      last_name: "Gast",
    });
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({ status: "invited", signup_method: "created_by_user", confirmed: false });
    const [mail] = await mailsTo(h, "gast@example.org");
    expect(mail.attributes.kind).toBe("invitation");
    expect(mail.attributes.subject).toContain("uitgenodigd"); // nl by default
    expect(mail.attributes.text).toMatch(/\/auth\/reset\?reset_password_token=[A-Za-z0-9_-]+&invitation=true/);

    const accepted = await h.json("/auth/password", {
      method: "PUT",
      body: {
        password: "Mijn-wachtwoord-1",
        password_confirmation: "Mijn-wachtwoord-1",
        reset_password_token: tokenFrom(mail.attributes.text, "reset_password_token"),
      },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: "active", confirmed: true });
    expect((await h.call("/auth/validate_token", { headers: trio(accepted.headers) })).status).toBe(200);
  });

  it("links the invitation to the site's reset page when no redirect_url is sent", async () => {
    const { status } = await invite(await as(h, CENTER), {
      email: "zonder-link@example.org",
      first_name: "Zonder",
      last_name: "Link",
      redirect_url: undefined,
    });
    expect(status).toBe(201);
    const [mail] = await mailsTo(h, "zonder-link@example.org");
    expect(mail.attributes.text).toMatch(
      /http:\/\/oldebroek\.localhost\/auth\/reset\?reset_password_token=[\w-]+&invitation=true/,
    );
  });

  it("lets an admin invite with a role in an organisation", async () => {
    const { status, body } = await invite(await as(h, ADMIN), {
      email: "beheer@example.org",
      first_name: "Bea",
      last_name: "Beheer",
      role: "organization_superuser",
      organization_id: 3,
    });
    expect(status).toBe(201);
    expect(body.data.attributes.organization_id).toBe(3);
    expect(body.included[0].attributes).toEqual({ name: "organization_superuser", organization_id: 3 });
    // The account, its role and its membership are one write (api/services/user-writes.ts).
    const id = Number(body.data.id);
    const roles = await h.db.select().from(userRoles).where(eq(userRoles.userId, id));
    expect(roles.map((r) => [r.role, r.organizationId])).toEqual([["organization_superuser", 3]]);
    const members = await h.db.select().from(organizationMemberships).where(eq(organizationMemberships.userId, id));
    expect(members.map((m) => m.organizationId)).toEqual([3]);
  });

  it("two parallel invitations of one address: one account with one role, the other a 422 taken", async () => {
    const headers = await as(h, ADMIN);
    const attributes = { email: "tweemaal@example.org", first_name: "Twee", last_name: "Maal", role: "volunteer" };
    const answers = await Promise.all([invite(headers, attributes), invite(headers, attributes)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const rows = await h.db.select({ id: users.id }).from(users).where(eq(users.email, "tweemaal@example.org"));
    expect(rows).toHaveLength(1);
    expect(await h.db.select().from(userRoles).where(eq(userRoles.userId, rows[0].id))).toHaveLength(1);
  });

  it("forbids granting roles to anyone but an admin, and inviting to anyone without user management", async () => {
    expect(
      (await invite(await as(h, CENTER), { email: "x1@example.org", first_name: "X", last_name: "Y", role: "admin" })).status,
    ).toBe(403);
    expect((await invite(await as(h, VOLUNTEER), { email: "x2@example.org", first_name: "X", last_name: "Y" })).status).toBe(403);
  });

  it("answers 422 per field, also for another tenant's organisation", async () => {
    const { status, body } = await invite(await as(h, ADMIN), {
      email: "",
      first_name: "X",
      last_name: "Y",
      organization_id: "drie",
      redirect_url: "ftp://oldebroek.localhost/x",
    });
    expect(status).toBe(422);
    expect(pointers(body)).toEqual([
      ["/data/attributes/email", "invalid_string"],
      ["/data/attributes/organization_id", "invalid_type"],
      ["/data/attributes/redirect_url", "invalid"],
    ]);
    const foreign = await invite(await as(h, ADMIN), {
      email: "x3@example.org",
      first_name: "X",
      last_name: "Y",
      organization_id: 20,
    });
    expect(foreign.status).toBe(422);
    expect(pointers(foreign.body)).toEqual([["/data/attributes/organization_id", "not_found"]]);
  });
});

describe("POST /api/v1/users/:id/resend_confirmation_instructions", () => {
  it("mails a fresh confirmation link to an unconfirmed user", async () => {
    const [user] = await h.db
      .insert(users)
      .values({ tenantId: "oldebroek", volunteerCenterId: 1, email: "later@example.org", firstName: "L", lastName: "Ater" })
      .returning();
    const { status, body } = await h.json(`/api/v1/users/${user.id}/resend_confirmation_instructions`, {
      method: "POST",
      headers: await as(h, CENTER),
      body: { redirect_url: `${SITE}/confirm` },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ meta: { sent: true } });
    const [mail] = await mailsTo(h, "later@example.org");
    expect(mail.attributes.text).toContain(`${SITE}/confirm?confirmation_token=`);
  });

  it("links to the site's own page when no body is sent (SPEC §7): /confirm, or /auth/reset for an invitation", async () => {
    const [unconfirmed, invited] = await h.db
      .insert(users)
      .values([
        { tenantId: "oldebroek", volunteerCenterId: 1, email: "nobody-sent@example.org", firstName: "N", lastName: "B" },
        {
          tenantId: "oldebroek",
          volunteerCenterId: 1,
          email: "invitee@example.org",
          firstName: "I",
          lastName: "V",
          status: "invited",
        },
      ])
      .returning();
    const headers = await as(h, CENTER);
    for (const user of [unconfirmed, invited]) {
      const response = await h.call(`/api/v1/users/${user.id}/resend_confirmation_instructions`, { method: "POST", headers });
      expect(response.status, user.email).toBe(200);
    }
    const [confirmation] = await mailsTo(h, "nobody-sent@example.org");
    expect(confirmation.attributes.text).toContain("http://oldebroek.localhost/confirm?confirmation_token=");
    const [invitation] = await mailsTo(h, "invitee@example.org");
    expect(invitation.attributes.text).toMatch(
      /http:\/\/oldebroek\.localhost\/auth\/reset\?reset_password_token=[\w-]+&invitation=true/,
    );
  });

  it("refuses confirmed users, bad links and non-managers", async () => {
    const headers = await as(h, CENTER);
    const confirmed = await h.json(`/api/v1/users/${IDS.volunteer}/resend_confirmation_instructions`, {
      method: "POST",
      headers,
      body: { redirect_url: `${SITE}/confirm` },
    });
    expect(pointers(confirmed.body)).toEqual([["/email", "already_confirmed"]]);
    const badLink = await h.json(`/api/v1/users/${IDS.volunteer}/resend_confirmation_instructions`, {
      method: "POST",
      headers,
      body: { redirect_url: "https://evil.example.com" },
    });
    expect(pointers(badLink.body)).toEqual([["/redirect_url", "invalid"]]);
    const volunteer = await h.call(`/api/v1/users/${IDS.mentor}/resend_confirmation_instructions`, {
      method: "POST",
      headers: await as(h, VOLUNTEER),
      body: { redirect_url: `${SITE}/confirm` },
    });
    expect(volunteer.status).toBe(403);
  });
});
