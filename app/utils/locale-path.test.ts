import { describe, expect, it } from "vitest";
import { isPagePath, splitLocale, switchLocalePath, withLocale } from "./locale-path";

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
    expect(withLocale("/\\evil.example/x", "en")).toBe("/\\evil.example/x");
    expect(withLocale("mailto:a@example.org", "en")).toBe("mailto:a@example.org");
    expect(withLocale("#top", "en")).toBe("#top");
    expect(withLocale("?page=2", "en")).toBe("?page=2");
  });
  it("keeps the query and fragment of a site path, also on the home page", () => {
    expect(withLocale("/vacancies/search?q=zorg#results", "en")).toBe("/en/vacancies/search?q=zorg#results");
    expect(withLocale("/?q=zorg", "en")).toBe("/en?q=zorg");
    expect(withLocale("/#nieuws", "nl")).toBe("/nl#nieuws");
    expect(withLocale("/en?q=x", "nl")).toBe("/en?q=x");
  });
  it("leaves paths that are no page alone: files, the API, resource routes, static files", () => {
    for (const path of [
      "/brand/anbi.svg",
      "/assets/root-abc.css",
      "/demo/brochure.pdf",
      "/favicon.ico",
      "/robots.txt",
      "/api/v1/menu_items",
      "/health",
      "/icons/heart",
      "/build-id",
      "/auth/sign_out",
      "/color-mode",
      "/language",
      "/downloads/jaarverslag-2025.pdf?v=2",
    ]) {
      expect(isPagePath(path), path).toBe(false);
      expect(withLocale(path, "en"), path).toBe(path);
    }
    for (const path of ["/", "/contact", "/organizations/signup", "/auth/login-1", "/apiary", "/healthcare", "/profiel/export"]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });
  it("switches the language of a path", () => {
    expect(switchLocalePath("/en/over-ons", "nl")).toBe("/nl/over-ons");
    expect(switchLocalePath("/over-ons", "en")).toBe("/en/over-ons");
    expect(switchLocalePath("/", "en")).toBe("/en");
  });
});
