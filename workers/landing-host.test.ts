/**
 * The collaboration's landing host (SPEC §2 "Access rules", ADR 0075), through the Worker's own fetch with a Host
 * header: on the configured host every page but /gelderse-handen is redirected there before Remix (and so any loader)
 * runs; the API, /health and the page's own requests pass; other hosts, and every host without the setting, are
 * untouched.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiHarness, createApiHarness } from "../tests/setup/api";

const remix = vi.hoisted(() => ({ requests: [] as string[] }));

// The server build exists only after `npm run build`; the Worker's Remix side is replaced by a recorder.
vi.mock("../build/server", () => ({ assets: { version: "test-build" } }));
vi.mock("@remix-run/cloudflare", async (original) => ({
  ...(await original<typeof import("@remix-run/cloudflare")>()),
  createRequestHandler: () => async (request: Request) => {
    remix.requests.push(new URL(request.url).pathname);
    return new Response("<!doctype html><title>page</title>", { headers: { "Content-Type": "text/html" } });
  },
}));

let h: ApiHarness;
let worker: typeof import("./app").default;
beforeAll(async () => {
  // Workers' Cache API (the edge cache of anonymous pages): always a miss here.
  const miss = { match: async () => undefined, put: async () => {}, delete: async () => false };
  vi.stubGlobal("caches", { default: miss, open: async () => miss });
  h = await createApiHarness();
  worker = (await import("./app")).default;
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await h?.dispose();
});

const LANDING = "www.geldersehanden.example.test";
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

function get(host: string, path: string, env: Partial<Env> = {}, init: RequestInit = {}) {
  const request = new Request(`http://${host}${path}`, { ...init, headers: { Host: host, ...(init.headers ?? {}) } });
  const landingEnv = {
    ...h.env,
    TENANT_HOST_MAP: `${LANDING}=oldebroek`,
    GELDERSE_HANDEN_HOSTS: `${LANDING}, other.example.test`,
    ...env,
  } as Env;
  return worker.fetch!(request as never, landingEnv, ctx);
}

describe("the landing host", () => {
  it("redirects every other page to /gelderse-handen (302, same host) before Remix runs", async () => {
    remix.requests.length = 0;
    for (const [path, location] of [
      ["/", "/gelderse-handen"],
      ["/vacancies/search?q=tuin", "/gelderse-handen"],
      ["/auth/login-1?redirectTo=https://evil.example.test", "/gelderse-handen"],
      ["/gelderse-handen/extra", "/gelderse-handen"],
      ["/Gelderse-Handen", "/gelderse-handen"],
      ["/switch", "/gelderse-handen"],
      ["/en/vacancies", "/en/gelderse-handen"],
      ["/nl", "/nl/gelderse-handen"],
      ["//evil.example.test/x", "/gelderse-handen"],
      ["/gelderse-handen/..%2F..%2Fvacancies", "/gelderse-handen"],
      // Another page's data (Remix single fetch) is that page.
      ["/vacancies/search.data?q=x", "/gelderse-handen"],
      ["/_root.data", "/gelderse-handen"],
      ["/en/dashboard.data", "/en/gelderse-handen"],
    ] as const) {
      const response = await get(`${LANDING}:443`, path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(location);
    }
    // A post is no exception.
    const post = await get(LANDING, "/contactformulier", {}, { method: "POST", body: "x=1" });
    expect(post.status).toBe(302);
    expect(remix.requests).toEqual([]);
  });

  it("serves the landing page itself (also under /en and /nl) and what the page needs", async () => {
    remix.requests.length = 0;
    for (const path of [
      "/gelderse-handen",
      "/gelderse-handen/",
      "/en/gelderse-handen",
      "/nl/gelderse-handen",
      "/gelderse-handen?ref=x",
    ]) {
      expect((await get(LANDING, path)).status, path).toBe(200);
    }
    // Not pages: the icon service, the language switch and the colour mode the page's chrome uses; Remix's route
    // manifest and the landing page's own data.
    for (const path of ["/icons?icons=lucide:x", "/language", "/color-mode", "/gelderse-handen.data", "/__manifest?p=/x"]) {
      await get(LANDING, path);
    }
    expect(remix.requests).toEqual([
      "/gelderse-handen",
      "/gelderse-handen/",
      "/en/gelderse-handen",
      "/nl/gelderse-handen",
      "/gelderse-handen",
      "/icons",
      "/language",
      "/color-mode",
      "/gelderse-handen.data",
      "/__manifest",
    ]);
    // The API and /health are the API's.
    expect((await get(LANDING, "/health")).status).toBe(200);
    const api = await get(LANDING, "/api/v1/volunteer_centers", {}, { headers: { "X-Tenant": "oldebroek" } });
    expect(api.status).toBe(200);
    expect(api.headers.get("Location")).toBeNull();
  });

  it("leaves other hosts, and every host without the setting, alone", async () => {
    remix.requests.length = 0;
    expect((await get("oldebroek.localhost", "/vacancies/search")).status).toBe(200);
    expect((await get(LANDING, "/vacancies/search", { GELDERSE_HANDEN_HOSTS: undefined })).status).toBe(200);
    expect((await get(LANDING, "/vacancies/search", { GELDERSE_HANDEN_HOSTS: "" })).status).toBe(200);
    expect(remix.requests).toEqual(["/vacancies/search", "/vacancies/search", "/vacancies/search"]);
  });
});
