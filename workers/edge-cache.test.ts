import { readFileSync } from "node:fs";
import { createCookie } from "@remix-run/cloudflare";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentGeneration } from "../api/services/content-generation";
import { workerdWith } from "../tests/setup/workerd";
import {
  colorModeOf,
  consentOf,
  type EdgeCacheConfig,
  edgeCacheConfig,
  edgeCacheKey,
  generationSegment,
  type KeyParts,
  parseCookies,
  publicCacheControl,
  type RequestFacts,
  requestDecision,
  responseStorable,
} from "./edge-cache";

const CONFIG: EdgeCacheConfig = { ttl: 60, swr: 600 };

function facts(overrides: Partial<RequestFacts> & { path?: string; cookie?: string } = {}): RequestFacts {
  const { path = "/over-ons", cookie = "", ...rest } = overrides;
  return {
    method: "GET",
    url: new URL(`https://oldebroek.example.nl${path}`),
    signedIn: false,
    sessionHasData: false,
    cookies: parseCookies(cookie),
    tenantId: "oldebroek",
    config: CONFIG,
    ...rest,
  };
}

const KEY: KeyParts = {
  url: new URL("https://oldebroek.example.nl/over-ons?page=2"),
  tenantId: "oldebroek",
  centerId: 1,
  locale: "nl",
  colorMode: "system",
  consent: "none",
  app: "web",
  build: "abc123",
  generation: "0",
};

describe("edgeCacheConfig", () => {
  it("defaults to 60 s fresh and 600 s stale-while-revalidate", () => {
    expect(edgeCacheConfig({})).toEqual({ ttl: 60, swr: 600 });
    expect(publicCacheControl(edgeCacheConfig({}))).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  });

  it("reads EDGE_CACHE_TTL / EDGE_CACHE_SWR; 0 disables; garbage keeps the default", () => {
    expect(edgeCacheConfig({ EDGE_CACHE_TTL: "0" }).ttl).toBe(0);
    expect(edgeCacheConfig({ EDGE_CACHE_TTL: "300", EDGE_CACHE_SWR: "0" })).toEqual({ ttl: 300, swr: 0 });
    expect(publicCacheControl({ ttl: 300, swr: 0 })).toBe("public, max-age=0, s-maxage=300");
    expect(edgeCacheConfig({ EDGE_CACHE_TTL: "soon", EDGE_CACHE_SWR: "-5" })).toEqual({ ttl: 60, swr: 600 });
  });
});

describe("edgeCacheKey", () => {
  it("names host, path, query and every variant of the anonymous page", () => {
    expect(edgeCacheKey(KEY)).toBe(
      "https://oldebroek.example.nl/over-ons?page=2&__tenant=oldebroek&__center=1&__lang=nl&__mode=system&__consent=none&__app=web&__build=abc123&__gen=0",
    );
    expect(edgeCacheKey({ ...KEY, url: new URL("http://demo.localhost:8787/"), centerId: null, generation: "x.3" })).toBe(
      "http://demo.localhost:8787/?__tenant=oldebroek&__center=default&__lang=nl&__mode=system&__consent=none&__app=web&__build=abc123&__gen=x.3",
    );
  });

  it("differs whenever one input differs", () => {
    const variants: Partial<KeyParts>[] = [
      { url: new URL("https://roermond.example.nl/over-ons?page=2") },
      { url: new URL("https://oldebroek.example.nl/nieuws?page=2") },
      { url: new URL("https://oldebroek.example.nl/over-ons?page=3") },
      { tenantId: "roermond" },
      { centerId: 2 },
      { locale: "en" },
      { colorMode: "dark" },
      { consent: "accepted" },
      { app: "ios" },
      { build: "def456" },
      { generation: "1" },
    ];
    const keys = new Set([edgeCacheKey(KEY), ...variants.map((v) => edgeCacheKey({ ...KEY, ...v }))]);
    expect(keys.size).toBe(variants.length + 1);
  });

  it("encodes odd consent values so they cannot add segments", () => {
    expect(edgeCacheKey({ ...KEY, consent: "a&__lang=en" })).toContain("__consent=a%26__lang%3Den&");
  });
});

