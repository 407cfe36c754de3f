/**
 * The centre's colours as the settings editor takes them (ADR 0047): pure and isomorphic, so the API's input and the
 * design form check the same thing.
 * - `generateShades`: one custom colour → the 11 shades 50–950 (a colour picker's value becomes a palette).
 * - `pastedShades`: SPEC §5 word for word — custom shades pasted as JSON text count only when all 11 steps are present;
 *   otherwise they are ignored and the preset is used. A complete set with a colour that does not parse is refused
 *   (SPEC §5 would make it 0 0 0: the editor says so instead).
 * - `contrastProblems`: the theme the values produce, checked against WCAG AA (4.5:1 for body text): text on
 *   background (light and dark), white on primary 700, 800 and 900 (buttons, the header), links on the background
 *   (primary 800 light, primary 300 dark: app/components/ui/button.tsx `link`). Each failure names the field to
 *   change and carries the ratio found.
 */
import { PALETTES, type PaletteName, SHADE_STEPS, type Shades } from "../config/palettes";
import { contrastRatio, parseColorTriple, resolveTheme, type ThemeInput } from "../config/theme";
import { errorMessage } from "./messages";

/** WCAG 2.x AA for normal-size text. */
export const AA_CONTRAST = 4.5;
const WHITE = "255 255 255";

/** The preset that means "custom shades" (SPEC §9: mauve). */
export const CUSTOM_PRESET = "mauve" satisfies PaletteName;
export const PALETTE_NAMES = Object.keys(PALETTES) as [PaletteName, ...PaletteName[]];

function rgb(triple: string): [number, number, number] {
  const [r, g, b] = triple.split(" ").map(Number);
  return [r, g, b];
}

const mix = (from: [number, number, number], to: number, amount: number) =>
  from.map((c) => Math.round(c + (to - c) * amount)).join(" ");

/** How far each step lies from the chosen colour (at 500) towards white (lighter steps) or black (darker steps). */
const TOWARDS_WHITE: Partial<Record<(typeof SHADE_STEPS)[number], number>> = {
  "50": 0.95,
  "100": 0.9,
  "200": 0.75,
  "300": 0.6,
  "400": 0.3,
};
const TOWARDS_BLACK: Partial<Record<(typeof SHADE_STEPS)[number], number>> = {
  "600": 0.15,
  "700": 0.3,
  "800": 0.45,
  "900": 0.6,
  "950": 0.75,
};

/** The 11 shades of one colour: the colour itself at 500, mixed with white above and with black below. Null: unparseable. */
export function generateShades(color: string): Shades | null {
  const triple = parseColorTriple(color);
  if (!triple) return null;
  const base = rgb(triple);
  return Object.fromEntries(
    SHADE_STEPS.map((step) => {
      const white = TOWARDS_WHITE[step];
      const black = TOWARDS_BLACK[step];
      const value = white !== undefined ? mix(base, 255, white) : black !== undefined ? mix(base, 0, black) : triple;
      return [step, value];
    }),
  ) as Shades;
}

/** "#rrggbb" of an "R G B" triple (the colour picker's value). */
export function tripleToHex(triple: string): string {
  return `#${rgb(triple)
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;
}

export type PastedShades =
  | { kind: "ignored" }
  | { kind: "shades"; shades: Shades }
  | { kind: "unparseable"; step: (typeof SHADE_STEPS)[number] };

/** SPEC §5: all 11 steps or ignored; within a complete set, every colour must parse (the editor refuses 0 0 0). */
export function pastedShades(text: string | null | undefined): PastedShades {
  if (!text || text.trim() === "") return { kind: "ignored" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: "ignored" };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { kind: "ignored" };
  const record = parsed as Record<string, unknown>;
  if (!SHADE_STEPS.every((step) => step in record)) return { kind: "ignored" };
  const shades: Partial<Shades> = {};
  for (const step of SHADE_STEPS) {
    const triple = parseColorTriple(record[step]);
    if (!triple) return { kind: "unparseable", step };
    shades[step] = triple;
  }
  return { kind: "shades", shades: shades as Shades };
}

/** What the design form sends about one colour: a preset, a custom colour (for the custom preset) and pasted shades. */
export interface ColorChoice {
  preset: string | null;
  color: string | null;
  shades: string | null;
}

/**
 * The shades to store for a colour choice: a complete pasted set wins; else, with the custom preset, the shades
 * generated from the custom colour; else none (the preset is used). Null when the custom preset has neither.
 */
export function storedShades(choice: ColorChoice): Shades | null | "missing" {
  const pasted = pastedShades(choice.shades);
  if (pasted.kind === "shades") return pasted.shades;
  if (choice.preset !== CUSTOM_PRESET) return null;
  return (choice.color && generateShades(choice.color)) || "missing";
}

/** Ratios are shown rounded down to two decimals: 4.499 reads 4.49, never a passing-looking 4.5. */
export const shownRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** Fields of the design input (snake_case, as on the wire) a contrast failure may point at. */
export type ContrastField =
  | "text_color"
  | "text_color_dark"
  | "background_color"
  | "background_color_dark"
  | "primary_color_preset";

export interface ContrastProblem {
  field: ContrastField;
  /** Message key with the ratio found and the ratio required (contract/messages.ts). */
  message: string;
  ratio: number;
}

/**
 * The AA failures of a theme. `custom` says which colours the centre set itself, so a failure points at the field
 * that was changed: links on a custom background point at the background, on the default one at the primary colour.
 */
export function contrastProblems(theme: ThemeInput): ContrastProblem[] {
  const resolved = resolveTheme(theme);
  const problems: ContrastProblem[] = [];
  const check = (a: string, b: string, field: ContrastField, key: string, params: Record<string, unknown> = {}) => {
    const ratio = contrastRatio(a, b);
    if (ratio >= AA_CONTRAST) return;
    const message = errorMessage(`settings:contrast.${key}`, { ...params, ratio: shownRatio(ratio), required: AA_CONTRAST });
    problems.push({ field, message, ratio });
  };
  // The default text colour is primary 950: with neither colour set, the primary colour is the one to change.
  const textField = theme.textColor ? "text_color" : theme.backgroundColor ? "background_color" : "primary_color_preset";
  check(resolved.text, resolved.background, textField, "text");
  check(
    resolved.textDark,
    resolved.backgroundDark,
    theme.textColorDark ? "text_color_dark" : "background_color_dark",
    "textDark",
  );
  // The first failing step is enough: one message per field.
  const button = (["700", "800", "900"] as const).find((step) => contrastRatio(WHITE, resolved.primary[step]) < AA_CONTRAST);
  if (button) check(WHITE, resolved.primary[button], "primary_color_preset", "button", { step: button });
  check(
    resolved.primary["800"],
    resolved.background,
    theme.backgroundColor ? "background_color" : "primary_color_preset",
    "links",
  );
  check(
    resolved.primary["300"],
    resolved.backgroundDark,
    theme.backgroundColorDark ? "background_color_dark" : "primary_color_preset",
    "linksDark",
  );
  return problems;
}
