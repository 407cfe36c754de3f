import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { organizationMemberships, organizations } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

// Sign-ins are real scrypt runs (ADR 0008): seconds each when the 2 cores are busy.
vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

// Seed ids: oldebroek's organisations are 1–12 (3 approved, 10 pending, 12 archived), roermond's 13–24, public's
// centre 5 49–58 and centre 6 59–62. The volunteer of oldebroek is user 2.
const ORG = { approved: 3, pending: 10, archived: 12, roermond: 13, publicCenter6: 60 };
const VOLUNTEER_ID = 2;

const show = (id: number | string, init: { tenant?: string; headers?: Record<string, string> } = {}, query = "") =>
  h.json(`/api/v1/organizations/${id}${query}`, init);

describe("GET /api/v1/organizations/{id}", () => {
  it("shows an approved organisation to anyone, with its address and profile on request", async () => {
    const { status, body } = await show(ORG.approved, {}, "?include=profile,address");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      type: "organizations",
      id: String(ORG.approved),
      attributes: { name: "Stichting Voedselbank Oldebroek-Wezep", status: "approved", volunteer_center_id: 1 },
      links: { self: `/api/v1/organizations/${ORG.approved}` },
    });
    expect(Object.keys(body.data.relationships)).toEqual(["profile", "address", "contact_person", "vacancies"]);
    expect(body.included.map((r: { type: string }) => r.type).sort()).toEqual(["addresses", "organization_profiles"]);
    expect(body.included.find((r: { type: string }) => r.type === "addresses").attributes).toHaveProperty("postal_code");

    const plain = await show(ORG.approved, { headers: await as(h, "volunteer@oldebroek.example.org") });
    expect(plain.status).toBe(200);
    expect(plain.body.included).toBeUndefined();
  });

  it("answers 404 for other tenants' ids, unknown ids and malformed ids", async () => {
    for (const id of [ORG.roermond, 999999, "abc", "-1", "3.0"]) {
      const { status, body } = await show(id, { headers: await as(h, "admin@oldebroek.example.org") });
      expect(status, String(id)).toBe(404);
      expect(body.errors[0].code).toBe("not_found");
    }
    expect((await show(ORG.roermond, { tenant: "roermond" })).status).toBe(200);
  });

  it("hides a pending or archived organisation from anonymous visitors and non-members", async () => {
    for (const id of [ORG.pending, ORG.archived]) {
      expect((await show(id)).status, `anon ${id}`).toBe(404);
      for (const role of ["volunteer", "organization_superuser", "mentor", "content_manager", "page_manager"]) {
        const { status } = await show(id, { headers: await as(h, `${role}@oldebroek.example.org`) });
        expect(status, `${role} ${id}`).toBe(404);
      }
    }
  });

  it("shows a pending organisation to its members and to the staff of its centre", async () => {
    for (const role of ["admin", "center_superuser"]) {
      const { status, body } = await show(ORG.pending, { headers: await as(h, `${role}@oldebroek.example.org`) });
      expect(status, role).toBe(200);
      expect(body.data.attributes.status).toBe("pending");
    }
    await h.db
      .insert(organizationMemberships)
      .values({ tenantId: "oldebroek", userId: VOLUNTEER_ID, organizationId: ORG.pending });
    try {
      expect((await show(ORG.pending, { headers: await as(h, "volunteer@oldebroek.example.org") })).status).toBe(200);
      expect((await show(ORG.archived, { headers: await as(h, "volunteer@oldebroek.example.org") })).status).toBe(404);
    } finally {
      await h.db.delete(organizationMemberships).where(eq(organizationMemberships.organizationId, ORG.pending));
    }
  });

  it("limits a centre superuser to their own centre; the tenant's admin sees every centre", async () => {
    await h.db.update(organizations).set({ status: "pending" }).where(eq(organizations.id, ORG.publicCenter6));
    const centre5 = await show(ORG.publicCenter6, {
      tenant: "public",
      headers: await as(h, "center_superuser@public.example.org"),
    });
    expect(centre5.status).toBe(404);
    const admin = await show(ORG.publicCenter6, { tenant: "public", headers: await as(h, "admin@public.example.org") });
    expect(admin.status).toBe(200);
  });

  it("checks its query parameters", async () => {
    // SPEC §7's include=vacancies: the organisation's published vacancies, included as resources.
    const vacancies = await show(ORG.approved, {}, "?include=vacancies");
    expect(vacancies.status).toBe(200);
    const related = vacancies.body.data.relationships.vacancies.data as Array<{ type: string; id: string }>;
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((r) => r.type === "vacancies")).toBe(true);
    const included = vacancies.body.included as Array<{ type: string; id: string; attributes: { status: string } }>;
    expect(
      included
        .filter((r) => r.type === "vacancies")
        .map((r) => r.id)
        .sort(),
    ).toEqual(related.map((r) => r.id).sort());
    expect(included.filter((r) => r.type === "vacancies").every((r) => r.attributes.status === "published")).toBe(true);
    const { status, body } = await show(ORG.approved, {}, "?include=roles");
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: "invalid_include", source: { parameter: "include" } });
    const sparse = await show(ORG.approved, {}, "?fields[organizations]=name");
    expect(sparse.body.data.attributes).toEqual({ name: "Stichting Voedselbank Oldebroek-Wezep" });
  });
});
