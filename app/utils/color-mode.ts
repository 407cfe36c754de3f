/** Colour mode (SPEC §4): a stored preference system | light | dark; a route may force light or dark. */
export const COLOR_MODES = ["system", "light", "dark"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const COLOR_MODE_COOKIE = "color-mode";

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === "string" && (COLOR_MODES as readonly string[]).includes(value);
}

/**
 * The class on <html>: "dark" or "light" when forced or chosen; "system" lets the CSS media query follow the OS
 * (live, and without JavaScript).
 */
export function colorModeClass(preference: ColorMode, forced: "light" | "dark" | undefined): ColorMode {
  return forced ?? preference;
}
