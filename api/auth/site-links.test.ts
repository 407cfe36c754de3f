import { describe, expect, it } from "vitest";
import { platformConfigFromEnv } from "../../config/tenants";
import { siteOrigin } from "./site-links";

const local = platformConfigFromEnv({});
const production = platformConfigFromEnv({
  TENANT_WILDCARD_DOMAINS: "",
  TENANT_HOST_MAP:
    "vrijwilligerswerk.example.nl=public,www.vrijwilligerswerk.example.nl=public,venlo.example.nl=public,oldebroek.example.nl=oldebroek,roermond.example.nl=roermond",
  CENTER_HOST_MAP: "venlo.example.nl=6,roermond.example.nl=2",
  DEFAULT_TENANT: "public",
});

describe("siteOrigin", () => {
  it("uses the site the request came from when it is one of the tenant's", () => {
    expect(siteOrigin(local, "oldebroek", 1, ["http://oldebroek.localhost:8787", "http://api.internal/auth/password"])).toBe(
      "http://oldebroek.localhost:8787",
    );
    // No Origin: the host the API itself was called on.
    expect(siteOrigin(local, "oldebroek", 1, [null, "http://oldebroek.localhost:8787/auth/password"])).toBe(
      "http://oldebroek.localhost:8787",
    );
    expect(siteOrigin(production, "public", 5, [undefined, "https://www.vrijwilligerswerk.example.nl/auth/password"])).toBe(
      "https://www.vrijwilligerswerk.example.nl",
    );
  });

  it("never takes a host of another tenant, an unknown host (not even for the default tenant) or a non-web scheme", () => {
    for (const origin of [
      "https://evil.example.com",
      "http://roermond.localhost:8787",
      "ftp://oldebroek.localhost",
      "null",
      "",
    ]) {
      expect(siteOrigin(local, "oldebroek", 1, [origin]), origin).toBe("http://oldebroek.localhost");
    }
    expect(siteOrigin(production, "public", 5, ["https://evil.example.com"])).toBe("https://vrijwilligerswerk.example.nl");
  });

  it("falls back to the tenant's configured host: the host map first, else <tenant>.<wildcard domain>", () => {
    expect(siteOrigin(production, "oldebroek", 1, [])).toBe("https://oldebroek.example.nl");
    expect(siteOrigin(local, "meedoen", 3, [])).toBe("http://meedoen.localhost");
    expect(siteOrigin(platformConfigFromEnv({ TENANT_WILDCARD_DOMAINS: "vrijwilligers.example" }), "demo", 4, [])).toBe(
      "https://demo.vrijwilligers.example",
    );
    // Nothing configured for the tenant: the caller has to send the URL. The production config keeps the localhost
    // wildcard (an empty TENANT_WILDCARD_DOMAINS means the default); it is no site to mail a link to.
    expect(siteOrigin(production, "demo", 4, ["https://evil.example.com"], false)).toBeNull();
    expect(siteOrigin(production, "oldebroek", 1, [], false)).toBe("https://oldebroek.example.nl");
    // A request from a local host still counts (a production build run locally).
    expect(siteOrigin(local, "demo", 4, ["http://demo.localhost:8787"], false)).toBe("http://demo.localhost:8787");
  });

  it("prefers the recipient's centre's own site, and keeps others' centre sites for their own users", () => {
    // Centre 6 has its own host: its users get it, also when the request came from the tenant's main site.
    expect(siteOrigin(production, "public", 6, ["https://vrijwilligerswerk.example.nl"])).toBe("https://venlo.example.nl");
    expect(siteOrigin(production, "public", 6, ["http://venlo.example.nl:8080"])).toBe("http://venlo.example.nl:8080");
    // Centre 5 has none: a request from centre 6's site does not send centre 5's users there.
    expect(siteOrigin(production, "public", 5, ["https://venlo.example.nl"])).toBe("https://vrijwilligerswerk.example.nl");
    // A centre host of another tenant is never used.
    expect(siteOrigin(production, "public", 2, [])).toBe("https://vrijwilligerswerk.example.nl");
  });
});
