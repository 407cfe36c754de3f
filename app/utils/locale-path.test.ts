import { describe, expect, it } from "vitest";
import { splitLocale, switchLocalePath, withLocale } from "./locale-path";

describe("locale paths", () => {
  it("splits a locale prefix off", () => {
    expect(splitLocale("/en/nieuws/x")).toEqual({ prefix: "en", path: "/nieuws/x" });
    expect(splitLocale("/nl")).toEqual({ prefix: "nl", path: "/" });
    expect(splitLocale("/energie")).toEqual({ prefix: null, path: "/energie" });
    expect(splitLocale("/de/x")).toEqual({ prefix: null, path: "/de/x" });
  });
  it("prefixes site paths only", () => {
    expect(withLocale("/nieuws", "en")).toBe("/en/nieuws");
    expect(withLocale("/", "nl")).toBe("/nl");
    expect(withLocale("/en/nieuws", "nl")).toBe("/en/nieuws");
    expect(withLocale("https://example.org/x", "en")).toBe("https://example.org/x");
    expect(withLocale("//evil.example/x", "en")).toBe("//evil.example/x");
    expect(withLocale("/nieuws", null)).toBe("/nieuws");
  });
  it("switches the language of a path", () => {
    expect(switchLocalePath("/en/over-ons", "nl")).toBe("/nl/over-ons");
    expect(switchLocalePath("/over-ons", "en")).toBe("/en/over-ons");
    expect(switchLocalePath("/", "en")).toBe("/en");
  });
});
