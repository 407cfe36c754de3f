import { describe, expect, it } from "vitest";
import { afterSignInPath, followsRedirect, landingPathFor, signInPath } from "./sign-in-path";

describe("signInPath", () => {
  it("keeps path and query, drops Remix transport parameters and the .data suffix", () => {
    expect(signInPath(new URL("http://x/profiel.data?_routes=root&tab=1"))).toBe(
      `/auth/login-1?redirectTo=${encodeURIComponent("/profiel?tab=1")}`,
    );
    expect(signInPath(new URL("http://x/nl/users"))).toBe(`/nl/auth/login-1?redirectTo=${encodeURIComponent("/nl/users")}`);
  });
});

describe("landingPathFor: where a sign-in without redirectTo lands", () => {
  it("sends every role to the dashboard", () => {
    expect(landingPathFor()).toBe("/dashboard");
  });

  it("is used only without a redirectTo that would be followed", () => {
    expect(followsRedirect("/users?page=2", "/auth/login-1")).toBe(true);
    for (const ignored of [undefined, null, "", "//evil.example", "/auth/login-1", "/uitloggen"]) {
      expect(followsRedirect(ignored, "/auth/login-1")).toBe(false);
    }
  });
});

describe("afterSignInPath (redirectTo after sign-in)", () => {
  it("honours a same-site relative path", () => {
    expect(afterSignInPath("/users?page=2", "/auth/login-1")).toBe("/users?page=2");
  });
  it("refuses open redirects", () => {
    for (const evil of ["//evil.example", "https://evil.example", "/\\evil.example", "http:/evil.example", " //evil.example"]) {
      expect(afterSignInPath(evil, "/auth/login-1")).toBe("/profiel");
    }
  });
  it("falls back to the profile under the visitor's locale, never back to sign-in or sign-out", () => {
    expect(afterSignInPath(null, "/en/auth/login-1")).toBe("/en/profiel");
    expect(afterSignInPath("/uitloggen", "/inloggen")).toBe("/profiel");
    expect(afterSignInPath("/en/auth/login-1", "/en/auth/login-1")).toBe("/en/profiel");
  });
});
