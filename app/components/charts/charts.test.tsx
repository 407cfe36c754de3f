/**
 * The chart kit on the server (what a visitor without JavaScript gets, and what hydration starts from): an SVG
 * labelled by its `<title>` and `<desc>`, the numbers in a real table behind "Show as table", no NaN anywhere, also
 * on empty data; and every series colour at least 3:1 against the page background in light and dark mode.
 */
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { PALETTES } from "../../../config/palettes";
import { MUTED_PRESETS } from "../../../config/theme";
import en from "../../../locales/en/analytics.json";
import nl from "../../../locales/nl/analytics.json";
import { BarChart, type BarChartProps } from "./bar-chart";
import { CHART_TONES } from "./chart-tones";
import { TimeChart } from "./time-chart";

async function render(node: React.ReactNode, lng = "en") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { nl: { analytics: nl }, en: { analytics: en } },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

const months: BarChartProps = {
  id: "applications",
  title: "Applications",
  description: "Applications per month",
  categories: ["Jan 2024", "Feb 2024", "Mar 2024"],
  categoryLabel: "Month",
  series: [
    { key: "accepted", label: "Accepted", values: [3, 0, 7] },
    { key: "rejected", label: "Rejected", values: [1, 2, 0] },
  ],
  locale: "en",
};

function tableCells(html: string): string[][] {
  const body = /<tbody>(.*)<\/tbody>/s.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => cell[1]),
  );
}

describe("the chart kit on the server", () => {
  for (const [name, node] of [
    ["a stacked column chart", <BarChart key="b" {...months} />],
    ["a grouped horizontal bar chart", <BarChart key="h" {...months} id="h" layout="horizontal" mode="grouped" />],
    ["a line chart", <TimeChart key="t" {...months} />],
  ] as const) {
    it(`${name}: titled, described, its numbers in a table`, async () => {
      const html = await render(node);
      const svg = /<svg viewBox="0 0 400 \d+"[^>]*role="img"[^>]*aria-labelledby="([^"]+)"/.exec(html);
      expect(svg, html.slice(0, 600)).not.toBeNull();
      const [titleId, descId] = (svg?.[1] ?? "").split(" ");
      expect(html).toContain(`<title id="${titleId}">Applications</title>`);
      expect(html).toContain(`<desc id="${descId}">Applications per month</desc>`);
      expect(html).toContain("<summary");
      expect(html).toContain(">Show as table</summary>");
      expect(html).toMatch(/<caption[^>]*>Applications<\/caption>/);
      expect(html).toContain('<th scope="col" class="py-1 pr-4 font-semibold">Month</th>');
      expect(tableCells(html)).toEqual([
        ["Jan 2024", "3", "1"],
        ["Feb 2024", "0", "2"],
        ["Mar 2024", "7", "0"],
      ]);
      expect(html).not.toMatch(/NaN|undefined|Infinity/);
      // Before JavaScript nothing is a tab stop that leads nowhere.
      expect(html).not.toContain("tabindex");
    });
  }

  it("the legend names both series, and the second series carries a pattern", async () => {
    const html = await render(<BarChart {...months} />);
    expect(html).toMatch(/<ul[^>]*>.*Accepted.*Rejected.*<\/ul>/s);
    // The second series carries a pattern, so colour is not the only cue.
    expect(html).toMatch(/<pattern id="chart-applications-p1"/);
    expect(html).toMatch(/fill="url\(#chart[^"]*-p1\)"/);
  });

  it("renders empty data and zero-only data without NaN", async () => {
    const empty = { ...months, categories: [], series: [{ key: "n", label: "Number", values: [] }] };
    const zeros = { ...months, series: [{ key: "n", label: "Number", values: [0, 0, 0] }] };
    for (const node of [
      <BarChart key="1" {...empty} />,
      <BarChart key="2" {...empty} layout="horizontal" />,
      <TimeChart key="3" {...empty} />,
      <BarChart key="4" {...zeros} />,
      <TimeChart key="5" {...zeros} />,
    ]) {
      const html = await render(node);
      expect(html).not.toMatch(/NaN|Infinity/);
      expect(html).toContain("<title");
    }
    expect(await render(<BarChart {...empty} layout="horizontal" />)).toContain("No figures for this period.");
  });

  it("speaks Dutch in nl", async () => {
    expect(await render(<BarChart {...months} locale="nl" />, "nl")).toContain(">Toon als tabel</summary>");
  });
});

const rgb = (triple: string) => triple.split(" ").map(Number);
function luminance([r, g, b]: number[]) {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

describe("series colours", () => {
  // The page background is the muted palette's 50 (light) and 950 (dark) unless a centre sets its own; charts sit on
  // white (light) and muted-900 (dark) cards. Primary and secondary may be any palette.
  const palettes = Object.keys(PALETTES) as (keyof typeof PALETTES)[];
  for (const tone of CHART_TONES) {
    it(`${tone.fill}: ≥ 3:1 on the light and dark backgrounds of every muted palette`, () => {
      const [family, light, dark] = tone.shades;
      const families = family === "muted" ? [...MUTED_PRESETS] : palettes;
      for (const muted of MUTED_PRESETS)
        for (const palette of family === "muted" ? [muted] : families) {
          const shades = PALETTES[palette as keyof typeof PALETTES] as Record<string, string>;
          const m = PALETTES[muted] as Record<string, string>;
          for (const bg of ["255 255 255", m["50"]])
            expect(contrast(shades[light], bg), `${palette}-${light} on ${bg}`).toBeGreaterThanOrEqual(3);
          for (const bg of [m["900"], m["950"]])
            expect(contrast(shades[dark], bg), `${palette}-${dark} on ${bg}`).toBeGreaterThanOrEqual(3);
        }
    });
  }
});
