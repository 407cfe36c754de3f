/**
 * The web fonts a centre's pages paint with, preloaded (ADR 0080). The stylesheet declares all eight selectable
 * families (app/styles/fonts.css) and the browser fetches a font file only once it has the stylesheet and has laid
 * out text in that family: fonts came one round trip after the stylesheet. The centre's theme names its body and
 * heading font, so the document can ask for those files itself, beside the stylesheet.
 *
 * Only the Latin subset (Dutch and English text; the other subsets' unicode ranges are not used) and, for fonts
 * without a variable version, the weights every page shows: body text 400 and the menu's 600, headings 600 and 700.
 * The URLs are the build's own (hashed) asset URLs, the same files the stylesheet's @font-face rules name.
 */

import poppins400 from "@fontsource/poppins/files/poppins-latin-400-normal.woff2?url";
import poppins600 from "@fontsource/poppins/files/poppins-latin-600-normal.woff2?url";
import poppins700 from "@fontsource/poppins/files/poppins-latin-700-normal.woff2?url";
import roboto400 from "@fontsource/roboto/files/roboto-latin-400-normal.woff2?url";
import roboto600 from "@fontsource/roboto/files/roboto-latin-600-normal.woff2?url";
import roboto700 from "@fontsource/roboto/files/roboto-latin-700-normal.woff2?url";
import sourceSans400 from "@fontsource/source-sans-pro/files/source-sans-pro-latin-400-normal.woff2?url";
import sourceSans600 from "@fontsource/source-sans-pro/files/source-sans-pro-latin-600-normal.woff2?url";
import sourceSans700 from "@fontsource/source-sans-pro/files/source-sans-pro-latin-700-normal.woff2?url";
import firaCodeVariable from "@fontsource-variable/fira-code/files/fira-code-latin-wght-normal.woff2?url";
import interVariable from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import karlaVariable from "@fontsource-variable/karla/files/karla-latin-wght-normal.woff2?url";
import rubikVariable from "@fontsource-variable/rubik/files/rubik-latin-wght-normal.woff2?url";
import workSansVariable from "@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2?url";
import { type FontName, fontName } from "../../config/theme";

/** Per family: the variable file (every weight), or the static files by weight. */
const FILES: Record<FontName, string | Record<400 | 600 | 700, string>> = {
  "Inter Variable": interVariable,
  "Rubik Variable": rubikVariable,
  "Work Sans Variable": workSansVariable,
  "Fira Code Variable": firaCodeVariable,
  "Karla Variable": karlaVariable,
  "Source Sans Pro": { 400: sourceSans400, 600: sourceSans600, 700: sourceSans700 },
  Roboto: { 400: roboto400, 600: roboto600, 700: roboto700 },
  Poppins: { 400: poppins400, 600: poppins600, 700: poppins700 },
};

function filesOf(font: FontName, weights: Array<400 | 600 | 700>): string[] {
  const files = FILES[font];
  return typeof files === "string" ? [files] : weights.map((weight) => files[weight]);
}

/** The font files to preload for a theme's body and heading font (as the profile names them; defaults as the theme). */
export function fontPreloads(theme: { fontSans?: string | null; fontHeading?: string | null }): string[] {
  const sans = fontName(theme.fontSans);
  const heading = fontName(theme.fontHeading ?? theme.fontSans);
  return [...new Set([...filesOf(sans, [400, 600]), ...filesOf(heading, [600, 700])])];
}
