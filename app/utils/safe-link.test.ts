import { describe, expect, it } from "vitest";
import { safeLinkHref } from "./safe-link";

describe("safeLinkHref", () => {
  it("allows other sites, mail, phone, site paths and anchors", () => {
    expect(safeLinkHref(" https://example.org ")).toEqual({ href: "https://example.org", kind: "external" });
    expect(safeLinkHref("/contact")).toEqual({ href: "/contact", kind: "site" });
    expect(safeLinkHref("mailto:info@example.org")).toEqual({ href: "mailto:info@example.org", kind: "other" });
    expect(safeLinkHref("#openingstijden")).toEqual({ href: "#openingstijden", kind: "other" });
  });
  it("refuses scripts, data and protocol-relative links (also the /\\ form browsers read as //)", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "/\\evil.example", "ftp://x"]) {
      expect(safeLinkHref(href), href).toBeNull();
    }
  });
});
