/**
 * What every chart of the kit shares (docs/decisions/0067-analytics-charts.md): the figure around the SVG (heading,
 * legend, the data as a table in a `<details>`), the series' patterns, and the tooltip that a bar group or a point
 * shows on hover and keyboard focus once JavaScript runs. Without JavaScript the SVG is one image (`role="img"`,
 * labelled by its `<title>` and `<desc>`) and the table holds every number.
 */
import { AxisBottom, AxisLeft, type AxisScale } from "@visx/axis";
import { Tooltip } from "@visx/tooltip";
import type { ScaleLinear } from "@visx/vendor/d3-scale";
import { type FocusEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ChartPattern, toneOf } from "./chart-tones";

export interface ChartSeries {
  key: string;
  label: string;
  values: readonly number[];
}

export interface ChartData {
  /** Unique on the page (`[a-z0-9-]`): the element ids derive from it (docs/decisions/0013: no useId). */
  id: string;
  /** Heading of the chart (also the SVG's `<title>`). */
  title: string;
  /** What the chart shows, in a sentence (the SVG's `<desc>`). */
  description: string;
  /** The categories along the axis (bucket labels, names), in order. */
  categories: readonly string[];
  /** The table's first column header (e.g. "Month"). */
  categoryLabel: string;
  series: readonly ChartSeries[];
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3;
}

/** The chart's element id prefix, from its data id (usable in `url(#…)` and `aria-labelledby`). */
export function chartDomId(id: string): string {
  return `chart-${id.replace(/[^a-zA-Z0-9_-]/g, "")}`;
}

/** True once the page runs JavaScript (after hydration): only then are bars focusable and tooltips shown. */
export function useInteractive(): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return interactive;
}

/** A finite, non-negative number (no NaN on empty or odd data). */
export const safe = (value: number | undefined) => (Number.isFinite(value) && (value as number) > 0 ? (value as number) : 0);

/** The largest total a chart must fit (at least 1, so an empty chart still has an axis). */
export function maxOf(values: Iterable<number>): number {
  let max = 0;
  for (const v of values) max = Math.max(max, safe(v));
  return max > 0 ? max : 1;
}

/** The pattern of a series, drawn in the background colour over its fill. */
export function patternId(chartId: string, index: number) {
  return `${chartId}-p${index}`;
}

function PatternShape({ pattern }: { pattern: ChartPattern }) {
  const common = { className: "stroke-background", strokeWidth: 1.5 };
  switch (pattern) {
    case "diagonal":
      return <path d="M-1,1 l2,-2 M0,8 l8,-8 M7,9 l2,-2" {...common} />;
    case "dots":
      return <circle cx={4} cy={4} r={1.4} className="fill-background" />;
    case "cross":
      return <path d="M0,0 L8,8 M8,0 L0,8" {...common} />;
    case "horizontal":
      return <path d="M0,4 H8" {...common} />;
    case "vertical":
      return <path d="M4,0 V8" {...common} />;
    default:
      return null;
  }
}

/** `<defs>` with one pattern per series (solid tones get none). */
export function SeriesPatterns({ chartId, count }: { chartId: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, i) => {
        const tone = toneOf(i);
        if (tone.pattern === "solid") return null;
        return (
          <pattern key={tone.pattern} id={patternId(chartId, i)} width={8} height={8} patternUnits="userSpaceOnUse">
            <PatternShape pattern={tone.pattern} />
          </pattern>
        );
      })}
    </defs>
  );
}

/** A series' shape: its fill, and on top the pattern (when it has one). */
export function PatternedRect({
  chartId,
  index,
  x,
  y,
  width,
  height,
}: {
  chartId: string;
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  if (!(width > 0 && height > 0)) return null;
  const tone = toneOf(index);
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} className={tone.fill} />
      {tone.pattern === "solid" ? null : (
        <rect x={x} y={y} width={width} height={height} fill={`url(#${patternId(chartId, index)})`} />
      )}
    </g>
  );
}

