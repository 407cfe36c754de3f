import { describe, expect, it } from "vitest";
import { PALETTES, SHADE_STEPS } from "./palettes";
import { contrastRatio, resolveShades, resolveTheme, safeCssVariables, themeCss, toColorTriple } from "./theme";

const allSteps = (value: string) => JSON.stringify(Object.fromEntries(SHADE_STEPS.map((s) => [s, value])));

describe("toColorTriple", () => {
  it("accepts triples, hex and rgb()", () => {
    expect(toColorTriple("10 20 30")).toBe("10 20 30");
    expect(toColorTriple("#ff0080")).toBe("255 0 128");
    expect(toColorTriple("#fff")).toBe("255 255 255");
    expect(toColorTriple("rgb(1, 2, 3)")).toBe("1 2 3");
  });
  it("turns anything unparseable into 0 0 0", () => {
    expect(toColorTriple("banana")).toBe("0 0 0");
    expect(toColorTriple("300 0 0")).toBe("0 0 0");
    expect(toColorTriple(undefined)).toBe("0 0 0");
  });
});

describe("resolveShades", () => {
  it("uses custom shades only when all 11 steps are present", () => {
    expect(resolveShades("indigo", allSteps("#112233"), "indigo")["500"]).toBe("17 34 51");
    const partial = JSON.stringify({ 50: "#112233", 500: "#112233" });
    expect(resolveShades("teal", partial, "indigo")).toEqual(PALETTES.teal);
  });
  it("ignores custom shades that are not JSON", () => {
    expect(resolveShades("rose", "{not json", "indigo")).toEqual(PALETTES.rose);
  });
  it("makes an unparseable colour in a complete set 0 0 0", () => {
    const shades = JSON.parse(allSteps("#000000"));
    shades["300"] = "nope";
    expect(resolveShades("indigo", JSON.stringify(shades), "indigo")["300"]).toBe("0 0 0");
  });
  it("falls back for unknown presets", () => {
    expect(resolveShades("chartreuse", null, "indigo")).toEqual(PALETTES.indigo);
  });
});

describe("resolveTheme", () => {
  it("secondary falls back to the muted preset, then slate", () => {
    expect(resolveTheme({ mutedColorPreset: "stone" }).secondary).toEqual(PALETTES.stone);
    expect(resolveTheme({}).secondary).toEqual(PALETTES.slate);
    expect(resolveTheme({ secondaryColorPreset: "sky" }).secondary).toEqual(PALETTES.sky);
  });
  it("defaults text to primary-950 and background to muted-50 (dark: muted-950)", () => {
    const theme = resolveTheme({ primaryColorPreset: "teal", mutedColorPreset: "zinc" });
    expect(theme.text).toBe(PALETTES.teal["950"]);
    expect(theme.background).toBe(PALETTES.zinc["50"]);
    expect(theme.backgroundDark).toBe(PALETTES.zinc["950"]);
  });
  it("renders variables for every step", () => {
    const css = themeCss(resolveTheme({ primaryColorPreset: "rose" }));
    expect(css).toContain(`--primary-600:${PALETTES.rose["600"]};`);
    expect(css).toMatch(/\.dark\{--background:/);
  });
});

describe("fonts, shape and custom variables", () => {
  it("uses only the selectable fonts, with a fallback stack", () => {
    const theme = resolveTheme({ fontSans: "Poppins", fontHeading: "Comic Sans; } body{display:none" });
    expect(theme.fontSans).toMatch(/^"Poppins", /);
    expect(theme.fontHeading).toMatch(/^"Inter Variable", /);
  });
  it("maps the shape to a radius", () => {
    expect(resolveTheme({ shape: "straight" }).radius).toBe("0px");
    expect(resolveTheme({ shape: "rounded" }).radius).toBe("0.5rem");
  });
  it("keeps harmless custom variables and drops anything that could escape", () => {
    const kept = safeCssVariables({
      "--card-gap": "1.5rem",
      accent: "#ff0",
      "--evil": "red;} body{display:none",
      "--x": "</style><script>alert(1)</script>",
      "bad name": "1px",
      "--c": "/* comment */",
    });
    expect(kept).toEqual([
      ["--card-gap", "1.5rem"],
      ["--accent", "#ff0"],
    ]);
    expect(themeCss(resolveTheme({ cssVariables: { "--x": "</style>" } }))).not.toContain("</style>");
  });
  it("follows the OS dark scheme only in system mode", () => {
    expect(themeCss(resolveTheme({}))).toContain("@media (prefers-color-scheme:dark){.system{--background:");
  });
});

describe("contrastRatio", () => {
  it("computes contrast like WCAG", () => {
    expect(contrastRatio("0 0 0", "255 255 255")).toBeCloseTo(21, 5);
    expect(contrastRatio("255 255 255", "255 255 255")).toBe(1);
  });
});
