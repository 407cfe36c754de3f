import { describe, expect, it } from "vitest";
import { TENANT_IDS as SCRIPT_TENANT_IDS } from "../scripts/tenant-ids.mjs";
import {
  DEFAULT_PLATFORM_CONFIG,
  normalizeHost,
  parseCenterCookie,
  platformConfigFromEnv,
  resolveTenant,
  resolveVolunteerCenterId,
  TENANT_IDS,
  vacancyTypesOffered,
} from "./tenants";

describe("tenant config", () => {
  it("follows SPEC §1 feature switches", () => {
    const t = DEFAULT_PLATFORM_CONFIG.tenants;
    expect(t.meedoen.appContext).toBe("meedoen");
    expect(t.oldebroek.appContext).toBe("gelderland");
    expect(t.oldebroek.features.peerToPeer).toBe("neighbour-help");
    expect(t.public.features.peerToPeer).toBe("one-on-one");
    expect(t.roermond.features.peerToPeer).toBeNull();
    expect(t.meedoen.features.volunteerProfiles).toBe(false);
    expect(t.meedoen.features.activities).toBe(false);
    expect(t.public.features.centerSharing).toBe(true);
    expect(t.demo.features.centerSharing).toBe(false);
    expect(Object.values(t).every((c) => c.features.allowInactiveUsers === false)).toBe(true);
    expect(DEFAULT_PLATFORM_CONFIG.staging).toBe(false);
  });

  it("shows the header's sign-up link on every tenant by default; a tenant or the environment can turn it off", () => {
    expect(Object.values(DEFAULT_PLATFORM_CONFIG.tenants).every((c) => c.signUpLink)).toBe(true);
    const base = {
      ...DEFAULT_PLATFORM_CONFIG,
      tenants: {
        ...DEFAULT_PLATFORM_CONFIG.tenants,
        roermond: { ...DEFAULT_PLATFORM_CONFIG.tenants.roermond, signUpLink: false },
      },
    };
    expect(platformConfigFromEnv({}, base).tenants.roermond.signUpLink).toBe(false);
    expect(platformConfigFromEnv({}, base).tenants.oldebroek.signUpLink).toBe(true);
    const off = platformConfigFromEnv({ FEATURE_SIGN_UP_LINK: "false" });
    expect(Object.values(off.tenants).some((c) => c.signUpLink)).toBe(false);
    expect(platformConfigFromEnv({ FEATURE_SIGN_UP_LINK: "on" }, base).tenants.roermond.signUpLink).toBe(true);
  });

  it("keeps the scripts' tenant list in step", () => {
    expect(SCRIPT_TENANT_IDS).toEqual([...TENANT_IDS]);
  });

  it("applies environment overrides and ignores junk", () => {
    const config = platformConfigFromEnv({
      TENANT_HOST_MAP: "vrijwilligerswerkoldebroek.nl=oldebroek, www.example.org=atlantis, broken",
      TENANT_WILDCARD_DOMAINS: "*.platform.example, localhost",
      DEFAULT_TENANT: "demo",
      CENTER_HOST_MAP: '{"venlo.example.nl": "6", "bad.example.nl": "x"}',
      STAGING: "true",
      FEATURE_ORGANIZATION_MOVING: "false",
      FEATURE_ALLOW_INACTIVE_USERS: "yes",
    });
    expect(config.hostMap).toEqual({ "vrijwilligerswerkoldebroek.nl": "oldebroek" });
    expect(config.wildcardDomains).toEqual(["platform.example", "localhost"]);
    expect(config.defaultTenant).toBe("demo");
    expect(config.centerHostMap).toEqual({ "venlo.example.nl": 6 });
    expect(config.staging).toBe(true);
    expect(config.tenants.roermond.features.organizationMoving).toBe(false);
    expect(config.tenants.roermond.features.allowInactiveUsers).toBe(true);
    expect(platformConfigFromEnv({ DEFAULT_TENANT: "" }).defaultTenant).toBeNull();
    // Production sets it empty: no wildcard domain at all (oldebroek.localhost is not a production host).
    expect(platformConfigFromEnv({ TENANT_WILDCARD_DOMAINS: "" }).wildcardDomains).toEqual([]);
    expect(platformConfigFromEnv({}).wildcardDomains).toEqual(["localhost"]);
    expect(platformConfigFromEnv({ DEFAULT_TENANT: "nowhere" }).defaultTenant).toBeNull();
  });
});

