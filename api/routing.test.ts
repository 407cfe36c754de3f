/** Every registered API route answers the same with and without a trailing slash (SPEC §7 writes `/api/v1/users/`). */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiHarness, createApiHarness } from "../tests/setup/api";
import { nextIp } from "../tests/setup/auth";
import { registeredRoutes } from "../tests/setup/routes";
import { isApiPath } from "./app";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

describe("trailing slash", () => {
  const routes = registeredRoutes();

  it("finds the routes to walk", () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes).toContainEqual({ method: "GET", path: "/api/v1/users" });
    expect(routes).toContainEqual({ method: "POST", path: "/auth/sign_in" });
  });

  it.each(routes.map((r) => [r.method, r.path]))("%s %s answers the same with a trailing slash", async (method, path) => {
    // Signed out and without a body: nothing is changed, each answer is the route's own (401, 422, 200 …).
    const answer = async (p: string) => {
      const response = await h.call(p, { method, headers: { "CF-Connecting-IP": nextIp() } });
      const text = await response.text();
      const code = response.status >= 400 ? (JSON.parse(text) as { errors: Array<{ code: string }> }).errors[0].code : null;
      return { status: response.status, code };
    };
    const bare = await answer(path);
    expect(bare.code).not.toBe("route_not_found");
    expect(await answer(`${path}/`)).toEqual(bare);
  });

  it("sends every route's path to the API, with or without the slash", () => {
    for (const { path } of routes) {
      expect(isApiPath(path), path).toBe(true);
      expect(isApiPath(`${path}/`), `${path}/`).toBe(true);
    }
    expect(isApiPath("/auth/sign_in/")).toBe(true);
    expect(isApiPath("/health/")).toBe(true);
    expect(isApiPath("/auth/login-1/")).toBe(false);
    expect(isApiPath("/auth/sign_in/extra")).toBe(false);
    expect(isApiPath("/healthy")).toBe(false);
  });

  it("names the canonical path in pagination links when asked with the slash", async () => {
    const { status, body } = await h.json("/api/v1/pages/?page[size]=1");
    expect(status).toBe(200);
    expect(body.links.self).toMatch(/^\/api\/v1\/pages\?/);
  });
});
