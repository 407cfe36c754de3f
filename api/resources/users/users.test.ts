import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, authTokens, userRoles, users } from "../../../db/schema";
import { DEMO_PASSWORD } from "../../../db/seed";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, nextIp, sessionFor, signIn, trio } from "../../../tests/setup/auth";

// Every sign-in or hash here is a real scrypt run (ADR 0008): seconds each when the 2 cores are busy.
vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const ADMIN = "admin@oldebroek.example.org";
const CENTER = "center_superuser@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";
const SITE = "http://oldebroek.localhost:8787";
// Demo ids follow the seed order: oldebroek 1–8 (admin, volunteer, content_manager, mentor, student,
// organization_superuser, center_superuser, page_manager), roermond 9–16, …, public 33–40, centre 6's volunteer 41.
const IDS = { admin: 1, volunteer: 2, mentor: 4, orgSuperuser: 6, centerSuperuser: 7, roermondAdmin: 9, publicCenter6: 41 };
const NON_MANAGERS = ["volunteer", "student", "mentor", "organization_superuser", "page_manager", "content_manager"];

type Resource = { id: string; type: string; attributes: Record<string, any>; relationships: Record<string, any> };
const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  body.errors.map((e) => [e.source?.pointer, e.code]);

async function mailsTo(address: string) {
  const { body } = await h.json(`/api/v1/dev/mails?filter[to]=${encodeURIComponent(address)}`);
  return body.data as Resource[];
}
function tokenFrom(text: string, name: string): string {
  const match = new RegExp(`${name}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${name} in ${text}`);
  return match[1];
}

describe("GET /api/v1/users", () => {
  it("is 401 signed out and 403 for every role without user management", async () => {
    expect((await h.call("/api/v1/users")).status).toBe(401);
    for (const role of NON_MANAGERS) {
      const { status, body } = await h.json("/api/v1/users", { headers: await as(h, `${role}@oldebroek.example.org`) });
      expect(status, role).toBe(403);
      expect(body.errors[0].code).toBe("forbidden");
    }
  });

  it("lists the whole tenant for an admin, never another tenant's users", async () => {
    const { status, body } = await h.json("/api/v1/users?page[size]=1000", { headers: await as(h, ADMIN) });
    expect(status).toBe(200);
    const emails = (body.data as Resource[]).map((u) => u.attributes.email);
    expect(emails).toHaveLength(8);
    expect(emails.every((e) => e.endsWith("@oldebroek.example.org"))).toBe(true);
    expect(body.meta).toMatchObject({ record_count: 8, page_size: 1000 });
  });

  it("limits a centre superuser to their centre; an admin sees every centre of the tenant", async () => {
    const centre = await h.json("/api/v1/users?page[size]=1000", {
      tenant: "public",
      headers: await as(h, "center_superuser@public.example.org"),
    });
    const admin = await h.json("/api/v1/users?page[size]=1000", {
      tenant: "public",
      headers: await as(h, "admin@public.example.org"),
    });
    const ids = (r: typeof centre) => (r.body.data as Resource[]).map((u) => Number(u.id));
    expect(ids(centre)).not.toContain(IDS.publicCenter6);
    expect(ids(admin)).toContain(IDS.publicCenter6);
    expect(ids(admin).length).toBe(ids(centre).length + 1);
  });

  it("filters by role, organisation, status and text, and includes roles and organisations", async () => {
    const headers = await as(h, ADMIN);
    const admins = await h.json("/api/v1/users?filter[with_role]=admin&include=roles", { headers });
    expect((admins.body.data as Resource[]).map((u) => u.attributes.email)).toEqual([ADMIN]);
    expect(admins.body.included).toEqual([{ type: "roles", id: "1", attributes: { name: "admin", organization_id: null } }]);

    const members = await h.json("/api/v1/users?filter[organization_id_eq]=3&include=organizations", { headers });
    expect((members.body.data as Resource[]).map((u) => u.attributes.email)).toEqual([
      "organization_superuser@oldebroek.example.org",
    ]);
    expect(members.body.included[0]).toMatchObject({
      type: "organizations",
      id: "3",
      attributes: { organization_type: "NonProfit" },
    });

    const vera = await h.json("/api/v1/users?filter[q]=vera", { headers });
    expect((vera.body.data as Resource[]).map((u) => u.attributes.first_name)).toEqual(["Vera"]);
    const wildcard = await h.json("/api/v1/users?filter[q]=%25", { headers });
    expect(wildcard.body.data).toEqual([]);
    // `_` and `%` are searched as themselves (LIKE … ESCAPE), so an address with an underscore is found.
    const underscore = await h.json("/api/v1/users?filter[q]=organization_superuser@oldebroek", { headers });
    expect((underscore.body.data as Resource[]).map((u) => u.attributes.email)).toEqual([
      "organization_superuser@oldebroek.example.org",
    ]);

    const invited = await h.json("/api/v1/users?filter[status]=invited,archived", { headers });
    expect(invited.body.data).toEqual([]);

    const sorted = await h.json("/api/v1/users?sort=-email&page[size]=2&page[number]=2", { headers });
    expect(sorted.body.data).toHaveLength(2);
    expect(sorted.body.meta.current_page).toBe(2);
  });

  it.each([
    ["page[size]=1001", "page[size]"],
    ["filter[with_role]=king", "filter[with_role]"],
    ["filter[status]=sleeping", "filter[status]"],
    ["filter[organization_id_eq]=abc", "filter[organization_id_eq]"],
    ["filter[password_hash]=x", "filter[password_hash]"],
    ["sort=password_hash", "sort"],
    ["include=tokens", "include"],
  ])("rejects %s", async (query, parameter) => {
    const { status, body } = await h.json(`/api/v1/users?${query}`, { headers: await as(h, ADMIN) });
    expect(status).toBe(400);
    expect(body.errors[0].source.parameter).toBe(parameter);
  });
});

