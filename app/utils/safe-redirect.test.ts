import { describe, expect, it } from "vitest";
import { switchLocalePath } from "./locale-path";
import { safeRedirectPath } from "./safe-redirect";
import { afterSignInPath } from "./sign-in-path";

/** Targets that must never leave the site, however a URL parser or browser reads them. */
export const HOSTILE_REDIRECTS = [
  // absolute and scheme-relative
  "https://evil.example",
  "http://oldebroek.localhost.evil.example/",
  "https://roermond.localhost:8787/",
  "//evil.example/x",
  "///evil.example",
  "////evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  // dot segments that resolve to //evil.example
  "/.//evil.example",
  "/./\u002f/evil.example",
  "/a/..//evil.example",
  "/a/b/../..//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2E//evil.example",
  "/%2e%2e//evil.example",
  "/a/%2e%2e//evil.example",
  "/.%2e//evil.example",
  // empty segments a locale switch would expose
  "/en//evil.example",
  "/nl//evil.example/path",
  // backslashes (browsers read them as slashes)
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/.\\/evil.example",
  // tabs, newlines and other control characters (browsers strip tabs and newlines)
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/a\nb",
  "/\u0000/evil.example",
  // userinfo
  "//user:pass@evil.example",
  "https://oldebroek.localhost@evil.example",
  // not a path
  "nieuws",
  "evil.example",
  "",
  null,
  undefined,
  42,
  {},
  `/${"a".repeat(3000)}`,
];

describe("safeRedirectPath", () => {
  it("keeps same-site paths, normalised", () => {
    expect(safeRedirectPath("/nieuws?page=2#top")).toBe("/nieuws?page=2#top");
    expect(safeRedirectPath("/en")).toBe("/en");
    expect(safeRedirectPath("/a/../nieuws")).toBe("/nieuws");
    expect(safeRedirectPath("/users?filter=a//b")).toBe("/users?filter=a//b");
    expect(safeRedirectPath("/@evil.example")).toBe("/@evil.example");
  });

  it.each(HOSTILE_REDIRECTS.map((value) => [value]))("refuses %j", (value) => {
    expect(safeRedirectPath(value, "/home")).toBe("/home");
  });

  it("hands out only paths that a browser resolves on the same site", () => {
    for (const value of HOSTILE_REDIRECTS) {
      const target = safeRedirectPath(value, "/home");
      const resolved = new URL(target, "https://site.example/some/page");
      expect(resolved.origin, String(value)).toBe("https://site.example");
    }
  });

  it("stays on the site after a locale switch and after sign-in", () => {
    for (const value of HOSTILE_REDIRECTS) {
      const path = safeRedirectPath(value, "/home");
      expect(new URL(switchLocalePath(path, "nl"), "https://site.example").origin).toBe("https://site.example");
      const afterSignIn = afterSignInPath(value, "/auth/login-1");
      expect(new URL(afterSignIn, "https://site.example").origin, String(value)).toBe("https://site.example");
    }
  });
});
