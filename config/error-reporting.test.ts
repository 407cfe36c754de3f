/** The error reporter against a Sentry-compatible service on MSW (SPEC §8, ADR 0074). */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type RecordedEnvelope, sentryHandlers, TEST_SENTRY_DSN } from "../mocks/sentry";
import { FILTERED, parseDsn, scrub, scrubUrl, sendErrorReport } from "./error-reporting";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const env = { SENTRY_DSN: TEST_SENTRY_DSN, SENTRY_RELEASE: "abc123", ENVIRONMENT: "production" };

/** Sends one report and waits for the POST that `waitUntil` was handed. */
async function send(report: Parameters<typeof sendErrorReport>[1], withEnv: Parameters<typeof sendErrorReport>[0] = env) {
  const pending: Promise<unknown>[] = [];
  const handedOff = sendErrorReport(withEnv, report, { waitUntil: (p) => pending.push(p) });
  await Promise.all(pending);
  return { handedOff, pending };
}

describe("sendErrorReport", () => {
  it("sends the error with the request id, tenant, status, release, environment and scrubbed URL", async () => {
    const sent: RecordedEnvelope[] = [];
    server.use(...sentryHandlers(sent));
    const error = new Error("database is locked");
    const { handedOff } = await send({
      error,
      source: "server",
      status: 500,
      requestId: "req-12345678",
      tenant: "oldebroek",
      url: "https://oldebroek.example.org/vacancies/12?page=2&reset_password_token=abc&access-token=xyz",
      method: "GET",
      userAgent: "Mozilla/5.0",
    });
    expect(handedOff).toBe(true);
    expect(sent).toHaveLength(1);
    const [{ event, header, itemType, headers }] = sent;
    expect(headers.get("x-sentry-auth")).toContain("sentry_key=publickey123");
    expect(header).toMatchObject({ event_id: event.event_id, dsn: TEST_SENTRY_DSN });
    expect(itemType).toBe("event");
    expect(event.tags).toEqual({ source: "server", status: "500", request_id: "req-12345678", tenant: "oldebroek" });
    expect(event).toMatchObject({ release: "abc123", environment: "production", level: "error" });
    expect(event.exception.values[0]).toMatchObject({ type: "Error", value: "database is locked" });
    expect(event.exception.values[0].stacktrace?.frames.length).toBeGreaterThan(0);
    expect(event.request?.url).toBe(
      `https://oldebroek.example.org/vacancies/12?page=2&reset_password_token=${FILTERED}&access-token=${FILTERED}`,
    );
    expect(event.request?.headers).toEqual({ "User-Agent": "Mozilla/5.0" });
  });

  it("scrubs passwords, tokens, cookies and the auth trio at any depth, in the URL's path and query, and in the message", async () => {
    const sent: RecordedEnvelope[] = [];
    server.use(...sentryHandlers(sent));
    await send({
      error: new Error("sign-in failed for password=hunter2-secret"),
      source: "server",
      status: 500,
      url: "https://meedoen.example.org/forms/f7Gh2kLm9Qr4St6Uv8Wx?token=tok-AAAA&confirmation_token=c0nf1rm4t10nT0k3nXYZ",
      context: {
        body: { user: { email: "a@example.org", password: "hunter2-secret", password_confirmation: "hunter2-secret" } },
        headers: { Cookie: "__session=s3ss10n-c00k13", Authorization: "Bearer b34r3r-t0k3n", "access-token": "acc3ss-t0k3n" },
        auth: [{ client: "cl13nt-1d", uid: "a@example.org", expiry: "1900000000" }],
        session_id: "s3ss10n-1d",
        apiSecret: "sup3r-s3cr3t",
      },
    });
    expect(sent).toHaveLength(1);
    const { raw, event } = sent[0];
    for (const secret of [
      "hunter2-secret",
      "s3ss10n-c00k13",
      "b34r3r-t0k3n",
      "acc3ss-t0k3n",
      "cl13nt-1d",
      "s3ss10n-1d",
      "sup3r-s3cr3t",
      "tok-AAAA",
      "c0nf1rm4t10nT0k3nXYZ",
      "f7Gh2kLm9Qr4St6Uv8Wx",
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(event.extra).toMatchObject({
      body: { user: { email: "a@example.org", password: FILTERED, password_confirmation: FILTERED } },
      headers: { Cookie: FILTERED, Authorization: FILTERED, "access-token": FILTERED },
      auth: [{ client: FILTERED, uid: FILTERED, expiry: "1900000000" }],
    });
    expect(event.request?.url).toBe(
      `https://meedoen.example.org/forms/${FILTERED}?token=${FILTERED}&confirmation_token=${FILTERED}`,
    );
    expect(event.exception.values[0].value).toBe(`sign-in failed for password=${FILTERED}`);
  });

  it("sends nothing for statuses 300–499, nor without a DSN (and builds nothing then)", async () => {
    const sent: RecordedEnvelope[] = [];
    server.use(...sentryHandlers(sent));
    for (const status of [301, 302, 304, 400, 401, 403, 404, 422, 429, 499]) {
      expect((await send({ error: new Error("x"), source: "server", status })).handedOff).toBe(false);
    }
    const stringify = vi.spyOn(JSON, "stringify");
    const { handedOff, pending } = await send(
      { error: new Error("x"), source: "server", status: 500 },
      { ENVIRONMENT: "production" },
    );
    expect(handedOff).toBe(false);
    expect(pending).toHaveLength(0);
    expect(stringify).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
    // 500 and a 502 of an upstream are reported.
    await send({ error: new Error("x"), source: "server", status: 502 });
    expect(sent).toHaveLength(1);
  });

  it("never throws when the service fails: refused, unreachable, or a DSN that is no DSN", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(...sentryHandlers([], { status: 503 }));
    await expect(send({ error: new Error("x"), source: "server", status: 500 })).resolves.toMatchObject({ handedOff: true });
    const unreachable = sendErrorReport(
      env,
      { error: new Error("x"), source: "server", status: 500 },
      {
        fetch: () => {
          throw new TypeError("network down");
        },
        waitUntil: () => {
          throw new Error("waitUntil gone");
        },
      },
    );
    expect(unreachable).toBe(true);
    expect(sendErrorReport({ SENTRY_DSN: "not a dsn" }, { error: new Error("x"), source: "server", status: 500 })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(/refused[\s\S]*network down|network down[\s\S]*refused/);
  });
});

describe("the scrubbing rules", () => {
  it("parses DSNs, with a path prefix too, and refuses what is not one", () => {
    expect(parseDsn("https://k@o1.ingest.example.test/7")?.envelopeUrl).toBe("https://o1.ingest.example.test/api/7/envelope/");
    expect(parseDsn("https://k@host.example.test/sub/7")?.envelopeUrl).toBe("https://host.example.test/sub/api/7/envelope/");
    for (const bad of ["", "nonsense", "https://host.example.test/7", "ftp://k@host/7", "https://k@host/abc"]) {
      expect(parseDsn(bad)).toBeNull();
    }
  });

  it("keeps what is not secret and cuts cycles", () => {
    const cyclic: Record<string, unknown> = { name: "x", page: 2 };
    cyclic.self = cyclic;
    expect(scrub(cyclic)).toEqual({ name: "x", page: 2, self: "[…]" });
    expect(scrubUrl("https://u:p@example.test/vacancies/nieuws-open-dag?q=tuin#x")).toBe(
      "https://example.test/vacancies/nieuws-open-dag?q=tuin",
    );
  });
});
