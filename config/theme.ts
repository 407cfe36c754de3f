/**
 * Centre theme → CSS variables (SPEC §3 theme config, §5 shade rule, §9 defaults). Pure and isomorphic: the
 * server renders the result into <head> so the first paint already has the centre's colours (no flash).
 */
import { PALETTES, type PaletteName, SHADE_STEPS, type Shades } from "./palettes";

export const DEFAULT_COLOR_TRIPLE = "0 0 0";
export const MUTED_PRESETS = ["gray", "slate", "stone", "zinc", "neutral"] as const;
export const DEFAULT_PRIMARY_PRESET: PaletteName = "indigo";
export const DEFAULT_MUTED_PRESET: PaletteName = "slate";

export function isPaletteName(value: unknown): value is PaletteName {
  return typeof value === "string" && Object.hasOwn(PALETTES, value);
}

/**
 * A colour as an "R G B" triple. Accepts a triple, #rgb/#rrggbb, or rgb(r, g, b); anything unparseable becomes
 * 0 0 0 (SPEC §5).
 */
export function toColorTriple(value: unknown): string {
  return parseColorTriple(value) ?? DEFAULT_COLOR_TRIPLE;
}

/** A colour as an "R G B" triple, or null when it does not parse (the settings editor refuses it instead of 0 0 0). */
export function parseColorTriple(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join("") : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)).join(" ");
  }
  const parts = /^(?:rgb\()?\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*\)?$/.exec(v);
  if (parts) {
    const rgb = parts.slice(1, 4).map(Number);
    if (rgb.every((n) => n <= 255)) return rgb.join(" ");
  }
  return null;
}

/**
 * Custom shades given as JSON text count only when all 11 steps are present; otherwise the preset is used
 * (SPEC §5). Individual unparseable colours inside a complete set become 0 0 0.
 */
export function resolveShades(
  preset: string | null | undefined,
  customJson: string | null | undefined,
  fallback: PaletteName,
): Shades {
  if (customJson) {
    try {
      const parsed = JSON.parse(customJson) as Record<string, unknown>;
      if (parsed && typeof parsed === "object" && SHADE_STEPS.every((step) => step in parsed)) {
        return Object.fromEntries(SHADE_STEPS.map((step) => [step, toColorTriple(parsed[step])])) as Shades;
      }
    } catch {
      // Not JSON: ignore and use the preset, as with an incomplete set.
    }
  }
  return { ...PALETTES[isPaletteName(preset) ? preset : fallback] };
}

/** SPEC §9: the selectable fonts (family names as the @fontsource packages declare them). */
export const FONTS = [
  "Inter Variable",
  "Rubik Variable",
  "Source Sans Pro",
  "Work Sans Variable",
  "Fira Code Variable",
  "Karla Variable",
  "Roboto",
  "Poppins",
] as const;
export type FontName = (typeof FONTS)[number];
export const DEFAULT_FONT: FontName = "Inter Variable";
const FONT_FALLBACK = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif';

/** A selectable font by name, else the default (an unknown or missing name). */
export function fontName(font: string | null | undefined): FontName {
  return (FONTS as readonly string[]).includes(font ?? "") ? (font as FontName) : DEFAULT_FONT;
}

export function fontStack(font: string | null | undefined): string {
  return `"${fontName(font)}", ${FONT_FALLBACK}`;
}

/**
 * Custom CSS variables from the theme config, kept only when harmless: a `--name` of letters, digits and dashes,
 * and a value without characters that could end the declaration, the rule or the <style> element.
 */
export function safeCssVariables(variables: Record<string, unknown> | null | undefined): Array<[string, string]> {
  if (!variables || typeof variables !== "object") return [];
  return Object.entries(variables).flatMap(([name, value]) => {
    const key = name.startsWith("--") ? name : `--${name}`;
    if (!/^--[a-zA-Z0-9-]{1,64}$/.test(key) || typeof value !== "string") return [];
    if (value.length > 200 || /[;{}<>\\]|\/\*/.test(value)) return [];
    return [[key, value.trim()] as [string, string]];
  });
}

export interface ThemeInput {
  primaryColorPreset?: string | null;
  primaryColorShades?: string | null;
  secondaryColorPreset?: string | null;
  secondaryColorShades?: string | null;
  mutedColorPreset?: string | null;
  backgroundColor?: string | null;
  backgroundColorDark?: string | null;
  textColor?: string | null;
  textColorDark?: string | null;
  fontSans?: string | null;
  fontHeading?: string | null;
  shape?: string | null;
  cssVariables?: Record<string, unknown> | null;
}

export interface ResolvedTheme {
  primary: Shades;
  secondary: Shades;
  muted: Shades;
  background: string;
  backgroundDark: string;
  text: string;
  textDark: string;
  fontSans: string;
  fontHeading: string;
  radius: string;
  custom: Array<[string, string]>;
}

export function resolveTheme(input: ThemeInput): ResolvedTheme {
  const mutedPreset = isPaletteName(input.mutedColorPreset) ? input.mutedColorPreset : DEFAULT_MUTED_PRESET;
  const muted = resolveShades(mutedPreset, null, DEFAULT_MUTED_PRESET);
  const primary = resolveShades(input.primaryColorPreset, input.primaryColorShades, DEFAULT_PRIMARY_PRESET);
  // Secondary falls back to the muted preset, then slate (SPEC §9).
  const secondary = resolveShades(input.secondaryColorPreset ?? mutedPreset, input.secondaryColorShades, mutedPreset);
  return {
    primary,
    secondary,
    muted,
    background: input.backgroundColor ? toColorTriple(input.backgroundColor) : muted["50"],
    backgroundDark: input.backgroundColorDark ? toColorTriple(input.backgroundColorDark) : muted["950"],
    text: input.textColor ? toColorTriple(input.textColor) : primary["950"],
    textDark: input.textColorDark ? toColorTriple(input.textColorDark) : muted["50"],
    fontSans: fontStack(input.fontSans),
    fontHeading: fontStack(input.fontHeading ?? input.fontSans),
    radius: input.shape === "straight" ? "0px" : "0.5rem",
    custom: safeCssVariables(input.cssVariables),
  };
}

/**
 * The CSS text for the <style> tag: light values on :root, dark overrides for `.dark` and, in the `system` mode,
 * for the OS dark scheme (a media query: works without JavaScript and follows the OS live). Every value comes
 * from a validated triple, the font allow-list or safeCssVariables, so it cannot break out of the element.
 */
export function themeCss(theme: ResolvedTheme): string {
  const vars = (name: string, shades: Shades) => SHADE_STEPS.map((s) => `--${name}-${s}:${shades[s]};`).join("");
  const custom = theme.custom.map(([k, v]) => `${k}:${v};`).join("");
  const dark = `--background:${theme.backgroundDark};--foreground:${theme.textDark};`;
  return (
    `:root{${vars("primary", theme.primary)}${vars("secondary", theme.secondary)}${vars("muted", theme.muted)}` +
    `--background:${theme.background};--foreground:${theme.text};` +
    `--font-sans:${theme.fontSans};--font-heading:${theme.fontHeading};--radius:${theme.radius};${custom}}` +
    `.dark{${dark}}@media (prefers-color-scheme:dark){.system{${dark}}}`
  );
}

/** WCAG relative luminance of an "R G B" triple. */
export function luminance(triple: string): number {
  const [r, g, b] = triple.split(" ").map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two "R G B" triples (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
