import { describe, expect, it } from "vitest";
import { analyticsEnabled, consentNeeded, parseConsent } from "~/components/consent/consent";
import {
  CONSENT_MAX_AGE,
  clearConsentCookies,
  isCrossSiteRequest,
  readConsent,
  safeRedirectPath,
  serializeConsentCookie,
} from "./consent.server";

const withCookie = (cookie?: string) => new Request("http://demo.localhost/", { headers: cookie ? { Cookie: cookie } : {} });

describe("consent cookie", () => {
  it("parses only the two choices", () => {
    expect(parseConsent("accepted")).toBe("accepted");
    expect(parseConsent("rejected")).toBe("rejected");
    for (const bad of ["", "yes", "ACCEPTED", null, undefined, 1]) expect(parseConsent(bad)).toBeNull();
  });

  it("reads the choice from the Cookie header", () => {
    expect(readConsent(withCookie())).toBeNull();
    expect(readConsent(withCookie("cookie_consent=accepted"))).toBe("accepted");
    expect(readConsent(withCookie("a=1; cookie_consent=rejected; b=2"))).toBe("rejected");
    expect(readConsent(withCookie("my_cookie_consent=accepted"))).toBeNull();
    expect(readConsent(withCookie("cookie_consent=maybe"))).toBeNull();
    expect(readConsent(withCookie("cookie_consent=%E0%A4%A"))).toBeNull();
  });

  it("writes a year-long SameSite=Lax cookie, Secure on https", () => {
    const http = serializeConsentCookie("accepted", new Request("http://demo.localhost/cookie-consent"));
    expect(http).toBe(`cookie_consent=accepted; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax`);
    expect(CONSENT_MAX_AGE).toBe(31_536_000);
    const https = serializeConsentCookie("rejected", new Request("https://www.example.nl/cookie-consent"));
    expect(https).toMatch(/^cookie_consent=rejected; .*; Secure$/);
    // What it writes, it reads back.
    expect(readConsent(withCookie(https.split(";")[0]))).toBe("rejected");
  });

  it("enables analytics only with a gtagId and accepted consent; asks only where there is a tag", () => {
    expect(analyticsEnabled("G-DEMO12345", "accepted")).toBe(true);
    expect(analyticsEnabled("G-DEMO12345", "rejected")).toBe(false);
    expect(analyticsEnabled("G-DEMO12345", null)).toBe(false);
    expect(analyticsEnabled(null, "accepted")).toBe(false);
    expect(analyticsEnabled("G-1');alert(1)//", "accepted")).toBe(false);
    expect(consentNeeded("G-DEMO12345", null)).toBe(true);
    expect(consentNeeded("G-DEMO12345", "rejected")).toBe(false);
    expect(consentNeeded(null, null)).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  it("keeps same-site relative paths with their query and hash", () => {
    expect(safeRedirectPath("/")).toBe("/");
    expect(safeRedirectPath("/vacatures?page=2#list")).toBe("/vacatures?page=2#list");
    expect(safeRedirectPath("/en/over-ons")).toBe("/en/over-ons");
  });

  it("falls back to / for anything that could leave the site", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "vacatures",
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "\\/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " /ok",
      "javascript:alert(1)",
      `/${"a".repeat(3000)}`,
    ]) {
      expect(safeRedirectPath(bad), String(bad)).toBe("/");
    }
    expect(safeRedirectPath("//evil.example", "/home")).toBe("/home");
  });
});

describe("isCrossSiteRequest", () => {
  it("flags only cross-site browser requests", () => {
    const req = (site?: string) =>
      new Request("http://demo.localhost/cookie-consent", { headers: site ? { "Sec-Fetch-Site": site } : {} });
    expect(isCrossSiteRequest(req("cross-site"))).toBe(true);
    expect(isCrossSiteRequest(req("same-origin"))).toBe(false);
    expect(isCrossSiteRequest(req("same-site"))).toBe(false);
    expect(isCrossSiteRequest(req())).toBe(false);
  });
});

describe("withdrawing consent", () => {
  it("expires the choice and the Google Analytics cookies on the host and its parent domain", () => {
    const request = new Request("https://www.example.nl/cookie-consent", {
      headers: { Cookie: "cookie_consent=accepted; _ga=GA1.1.1; _ga_DEMO12345=GS1.1; other=1" },
    });
    const cookies = clearConsentCookies(request);
    expect(cookies[0]).toBe("cookie_consent=; Path=/; Max-Age=0; SameSite=Lax; Secure");
    expect(cookies).toContain("_ga=; Path=/; Max-Age=0; SameSite=Lax; Domain=example.nl; Secure");
    expect(cookies).toContain("_ga_DEMO12345=; Path=/; Max-Age=0; SameSite=Lax; Domain=www.example.nl; Secure");
    expect(cookies.some((cookie) => cookie.startsWith("other="))).toBe(false);
  });

  it("without analytics cookies only the choice is expired", () => {
    expect(clearConsentCookies(withCookie("cookie_consent=rejected"))).toEqual([
      "cookie_consent=; Path=/; Max-Age=0; SameSite=Lax",
    ]);
  });
});
