import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, authTokens, users } from "../../../db/schema";
import { DEMO_PASSWORD } from "../../../db/seed";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, nextIp, sessionFor, signIn, trio } from "../../../tests/setup/auth";

// Every sign-in or hash here is a real scrypt run. New passwords are hashed with a development server's cheap
// parameters (PASSWORD_HASH_PARAMS, ADR 0012); a demo account's seeded hash has the production ones (ADR 0008: ~1 s a
// check here, more when the 2 cores are busy). The parameters themselves: auth.test.ts, api/auth/password.test.ts.
vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness({ env: { PASSWORD_HASH_PARAMS: "ln=10,r=8,p=1" } });
});
afterAll(() => h?.dispose());

const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  body.errors.map((e) => [e.source?.pointer, e.code]);

describe("GET /api/v1/current_user", () => {
  it("answers the signed-in user with roles included, and the same auth headers", async () => {
    const session = await as(h, "mentor@oldebroek.example.org");
    const { status, body, headers } = await h.json("/api/v1/current_user?include=roles", { headers: session });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: "users", id: "4", attributes: { email: "mentor@oldebroek.example.org" } });
    expect(body.included).toEqual([{ type: "roles", id: "4", attributes: { name: "mentor", organization_id: 2 } }]);
    expect(trio(headers)).toEqual(session);
    expect(headers.get("expiry")).toMatch(/^\d+$/);
  });

  it("is 401 signed out, 400 for an unknown include", async () => {
    expect((await h.call("/api/v1/current_user")).status).toBe(401);
    const bad = await h.json("/api/v1/current_user?include=tokens", { headers: await as(h, "mentor@oldebroek.example.org") });
    expect(bad.status).toBe(400);
  });
});

