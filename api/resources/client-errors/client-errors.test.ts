/**
 * Error reporting through the API (SPEC §8, ADR 0074), against a Sentry-compatible service on MSW:
 * - /api/v1/client_errors: a browser's report is validated (422 with pointers), tenant-scoped (the page must be the
 *   tenant's own), rate-limited per IP, forwarded scrubbed with the request id and tenant; a crawler's is dropped;
 *   without a DSN nothing is sent.
 * - the API's own unexpected errors (a 500) are reported; its 4xx answers are not.
 */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type RecordedEnvelope, sentryHandlers, TEST_SENTRY_DSN } from "../../../mocks/sentry";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { nextIp } from "../../../tests/setup/auth";
import { CLIENT_ERRORS_PER_IP } from "./client-errors.routes";

const server = setupServer();
let h: ApiHarness;
let sent: RecordedEnvelope[];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness({ env: { SENTRY_DSN: TEST_SENTRY_DSN, SENTRY_RELEASE: "r-1" } });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(async () => {
  server.close();
  await h?.dispose();
});

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const report = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: "client_errors",
    attributes: {
      kind: "error",
      name: "TypeError",
      message: "Cannot read properties of undefined (reading 'map')",
      stack:
        "TypeError: Cannot read properties of undefined\n    at List (http://oldebroek.localhost/assets/list-abc123.js:1:2345)",
      url: "http://oldebroek.localhost/vacancies/search?q=tuin&access-token=t0k3n-in-url",
      ...attributes,
    },
  },
});

function post(body: unknown, init: { tenant?: string; headers?: Record<string, string>; api?: ApiHarness } = {}) {
  return (init.api ?? h).call("/api/v1/client_errors", {
    method: "POST",
    tenant: init.tenant ?? "oldebroek",
    headers: { "CF-Connecting-IP": nextIp(), "User-Agent": "Mozilla/5.0 (X11; Linux x86_64)", ...init.headers },
    body,
  });
}

function listen() {
  sent = [];
  server.use(...sentryHandlers(sent));
}

describe("POST /api/v1/client_errors", () => {
  it("forwards a browser's error with the request id, tenant and its stack, scrubbed, and answers 202", async () => {
    listen();
    const response = await post(report());
    expect(response.status).toBe(202);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const { event, raw } = sent[0];
    expect(event.tags).toEqual({ source: "client", tenant: "oldebroek", request_id: response.headers.get("X-Request-Id") });
    expect(event.release).toBe("r-1");
    expect(event.exception.values[0]).toMatchObject({
      type: "TypeError",
      value: "Cannot read properties of undefined (reading 'map')",
    });
    expect(event.exception.values[0].stacktrace?.frames).toEqual([
      expect.objectContaining({
        function: "List",
        lineno: 1,
        colno: 2345,
        filename: "http://oldebroek.localhost/assets/list-abc123.js",
      }),
    ]);
    expect(event.request?.url).toBe("http://oldebroek.localhost/vacancies/search?q=tuin&access-token=[Filtered]");
    expect(raw).not.toContain("t0k3n-in-url");
    expect(event.extra).toEqual({ kind: "error" });
  });

  it("refuses what is not a report: 422 with a pointer, never 500", async () => {
    listen();
    const cases: Array<[unknown, string]> = [
      [report({ message: "" }), "/data/attributes/message"],
      [report({ message: "x".repeat(1001) }), "/data/attributes/message"],
      [report({ stack: "x".repeat(8001) }), "/data/attributes/stack"],
      [report({ kind: "console" }), "/data/attributes/kind"],
      [report({ url: "javascript:alert(1)" }), "/data/attributes/url"],
      [report({ password: "hunter2" }), "/data/attributes"],
      [{ data: { type: "users", attributes: report().data.attributes } }, "/data/type"],
    ];
    for (const [body, pointer] of cases) {
      const response = await post(body);
      expect(response.status, pointer).toBe(422);
      const { errors } = (await response.json()) as { errors: Array<{ source?: { pointer?: string } }> };
      expect(errors.map((e) => e.source?.pointer)).toContain(pointer);
    }
    expect(sent).toHaveLength(0);
  });

  it("is tenant-scoped: a page of another tenant's site is refused, an unknown tenant is 404", async () => {
    listen();
    const foreign = await post(report({ url: "http://roermond.localhost/vacancies" }));
    expect(foreign.status).toBe(422);
    expect(JSON.stringify(await foreign.json())).toContain("/data/attributes/url");
    const elsewhere = await post(report({ url: "https://attacker.example.test/x" }));
    expect(elsewhere.status).toBe(422);
    expect((await post(report(), { tenant: "nowhere" })).status).toBe(404);
    // The same report for its own tenant is taken.
    expect((await post(report({ url: "http://roermond.localhost/vacancies" }), { tenant: "roermond" })).status).toBe(202);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].event.tags.tenant).toBe("roermond");
  });

  it("is rate-limited per IP (429 past the limit, nothing more sent)", async () => {
    // One fixed window for the whole test: hits on both sides of a window's edge would start a new count.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      listen();
      const ip = "203.0.113.77";
      const statuses: number[] = [];
      for (let i = 0; i <= CLIENT_ERRORS_PER_IP.max; i += 1) {
        statuses.push((await post(report({ message: `boom ${i}` }), { headers: { "CF-Connecting-IP": ip } })).status);
      }
      expect(statuses.slice(0, CLIENT_ERRORS_PER_IP.max).every((s) => s === 202)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      await vi.waitFor(() => expect(sent).toHaveLength(CLIENT_ERRORS_PER_IP.max));
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a crawler's report, and sends nothing without a DSN", async () => {
    listen();
    expect((await post(report(), { headers: { "User-Agent": GOOGLEBOT } })).status).toBe(202);
    const withoutDsn = await createApiHarness();
    try {
      expect((await post(report(), { api: withoutDsn })).status).toBe(202);
    } finally {
      await withoutDsn.dispose();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
  });
});

describe("the API's own errors", () => {
  it("reports an unexpected error (500) with request id, tenant and route; never its 4xx answers", async () => {
    listen();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await h.call("/api/v1/vacancies/999999")).status).toBe(404);
    expect((await h.call("/api/v1/no_such_thing")).status).toBe(404);
    // A failing D1, also through the request's session (ADR 0076): its session is the same failing surface.
    const failing: D1Database = new Proxy(h.env.DB, {
      get(target, key) {
        if (key === "prepare" || key === "batch") {
          return () => {
            throw new Error("D1_ERROR: no such table: password=hunter2");
          };
        }
        if (key === "withSession") return () => failing;
        return Reflect.get(target, key);
      },
    });
    const broken = { ...h.env, DB: failing };
    const { createApi } = await import("../../app");
    const response = await createApi().fetch(
      new Request("http://api.test/api/v1/public_forms/s3cr3tT0k3nL00k1ngS3gment1", {
        headers: { "X-Tenant": "meedoen", Cookie: "__session=c00k13" },
      }),
      broken,
      { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
    );
    expect(response.status, await response.clone().text()).toBe(500);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const { event, raw } = sent[0];
    expect(event.tags).toMatchObject({
      source: "api",
      status: "500",
      tenant: "meedoen",
      request_id: response.headers.get("X-Request-Id"),
    });
    expect(event.transaction).toBeTruthy();
    expect(event.exception.values[0].value).toBe("D1_ERROR: no such table: password=[Filtered]");
    for (const secret of ["hunter2", "s3cr3tT0k3n", "c00k13"]) expect(raw).not.toContain(secret);
  });
});
