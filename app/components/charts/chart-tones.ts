/**
 * The colours and patterns of a chart's series (docs/decisions/0067-analytics-charts.md): the tenant's palette
 * (CSS variables of config/theme.ts through Tailwind's tokens), a darker shade on the light background and a lighter
 * one on the dark, each at least 3:1 against the page background in its mode (chart-tones.test.ts checks every
 * palette). Every series after the first also has its own pattern (stripes in the background colour over the fill),
 * so colour is never the only thing that tells two series apart.
 */
export type ChartPattern = "solid" | "diagonal" | "dots" | "cross" | "horizontal" | "vertical";

export interface ChartTone {
  /** Classes for an SVG shape's fill (and a line's stroke), light and dark. */
  fill: string;
  stroke: string;
  /** The palette shades, for the contrast test: [palette, light shade, dark shade]. */
  shades: readonly ["primary" | "secondary" | "muted", string, string];
  pattern: ChartPattern;
}

export const CHART_TONES: readonly ChartTone[] = [
  {
    fill: "fill-primary-700 dark:fill-primary-300",
    stroke: "stroke-primary-700 dark:stroke-primary-300",
    shades: ["primary", "700", "300"],
    pattern: "solid",
  },
  {
    fill: "fill-secondary-700 dark:fill-secondary-400",
    stroke: "stroke-secondary-700 dark:stroke-secondary-400",
    shades: ["secondary", "700", "400"],
    pattern: "diagonal",
  },
  {
    fill: "fill-muted-600 dark:fill-muted-400",
    stroke: "stroke-muted-600 dark:stroke-muted-400",
    shades: ["muted", "600", "400"],
    pattern: "dots",
  },
  {
    fill: "fill-primary-900 dark:fill-primary-200",
    stroke: "stroke-primary-900 dark:stroke-primary-200",
    shades: ["primary", "900", "200"],
    pattern: "cross",
  },
  {
    fill: "fill-secondary-900 dark:fill-secondary-200",
    stroke: "stroke-secondary-900 dark:stroke-secondary-200",
    shades: ["secondary", "900", "200"],
    pattern: "horizontal",
  },
  {
    fill: "fill-primary-800 dark:fill-primary-400",
    stroke: "stroke-primary-800 dark:stroke-primary-400",
    shades: ["primary", "800", "400"],
    pattern: "vertical",
  },
];

export const toneOf = (index: number): ChartTone => CHART_TONES[index % CHART_TONES.length];