describe("PATCH /api/v1/current_user", () => {
  it("updates profile fields, settings and digest days", async () => {
    const session = await as(h, "volunteer@oldebroek.example.org");
    const { status, body } = await h.json("/api/v1/current_user", {
      method: "PATCH",
      headers: session,
      body: {
        user: {
          first_name: "Veronica",
          phone_number: "0525-123456",
          gender: "female",
          digest_days: [3, 1],
          locale: "en",
          job_title: null,
          status: "archived", // not the user's to change: ignored
        },
      },
    });
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({
      first_name: "Veronica",
      full_name: "Veronica Vrijwilliger",
      phone_number: "0525-123456",
      gender: "female",
      digest_days: [1, 3],
      locale: "en",
      status: "active",
    });
  });

  it("answers 422 with a pointer per field under /user", async () => {
    const { status, body } = await h.json("/api/v1/current_user", {
      method: "PATCH",
      headers: await as(h, "volunteer@oldebroek.example.org"),
      body: { user: { first_name: "", digest_days: "monday", gender: "x", locale: "de" } },
    });
    expect(status).toBe(422);
    expect(pointers(body)).toEqual([
      ["/user/first_name", "too_small"],
      ["/user/gender", "invalid_enum_value"],
      ["/user/digest_days", "invalid_type"],
      ["/user/locale", "invalid_enum_value"],
    ]);
  });

  it("changes the e-mail only with the current password; the answer carries the new uid", async () => {
    const session = await sessionFor(h, "student@oldebroek.example.org");
    const wrong = await h.json("/api/v1/current_user", {
      method: "PATCH",
      headers: session,
      body: { user: { email: "student-nieuw@example.org", current_password: "fout" } },
    });
    expect(wrong.status).toBe(422);
    expect(pointers(wrong.body)).toEqual([["/user/current_password", "invalid"]]);
    const taken = await h.json("/api/v1/current_user", {
      method: "PATCH",
      headers: session,
      body: { user: { email: "mentor@oldebroek.example.org", current_password: DEMO_PASSWORD } },
    });
    expect(pointers(taken.body)).toEqual([["/user/email", "taken"]]);
    const ok = await h.json("/api/v1/current_user", {
      method: "PATCH",
      headers: session,
      body: { user: { email: "Student-Nieuw@example.org", current_password: DEMO_PASSWORD } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes.email).toBe("student-nieuw@example.org");
    expect(ok.headers.get("uid")).toBe("student-nieuw@example.org");
    expect((await h.call("/api/v1/current_user", { headers: trio(ok.headers) })).status).toBe(200);
  });

  it("changes the password with the current one, ending the other sessions", async () => {
    const mine = await sessionFor(h, "content_manager@oldebroek.example.org");
    const other = await sessionFor(h, "content_manager@oldebroek.example.org");
    const mismatch = await h.json("/api/v1/current_user", {
      method: "PATCH",
      headers: mine,
      body: { user: { password: "Nieuw-geheim-1", password_confirmation: "Anders-1", current_password: DEMO_PASSWORD } },
    });
    expect(pointers(mismatch.body)).toEqual([["/user/password_confirmation", "confirmation"]]);
    const ok = await h.json("/api/v1/current_user", {
      method: "PATCH",
      headers: mine,
      body: { user: { password: "Nieuw-geheim-1", password_confirmation: "Nieuw-geheim-1", current_password: DEMO_PASSWORD } },
    });
    expect(ok.status).toBe(200);
    expect((await h.call("/auth/validate_token", { headers: mine })).status).toBe(200);
    expect((await h.call("/auth/validate_token", { headers: other })).status).toBe(401);
    await signIn(h, "content_manager@oldebroek.example.org", { password: "Nieuw-geheim-1" });
  });
});

describe("GET /api/v1/current_user/export", () => {
  it("downloads all of the user's own data as JSON", async () => {
    const session = await as(h, "organization_superuser@oldebroek.example.org");
    const response = await h.call("/api/v1/current_user/export", { headers: session });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="account-6\.json"$/);
    const data = (await response.json()) as Record<string, any>;
    expect(data.user).toMatchObject({ id: 6, email: "organization_superuser@oldebroek.example.org", digest_days: [1] });
    // The seeded organisation superuser runs two organisations (organisations: the switcher has something to switch).
    expect(data.roles).toEqual([
      { name: "organization_superuser", organization_id: 3 },
      { name: "organization_superuser", organization_id: 4 },
    ]);
    expect(data.organizations).toEqual([
      expect.objectContaining({ id: 3, type: "NonProfit" }),
      expect.objectContaining({ id: 4, type: "NonProfit" }),
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_hash|\$scrypt/);
    expect((await h.call("/api/v1/current_user/export")).status).toBe(401);
  });
});

describe("DELETE /api/v1/current_user", () => {
  it("needs the current password, then removes the account and every session", async () => {
    const a = await sessionFor(h, "page_manager@oldebroek.example.org");
    const b = await sessionFor(h, "page_manager@oldebroek.example.org");
    const wrong = await h.json("/api/v1/current_user", { method: "DELETE", headers: a, body: { current_password: "nee" } });
    expect(wrong.status).toBe(422);
    expect(pointers(wrong.body)).toEqual([["/current_password", "invalid"]]);
    const response = await h.call("/api/v1/current_user", {
      method: "DELETE",
      headers: a,
      body: { current_password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-token")).toBeNull();
    expect((await h.call("/auth/validate_token", { headers: b })).status).toBe(401);
    expect(await h.db.select().from(users).where(eq(users.email, "page_manager@oldebroek.example.org"))).toEqual([]);
    expect(await h.db.select().from(authTokens).where(eq(authTokens.userId, 8))).toEqual([]);
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "delete_own_account"));
    expect(entry).toMatchObject({ actorId: 8, targetUserId: 8 });
    const again = await h.json("/auth/sign_in", {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp() },
      body: { email: "page_manager@oldebroek.example.org", password: DEMO_PASSWORD },
    });
    expect(again.status).toBe(401);
  });
});

describe("current organisations", () => {
  it("lists the user's organisations", async () => {
    const { status, body } = await h.json("/api/v1/current_organizations", {
      headers: await as(h, "mentor@oldebroek.example.org"),
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        type: "organizations",
        id: "2",
        attributes: expect.objectContaining({ organization_type: "School", city: "Wezep" }),
      }),
    ]);
    // The organisation superuser has two to switch between, sorted by name.
    const two = await h.json("/api/v1/current_organizations", {
      headers: await as(h, "organization_superuser@oldebroek.example.org"),
    });
    expect(two.body.data.map((o: { id: string }) => o.id)).toEqual(["4", "3"]);
    const none = await h.json("/api/v1/current_organizations", { headers: await as(h, "admin@oldebroek.example.org") });
    expect(none.body.data).toEqual([]);
    expect((await h.call("/api/v1/current_organizations")).status).toBe(401);
  });

  it("shows the selected organisation with address and profile, 404 when none or not a member", async () => {
    const headers = await as(h, "mentor@oldebroek.example.org");
    const { status, body } = await h.json("/api/v1/current_organization?include=address,profile", {
      headers: { ...headers, "Current-Organization-Id": "2" },
    });
    expect(status).toBe(200);
    expect(body.data.attributes.name).toBe("CBS De Hoeksteen");
    expect((body.included as Array<{ type: string }>).map((r) => r.type).sort()).toEqual(["addresses", "organization_profiles"]);
    expect((await h.call("/api/v1/current_organization", { headers })).status).toBe(404);
    expect(
      (await h.call("/api/v1/current_organization", { headers: { ...headers, "Current-Organization-Id": "3" } })).status,
    ).toBe(404);
    expect(
      (await h.call("/api/v1/current_organization", { headers: { ...headers, "Current-Organization-Id": "abc" } })).status,
    ).toBe(400);
  });
});
