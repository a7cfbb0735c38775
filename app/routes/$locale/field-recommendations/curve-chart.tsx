/**
 * The yield/density curve of one product in one environment (spec 000 §3 §7),
 * drawn with recharts 2.15, which renders the whole SVG on the server: the
 * chart is in the HTML without JavaScript and hydrates for hover. Fixed size
 * (no ResponsiveContainer: it measures in the browser), scaled by CSS. The
 * recommended point is marked; a text summary gives the same figures.
 * Imported only by this route, so no other page loads recharts.
 *
 * Numbers on the axes and in the tooltip are in the grower's locale (decimal
 * commas in es-AR and pt-BR). The SVG is drawn narrow and scaled by CSS, so its
 * font size is chosen for the smallest screen: at 375 px the chart is about
 * 293 px wide (inside the card's padding), and 13 px × 293 / 320 ≈ 11.9 px stays readable (≥ 11 px).
 */
import { CartesianGrid, Line, LineChart, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";

import { formatCompact, formatNumber, formatUpTo } from "~/format/numbers";

import * as styles from "./recommendations.css";

export interface CurveChartProps {
  id: string;
  points: { density: number; yield: number }[];
  recommended: { density: number; yield: number };
  labels: { title: string; x: string; y: string; recommended: string; summary: string };
  /** The locale and the decimals of each axis's figures (4 for t/ha and seeds/m², fewer for bu/ac and seeds/ac). */
  format: { locale: string; densityDecimals: number; yieldDecimals: number };
}

const CHART_WIDTH = 320;
const HEIGHT = 240;
const CHART_FONT_SIZE = 13;

export function CurveChart({ id, points, recommended, labels, format }: CurveChartProps) {
  const ys = points.map((p) => p.yield);
  const spread = Math.max(...ys, recommended.yield) - Math.min(...ys, recommended.yield);
  const pad = spread > 20 ? 5 : 0.5;
  const low = Math.floor(Math.min(...ys, recommended.yield) - pad);
  const high = Math.ceil(Math.max(...ys, recommended.yield) + pad);
  const tick = (value: number) => formatUpTo(format.locale, value, 1);
  const densityTick = (value: number) =>
    Math.abs(value) >= 10_000 ? formatCompact(format.locale, value) : tick(value);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <div className={styles.chart} role="img" aria-label={labels.summary}>
        <LineChart
          width={CHART_WIDTH}
          height={HEIGHT}
          data={points}
          margin={{ top: 20, right: 12, bottom: 32, left: 4 }}
          style={{ fontSize: CHART_FONT_SIZE }}
        >
          <CartesianGrid stroke="#d5ddd7" strokeDasharray="3 3" />
          <XAxis
            dataKey="density"
            type="number"
            domain={["dataMin", "dataMax"]}
            tickCount={5}
            stroke="#4d5a52"
            tickFormatter={densityTick}
            fontSize={CHART_FONT_SIZE}
            label={{
              value: labels.x,
              position: "insideBottom",
              offset: -20,
              fill: "#1b2420",
              fontSize: CHART_FONT_SIZE,
            }}
          />
          <YAxis
            dataKey="yield"
            type="number"
            domain={[low, high]}
            stroke="#4d5a52"
            width={52}
            tickFormatter={tick}
            fontSize={CHART_FONT_SIZE}
            label={{
              value: labels.y,
              angle: -90,
              position: "insideLeft",
              offset: 10,
              fill: "#1b2420",
              fontSize: CHART_FONT_SIZE,
            }}
          />
          <Tooltip
            formatter={(value: number) => formatNumber(format.locale, value, format.yieldDecimals)}
            labelFormatter={(label: number) =>
              `${labels.x}: ${formatUpTo(format.locale, label, format.densityDecimals)}`
            }
          />
          <ReferenceLine x={recommended.density} stroke="#875c00" strokeDasharray="4 4" />
          <Line
            type="monotone"
            dataKey="yield"
            stroke="#1f5f3a"
            strokeWidth={2.5}
            dot={false}
            isAnimationActive={false}
            name={labels.y}
          />
          <ReferenceDot
            x={recommended.density}
            y={recommended.yield}
            r={6}
            fill="#f2c94c"
            stroke="#1b2420"
            strokeWidth={2}
            label={{
              value: labels.recommended,
              position: "top",
              fill: "#1b2420",
              fontWeight: 700,
              fontSize: CHART_FONT_SIZE,
            }}
          />
        </LineChart>
      </div>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        {labels.summary}
      </figcaption>
    </figure>
  );
}