describe("generationSegment (ADR 0049)", () => {
  it("is the tenant's content generation in production, after this isolate's boot id in development", () => {
    expect(generationSegment({ ENVIRONMENT: "production" }, 7)).toBe("7");
    expect(generationSegment({}, 0)).toBe("0");
    const dev = generationSegment({ ENVIRONMENT: "development" }, 7);
    expect(dev).toMatch(/^[0-9a-f]{8}\.7$/);
    expect(generationSegment({ ENVIRONMENT: "development" }, 8)).toBe(`${dev.split(".")[0]}.8`);
  });
});

describe("cookies in the key", () => {
  it("reads the colour mode as Remix writes it, or raw; anything else is system", async () => {
    const remixDark = await createCookie("color-mode").serialize("dark");
    expect(colorModeOf(parseCookies(remixDark.split(";")[0]))).toBe("dark");
    expect(colorModeOf(parseCookies("color-mode=light"))).toBe("light");
    expect(colorModeOf(parseCookies("color-mode=purple"))).toBe("system");
    expect(colorModeOf(parseCookies(""))).toBe("system");
  });

  it("takes the consent choice as is, 'none' without one", () => {
    expect(consentOf(parseCookies("cookie_consent=accepted"))).toBe("accepted");
    expect(consentOf(parseCookies("a=b"))).toBe("none");
    expect(consentOf(parseCookies(`cookie_consent=${"x".repeat(200)}`))).toBeNull();
  });
});

describe("requestDecision", () => {
  it("looks up anonymous GET and HEAD documents", () => {
    expect(requestDecision(facts())).toEqual({ kind: "lookup" });
    expect(requestDecision(facts({ method: "HEAD" }))).toEqual({ kind: "lookup" });
    expect(requestDecision(facts({ path: "/", cookie: "volunteer_center=abc; color-mode=dark; _ga=GA1" }))).toEqual({
      kind: "lookup",
    });
  });

  it("treats signed-in visitors, session data and flash cookies as personal", () => {
    expect(requestDecision(facts({ signedIn: true })).kind).toBe("personal");
    expect(requestDecision(facts({ sessionHasData: true })).kind).toBe("personal");
    expect(requestDecision(facts({ cookie: "toast=abc" })).kind).toBe("personal");
    // Personal wins even for a write or a data request.
    expect(requestDecision(facts({ signedIn: true, method: "POST" })).kind).toBe("personal");
  });

  it("skips writes, data requests, dev helpers, resource routes, reserved queries, unknown sites and TTL 0", () => {
    const skipped: [Partial<RequestFacts> & { path?: string; cookie?: string }, string][] = [
      [{ method: "POST" }, "method"],
      [{ path: "/over-ons.data" }, "data-request"],
      [{ path: "/_root.data" }, "data-request"],
      [{ path: "/switch" }, "excluded-path"],
      [{ path: "/en/switch" }, "excluded-path"],
      [{ path: "/test/toasts" }, "excluded-path"],
      [{ path: "/icons?icons=lucide:house" }, "excluded-path"],
      [{ path: "/build-id" }, "excluded-path"],
      [{ path: "/?x=1&__lang=en" }, "reserved-query"],
      [{ tenantId: null }, "no-tenant"],
      [{ config: { ttl: 0, swr: 600 } }, "disabled"],
      [{ cookie: `cookie_consent=${"y".repeat(300)}` }, "odd-consent"],
    ];
    for (const [input, reason] of skipped) expect(requestDecision(facts(input)), reason).toEqual({ kind: "skip", reason });
  });

  it("does not mistake pages whose slug starts like a helper for one", () => {
    expect(requestDecision(facts({ path: "/switches-en-sensoren" })).kind).toBe("lookup");
    expect(requestDecision(facts({ path: "/iconsbeheer" })).kind).toBe("lookup");
  });
});

describe("responseStorable", () => {
  const html = (init: ResponseInit = {}) =>
    new Response("<html></html>", { ...init, headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers } });

  it("stores 200 HTML without cookies", () => {
    expect(responseStorable(html())).toEqual({ store: true, reason: "ok" });
  });

  it("refuses other statuses, other types, Set-Cookie and route opt-outs", () => {
    expect(responseStorable(html({ status: 404 })).reason).toBe("status-404");
    expect(responseStorable(new Response("{}", { headers: { "Content-Type": "application/json" } })).reason).toBe("not-html");
    expect(responseStorable(html({ headers: { "Set-Cookie": "volunteer_center=x; Path=/" } })).reason).toBe("set-cookie");
    expect(responseStorable(html({ headers: { "Cache-Control": "private, max-age=0" } })).reason).toBe("route-opt-out");
    expect(responseStorable(html({ headers: { "Cache-Control": "no-store" } })).reason).toBe("route-opt-out");
  });
});

