/**
 * The palette page's figures (/test/colors, ADR 0073): a centre's resolved theme (config/theme.ts, as the root layout
 * styles the site with it) as swatches with their WCAG contrast against the light and the dark page background.
 */
import { SHADE_STEPS, type ShadeStep } from "../../../config/palettes";
import { contrastRatio, type ResolvedTheme } from "../../../config/theme";
import { tripleToHex } from "../../../contract/centre-theme";

export const SCALES = ["primary", "secondary", "muted"] as const;
export type Scale = (typeof SCALES)[number];

export interface Swatch {
  step: ShadeStep;
  /** "R G B", for the swatch's colour. */
  triple: string;
  hex: string;
  /** Contrast with the light page background, and with the dark one. */
  onLight: number;
  onDark: number;
}

export interface PaletteFigures {
  scales: Record<Scale, Swatch[]>;
  /** The body text on the page background, light and dark. */
  text: { light: number; dark: number };
  background: { light: string; dark: string };
}

export function paletteFigures(theme: ResolvedTheme): PaletteFigures {
  const swatches = (scale: Scale): Swatch[] =>
    SHADE_STEPS.map((step) => {
      const triple = theme[scale][step];
      return {
        step,
        triple,
        hex: tripleToHex(triple),
        onLight: contrastRatio(triple, theme.background),
        onDark: contrastRatio(triple, theme.backgroundDark),
      };
    });
  return {
    scales: { primary: swatches("primary"), secondary: swatches("secondary"), muted: swatches("muted") },
    text: { light: contrastRatio(theme.text, theme.background), dark: contrastRatio(theme.textDark, theme.backgroundDark) },
    background: { light: tripleToHex(theme.background), dark: tripleToHex(theme.backgroundDark) },
  };
}
