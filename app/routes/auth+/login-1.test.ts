/**
 * Where the sign-in form lands, through the route's action with a real load context and the in-process API on a
 * real local D1 (demo accounts: their seeded production-strength hashes, ~1 s a sign-in here).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../../db/seed";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness } from "../../../tests/setup/load-context";
import { action } from "./login-1";

vi.setConfig({ testTimeout: 90_000 });

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

let ip = 0;
async function signInThroughForm(email: string, redirectTo?: string): Promise<string | null> {
  ip += 1;
  const { response, location } = await createRouteHarness(database).post(action, "/auth/login-1", {
    headers: { "CF-Connecting-IP": `203.0.113.${ip}` },
    form: { email, password: DEMO_PASSWORD, ...(redirectTo ? { redirectTo } : {}) },
  });
  expect(response?.status).toBe(302);
  return location;
}

describe("sign-in lands on the dashboard (ADR 0069), whatever the role", () => {
  it.each([
    ["admin@oldebroek.example.org", undefined],
    ["center_superuser@oldebroek.example.org", undefined],
    ["organization_superuser@oldebroek.example.org", undefined],
    // A redirectTo that is not followed (another site) is no redirectTo.
    ["volunteer@oldebroek.example.org", "//evil.example"],
  ])("%s (redirectTo %s) → /dashboard", async (email, redirectTo) => {
    expect(await signInThroughForm(email, redirectTo)).toBe("/dashboard");
  });

  it("follows an explicit redirectTo instead", async () => {
    expect(await signInThroughForm("admin@oldebroek.example.org", "/users?page=2")).toBe("/users?page=2");
  });
});
