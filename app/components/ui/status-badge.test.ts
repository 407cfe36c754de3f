/** Every badge tone keeps AA contrast (≥ 4.5:1, text on its own background) in light and dark mode. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { BADGE_TONES } from "./status-badge";

// Tailwind's default palette (oklch), as the build uses it.
const themeCss = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");

function luminance(color: string): number {
  const match = new RegExp(`--color-${color}:\\s*oklch\\(([\\d.]+)%\\s+([\\d.]+)\\s+([\\d.]+)\\)`).exec(themeCss);
  if (!match) throw new Error(`no colour ${color} in tailwindcss/theme.css`);
  const [L, C, h] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const [a, b] = [C * Math.cos(h), C * Math.sin(h)];
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const r = clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  const g = clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  const bl = clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
  return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
}

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

describe("status badge colours", () => {
  it("converts like the browser: gray-950 on gray-50 is about 18.9:1", () => {
    expect(contrast("gray-950", "gray-50")).toBeGreaterThan(18);
    expect(contrast("gray-500", "gray-500")).toBe(1);
  });
  for (const [tone, classes] of Object.entries(BADGE_TONES)) {
    for (const mode of ["light", "dark"] as const) {
      it(`${tone} in ${mode} mode: text on background ≥ 4.5:1`, () => {
        const prefix = mode === "dark" ? "dark:" : "";
        const own = classes.split(" ").filter((c) => (mode === "dark" ? c.startsWith("dark:") : !c.includes(":")));
        const color = (kind: string) =>
          own.find((c) => c.startsWith(`${prefix}${kind}-`))?.slice(prefix.length + kind.length + 1);
        const [bg, text] = [color("bg"), color("text")];
        expect(bg && text, classes).toBeTruthy();
        expect(contrast(bg as string, text as string)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
