import { describe, expect, it } from "vitest";
import { houseNumber, normalizePostalCode } from "./addresses";
import { description, MAX_DESCRIPTION_LENGTH, website } from "./organization-inputs";
import { mayTransition, ORGANIZATION_STATUSES, ORGANIZATION_TRANSITIONS } from "./organizations";

describe("Dutch postcodes", () => {
  it.each([
    ["1234AB", "1234 AB"],
    [" 1234 ab ", "1234 AB"],
    ["8096cp", "8096 CP"],
  ])("normalises %j to %j", (raw, normalized) => {
    expect(normalizePostalCode(raw)).toBe(normalized);
  });
  it.each(["0123 AB", "123 AB", "12345", "1234 A", "1234 SS", "1234 SA", "1234 SD", "ABCD EF", ""])("refuses %j", (raw) => {
    expect(normalizePostalCode(raw)).toBeNull();
  });
  it("takes a house number as a number or a string, never with letters", () => {
    expect(houseNumber.parse(12)).toBe("12");
    expect(houseNumber.parse(" 7 ")).toBe("7");
    for (const bad of ["12a", "0", "", "123456"]) expect(houseNumber.safeParse(bad).success, bad).toBe(false);
  });
});

describe("organisation fields", () => {
  it("gives a website without a scheme https://, and refuses other schemes", () => {
    expect(website.parse("www.club.nl")).toBe("https://www.club.nl/");
    expect(website.parse("http://club.nl/x")).toBe("http://club.nl/x");
    expect(website.parse("")).toBeNull();
    for (const bad of ["javascript:alert(1)", "ftp://club.nl", "geen website", "https://localhost"]) {
      expect(website.safeParse(bad).success, bad).toBe(false);
    }
  });
  it("refuses a description over the limit with the code too_long", () => {
    const result = description.safeParse("x".repeat(MAX_DESCRIPTION_LENGTH + 1));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: "custom", params: { code: "too_long" } });
    expect(description.parse("  ")).toBeNull();
  });
});

describe("the lifecycle table (PRODUCT.md)", () => {
  it("is exactly PRODUCT.md's organisation lifecycle", () => {
    expect(ORGANIZATION_TRANSITIONS).toEqual({
      pending: ["approved", "denied", "deleted"],
      approved: ["archived", "deleted"],
      denied: ["pending", "deleted"],
      archived: ["approved", "deleted"],
      deleted: [],
    });
    for (const from of ORGANIZATION_STATUSES) {
      expect(mayTransition(from, "deleted")).toBe(from !== "deleted");
      expect(mayTransition(from, from)).toBe(false);
    }
  });
});
