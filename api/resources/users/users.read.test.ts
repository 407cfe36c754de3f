import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { userRoles, users } from "../../../db/schema";
import { DEMO_PASSWORD } from "../../../db/seed";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as, signIn } from "../../../tests/setup/auth";
import { ADMIN, CENTER, IDS, NON_MANAGERS, type Resource, VOLUNTEER } from "./users.test-helpers";

// Every sign-in or hash here is a real scrypt run (ADR 0008): seconds each when the 2 cores are busy.
vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

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
    // The 8 demo accounts and the volunteer pool's 4 demo volunteers (db/seed/volunteer-profiles.ts).
    expect(emails).toHaveLength(12);
    expect(emails.every((e) => e.endsWith("@oldebroek.example.org"))).toBe(true);
    expect(body.meta).toMatchObject({ record_count: 12, page_size: 1000 });
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
    // Centre 6's demo volunteer and its volunteer in the pool (db/seed/volunteer-profiles.ts).
    expect(ids(admin).length).toBe(ids(centre).length + 2);
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
