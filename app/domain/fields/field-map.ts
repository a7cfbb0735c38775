import type { Boundary } from "./boundary";

/**
 * The static field map's drawing (issue 31): a farm's fields projected onto an SVG of a fixed width, north up, with
 * the same scale east–west and north–south at the farm's latitude (an equirectangular projection, exact enough over
 * a farm's few kilometres). A field with a boundary is its polygon (holes cut by the even-odd rule); one without is
 * a circle of its own area around its point, so it still shows where it is and how large.
 */
export interface MapField {
  id: string;
  lat: number;
  lng: number;
  areaHectares: number;
  boundary: Boundary;
}

export type FieldShape =
  { id: string; kind: "polygon"; d: string } | { id: string; kind: "point"; cx: number; cy: number; r: number };

export interface FarmDrawing {
  width: number;
  height: number;
  shapes: FieldShape[];
}

const METRES_PER_DEGREE = 111_320;
const PADDING = 16;
/** A point's circle is never drawn smaller than this, so a strip trial stays visible and tappable. */
const MIN_RADIUS = 5;
const [MIN_HEIGHT, MAX_HEIGHT] = [160, 420];

export function drawFarm(fields: readonly MapField[], width: number): FarmDrawing {
  const meanLat = fields.reduce((sum, f) => sum + f.lat, 0) / Math.max(fields.length, 1);
  const xScale = Math.cos((meanLat * Math.PI) / 180);
  // Every position as plane coordinates in degrees of latitude (x shrunk by the latitude), y growing southwards.
  const plane = ([lng, lat]: readonly number[]) => [lng! * xScale, -lat!] as const;
  const radiusDegrees = (f: MapField) => Math.sqrt((f.areaHectares * 10_000) / Math.PI) / METRES_PER_DEGREE;
  const extents = fields.flatMap((f) => {
    if (f.boundary.kind === "polygons") return f.boundary.polygons.flatMap((rings) => rings[0]!.map(plane));
    const [x, y] = plane([f.lng, f.lat]);
    const r = radiusDegrees(f);
    return [
      [x - r, y - r],
      [x + r, y + r],
    ] as const;
  });
  const xs = extents.map(([x]) => x);
  const ys = extents.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // A lone point has no extent: a kilometre around it.
  const spanX = Math.max(maxX - minX, 0.01);
  const spanY = Math.max(maxY - minY, 0.01);
  const inner = width - 2 * PADDING;
  const height = Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, (inner * spanY) / spanX + 2 * PADDING)));
  const scale = Math.min(inner / spanX, (height - 2 * PADDING) / spanY);
  // The fields' extent centred in the drawing.
  const offsetX = width / 2 - ((minX + maxX) / 2) * scale;
  const offsetY = height / 2 - ((minY + maxY) / 2) * scale;
  const round = (n: number) => Math.round(n * 10) / 10;
  const toPixel = (position: readonly number[]) => {
    const [x, y] = plane(position);
    return [round(x * scale + offsetX), round(y * scale + offsetY)] as const;
  };
  const shapes = fields.map((f): FieldShape => {
    if (f.boundary.kind === "polygons") {
      const d = f.boundary.polygons
        .flatMap((rings) =>
          rings.map(
            (ring) =>
              `M${ring
                .slice(0, -1)
                .map((p) => toPixel(p).join(","))
                .join("L")}Z`,
          ),
        )
        .join("");
      return { id: f.id, kind: "polygon", d };
    }
    const [cx, cy] = toPixel([f.lng, f.lat]);
    return { id: f.id, kind: "point", cx, cy, r: Math.max(MIN_RADIUS, round(radiusDegrees(f) * scale)) };
  });
  return { width, height, shapes };
}
