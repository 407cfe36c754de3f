/**
 * The line-over-time chart of the kit (docs/decisions/0067-analytics-charts.md): one line per series over the
 * period's buckets, server-rendered SVG with visx. Lines differ by colour, dash and point shape (never colour
 * alone); each bucket is one focus stop with a tooltip once JavaScript runs; the numbers are in the table behind it.
 */
import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import {
  CategoryAxis,
  type ChartData,
  ChartFrame,
  chartDomId,
  labelStep,
  maxOf,
  safe,
  ValueAxis,
  ValueGrid,
} from "./chart-parts";
import { toneOf } from "./chart-tones";

export interface TimeChartProps extends ChartData {
  locale: string;
}

const WIDTH = 400;
const HEIGHT = 240;
const DASHES = [undefined, "6 3", "2 3", "8 3 2 3", "10 4", "4 4"];

function Marker({ shape, x, y, className }: { shape: number; x: number; y: number; className: string }) {
  switch (shape % 4) {
    case 1:
      return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} className={className} />;
    case 2:
      return <path d={`M${x},${y - 4.5} L${x + 4.5},${y + 3.5} L${x - 4.5},${y + 3.5} Z`} className={className} />;
    case 3:
      return <path d={`M${x},${y - 4.5} L${x + 4.5},${y} L${x},${y + 4.5} L${x - 4.5},${y} Z`} className={className} />;
    default:
      return <circle cx={x} cy={y} r={3.5} className={className} />;
  }
}

export function TimeChart({ locale, ...data }: TimeChartProps) {
  const chartId = chartDomId(data.id);
  const margin = { top: 12, right: 12, bottom: 36, left: 40 };
  const innerWidth = WIDTH - margin.left - margin.right;
  const innerHeight = HEIGHT - margin.top - margin.bottom;
  const indices = data.categories.map((_, i) => i);
  const x = scalePoint<number>({ domain: indices, range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({
    domain: [0, maxOf(data.series.flatMap((s) => s.values))],
    range: [innerHeight, 0],
    nice: true,
  });
  const yTicks = y.ticks(4).filter(Number.isInteger);
  const step = labelStep(indices.length, 6);
  const band = indices.length > 0 ? innerWidth / indices.length : innerWidth;
  const showMarkers = indices.length <= 60;
  return (
    <ChartFrame data={data} locale={locale} chartId={chartId} viewBox={{ width: WIDTH, height: HEIGHT }}>
      {(hit) => (
        <Group left={margin.left} top={margin.top}>
          <ValueGrid y={y} ticks={yTicks} width={innerWidth} />
          {data.series.map((s, si) => {
            const tone = toneOf(si);
            return (
              <g key={s.key}>
                <LinePath<number>
                  data={indices}
                  x={(i) => x(i) ?? 0}
                  y={(i) => y(safe(s.values[i]))}
                  className={tone.stroke}
                  strokeWidth={2}
                  strokeDasharray={DASHES[si % DASHES.length]}
                  fill="none"
                />
                {showMarkers || hit.active !== null
                  ? indices
                      .filter((i) => showMarkers || i === hit.active)
                      .map((i) => <Marker key={i} shape={si} x={x(i) ?? 0} y={y(safe(s.values[i]))} className={tone.fill} />)
                  : null}
              </g>
            );
          })}
          {indices.map((i) => (
            <rect key={i} x={(x(i) ?? 0) - band / 2} y={0} width={band} height={innerHeight} {...hit.props(i)} />
          ))}
          <ValueAxis y={y} ticks={yTicks} locale={locale} />
          <CategoryAxis x={x} top={innerHeight} categories={data.categories} step={step} />
        </Group>
      )}
    </ChartFrame>
  );
}
