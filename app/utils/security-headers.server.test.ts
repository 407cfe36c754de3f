import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, withSecurityHeaders } from "./security-headers.server";

describe("security headers", () => {
  it("puts the nonce in the CSP of HTML responses and forbids framing by others", () => {
    const html = new Response("<p>hi</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    const secured = withSecurityHeaders(html, new Request("http://demo.localhost/"), "abc123");
    const csp = secured.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(secured.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(secured.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(secured.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("adds HSTS on https only, and a locked-down CSP for non-HTML", () => {
    const json = new Response("{}", { headers: { "Content-Type": "application/vnd.api+json" } });
    const secured = withSecurityHeaders(json, new Request("https://www.example.nl/api/v1/pages"), null);
    expect(secured.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(secured.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("keeps a non-HTML answer's own policy (a served file's sandbox), and gives the default to one without", () => {
    const own = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
    const file = new Response("<svg/>", { headers: { "Content-Type": "image/svg+xml", "Content-Security-Policy": own } });
    const secured = withSecurityHeaders(file, new Request("https://www.example.nl/api/v1/files/1/abc/logo.svg"), null);
    expect(secured.headers.get("Content-Security-Policy")).toBe(own);
    expect(secured.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // An HTML answer always gets the page policy with its nonce, whatever it said itself.
    const html = new Response("<p/>", {
      headers: { "Content-Type": "text/html", "Content-Security-Policy": "script-src *" },
    });
    expect(withSecurityHeaders(html, new Request("http://x.localhost/"), "n").headers.get("Content-Security-Policy")).toBe(
      contentSecurityPolicy("n"),
    );
  });

  it("never allows inline scripts without a nonce", () => {
    expect(contentSecurityPolicy(null)).not.toContain("unsafe-inline'; script");
    expect(contentSecurityPolicy(null)).toContain("script-src 'self' https://www.googletagmanager.com;");
  });

  it("allows the Google tag's script and measurement endpoints, and nothing broader", () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy("n")
        .split("; ")
        .map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const),
    );
    expect(directives["script-src"]).toEqual(["'self'", "'nonce-n'", "https://www.googletagmanager.com"]);
    expect(directives["connect-src"]).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.googletagmanager.com",
    ]);
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives["script-src"]).not.toContain("https:");
  });

  it("keeps status and body", async () => {
    const secured = withSecurityHeaders(new Response("gone", { status: 410 }), new Request("http://x.localhost/"), null);
    expect(secured.status).toBe(410);
    expect(await secured.text()).toBe("gone");
  });
});