/** The legend: a swatch (fill and pattern) and the name of each series; none for a single series. */
export function ChartLegend({ chartId, series }: { chartId: string; series: readonly ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-800 dark:text-muted-200">
      {series.map((s, i) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <PatternedRect chartId={chartId} index={i} x={0} y={0} width={16} height={16} />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** The chart's numbers as a real table, behind "Show as table". */
export function ChartTable({ data, locale }: { data: ChartData; locale: string }) {
  const { t } = useTranslation("analytics");
  const number = new Intl.NumberFormat(locale);
  return (
    <details className="mt-2">
      <summary className="cursor-pointer rounded text-sm font-medium text-primary-800 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-primary-200">
        {t("charts.kit.showTable")}
      </summary>
      <div className="mt-2 overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{data.title}</caption>
          <thead>
            <tr className="border-b border-muted-300 dark:border-muted-700">
              <th scope="col" className="py-1 pr-4 font-semibold">
                {data.categoryLabel}
              </th>
              {data.series.map((s) => (
                <th key={s.key} scope="col" className="py-1 pr-4 text-right font-semibold">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.categories.map((category, row) => (
              <tr key={`${category}-${row}`} className="border-b border-muted-200 dark:border-muted-800">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {category}
                </th>
                {data.series.map((s) => (
                  <td key={s.key} className="py-1 pr-4 text-right tabular-nums">
                    {number.format(safe(s.values[row]))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** What a category's tooltip and its accessible name say: the category, then each series' value. */
export function categorySummary(data: ChartData, index: number, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  const values = data.series.map((s) => `${data.series.length > 1 ? `${s.label}: ` : ""}${number.format(safe(s.values[index]))}`);
  return `${data.categories[index]} — ${values.join(", ")}`;
}

interface TipState {
  index: number;
  left: number;
  top: number;
}

/**
 * The frame of a chart: heading, SVG (given by `children`, which gets the focus/hover handlers for each category's
 * hit area), tooltip, legend and table. `interactive` is false on the server and before hydration.
 */
export function ChartFrame({
  data,
  locale,
  chartId,
  viewBox,
  children,
}: {
  data: ChartData;
  locale: string;
  chartId: string;
  viewBox: { width: number; height: number };
  children: (hit: HitProps) => ReactNode;
}) {
  const interactive = useInteractive();
  const [tip, setTip] = useState<TipState | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const Heading = data.headingLevel === 3 ? "h3" : "h2";
  const show = (index: number) => (event: FocusEvent<SVGElement> | MouseEvent<SVGElement>) => {
    const outer = box.current?.getBoundingClientRect();
    const inner = event.currentTarget.getBoundingClientRect();
    if (!outer) return;
    setTip({ index, left: inner.left - outer.left + inner.width / 2, top: inner.top - outer.top });
  };
  const hide = () => setTip(null);
  const hit: HitProps = {
    interactive,
    props: (index: number) => ({
      tabIndex: interactive ? 0 : undefined,
      role: interactive ? "img" : undefined,
      "aria-label": interactive ? categorySummary(data, index, locale) : undefined,
      "aria-hidden": interactive ? undefined : true,
      onFocus: show(index),
      onMouseEnter: show(index),
      onBlur: hide,
      onMouseLeave: hide,
      className:
        "fill-transparent outline-none hover:fill-muted-500/10 focus-visible:fill-muted-500/15 focus-visible:stroke-foreground focus-visible:[stroke-width:2]",
    }),
    active: tip?.index ?? null,
  };
  return (
    <figure className="min-w-0 rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-800 dark:bg-muted-900">
      <figcaption>
        <Heading id={`${chartId}-heading`} className="text-lg font-semibold text-muted-950 dark:text-muted-50">
          {data.title}
        </Heading>
      </figcaption>
      <div ref={box} className="relative mt-2">
        <svg
          viewBox={`0 0 ${viewBox.width} ${viewBox.height}`}
          className="h-auto w-full max-w-full overflow-visible text-muted-700 dark:text-muted-300"
          role={interactive ? "group" : "img"}
          aria-labelledby={`${chartId}-title ${chartId}-desc`}
          onKeyDown={(event) => {
            if (event.key === "Escape") hide();
          }}
        >
          <title id={`${chartId}-title`}>{data.title}</title>
          <desc id={`${chartId}-desc`}>{data.description}</desc>
          <SeriesPatterns chartId={chartId} count={data.series.length} />
          {children(hit)}
        </svg>
        {interactive && tip ? (
          <Tooltip
            unstyled
            applyPositionStyle
            left={tip.left}
            top={tip.top}
            className="pointer-events-none z-10 max-w-60 -translate-x-1/2 -translate-y-full rounded border border-muted-300 bg-white px-2 py-1 text-sm text-muted-950 shadow dark:border-muted-600 dark:bg-muted-800 dark:text-muted-50"
            aria-hidden="true"
          >
            {categorySummary(data, tip.index, locale)}
          </Tooltip>
        ) : null}
      </div>
      <ChartLegend chartId={chartId} series={data.series} />
      <ChartTable data={data} locale={locale} />
    </figure>
  );
}

export interface HitProps {
  interactive: boolean;
  /** Props for a category's hit area (a transparent rect over its bars or around its point). */
  props: (index: number) => Record<string, unknown>;
  /** The category whose tooltip is open. */
  active: number | null;
}

/** Every `step`-th label (and the last), so a year of weeks does not pile its labels on top of each other. */
export function labelStep(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, room)));
}

/** The size of the axes' tick labels (in viewBox units). */
export const TICK_FONT = 11;

/** The value axis's horizontal grid lines and its labels (whole numbers, in the locale's digits), shared by every chart. */
export function ValueGrid({ y, ticks, width }: { y: ScaleLinear<number, number>; ticks: readonly number[]; width: number }) {
  return (
    <>
      {ticks.map((tick) => (
        <line key={tick} x1={0} x2={width} y1={y(tick)} y2={y(tick)} className="stroke-muted-200 dark:stroke-muted-700" />
      ))}
    </>
  );
}

export function ValueAxis({ y, ticks, locale }: { y: ScaleLinear<number, number>; ticks: readonly number[]; locale: string }) {
  const number = new Intl.NumberFormat(locale);
  return (
    <AxisLeft
      scale={y}
      tickValues={[...ticks]}
      tickFormat={(v) => number.format(Number(v))}
      stroke="currentColor"
      tickStroke="currentColor"
      tickLabelProps={{ fill: "currentColor", fontSize: TICK_FONT, textAnchor: "end", dx: -2, dy: 3 }}
    />
  );
}

/** The category axis under a chart: every `step`-th category's name (the rest stay in the table and the tooltips). */
export function CategoryAxis({
  x,
  top,
  categories,
  step,
}: {
  x: AxisScale<number>;
  top: number;
  categories: readonly string[];
  step: number;
}) {
  return (
    <AxisBottom
      top={top}
      scale={x}
      tickValues={categories.map((_, i) => i).filter((i) => i % step === 0)}
      tickFormat={(i) => categories[Number(i)] ?? ""}
      stroke="currentColor"
      tickStroke="currentColor"
      tickLabelProps={{ fill: "currentColor", fontSize: TICK_FONT, textAnchor: "middle" }}
    />
  );
}
