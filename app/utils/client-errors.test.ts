/** The browser's error reports (ADR 0074): posted only when a service is configured, capped, shaped for the API. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_STACK_MAX,
  CLIENT_ERROR_URL_MAX,
  clientErrorInput,
} from "../../contract/client-errors";

const posts: Array<{ url: string; init: RequestInit }> = [];

function stubPage(dataset: Record<string, string>) {
  vi.stubGlobal("document", { documentElement: { dataset } });
  vi.stubGlobal("window", { location: { href: "https://oldebroek.example.org/vacancies?q=tuin#top" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      posts.push({ url, init });
      return new Response(null, { status: 202 });
    }),
  );
}

beforeEach(() => {
  posts.length = 0;
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

describe("reportClientError", () => {
  it("cuts to the API's own caps", async () => {
    const { CLIENT_ERROR_CAPS } = await import("./client-errors");
    expect(CLIENT_ERROR_CAPS).toEqual({
      message: CLIENT_ERROR_MESSAGE_MAX,
      stack: CLIENT_ERROR_STACK_MAX,
      url: CLIENT_ERROR_URL_MAX,
    });
  });

  it("posts nothing when the server configured no error service", async () => {
    stubPage({ tenant: "oldebroek" });
    const { reportClientError } = await import("./client-errors");
    reportClientError(new Error("boom"), "error");
    expect(posts).toHaveLength(0);
  });

  it("posts a valid report for the page's tenant, each message once, at most five a page, no fragment", async () => {
    stubPage({ tenant: "oldebroek", errorReports: "on" });
    const { reportClientError, CLIENT_ERRORS_PATH } = await import("./client-errors");
    reportClientError(new TypeError("x is undefined"), "error");
    reportClientError(new TypeError("x is undefined"), "error");
    expect(posts).toHaveLength(1);
    const { url, init } = posts[0];
    expect(url).toBe(CLIENT_ERRORS_PATH);
    expect(new Headers(init.headers).get("X-Tenant")).toBe("oldebroek");
    const attributes = JSON.parse(String(init.body)).data.attributes;
    expect(clientErrorInput.safeParse(attributes).success).toBe(true);
    expect(attributes).toMatchObject({ kind: "error", name: "TypeError", message: "x is undefined" });
    expect(attributes.url).toBe("https://oldebroek.example.org/vacancies?q=tuin");
    // Remix's stand-in for a server error (reported by the server) and an empty cross-origin error are not sent.
    reportClientError(new Error("Unexpected Server Error"), "boundary");
    reportClientError("Script error.", "error");
    expect(posts).toHaveLength(1);
    for (let i = 0; i < 10; i += 1) reportClientError(new Error(`e${i}`), "unhandledrejection");
    expect(posts).toHaveLength(5);
  });
});
