/** The app's error hooks (SPEC §8, ADR 0074): what is logged, what goes to the error service (MSW), what does not. */
import { data } from "@remix-run/cloudflare";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type RecordedEnvelope, sentryHandlers, TEST_SENTRY_DSN } from "../../mocks/sentry";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/d1";
import { createRouteHarness } from "../../tests/setup/load-context";
import { ApiError } from "./api.server";
import { type ReportingScope, reportError } from "./report-error.server";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const request = new Request("http://demo.localhost/x");
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function scope(env: Partial<Env> = {}): ReportingScope & { pending: Promise<unknown>[] } {
  const pending: Promise<unknown>[] = [];
  return {
    env: { SENTRY_DSN: TEST_SENTRY_DSN, ENVIRONMENT: "production", ...env } as Env,
    requestId: "req-1",
    tenantId: "demo",
    buildVersion: "build-7",
    waitUntil: (p) => pending.push(p),
    pending,
  };
}

describe("reportError", () => {
  it("neither logs nor reports statuses 300–499", async () => {
    const sent: RecordedEnvelope[] = [];
    server.use(...sentryHandlers(sent));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const s = scope();
    expect(reportError(new Response(null, { status: 404 }), { request, scope: s, hook: "app" })).toBe(false);
    expect(reportError({ status: 302 }, { request, scope: s, hook: "app" })).toBe(false);
    expect(reportError(data(null, { status: 403 }), { request, scope: s, hook: "app" })).toBe(false);
    expect(
      reportError(new ApiError("x", { status: 422, errors: [], method: "POST", path: "/api/v1/x" }), {
        request,
        scope: s,
        hook: "api-client",
      }),
    ).toBe(false);
    await Promise.all(s.pending);
    expect(log).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it("logs a fault with the request id and sends it with the tenant and the build as release", async () => {
    const sent: RecordedEnvelope[] = [];
    server.use(...sentryHandlers(sent));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const s = scope();
    const withToken = new Request("http://demo.localhost/auth/reset?reset_password_token=s3cr3t-r3s3t", {
      headers: { Cookie: "__session=c00k13", "User-Agent": "Mozilla/5.0" },
    });
    expect(reportError(new Error("boom"), { request: withToken, scope: s, hook: "app" })).toBe(true);
    await Promise.all(s.pending);
    const line = JSON.parse(log.mock.calls[0][0] as string);
    expect(line).toMatchObject({ level: "error", requestId: "req-1", status: 500, error: "boom" });
    expect(line.url).not.toContain("s3cr3t-r3s3t");
    expect(sent).toHaveLength(1);
    expect(sent[0].event.tags).toMatchObject({ request_id: "req-1", tenant: "demo", status: "500", source: "server" });
    expect(sent[0].event.release).toBe("build-7");
    expect(sent[0].raw).not.toContain("s3cr3t-r3s3t");
    expect(sent[0].raw).not.toContain("c00k13");
  });

  it("sends nothing without a DSN (the log line stays)", async () => {
    const sent: RecordedEnvelope[] = [];
    server.use(...sentryHandlers(sent));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const s = scope({ SENTRY_DSN: undefined });
    expect(reportError(new Error("boom"), { request, scope: s, hook: "app" })).toBe(true);
    expect(s.pending).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it("while a crawler loads, reports only through the app's error hook", async () => {
    const sent: RecordedEnvelope[] = [];
    server.use(...sentryHandlers(sent));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const s = scope();
    const crawler = new Request("http://demo.localhost/vacancies/search", { headers: { "User-Agent": GOOGLEBOT } });
    const apiFault = new ApiError("down", { status: 503, errors: [], method: "GET", path: "/api/v1/vacancies" });
    reportError(apiFault, { request: crawler, scope: s, hook: "api-client" });
    reportError(new Error("stream"), { request: crawler, scope: s, hook: "render" });
    reportError(new Error("orgs"), { request: crawler, scope: s, hook: "organisations" });
    await Promise.all(s.pending);
    expect(sent).toHaveLength(0);
    reportError(new Error("loader"), { request: crawler, scope: s, hook: "app" });
    await Promise.all(s.pending);
    expect(sent.map((e) => e.event.exception.values[0].value)).toEqual(["loader"]);
    // A person's request through the same hooks is reported.
    reportError(apiFault, { request, scope: s, hook: "api-client" });
    await Promise.all(s.pending);
    expect(sent).toHaveLength(2);
  });

  it("does not send an in-process API fault twice (the API's own handler sent it with its stack)", async () => {
    const sent: RecordedEnvelope[] = [];
    server.use(...sentryHandlers(sent));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fault = new ApiError("boom", { status: 500, errors: [], method: "GET", path: "/api/v1/pages" });
    const inProcess = scope();
    // Seen by the loader's client, then thrown on to the app's hook (a loader that asked for errors: "throw").
    reportError(fault, { request, scope: inProcess, hook: "api-client" });
    reportError(fault, { request, scope: inProcess, hook: "app" });
    await Promise.all(inProcess.pending);
    expect(sent).toHaveLength(0);
    // For a crawler the API sent nothing (load-context hands it no DSN): the app's hook reports it.
    const crawler = new Request("http://demo.localhost/x", { headers: { "User-Agent": GOOGLEBOT } });
    reportError(fault, { request: crawler, scope: inProcess, hook: "api-client" });
    await Promise.all(inProcess.pending);
    expect(sent).toHaveLength(0);
    reportError(fault, { request: crawler, scope: inProcess, hook: "app" });
    await Promise.all(inProcess.pending);
    expect(sent).toHaveLength(1);
    sent.length = 0;
    const external = scope({ API_BASE_URL: "https://api.example.test" });
    reportError(fault, { request, scope: external, hook: "api-client" });
    await Promise.all(external.pending);
    expect(sent).toHaveLength(1);
    expect(sent[0].event.extra).toMatchObject({ hook: "api-client", api: { method: "GET", path: "/api/v1/pages" } });
  });
});

describe("an in-process API fault, through the real load context", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  /** A loader's API call while D1 fails: the in-process API answers 500. */
  async function failingCall(userAgent: string) {
    // A failing D1, also through the request's session (ADR 0076): its session is the same failing surface.
    const broken: D1Database = new Proxy(database.env.DB, {
      get: (target, key) =>
        key === "prepare" || key === "batch"
          ? () => {
              throw new Error("D1_ERROR: disk I/O error");
            }
          : key === "withSession"
            ? () => broken
            : Reflect.get(target, key),
    });
    const harness = createRouteHarness({ ...database, env: { ...database.env, DB: broken, SENTRY_DSN: TEST_SENTRY_DSN } });
    const context = await harness.contextFor(
      new Request("http://oldebroek.localhost/partners", { headers: { "User-Agent": userAgent } }),
    );
    const failure = await context.api.get("/api/v1/volunteer_centers", { errors: "throw" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
    return failure as ApiError;
  }

  it("is reported by the API with its own stack, not again by the app, for a person; not by the API for a crawler", async () => {
    const sent: RecordedEnvelope[] = [];
    server.use(...sentryHandlers(sent));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = await failingCall("Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0");
    // The client retries a failed GET once (ADR 0003): each of the two requests failed and is one report, both from
    // the API (with the loader's request id); the client's own hook sends neither again.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    for (const { event } of sent) {
      expect(event.tags).toMatchObject({ source: "api", tenant: "oldebroek", status: "500", request_id: failure.requestId });
      expect(event.exception.values[0].value).toBe("D1_ERROR: disk I/O error");
    }
    sent.length = 0;
    await failingCall(GOOGLEBOT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
  });
});
