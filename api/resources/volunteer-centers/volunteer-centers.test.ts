import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANT_IDS } from "../../../config/tenants";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

describe("GET /api/v1/volunteer_centers", () => {
  it("lists only the tenant's own centres", async () => {
    const seen = new Set<string>();
    for (const tenant of TENANT_IDS) {
      const { status, body } = await h.json("/api/v1/volunteer_centers", { tenant });
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      for (const center of body.data) {
        expect(center.type).toBe("volunteer_centers");
        expect(seen.has(center.id), `centre ${center.id} listed for two tenants`).toBe(false);
        seen.add(center.id);
      }
    }
    const { body } = await h.json("/api/v1/volunteer_centers", { tenant: "public" });
    expect(body.data.map((c: { id: string }) => c.id)).toEqual(["5", "6"]);
  });

  it("has JSON:API shape with snake_case attributes and pagination meta", async () => {
    const { body, headers } = await h.json("/api/v1/volunteer_centers");
    expect(headers.get("Content-Type")).toBe("application/vnd.api+json");
    const [center] = body.data;
    expect(center).toMatchObject({ type: "volunteer_centers", id: "1" });
    expect(center.attributes).toHaveProperty("phone_number");
    expect(center.attributes).not.toHaveProperty("tenant_id");
    expect(center.relationships.profile.data).toMatchObject({ type: "volunteer_center_profiles" });
    expect(body.included).toBeUndefined();
    expect(body.meta).toMatchObject({ record_count: 1, page_count: 1, current_page: 1, page_size: 25 });
  });

  it("includes the profile on request", async () => {
    const { body } = await h.json("/api/v1/volunteer_centers?include=profile");
    expect(body.included).toHaveLength(1);
    expect(body.included[0].type).toBe("volunteer_center_profiles");
    expect(body.included[0].attributes).toHaveProperty("primary_color_preset");
    expect(body.included[0].attributes).toHaveProperty("website_logo_url");
  });

  it("supports sparse fieldsets and sorting", async () => {
    const { body } = await h.json("/api/v1/volunteer_centers?fields[volunteer_centers]=name&sort=-name", { tenant: "public" });
    expect(Object.keys(body.data[0].attributes)).toEqual(["name"]);
    const names = body.data.map((c: { attributes: { name: string } }) => c.attributes.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it.each([
    ["include=vacancies", "include", "invalid_include"],
    ["page[size]=abc", "page[size]", "invalid_parameter"],
    ["page[size]=100000", "page[size]", "invalid_parameter"],
    ["page[size]=0", "page[size]", "invalid_parameter"],
    ["page[number]=-1", "page[number]", "invalid_parameter"],
    ["sort=password", "sort", "invalid_sort"],
    ["filter[name]=x", "filter[name]", "invalid_filter"],
    ["foo=bar", "foo", "unknown_parameter"],
  ])("rejects %s with a 400 naming the parameter", async (query, parameter, code) => {
    const { status, body } = await h.json(`/api/v1/volunteer_centers?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: "400", code, source: { parameter } });
    expect(body.errors[0].detail.length).toBeGreaterThan(10);
  });

  it("accepts the maximum page size", async () => {
    const { status, body } = await h.json("/api/v1/volunteer_centers?page[size]=1000");
    expect(status).toBe(200);
    expect(body.meta.page_size).toBe(1000);
  });
});

describe("GET /api/v1/volunteer_centers/current", () => {
  it("is the tenant default without a header", async () => {
    const { body } = await h.json("/api/v1/volunteer_centers/current?include=profile", { tenant: "roermond" });
    expect(body.data).toMatchObject({ type: "volunteer_centers", id: "2" });
    expect(body.included[0].relationships.volunteer_center.data).toEqual({ type: "volunteer_centers", id: "2" });
  });

  it("follows Volunteer-Center-Id within the tenant", async () => {
    const { body } = await h.json("/api/v1/volunteer_centers/current", {
      tenant: "public",
      headers: { "Volunteer-Center-Id": "6" },
    });
    expect(body.data.id).toBe("6");
  });

  it("refuses another tenant's centre", async () => {
    const { status } = await h.json("/api/v1/volunteer_centers/current", {
      tenant: "public",
      headers: { "Volunteer-Center-Id": "1" },
    });
    expect(status).toBe(404);
  });
});

describe("GET /api/v1/volunteer_centers/:id", () => {
  it("shows a centre of the tenant", async () => {
    const { status, body } = await h.json("/api/v1/volunteer_centers/3", { tenant: "meedoen" });
    expect(status).toBe(200);
    expect(body.data.id).toBe("3");
  });

  it("answers 404 for another tenant's id, an unknown id and a malformed id", async () => {
    for (const id of ["2", "999999", "abc", "1e3"]) {
      const { status, body } = await h.json(`/api/v1/volunteer_centers/${id}`);
      expect(status, id).toBe(404);
      expect(body.errors[0].status).toBe("404");
    }
  });
});