// The Worker-only parts (HTMLRewriter, caches.default, waitUntil) run in workerd through Miniflare.
describe("in workerd", () => {
  let mf: Miniflare;

  const WORKER = `
    import { rewriteNonces, serveWithEdgeCache } from "./edge-cache.mjs";
    import { readContentGeneration } from "./content-generation.mjs";
    let renders = 0;
    let generationReads = 0;
    export default {
      async fetch(request, env, ctx) {
        const url = new URL(request.url);
        if (url.pathname === "/__rewrite") {
          const html = '<html><head><link rel="modulepreload" href="/a.js" nonce="old"><script nonce="old">window.a=1</script>' +
            '</head><body><p>nonce="old" stays text</p><script type="module" nonce="old">import("/a.js")</script></body></html>';
          return rewriteNonces(new Response(html, { headers: { "Content-Type": "text/html" } }), "fresh");
        }
        if (url.pathname === "/__renders") return new Response(String(renders));
        if (url.pathname === "/__generation-reads") return new Response(String(generationReads));
        const nonce = crypto.randomUUID();
        const q = url.searchParams;
        // A visitor without the centre cookie: the load context would set it, and so does the render (entry.server).
        const firstVisit = q.has("firstVisit") || request.headers.has("X-First-Visit");
        const tenantHeader = request.headers.get("X-Test-Tenant") ?? "oldebroek";
        const tenant = tenantHeader === "none" ? null : tenantHeader;
        const response = await serveWithEdgeCache(request, {
          env: { ENVIRONMENT: "production", EDGE_CACHE_TTL: q.get("ttl") ?? undefined, EDGE_CACHE_SWR: q.get("swr") ?? undefined },
          ctx,
          cspNonce: nonce,
          // The tenant the load context resolved (X-Test-Tenant "none": an unknown site).
          tenantId: tenant,
          centerId: 1,
          locale: "nl",
          nativeApp: null,
          signedIn: q.has("signedIn"),
          sessionHasData: false,
          responseCookies: async () => (firstVisit ? ["volunteer_center=x; Path=/"] : []),
          perView: () => q.has("perView"),
          buildVersion: "test",
          // As workers/app.ts: the tenant's content generation, read from D1 (ADR 0049).
          contentGeneration: async () => {
            generationReads++;
            if (request.headers.has("X-Generation-Fails")) throw new Error("D1 unavailable");
            return readContentGeneration(env.DB, tenant);
          },
        }, async () => {
          renders++;
          const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
          if (firstVisit) headers.append("Set-Cookie", "volunteer_center=x; Path=/");
          if (q.has("setCookie")) headers.append("Set-Cookie", "color-mode=dark; Path=/");
          return new Response('<html><body><script nonce="' + nonce + '">1</script>render ' + renders + ' of ' + tenant + '</body></html>', { headers });
        });
        response.headers.set("X-Nonce", nonce);
        return response;
      },
    };`;

  beforeAll(async () => {
    mf = await workerdWith(
      WORKER,
      {
        "edge-cache.mjs": new URL("./edge-cache.ts", import.meta.url),
        "content-generation.mjs": new URL("../api/services/content-generation.ts", import.meta.url),
      },
      { d1Databases: ["DB"] },
    );
    const migration = readFileSync(new URL("../db/migrations/0017_content_generations.sql", import.meta.url), "utf8");
    await (await mf.getD1Database("DB")).prepare(migration).run();
  });
  afterAll(() => mf?.dispose());

  const get = (path: string, init?: { method?: string; headers?: Record<string, string> }) =>
    mf.dispatchFetch(`https://oldebroek.example.nl${path}`, init);
  const renders = async () => Number(await (await get("/__renders")).text());
  const generationReads = async () => Number(await (await get("/__generation-reads")).text());

  /** The put runs in waitUntil: ask again until the page is there. */
  async function untilHit(path: string, headers?: Record<string, string>) {
    for (let i = 0; i < 20; i++) {
      const response = await get(path, { headers });
      const body = await response.text();
      if (response.headers.get("X-Cache") === "HIT") return { response, body };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no cache hit for ${path}`);
  }

  it("rewrites every nonce attribute and leaves text alone", async () => {
    const body = await (await get("/__rewrite")).text();
    expect(body).not.toContain('nonce="old">');
    expect(body.match(/nonce="fresh"/g)).toHaveLength(3);
    expect(body).toContain('<p>nonce="old" stays text</p>');
  });

  it("misses, stores, then hits with this request's nonce", async () => {
    const first = await get("/a");
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(first.headers.get("Vary")).toBe("Cookie, Accept-Language");
    const firstBody = await first.text();
    const { response, body } = await untilHit("/a");
    expect(body).toContain(`nonce="${response.headers.get("X-Nonce")}"`);
    expect(body).not.toContain(first.headers.get("X-Nonce"));
    expect(body.replace(/nonce="[^"]+"/, "")).toBe(firstBody.replace(/nonce="[^"]+"/, ""));
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(response.headers.get("X-Edge-Stored-At")).toBeNull();
  });

  it("answers HEAD from the cache without a body", async () => {
    await get("/head");
    await untilHit("/head");
    const head = await get("/head", { method: "HEAD" });
    expect(head.headers.get("X-Cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });

  /**
   * Asks for `path` twice as a returning visitor and twice as a first visit: each is rendered (a store would have run
   * by the next request: waitUntil) and kept private. Answers the responses' headers.
   */
  async function expectNeverStored(path: string): Promise<Headers[]> {
    const before = await renders();
    const seen: Headers[] = [];
    for (const headers of [{}, {}, { "X-First-Visit": "1" }, { "X-First-Visit": "1" }] as Record<string, string>[]) {
      const response = await get(path, { headers });
      expect(response.headers.get("X-Cache")).toBe("MISS");
      expect(response.headers.get("Cache-Control")).toBe("private, max-age=0");
      await response.text();
      seen.push(response.headers);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await renders()).toBe(before + 4);
    return seen;
  }

  it("never stores a response that sets a cookie of its own, also beside a first visit's centre cookie", async () => {
    for (const headers of await expectNeverStored("/cookie?setCookie"))
      expect(headers.get("Set-Cookie")).toContain("color-mode=dark");
  });

  it("stores a first visit's render without its centre cookie, so visitors without cookies fill the cache too", async () => {
    const before = await renders();
    const first = await get("/crawled", { headers: { "X-First-Visit": "1" } });
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(first.headers.get("Set-Cookie")).toBe("volunteer_center=x; Path=/");
    expect(first.headers.get("Cache-Control")).toBe("private, max-age=0");
    const firstBody = await first.text();
    // A returning visitor gets that stored page, without the first visit's cookie and shareable.
    const { response, body } = await untilHit("/crawled");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(body.replace(/nonce="[^"]+"/, "")).toBe(firstBody.replace(/nonce="[^"]+"/, ""));
    // The next first visit is a hit as well, with its own centre cookie.
    const again = await get("/crawled", { headers: { "X-First-Visit": "1" } });
    expect(again.headers.get("X-Cache")).toBe("HIT");
    expect(again.headers.get("Set-Cookie")).toBe("volunteer_center=x; Path=/");
    await again.text();
    expect(await renders()).toBe(before + 1);
  });

  it("gives a first visit its centre cookie on a hit, and keeps that response private", async () => {
    await (await get("/first?firstVisit")).text();
    const { response } = await untilHit("/first?firstVisit");
    expect(response.headers.get("Set-Cookie")).toContain("volunteer_center=x");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=0");
  });

  it("never stores a page that holds a value made for its view alone (a form's idempotency key)", async () => {
    await expectNeverStored("/form?perView");
  });

  it("bypasses signed-in visitors with private, no-store", async () => {
    await get("/private");
    await untilHit("/private");
    const response = await get("/private?signedIn");
    expect(response.headers.get("X-Cache")).toBe("BYPASS");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("serves a stale page once past the TTL and refreshes it in the background", async () => {
    await get("/stale?ttl=1");
    const { body: cached } = await untilHit("/stale?ttl=1");
    await new Promise((r) => setTimeout(r, 2100));
    const stale = await get("/stale?ttl=1");
    expect(stale.headers.get("X-Cache")).toBe("HIT");
    expect(Number(stale.headers.get("Age"))).toBeGreaterThanOrEqual(2);
    expect((await stale.text()).replace(/nonce="[^"]+"/, "")).toBe(cached.replace(/nonce="[^"]+"/, ""));
    // The background render replaced it: a later hit is younger than the TTL again.
    for (let i = 0; i < 20; i++) {
      const next = await get("/stale?ttl=1");
      await next.text();
      if (Number(next.headers.get("Age")) < 1) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("stale page was not refreshed");
  });

  it("is off with EDGE_CACHE_TTL=0", async () => {
    const response = await get("/off?ttl=0");
    expect(response.headers.get("X-Cache")).toBe("BYPASS");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=0");
  });

  describe("content generation (ADR 0049), production configuration", () => {
    it("a bump in D1, made outside this isolate, makes the tenant's next visit render; another tenant's page stays a hit", async () => {
      const roermond = { "X-Test-Tenant": "roermond" };
      await (await get("/nieuws")).text();
      await untilHit("/nieuws");
      await (await get("/nieuws", { headers: roermond })).text();
      const { body: roermondBefore } = await untilHit("/nieuws", roermond);
      expect(roermondBefore).toContain("of roermond");

      // What a CMS write does (api/middleware/content-generation.ts): through D1, not through this isolate's memory.
      await bumpContentGeneration(await mf.getD1Database("DB"), ["oldebroek"]);
      const before = await renders();
      const after = await get("/nieuws");
      expect(after.headers.get("X-Cache")).toBe("MISS");
      expect(await after.text()).toContain(`render ${before + 1} of oldebroek`);
      const { body: stored } = await untilHit("/nieuws");
      expect(stored).toContain(`render ${before + 1} of oldebroek`);

      const other = await get("/nieuws", { headers: roermond });
      expect(other.headers.get("X-Cache")).toBe("HIT");
      expect((await other.text()).replace(/nonce="[^"]+"/, "")).toBe(roermondBefore.replace(/nonce="[^"]+"/, ""));
    });

    it("also replaces a page that is still fresh (no waiting for the TTL or a stale copy)", async () => {
      await (await get("/fresh?ttl=3600")).text();
      const { body: cached } = await untilHit("/fresh?ttl=3600");
      await bumpContentGeneration(await mf.getD1Database("DB"), ["oldebroek"]);
      const next = await get("/fresh?ttl=3600");
      expect(next.headers.get("X-Cache")).toBe("MISS");
      expect((await next.text()).replace(/nonce="[^"]+"/, "")).not.toBe(cached.replace(/nonce="[^"]+"/, ""));
    });

    it("is read only for a lookup: never for a signed-in visitor, a helper path, an unknown site or a disabled cache", async () => {
      const before = await generationReads();
      for (const [path, headers] of [
        ["/personal?signedIn", {}],
        ["/switch", {}],
        ["/unknown", { "X-Test-Tenant": "none" }],
        ["/off?ttl=0", {}],
      ] as const) {
        const response = await get(path, { headers });
        expect(response.headers.get("X-Cache"), path).toBe("BYPASS");
        await response.text();
      }
      expect(await generationReads()).toBe(before);
      await (await get("/looked-up")).text();
      expect(await generationReads()).toBe(before + 1);
    });

    it("when D1 cannot be read, uses the last generation this isolate read: a cached page survives the outage", async () => {
      await (await get("/outage")).text();
      const { body: cached } = await untilHit("/outage");
      const during = await get("/outage", { headers: { "X-Generation-Fails": "1" } });
      expect(during.headers.get("X-Cache")).toBe("HIT");
      expect((await during.text()).replace(/nonce="[^"]+"/, "")).toBe(cached.replace(/nonce="[^"]+"/, ""));
    });

    it("without a generation read before, renders the page, neither looked up nor stored", async () => {
      const never = { "X-Test-Tenant": "meedoen", "X-Generation-Fails": "1" };
      const before = await renders();
      for (let i = 0; i < 2; i++) {
        const response = await get("/no-generation", { headers: never });
        expect(response.status).toBe(200);
        expect(response.headers.get("X-Cache")).toBe("BYPASS");
        expect(response.headers.get("Cache-Control")).toBe("private, max-age=0");
        await response.text();
        await new Promise((r) => setTimeout(r, 50)); // a store would have run by now (waitUntil)
      }
      expect(await renders()).toBe(before + 2);
    });
  });
});
