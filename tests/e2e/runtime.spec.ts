import { expect, PORT, test } from "./fixtures";

// The built Worker's routing, headers and cron export. API-only: runs once (JS on/off makes no difference here).
test.describe("the Worker", () => {
  const base = `http://127.0.0.1:${PORT}`;

  test("serves the API paths, with JSON:API errors and security headers", async ({ request }) => {
    const ok = await request.get(`${base}/api/v1/volunteer_centers/current?include=profile`, {
      headers: { "X-Tenant": "meedoen" },
    });
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-type"]).toBe("application/vnd.api+json");
    expect(ok.headers()["x-content-type-options"]).toBe("nosniff");
    expect(ok.headers()["x-request-id"]).toBeTruthy();
    expect((await ok.json()).data.id).toBe("3");

    const bad = await request.get(`${base}/api/v1/pages?page[size]=5000`, { headers: { "X-Tenant": "meedoen" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors[0].source.parameter).toBe("page[size]");

    const unknown = await request.get(`${base}/api/v1/pages`, { headers: { "X-Tenant": "atlantis" } });
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).errors[0].code).toBe("tenant_unknown");

    const health = await request.get(`${base}/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
  });

  test("runs the scheduled handler", async ({ request }) => {
    const response = await request.get(`${base}/__scheduled?cron=15+*+*+*+*`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Ran scheduled event");
  });

  test("keeps /auth pages with Remix and the devise paths with the API", async ({ request }) => {
    const api = await request.get(`${base}/auth/validate_token`, { headers: { "X-Tenant": "demo" } });
    expect(api.headers()["content-type"]).toContain("application/vnd.api+json");
    const page = await request.get(`${base}/auth/login-1`, { headers: { Host: `demo.localhost:${PORT}` } });
    expect(page.headers()["content-type"]).toContain("text/html");
  });
});
