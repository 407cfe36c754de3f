import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhoneLink, telHref } from "./contact-links";
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

describe("<PhoneLink>", () => {
  it("prints the number as typed, dials its digits, and keeps it on one line", () => {
    const html = renderToString(<PhoneLink phone="038 - 376 12 34" data-testid="contact-phone" />);
    expect(html).toContain('href="tel:0383761234"');
    expect(html).toContain(">038 - 376 12 34</a>");
    expect(html).toContain("whitespace-nowrap");
    expect(html).toContain('data-testid="contact-phone"');
  });
});
