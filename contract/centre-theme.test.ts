import { describe, expect, it } from "vitest";
import { SHADE_STEPS } from "../config/palettes";
import { contrastRatio, luminance, resolveTheme, themeCss } from "../config/theme";
import { contrastProblems, generateShades, pastedShades, shownRatio, tripleToHex } from "./centre-theme";
import { parseMessageKey } from "./messages";
import { designInput } from "./volunteer-centers";

const ALL_STEPS = (value: string) => JSON.stringify(Object.fromEntries(SHADE_STEPS.map((s) => [s, value])));

describe("generateShades: one colour, 11 shades", () => {
  it("puts the colour at 500, lighter steps above and darker below, each darker than the one before", () => {
    const shades = generateShades("#1d4ed8");
    expect(shades).not.toBeNull();
    expect(Object.keys(shades ?? {})).toEqual([...SHADE_STEPS]);
    expect(shades?.["500"]).toBe("29 78 216");
    const lum = SHADE_STEPS.map((s) => luminance(shades?.[s] ?? ""));
    for (let i = 1; i < lum.length; i++) expect(lum[i]).toBeLessThan(lum[i - 1]);
    expect(tripleToHex(shades?.["500"] ?? "")).toBe("#1d4ed8");
  });

  it("takes the forms a colour picker and people use, and nothing else", () => {
    expect(generateShades("rgb(29, 78, 216)")?.["500"]).toBe("29 78 216");
    expect(generateShades("#fff")?.["500"]).toBe("255 255 255");
    expect(generateShades("blue-ish")).toBeNull();
    expect(generateShades("#12345")).toBeNull();
    expect(generateShades("300 0 0")).toBeNull();
  });
});

describe("pastedShades: SPEC §5, all 11 steps or ignored", () => {
  it("a complete set is taken, colour by colour", () => {
    const pasted = pastedShades(ALL_STEPS("#102030"));
    expect(pasted).toEqual({ kind: "shades", shades: Object.fromEntries(SHADE_STEPS.map((s) => [s, "16 32 48"])) });
  });

  it("ten steps, not JSON, an array or nothing: ignored (the preset is used)", () => {
    const ten = JSON.stringify(Object.fromEntries(SHADE_STEPS.slice(1).map((s) => [s, "#000"])));
    expect(pastedShades(ten)).toEqual({ kind: "ignored" });
    expect(pastedShades("{not json")).toEqual({ kind: "ignored" });
    expect(pastedShades("[1,2,3]")).toEqual({ kind: "ignored" });
    expect(pastedShades("")).toEqual({ kind: "ignored" });
    // and the site itself resolves the same way: an incomplete set leaves the preset's shades
    expect(resolveTheme({ primaryColorPreset: "sky", primaryColorShades: ten }).primary["500"]).toBe("0 166 244");
  });

  it("a complete set with a colour that does not parse names that step (the editor refuses, SPEC §5 would make it 0 0 0)", () => {
    const shades = JSON.parse(ALL_STEPS("#000000"));
    shades["700"] = "donkerblauw";
    expect(pastedShades(JSON.stringify(shades))).toEqual({ kind: "unparseable", step: "700" });
  });
});

describe("contrastProblems: WCAG AA for every colour choice", () => {
  it("the defaults and every shipped preset with the default background pass", () => {
    expect(contrastProblems({})).toEqual([]);
    expect(contrastProblems({ primaryColorPreset: "indigo" })).toEqual([]);
  });

  it("grey text on white is refused on the text colour, with the ratio found rounded down", () => {
    const problems = contrastProblems({ textColor: "#777777", backgroundColor: "#ffffff" });
    expect(problems.map((p) => p.field)).toEqual(["text_color"]);
    const { key, params } = parseMessageKey(problems[0].message);
    expect(key).toBe("settings:contrast.text");
    expect(params).toEqual({ ratio: "4.47", required: 4.5 });
    expect(shownRatio(4.4999)).toBe("4.49");
  });

  it("a light primary fails the default text (primary 950), white on its buttons and links, all on the primary field", () => {
    const shades = ALL_STEPS("#ffe066");
    const problems = contrastProblems({ primaryColorPreset: "mauve", primaryColorShades: shades });
    expect(problems.map((p) => [p.field, parseMessageKey(p.message).key])).toEqual([
      ["primary_color_preset", "settings:contrast.text"],
      ["primary_color_preset", "settings:contrast.button"],
      ["primary_color_preset", "settings:contrast.links"],
    ]);
    expect(parseMessageKey(problems[1].message).params.step).toBe("700");
    expect(problems[1].ratio).toBeCloseTo(contrastRatio("255 255 255", "255 224 102"), 5);
  });

  it("a dark custom background fails the default text and the links, on the background field", () => {
    const problems = contrastProblems({ backgroundColor: "#222222" });
    expect(problems.map((p) => [p.field, parseMessageKey(p.message).key])).toEqual([
      ["background_color", "settings:contrast.text"],
      ["background_color", "settings:contrast.links"],
    ]);
  });

  it("the dark mode pair is checked too", () => {
    const problems = contrastProblems({ textColorDark: "#333333" });
    expect(problems.map((p) => p.field)).toEqual(["text_color_dark"]);
  });
});

describe("designInput", () => {
  const design = {
    website_logo_url: "",
    website_logo_dark_mode_url: "",
    favicon_url: "",
    gtag_id: "",
    primary_color_preset: "indigo",
    primary_color: "",
    primary_color_shades: "",
    secondary_color_preset: "slate",
    secondary_color: "",
    secondary_color_shades: "",
    muted_color_preset: "slate",
    background_color: "",
    background_color_dark: "",
    text_color: "",
    text_color_dark: "",
    font_sans: "Inter Variable",
    font_heading: "Inter Variable",
    shape: "rounded",
    header_variant: "tab",
    header_sticky: true,
    header_language_toggle: true,
    footer_variant: "maud",
  };

  it("takes a valid design (positive control)", () => {
    expect(designInput.safeParse(design).success).toBe(true);
  });

  it("refuses a colour that does not parse, a custom preset without its colour and a bad gtag id, each on its field", () => {
    const result = designInput.safeParse({ ...design, text_color: "zwart", gtag_id: "G-<script>" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => [i.path.join("/"), i.message]);
    expect(paths).toEqual([
      ["gtag_id", "settings:errors.gtagId"],
      ["text_color", "settings:errors.color"],
    ]);
    const custom = designInput.safeParse({ ...design, primary_color_preset: "mauve" });
    expect(custom.error?.issues.map((i) => [i.path.join("/"), i.message])).toEqual([
      ["primary_color", "settings:errors.customColorRequired"],
    ]);
  });

  it("a custom colour becomes stored shades the site's CSS uses", () => {
    const result = designInput.safeParse({ ...design, primary_color_preset: "mauve", primary_color: "#1d4ed8" });
    expect(result.success).toBe(true);
    const failing = designInput.safeParse({ ...design, primary_color_preset: "mauve", primary_color: "#ffe066" });
    expect(failing.error?.issues.map((i) => i.path.join("/"))).toEqual(["primary_color_preset", "primary_color_preset"]);
    expect(themeCss(resolveTheme({ primaryColorPreset: "mauve", primaryColorShades: ALL_STEPS("#123456") }))).toContain(
      "--primary-500:18 52 86;",
    );
  });
});
