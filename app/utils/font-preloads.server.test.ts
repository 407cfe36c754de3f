import { describe, expect, it } from "vitest";
import { fontPreloads } from "./font-preloads.server";

describe("fontPreloads", () => {
  it("a variable body font is one file; a static heading font its 600 and 700 (the Latin subset only)", () => {
    const files = fontPreloads({ fontSans: "Work Sans Variable", fontHeading: "Poppins" });
    expect(files).toHaveLength(3);
    expect(files[0]).toMatch(/work-sans-latin-wght-normal.*\.woff2$/);
    expect(files[1]).toMatch(/poppins-latin-600-normal.*\.woff2$/);
    expect(files[2]).toMatch(/poppins-latin-700-normal.*\.woff2$/);
  });

  it("a static body font brings its 400 and 600; one family for both is asked for once", () => {
    const files = fontPreloads({ fontSans: "Roboto" });
    expect(files.map((f) => f.match(/roboto-latin-(\d+)-normal/)?.[1])).toEqual(["400", "600", "700"]);
    expect(fontPreloads({ fontSans: "Inter Variable", fontHeading: "Inter Variable" })).toHaveLength(1);
  });

  it("falls back to the theme's default font, as the theme CSS does", () => {
    expect(fontPreloads({})).toEqual(fontPreloads({ fontSans: "Inter Variable" }));
    expect(fontPreloads({ fontSans: "Comic Sans" })[0]).toMatch(/inter-latin-wght-normal/);
  });
});
