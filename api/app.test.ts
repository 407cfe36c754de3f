import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, createApiHarness } from "../tests/setup/api";
import { isApiPath } from "./app";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

describe("tenant middleware", () => {
  it("requires X-Tenant", async () => {
    const { status, body } = await h.json("/api/v1/volunteer_centers", { tenant: null });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: "400", code: "tenant_missing", source: { header: "X-Tenant" } });
    expect(body.errors[0].detail).toMatch(/X-Tenant/);
  });

  it("rejects an unknown tenant with a JSON:API error object", async () => {
    const response = await h.call("/api/v1/pages", { tenant: "atlantis" });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.api+json");
    const body = (await response.json()) as { errors: Array<Record<string, unknown>> };
    expect(body.errors[0]).toMatchObject({ status: "404", code: "tenant_unknown", title: "Unknown tenant" });
  });

  it("rejects a malformed App-Context and Volunteer-Center-Id", async () => {
    const context = await h.json("/api/v1/pages", { headers: { "App-Context": "mars" } });
    expect(context.status).toBe(400);
    expect(context.body.errors[0].source).toEqual({ header: "App-Context" });
    const center = await h.json("/api/v1/pages", { headers: { "Volunteer-Center-Id": "1; drop table pages" } });
    expect(center.status).toBe(400);
    expect(center.body.errors[0].source).toEqual({ header: "Volunteer-Center-Id" });
    const org = await h.json("/api/v1/pages", { headers: { "Current-Organization-Id": "-3" } });
    expect(org.status).toBe(400);
  });

  it("answers 404 for another tenant's centre in Volunteer-Center-Id", async () => {
    // Centre 2 belongs to roermond.
    const { status, body } = await h.json("/api/v1/pages", { headers: { "Volunteer-Center-Id": "2" } });
    expect(status).toBe(404);
    expect(body.errors[0].code).toBe("volunteer_center_not_found");
  });
});

describe("errors and plumbing", () => {
  it("answers unknown API paths with a JSON:API 404", async () => {
    const { status, body } = await h.json("/api/v1/unicorns");
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ status: "404", code: "route_not_found" });
  });

  it("echoes a well-formed request id and makes one up otherwise", async () => {
    const given = await h.call("/api/v1/volunteer_centers", { headers: { "X-Request-Id": "req-1234567890" } });
    expect(given.headers.get("X-Request-Id")).toBe("req-1234567890");
    const made = await h.call("/api/v1/volunteer_centers", { headers: { "X-Request-Id": "<script>" } });
    expect(made.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reports health with a database round trip, no tenant needed", async () => {
    const { status, body } = await h.json("/health", { tenant: null });
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", database: "ok" });
  });

  it("knows which paths are API paths", () => {
    expect(isApiPath("/api/v1/pages")).toBe(true);
    expect(isApiPath("/health")).toBe(true);
    expect(isApiPath("/auth/sign_in")).toBe(true);
    expect(isApiPath("/auth/login-1")).toBe(false);
    expect(isApiPath("/apiary")).toBe(false);
    expect(isApiPath("/")).toBe(false);
  });
});
