import { data } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reportError } from "./report-error.server";

const request = new Request("http://demo.localhost/x");
afterEach(() => vi.restoreAllMocks());

describe("reportError", () => {
  it("does not report statuses 300–499", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(reportError(new Response(null, { status: 404 }), { request })).toBe(false);
    expect(reportError({ status: 302 }, { request })).toBe(false);
    expect(reportError(data(null, { status: 403 }), { request })).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs faults with the request id", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(reportError(new Error("boom"), { request, requestId: "req-1" })).toBe(true);
    const line = JSON.parse(log.mock.calls[0][0] as string);
    expect(line).toMatchObject({ level: "error", requestId: "req-1", status: 500, error: "boom" });
  });
});
