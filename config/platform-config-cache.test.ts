import { describe, expect, it } from "vitest";
import { platformConfigFor, platformConfigFromEnv } from "./tenants";

describe("platformConfigFor (per-isolate memo of the tenant configuration)", () => {
  it("equals platformConfigFromEnv for the same variables", () => {
    const env = { TENANT_WILDCARD_DOMAINS: "localhost", DEFAULT_TENANT: "", STAGING: "false" };
    expect(platformConfigFor(env)).toEqual(platformConfigFromEnv(env));
  });

  it("gives the same object for equal variables, even from another env object", () => {
    const a = platformConfigFor({ TENANT_WILDCARD_DOMAINS: "localhost", STAGING: "false" });
    const b = platformConfigFor({ TENANT_WILDCARD_DOMAINS: "localhost", STAGING: "false" });
    expect(b).toBe(a);
  });

  it("keys on every variable it reads: different values give different configurations", () => {
    const base = { TENANT_WILDCARD_DOMAINS: "localhost" };
    const plain = platformConfigFor(base);
    const withHost = platformConfigFor({ ...base, TENANT_HOST_MAP: "oldebroek.example=oldebroek" });
    const staging = platformConfigFor({ ...base, STAGING: "true" });
    const inactive = platformConfigFor({ ...base, FEATURE_ALLOW_INACTIVE_USERS: "true" });
    expect(withHost).not.toBe(plain);
    expect(withHost.hostMap["oldebroek.example"]).toBe("oldebroek");
    expect(plain.hostMap["oldebroek.example"]).toBeUndefined();
    expect(staging.staging).toBe(true);
    expect(plain.staging).toBe(false);
    expect(inactive.tenants.oldebroek.features.allowInactiveUsers).toBe(true);
    expect(plain.tenants.oldebroek.features.allowInactiveUsers).toBe(
      platformConfigFromEnv(base).tenants.oldebroek.features.allowInactiveUsers,
    );
    // Two tenants keep their own configuration in one shared object.
    expect(plain.tenants.oldebroek.id).toBe("oldebroek");
    expect(plain.tenants.meedoen.id).toBe("meedoen");
  });

  it("is frozen, so no request can change what the next one sees", () => {
    const config = platformConfigFor({ TENANT_WILDCARD_DOMAINS: "localhost", DEFAULT_TENANT: "oldebroek" });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.tenants.oldebroek)).toBe(true);
    expect(Object.isFrozen(config.tenants.oldebroek.features)).toBe(true);
    expect(() => {
      (config.tenants.oldebroek.features as { allowInactiveUsers: boolean }).allowInactiveUsers = true;
    }).toThrow(TypeError);
  });
});
