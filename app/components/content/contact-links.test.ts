import { describe, expect, it } from "vitest";
import { telHref } from "./contact-links";
import { dutchContent } from "./content-lang";

describe("telHref", () => {
  it("dials the digits, keeping one leading +", () => {
    expect(telHref("038 - 376 12 34")).toBe("tel:0383761234");
    expect(telHref("+31 (0)6-1234 5678")).toBe("tel:+31612345678");
    expect(telHref("06+12")).toBe("tel:0612");
  });
});

describe("dutchContent", () => {
  it("marks Dutch-only content on other pages than Dutch ones", () => {
    expect(dutchContent("nl")).toEqual({});
    expect(dutchContent("en")).toEqual({ lang: "nl" });
  });
});
