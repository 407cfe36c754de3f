/**
 * A bar chart of the kit (docs/decisions/0067-analytics-charts.md), rendered on the server as SVG with visx:
 * columns over categories (`layout="vertical"`, e.g. months) or bars with their names above them
 * (`layout="horizontal"`, for top lists whose names are long), series stacked or grouped side by side.
 * Each category is one focus stop with a tooltip once JavaScript runs; the numbers are in the table behind it.
 */
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { useTranslation } from "react-i18next";
import {
  CategoryAxis,
  type ChartData,
  ChartFrame,
  chartDomId,
  labelStep,
  maxOf,
  PatternedRect,
  safe,
  ValueAxis,
  ValueGrid,
} from "./chart-parts";

export interface BarChartProps extends ChartData {
  layout?: "vertical" | "horizontal";
  mode?: "stacked" | "grouped";
  locale: string;
}

const WIDTH = 400;

function totals(data: ChartData, mode: "stacked" | "grouped"): number[] {
  return data.categories.map((_, i) =>
    mode === "stacked"
      ? data.series.reduce((sum, s) => sum + safe(s.values[i]), 0)
      : maxOf(data.series.map((s) => safe(s.values[i]))),
  );
}

export function BarChart({ layout = "vertical", mode = "stacked", ...data }: BarChartProps) {
  return layout === "horizontal" ? <HorizontalBars mode={mode} {...data} /> : <Columns mode={mode} {...data} />;
}

function Columns({ mode, locale, ...data }: Omit<BarChartProps, "layout"> & { mode: "stacked" | "grouped" }) {
  const chartId = chartDomId(data.id);
  const height = 240;
  const margin = { top: 12, right: 8, bottom: 36, left: 40 };
  const innerWidth = WIDTH - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const indices = data.categories.map((_, i) => i);
  const x = scaleBand<number>({ domain: indices, range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, maxOf(totals(data, mode))], range: [innerHeight, 0], nice: true });
  const inner = scaleBand<number>({ domain: data.series.map((_, i) => i), range: [0, x.bandwidth()], padding: 0.05 });
  const step = labelStep(indices.length, 6);
  const yTicks = y.ticks(4).filter(Number.isInteger);
  return (
    <ChartFrame data={data} locale={locale} chartId={chartId} viewBox={{ width: WIDTH, height }}>
      {(hit) => (
        <Group left={margin.left} top={margin.top}>
          <ValueGrid y={y} ticks={yTicks} width={innerWidth} />
          {indices.map((i) => {
            const x0 = x(i) ?? 0;
            let base = innerHeight;
            return (
              <g key={i}>
                {data.series.map((s, si) => {
                  const value = safe(s.values[i]);
                  const h = innerHeight - y(value);
                  if (mode === "grouped")
                    return (
                      <PatternedRect
                        key={s.key}
                        chartId={chartId}
                        index={si}
                        x={x0 + (inner(si) ?? 0)}
                        y={y(value)}
                        width={inner.bandwidth()}
                        height={h}
                      />
                    );
                  base -= h;
                  return (
                    <PatternedRect key={s.key} chartId={chartId} index={si} x={x0} y={base} width={x.bandwidth()} height={h} />
                  );
                })}
                <rect x={x0 - (x.step() - x.bandwidth()) / 2} y={0} width={x.step()} height={innerHeight} {...hit.props(i)} />
              </g>
            );
          })}
          <ValueAxis y={y} ticks={yTicks} locale={locale} />
          <CategoryAxis x={x} top={innerHeight} categories={data.categories} step={step} />
        </Group>
      )}
    </ChartFrame>
  );
}

function HorizontalBars({ mode, locale, ...data }: Omit<BarChartProps, "layout"> & { mode: "stacked" | "grouped" }) {
  const chartId = chartDomId(data.id);
  const { t } = useTranslation("analytics");
  const row = 42;
  const valueRoom = 44;
  const rows = data.categories.length;
  const height = Math.max(40, rows * row + 4);
  const x = scaleLinear<number>({ domain: [0, maxOf(totals(data, mode))], range: [0, WIDTH - valueRoom] });
  const number = new Intl.NumberFormat(locale);
  return (
    <ChartFrame data={data} locale={locale} chartId={chartId} viewBox={{ width: WIDTH, height }}>
      {(hit) =>
        rows === 0 ? (
          <text x={0} y={24} fontSize={13} fill="currentColor">
            {t("charts.kit.empty")}
          </text>
        ) : (
          <Group top={2}>
            {data.categories.map((category, i) => {
              const top = i * row;
              const barTop = top + 20;
              const barHeight = row - 26;
              let left = 0;
              const total = data.series.reduce((sum, s) => sum + safe(s.values[i]), 0);
              const grouped = mode === "grouped" ? barHeight / Math.max(1, data.series.length) : barHeight;
              return (
                <g key={`${category}-${i}`}>
                  <text x={0} y={top + 14} fontSize={13} fill="currentColor">
                    {category}
                  </text>
                  {data.series.map((s, si) => {
                    const w = x(safe(s.values[i]));
                    if (mode === "grouped")
                      return (
                        <PatternedRect
                          key={s.key}
                          chartId={chartId}
                          index={si}
                          x={0}
                          y={barTop + si * grouped}
                          width={w}
                          height={grouped}
                        />
                      );
                    const out = (
                      <PatternedRect key={s.key} chartId={chartId} index={si} x={left} y={barTop} width={w} height={barHeight} />
                    );
                    left += w;
                    return out;
                  })}
                  <text
                    x={(mode === "grouped" ? x(maxOf(data.series.map((s) => safe(s.values[i])))) : left) + 4}
                    y={barTop + barHeight - 3}
                    fontSize={13}
                    fill="currentColor"
                  >
                    {number.format(total)}
                  </text>
                  <rect x={0} y={top} width={WIDTH} height={row - 2} {...hit.props(i)} />
                </g>
              );
            })}
          </Group>
        )
      }
    </ChartFrame>
  );
}
