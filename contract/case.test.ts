import { describe, expect, it } from "vitest";
import { camelKeys, snakeKeys, toCamelCase, toSnakeCase } from "./case";

describe("case conversion", () => {
  it("converts single keys both ways", () => {
    expect(toSnakeCase("websiteLogoDarkModeUrl")).toBe("website_logo_dark_mode_url");
    expect(toSnakeCase("already_snake")).toBe("already_snake");
    expect(toSnakeCase("id")).toBe("id");
    expect(toCamelCase("website_logo_dark_mode_url")).toBe("websiteLogoDarkModeUrl");
    expect(toCamelCase("access-token")).toBe("accessToken");
  });

  it("converts nested objects and arrays (structures the contract names; JSON documents: json-values.test.ts)", () => {
    const input = { pageType: "news", occurrences: [{ startTime: "10:00", seo: { metaTitle: "someValue" } }] };
    const snake = snakeKeys<Record<string, unknown>>(input);
    expect(snake).toEqual({
      page_type: "news",
      occurrences: [{ start_time: "10:00", seo: { meta_title: "someValue" } }],
    });
    expect(camelKeys(snake)).toEqual(input);
  });

  it("does not touch dates or class instances", () => {
    const date = new Date(0);
    expect(snakeKeys<{ created_at: Date }>({ createdAt: date }).created_at).toBe(date);
  });

  it("answers from its per-isolate memo exactly as computed, per key, also past the memo's bound", () => {
    for (let round = 0; round < 2; round++) {
      expect(toSnakeCase("pageType")).toBe("page_type");
      expect(toSnakeCase("PageType")).toBe("page_type");
      expect(toCamelCase("page_type")).toBe("pageType");
      expect(toCamelCase("page-type")).toBe("pageType");
    }
    // Keys seen in one direction do not answer for the other.
    expect(toCamelCase("pageType")).toBe("pageType");
    expect(toSnakeCase("page_type")).toBe("page_type");
    for (let i = 0; i < 2500; i++) expect(toCamelCase(`key_${i}_x`)).toBe(`key${i}X`);
    expect(toCamelCase("website_logo_url")).toBe("websiteLogoUrl");
  });
});