describe("GET /api/v1/users/:id", () => {
  it("shows a user with roles and organisations to a manager", async () => {
    const { status, body } = await h.json(`/api/v1/users/${IDS.mentor}?include=roles,organizations`, {
      headers: await as(h, CENTER),
    });
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({ email: "mentor@oldebroek.example.org", organization_id: 2, status: "active" });
    expect(body.data.relationships.roles.data).toHaveLength(1);
    const types = (body.included as Resource[]).map((r) => `${r.type}:${r.attributes.name}`);
    expect(types).toContain("roles:mentor");
    expect((body.included as Resource[]).find((r) => r.type === "organizations")?.attributes.organization_type).toBe("School");
  });

  it("shows their own record to anyone, other users only to managers", async () => {
    const headers = await as(h, VOLUNTEER);
    expect((await h.call(`/api/v1/users/${IDS.volunteer}`, { headers })).status).toBe(200);
    expect((await h.call(`/api/v1/users/${IDS.admin}`, { headers })).status).toBe(403);
    expect((await h.call(`/api/v1/users/${IDS.admin}`)).status).toBe(401);
  });

  it("answers 404 for another tenant's user, an unknown or a malformed id", async () => {
    const headers = await as(h, ADMIN);
    for (const id of [IDS.roermondAdmin, 99999, "abc", "-1"]) {
      expect((await h.call(`/api/v1/users/${id}`, { headers })).status, String(id)).toBe(404);
    }
  });

  it("is 403 for a centre superuser looking at another centre's user", async () => {
    const headers = await as(h, "center_superuser@public.example.org");
    expect((await h.call(`/api/v1/users/${IDS.publicCenter6}`, { tenant: "public", headers })).status).toBe(403);
  });
});

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
    expect(status).toBe(201);
    expect(body.data.attributes).toMatchObject({
      email: "nieuw@example.org",
      status: "active",
      signup_method: "signed_up",
      confirmed: false,
      volunteer_center_id: 1,
      locale: "en",
    });
    expect(body.included).toEqual([
      expect.objectContaining({ type: "roles", attributes: { name: "student", organization_id: null } }),
    ]);

    const [mail] = await mailsTo("nieuw@example.org");
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

  it("answers 422 taken for an e-mail in use (case-insensitive)", async () => {
    const { status, body } = await signUp({ ...valid, email: "VOLUNTEER@oldebroek.example.org" });
    expect(status).toBe(422);
    expect(pointers(body)).toEqual([["/data/attributes/email", "taken"]]);
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
    const [mail] = await mailsTo("gast@example.org");
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
    const [mail] = await mailsTo("zonder-link@example.org");
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

describe("PATCH /api/v1/users/:id", () => {
  it("edits a user's fields", async () => {
    const { status, body } = await h.json(`/api/v1/users/${IDS.mentor}`, {
      method: "PATCH",
      headers: await as(h, CENTER),
      body: { data: { type: "users", id: String(IDS.mentor), attributes: { job_title: "Docent", digest_days: [5, 1, 1] } } },
    });
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({ job_title: "Docent", digest_days: [1, 5] });
  });

  it("follows the lifecycle: active ↔ inactive ends sessions, invited → active only by accepting", async () => {
    const student = await sessionFor(h, "student@oldebroek.example.org");
    const headers = await as(h, ADMIN);
    const patch = (id: number, status: string) =>
      h.json(`/api/v1/users/${id}`, { method: "PATCH", headers, body: { data: { attributes: { status } } } });
    const off = await patch(5, "inactive");
    expect(off.status).toBe(200);
    expect(off.body.data.attributes.status).toBe("inactive");
    expect((await h.call("/auth/validate_token", { headers: student })).status).toBe(401);
    expect((await patch(5, "active")).status).toBe(200);
    expect((await patch(5, "archived")).status).toBe(200);
    const back = await patch(5, "active");
    expect(back.status).toBe(422);
    expect(pointers(back.body)).toEqual([["/data/attributes/status", "invalid_transition"]]);
    const [invited] = await h.db
      .insert(users)
      .values({
        tenantId: "oldebroek",
        volunteerCenterId: 1,
        email: "invited@example.org",
        firstName: "I",
        lastName: "N",
        status: "invited",
      })
      .returning();
    const skip = await patch(invited.id, "active");
    expect(pointers(skip.body)).toEqual([["/data/attributes/status", "invalid_transition"]]);
    const own = await patch(IDS.admin, "inactive");
    expect(pointers(own.body)).toEqual([["/data/attributes/status", "own_account"]]);
  });

  it("answers 422 per bad field", async () => {
    const { status, body } = await h.json(`/api/v1/users/${IDS.mentor}`, {
      method: "PATCH",
      headers: await as(h, ADMIN),
      body: {
        data: { attributes: { gender: "x", digest_days: [8], email: "volunteer@oldebroek.example.org", status: "asleep" } },
      },
    });
    expect(status).toBe(422);
    expect(pointers(body)).toEqual([
      ["/data/attributes/gender", "invalid_enum_value"],
      ["/data/attributes/digest_days/0", "too_big"],
      ["/data/attributes/status", "invalid_enum_value"],
    ]);
    const taken = await h.json(`/api/v1/users/${IDS.mentor}`, {
      method: "PATCH",
      headers: await as(h, ADMIN),
      body: { data: { attributes: { email: "volunteer@oldebroek.example.org" } } },
    });
    expect(pointers(taken.body)).toEqual([["/data/attributes/email", "taken"]]);
  });

  it("lets only an admin touch an admin's account; others 403; other tenants 404", async () => {
    const body = { data: { attributes: { first_name: "Overgenomen" } } };
    expect((await h.call(`/api/v1/users/${IDS.admin}`, { method: "PATCH", headers: await as(h, CENTER), body })).status).toBe(
      403,
    );
    expect((await h.call(`/api/v1/users/${IDS.mentor}`, { method: "PATCH", headers: await as(h, VOLUNTEER), body })).status).toBe(
      403,
    );
    expect(
      (await h.call(`/api/v1/users/${IDS.roermondAdmin}`, { method: "PATCH", headers: await as(h, ADMIN), body })).status,
    ).toBe(404);
    expect((await h.call(`/api/v1/users/${IDS.mentor}`, { method: "PATCH", body })).status).toBe(401);
  });
});

describe("roles", () => {
  it("adds and removes a role (admin only), audited", async () => {
    const headers = await as(h, ADMIN);
    const added = await h.json(`/api/v1/users/${IDS.volunteer}/add_role`, {
      method: "PUT",
      headers,
      body: { data: { attributes: { role: "page_manager" } } },
    });
    expect(added.status).toBe(200);
    expect((added.body.included as Resource[]).map((r) => r.attributes.name).sort()).toEqual(["page_manager", "volunteer"]);

    const flat = await h.json(`/api/v1/users/${IDS.volunteer}/add_role`, {
      method: "PUT",
      headers,
      body: { role: "mentor", organization_id: 2 },
    });
    expect(flat.body.included.find((r: Resource) => r.attributes.name === "mentor").attributes.organization_id).toBe(2);

    const removed = await h.json(`/api/v1/users/${IDS.volunteer}/remove_role`, {
      method: "DELETE",
      headers,
      body: { data: { attributes: { role: "page_manager" } } },
    });
    expect(removed.status).toBe(200);
    expect((removed.body.included as Resource[]).map((r) => r.attributes.name).sort()).toEqual(["mentor", "volunteer"]);

    const log = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, IDS.volunteer), eq(auditLog.actorId, IDS.admin)));
    expect(log.map((l) => l.action)).toEqual(["add_role", "add_role", "remove_role"]);
  });

  it("refuses non-admins, bad roles and roles the user does not have", async () => {
    const body = { data: { attributes: { role: "admin" } } };
    expect(
      (await h.call(`/api/v1/users/${IDS.volunteer}/add_role`, { method: "PUT", headers: await as(h, CENTER), body })).status,
    ).toBe(403);
    expect((await h.call(`/api/v1/users/${IDS.volunteer}/add_role`, { method: "PUT", body })).status).toBe(401);
    const headers = await as(h, ADMIN);
    const bad = await h.json(`/api/v1/users/${IDS.volunteer}/add_role`, {
      method: "PUT",
      headers,
      body: { data: { attributes: { role: "king" } } },
    });
    expect(pointers(bad.body)).toEqual([["/data/attributes/role", "invalid_enum_value"]]);
    const missing = await h.json(`/api/v1/users/${IDS.volunteer}/remove_role`, {
      method: "DELETE",
      headers,
      body: { role: "admin" },
    });
    expect(pointers(missing.body)).toEqual([["/role", "not_found"]]);
    const own = await h.json(`/api/v1/users/${IDS.admin}/remove_role`, { method: "DELETE", headers, body: { role: "admin" } });
    expect(pointers(own.body)).toEqual([["/role", "own_admin_role"]]);
    expect((await h.call(`/api/v1/users/${IDS.roermondAdmin}/add_role`, { method: "PUT", headers, body })).status).toBe(404);
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
    const [mail] = await mailsTo("later@example.org");
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
    const [confirmation] = await mailsTo("nobody-sent@example.org");
    expect(confirmation.attributes.text).toContain("http://oldebroek.localhost/confirm?confirmation_token=");
    const [invitation] = await mailsTo("invitee@example.org");
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

describe("POST /api/v1/sign_in_as_user", () => {
  it("gives an admin a new client for the target user, audited", async () => {
    const { status, body, headers } = await h.json("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: await as(h, ADMIN),
      body: { data: { attributes: { user_id: IDS.mentor } } },
    });
    expect(status).toBe(200);
    expect(body.data.attributes.email).toBe("mentor@oldebroek.example.org");
    const session = trio(headers);
    expect(session.uid).toBe("mentor@oldebroek.example.org");
    const check = await h.json("/auth/validate_token", { headers: session });
    expect(check.body.data.email).toBe("mentor@oldebroek.example.org");
    const [token] = await h.db.select().from(authTokens).where(eq(authTokens.client, session.client));
    expect(token.impersonatorId).toBe(IDS.admin);
    const log = await h.db.select().from(auditLog).where(eq(auditLog.action, "sign_in_as_user"));
    expect(log).toEqual([expect.objectContaining({ actorId: IDS.admin, targetUserId: IDS.mentor, tenantId: "oldebroek" })]);
    // The admin's own session is untouched.
    expect((await h.call("/auth/validate_token", { headers: await as(h, ADMIN) })).status).toBe(200);
  });

  it("is admin only; 404 for another tenant's user; 422 for a bad body", async () => {
    const body = { data: { attributes: { user_id: IDS.mentor } } };
    expect((await h.call("/api/v1/sign_in_as_user", { method: "POST", headers: await as(h, CENTER), body })).status).toBe(403);
    expect((await h.call("/api/v1/sign_in_as_user", { method: "POST", body })).status).toBe(401);
    const headers = await as(h, ADMIN);
    const foreign = await h.call("/api/v1/sign_in_as_user", {
      method: "POST",
      headers,
      body: { data: { attributes: { user_id: IDS.roermondAdmin } } },
    });
    expect(foreign.status).toBe(404);
    const bad = await h.json("/api/v1/sign_in_as_user", {
      method: "POST",
      headers,
      body: { data: { attributes: { user_id: "me" } } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe("/data/attributes/user_id");
  });
});

describe("POST /api/v1/sign_in_as_user/return", () => {
  const RETURN = "/api/v1/sign_in_as_user/return";
  /** A fresh admin session and a sign-in-as session started from it. */
  async function impersonate(userId: number) {
    const admin = await sessionFor(h, ADMIN);
    const response = await h.call("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: admin,
      body: { data: { attributes: { user_id: userId } } },
    });
    expect(response.status).toBe(200);
    return { admin, impersonated: trio(response.headers) };
  }
  /** The sign-in-as session's trio in the body (snake_case attributes). */
  const returnBody = (session: Record<"access-token" | "client" | "uid", string>) => ({
    data: { attributes: { access_token: session["access-token"], client: session.client, uid: session.uid } },
  });
  const entries = (action: "sign_in_as_user" | "sign_in_as_user_return" | "sign_in_as_user_sign_out", target: number) =>
    h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetUserId, target)));

  it("takes the admin back: the sign-in-as session ends, and both steps are in the audit log", async () => {
    const { admin, impersonated } = await impersonate(IDS.orgSuperuser);
    const { status, body, headers } = await h.json(RETURN, { method: "POST", headers: admin, body: returnBody(impersonated) });
    expect(status).toBe(200);
    // The answer is the user signed in as (the page to go back to); the admin's own trio is echoed as always.
    expect(body.data).toMatchObject({ type: "users", id: String(IDS.orgSuperuser) });
    expect(trio(headers)).toEqual(admin);
    expect((await h.call("/auth/validate_token", { headers: impersonated })).status).toBe(401);
    expect((await h.call("/auth/validate_token", { headers: admin })).status).toBe(200);
    const [signedInAs] = await entries("sign_in_as_user", IDS.orgSuperuser);
    const [back] = await entries("sign_in_as_user_return", IDS.orgSuperuser);
    expect(signedInAs).toMatchObject({ tenantId: "oldebroek", actorId: IDS.admin, targetUserId: IDS.orgSuperuser });
    expect(back).toMatchObject({ tenantId: "oldebroek", actorId: IDS.admin, targetUserId: IDS.orgSuperuser });
    expect(back.details).toEqual({ requestId: expect.any(String) });
    // Once: the session is gone, so a second return finds nothing and writes nothing.
    const again = await h.json(RETURN, { method: "POST", headers: admin, body: returnBody(impersonated) });
    expect(again.status).toBe(404);
    expect(again.body.errors[0].code).toBe("impersonation_not_found");
    expect(await entries("sign_in_as_user_return", IDS.orgSuperuser)).toHaveLength(1);
  });

  it("cannot be forged: only the admin who started the session may end it; nothing is written otherwise", async () => {
    const { admin, impersonated } = await impersonate(IDS.volunteer);
    const body = returnBody(impersonated);
    // Signed out, or with the admin's expired/ended session: 401.
    expect((await h.call(RETURN, { method: "POST", body })).status).toBe(401);
    // A non-admin, the user signed in as (with that very session), another admin of the tenant: no such session.
    expect((await h.call(RETURN, { method: "POST", headers: await as(h, CENTER), body })).status).toBe(404);
    expect((await h.call(RETURN, { method: "POST", headers: await as(h, VOLUNTEER), body })).status).toBe(404);
    expect((await h.call(RETURN, { method: "POST", headers: impersonated, body })).status).toBe(404);
    const otherAdmin = { tenantId: "oldebroek", userId: 3, role: "admin" as const };
    const [granted] = await h.db.insert(userRoles).values(otherAdmin).returning();
    try {
      const other = await sessionFor(h, "content_manager@oldebroek.example.org");
      expect((await h.call(RETURN, { method: "POST", headers: other, body })).status).toBe(404);
    } finally {
      await h.db.delete(userRoles).where(eq(userRoles.id, granted.id));
    }
    // An ordinary session of a user (no sign-in-as) cannot be ended through it either.
    const own = await sessionFor(h, VOLUNTEER);
    expect((await h.call(RETURN, { method: "POST", headers: admin, body: returnBody(own) })).status).toBe(404);
    expect((await h.call("/auth/validate_token", { headers: own })).status).toBe(200);
    // Another tenant's admin does not even find the session (tenant-scoped).
    const roermond = await as(h, "admin@roermond.example.org");
    expect((await h.call(RETURN, { method: "POST", tenant: "roermond", headers: roermond, body })).status).toBe(404);
    // A bad body is a 422 with pointers.
    const bad = await h.json(RETURN, { method: "POST", headers: admin, body: { data: { attributes: { client: "x" } } } });
    expect(bad.status).toBe(422);
    expect(pointers(bad.body)).toEqual([
      ["/data/attributes/access_token", "invalid_type"],
      ["/data/attributes/uid", "invalid_type"],
    ]);
    expect(await entries("sign_in_as_user_return", IDS.volunteer)).toEqual([]);
    // The session still works, and the admin who started it can still end it.
    expect((await h.call("/auth/validate_token", { headers: impersonated })).status).toBe(200);
    expect((await h.call(RETURN, { method: "POST", headers: admin, body })).status).toBe(200);

    // When the admin's own session has ended meanwhile, the return is refused (the UI signs out entirely).
    const second = await impersonate(IDS.volunteer);
    await h.call("/auth/sign_out", { method: "DELETE", headers: second.admin });
    expect((await h.call(RETURN, { method: "POST", headers: second.admin, body: returnBody(second.impersonated) })).status).toBe(
      401,
    );
  });

  it("a sign-in-as session cannot sign in as someone else; signing it out is audited", async () => {
    const { impersonated } = await impersonate(IDS.mentor);
    // The admin role of the target does not matter: from a sign-in-as session the only way is back.
    const [granted] = await h.db
      .insert(userRoles)
      .values({ tenantId: "oldebroek", userId: IDS.mentor, role: "admin" })
      .returning();
    try {
      const deeper = await h.json("/api/v1/sign_in_as_user", {
        method: "POST",
        headers: impersonated,
        body: { data: { attributes: { user_id: IDS.volunteer } } },
      });
      expect(deeper.status).toBe(403);
      expect(deeper.body.errors[0].code).toBe("impersonating");
    } finally {
      await h.db.delete(userRoles).where(eq(userRoles.id, granted.id));
    }
    expect((await h.call("/auth/sign_out", { method: "DELETE", headers: impersonated })).status).toBe(200);
    expect((await h.call("/auth/validate_token", { headers: impersonated })).status).toBe(401);
    expect(await entries("sign_in_as_user_sign_out", IDS.mentor)).toEqual([
      expect.objectContaining({ actorId: IDS.admin, targetUserId: IDS.mentor, tenantId: "oldebroek" }),
    ]);
    // An ordinary sign-out is not an audit entry.
    const plain = await sessionFor(h, "mentor@oldebroek.example.org");
    await h.call("/auth/sign_out", { method: "DELETE", headers: plain });
    expect(await entries("sign_in_as_user_sign_out", IDS.mentor)).toHaveLength(1);
  });
});

describe("DELETE /api/v1/users/:id", () => {
  it("is admin only, removes the user and their sessions, and is audited", async () => {
    const target = await sessionFor(h, "page_manager@oldebroek.example.org");
    expect((await h.call("/api/v1/users/8", { method: "DELETE", headers: await as(h, CENTER) })).status).toBe(403);
    const headers = await as(h, ADMIN);
    const response = await h.call("/api/v1/users/8", { method: "DELETE", headers });
    expect(response.status).toBe(204);
    expect((await h.call("/api/v1/users/8", { headers })).status).toBe(404);
    expect((await h.call("/auth/validate_token", { headers: target })).status).toBe(401);
    const log = await h.db.select().from(auditLog).where(eq(auditLog.action, "delete_user"));
    expect(log).toEqual([expect.objectContaining({ actorId: IDS.admin, targetUserId: 8 })]);
    expect((await h.call(`/api/v1/users/${IDS.roermondAdmin}`, { method: "DELETE", headers })).status).toBe(404);
    expect((await h.call(`/api/v1/users/${IDS.admin}`, { method: "DELETE", headers })).status).toBe(422);
  });
});

describe("large lists", () => {
  it("lists up to 1000 users per page with their roles (more ids than D1 binds per statement)", async () => {
    const values = Array.from({ length: 150 }, (_, i) => ({
      tenantId: "oldebroek",
      volunteerCenterId: 1,
      email: `bulk${i}@example.org`,
      firstName: "Bulk",
      lastName: `Gebruiker ${String(i).padStart(3, "0")}`,
    }));
    for (let i = 0; i < values.length; i += 10) {
      const rows = await h.db
        .insert(users)
        .values(values.slice(i, i + 10))
        .returning({ id: users.id });
      await h.db.insert(userRoles).values(rows.map((r) => ({ tenantId: "oldebroek", userId: r.id, role: "volunteer" as const })));
    }
    const { status, body } = await h.json("/api/v1/users?page[size]=1000&include=roles,organizations&filter[q]=bulk", {
      headers: await as(h, ADMIN),
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(150);
    expect((body.data as Resource[]).every((u) => u.relationships.roles.data.length === 1)).toBe(true);
    expect((body.included as Resource[]).filter((r) => r.type === "roles")).toHaveLength(150);
  });
});

it("signs the demo accounts in with the README password", async () => {
  await signIn(h, "organization_superuser@roermond.example.org", { password: DEMO_PASSWORD });
});
