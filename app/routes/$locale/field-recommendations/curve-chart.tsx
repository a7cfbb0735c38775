/**
 * The yield/density curve of one product in one environment (spec 000 §3 §7),
 * drawn with recharts 2.15, which renders the whole SVG on the server: the
 * chart is in the HTML without JavaScript and hydrates for hover. Fixed size
 * (no ResponsiveContainer: it measures in the browser), scaled by CSS. The
 * recommended point is marked; a text summary gives the same figures.
 * Imported only by this route, so no other page loads recharts.
 */
import { CartesianGrid, Line, LineChart, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import * as styles from "./recommendations.css";

export interface CurveChartProps {
  id: string;
  points: { density: number; yield: number }[];
  recommended: { density: number; yield: number };
  labels: { title: string; x: string; y: string; recommended: string; summary: string };
}

const WIDTH = 560;
const HEIGHT = 280;

export function CurveChart({ id, points, recommended, labels }: CurveChartProps) {
  const ys = points.map((p) => p.yield);
  const low = Math.floor(Math.min(...ys, recommended.yield) - 0.5);
  const high = Math.ceil(Math.max(...ys, recommended.yield) + 0.5);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <div className={styles.chart} role="img" aria-label={labels.summary}>
        <LineChart width={WIDTH} height={HEIGHT} data={points} margin={{ top: 12, right: 16, bottom: 28, left: 8 }}>
          <CartesianGrid stroke="#d5ddd7" strokeDasharray="3 3" />
          <XAxis dataKey="density" type="number" domain={["dataMin", "dataMax"]} tickCount={7} stroke="#4d5a52"
            label={{ value: labels.x, position: "insideBottom", offset: -16, fill: "#1b2420" }} />
          <YAxis dataKey="yield" type="number" domain={[low, high]} stroke="#4d5a52" width={56}
            label={{ value: labels.y, angle: -90, position: "insideLeft", offset: 12, fill: "#1b2420" }} />
          <Tooltip formatter={(value: number) => value.toFixed(2)} labelFormatter={(label: number) => `${labels.x}: ${label}`} />
          <ReferenceLine x={recommended.density} stroke="#875c00" strokeDasharray="4 4" />
          <Line type="monotone" dataKey="yield" stroke="#1f5f3a" strokeWidth={2.5} dot={false} isAnimationActive={false} name={labels.y} />
          <ReferenceDot x={recommended.density} y={recommended.yield} r={6} fill="#f2c94c" stroke="#1b2420" strokeWidth={2}
            label={{ value: labels.recommended, position: "top", fill: "#1b2420", fontWeight: 700 }} />
        </LineChart>
      </div>
      <figcaption id={`${id}-caption`} className={styles.caption}>{labels.summary}</figcaption>
    </figure>
  );
}
