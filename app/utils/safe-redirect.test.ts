import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/nieuws?page=2#top")).toBe("/nieuws?page=2#top");
    expect(safeRedirectPath("/en")).toBe("/en");
  });
  it.each([
    "https://evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "nieuws",
    "",
    null,
    42,
    "/a\nb",
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value, "/home")).toBe("/home");
  });
});
