import { describe, expect, it } from "vitest";
import { contentLanguage, dutchContent, uiText } from "./content-lang";

describe("content language marks (WCAG 3.1.2)", () => {
  it("marks nothing on a Dutch page: the Dutch text is in the page's language", () => {
    expect(dutchContent("nl")).toEqual({});
    expect(contentLanguage("nl", null)).toEqual({});
    expect(contentLanguage("nl", "An English text")).toEqual({});
  });

  it("marks a Dutch-only text on an English page lang=nl", () => {
    expect(dutchContent("en")).toEqual({ lang: "nl" });
    expect(contentLanguage("en")).toEqual({ lang: "nl" });
    expect(contentLanguage("en", null)).toEqual({ lang: "nl" });
  });

  it("treats an empty English text as missing: the Dutch fallback is shown and marked", () => {
    expect(contentLanguage("en", "")).toEqual({ lang: "nl" });
    expect(contentLanguage("en", "   ")).toEqual({ lang: "nl" });
  });

  it("does not mark English content on an English page", () => {
    expect(contentLanguage("en", "Volunteer driver")).toEqual({});
  });

  it("gives interface text inside a Dutch region the page's language back, and nothing on a Dutch page", () => {
    expect(uiText("en")).toEqual({ lang: "en" });
    expect(uiText("nl")).toEqual({});
  });
});