describe("resolveTenant", () => {
  const config = platformConfigFromEnv({
    TENANT_HOST_MAP: "meedoen-arnhem.nl=meedoen",
    TENANT_WILDCARD_DOMAINS: "localhost,platform.example",
  });

  it("prefers the explicit host map", () => {
    expect(resolveTenant(config, "meedoen-arnhem.nl", "roermond")).toMatchObject({ config: { id: "meedoen" }, source: "host" });
    expect(resolveTenant(config, "MEEDOEN-ARNHEM.NL:443", null)?.config.id).toBe("meedoen");
  });

  it("then wildcard domains, including *.localhost with a port", () => {
    expect(resolveTenant(config, "oldebroek.localhost:8787", "roermond")).toMatchObject({
      config: { id: "oldebroek" },
      source: "wildcard",
    });
    expect(resolveTenant(config, "www.public.platform.example", null)?.config.id).toBe("public");
  });

  it("then the tenant cookie, then the default, else null", () => {
    expect(resolveTenant(config, "localhost:8787", "roermond")).toMatchObject({ config: { id: "roermond" }, source: "cookie" });
    expect(resolveTenant(config, "atlantis.localhost", "nope")).toBeNull();
    const withDefault = { ...config, defaultTenant: "demo" as const };
    expect(resolveTenant(withDefault, "unknown.example", null)).toMatchObject({ config: { id: "demo" }, source: "default" });
  });

  it("treats a malformed Host as no host", () => {
    expect(normalizeHost("evil.com/<script>")).toBeNull();
    expect(normalizeHost("")).toBeNull();
    expect(normalizeHost("a".repeat(300))).toBeNull();
    expect(normalizeHost("[::1]:8787")).toBe("[::1]");
    expect(resolveTenant(config, "bad host\r\n", null)).toBeNull();
  });
});

describe("resolveVolunteerCenterId", () => {
  const config = platformConfigFromEnv({ CENTER_HOST_MAP: "venlo.localhost=6" });
  const publicTenant = config.tenants.public;

  it("uses the host map, then this tenant's cookie, then the tenant default", () => {
    expect(resolveVolunteerCenterId(config, publicTenant, "venlo.localhost:8787", "public:5")).toBe(6);
    expect(resolveVolunteerCenterId(config, publicTenant, "public.localhost", "public:6")).toBe(6);
    expect(resolveVolunteerCenterId(config, publicTenant, "public.localhost", "oldebroek:1")).toBe(5);
    expect(resolveVolunteerCenterId(config, publicTenant, "public.localhost", "garbage")).toBe(5);
  });

  it("parses the centre cookie strictly", () => {
    expect(parseCenterCookie("public:6")).toEqual({ tenant: "public", id: 6 });
    expect(parseCenterCookie("public:0")).toBeNull();
    expect(parseCenterCookie("mars:1")).toBeNull();
    expect(parseCenterCookie(undefined)).toBeNull();
  });
});

describe("vacancyTypesOffered", () => {
  it("lists the peer-to-peer type of the tenant's wording only, and activities only where they are on", () => {
    const { tenants } = DEFAULT_PLATFORM_CONFIG;
    expect(vacancyTypesOffered(tenants.oldebroek)).toEqual(["volunteering", "activity", "language", "neighbour-help"]);
    expect(vacancyTypesOffered(tenants.public)).toEqual(["volunteering", "activity", "language", "one-on-one"]);
    expect(vacancyTypesOffered(tenants.roermond)).toEqual(["volunteering", "activity", "language"]);
    expect(vacancyTypesOffered(tenants.meedoen)).toEqual(["volunteering", "language"]);
  });

  it("gives each tenant a postcode of its own region as the example", () => {
    const { tenants } = DEFAULT_PLATFORM_CONFIG;
    expect(tenants.roermond.examplePostcode).toBe("6041 JB");
    expect(tenants.oldebroek.examplePostcode).toBe("8091 AB");
  });
});
