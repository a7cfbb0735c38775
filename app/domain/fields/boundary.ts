import { polygon } from "@turf/helpers";
import kinks from "@turf/kinks";
import rewind from "@turf/rewind";

/**
 * A field's boundary from the partner's `geometry` (spec 000 §3; issue 31), as RFC 7946 wants it: WGS 84 longitude
 * and latitude, closed rings of at least four positions, the outer ring counterclockwise and holes clockwise (the
 * right-hand rule), and no ring crossing itself. A geometry that is none of these still leaves the field listed:
 * drawn as its point with the reason, and the export says it has no boundary.
 */
type Position = [longitude: number, latitude: number];
export type Ring = Position[];

type BoundaryProblem = "empty" | "notPolygon" | "outOfRange" | "tooFewPoints" | "selfIntersecting";

export type Boundary = { kind: "polygons"; polygons: Ring[][] } | { kind: "none"; problem: BoundaryProblem };

/** A partner geometry: a GeoJSON Polygon or MultiPolygon, or a polygon's bare rings. */
function polygonsOf(geometry: unknown): unknown[] | null {
  if (Array.isArray(geometry)) return [geometry];
  if (!geometry || typeof geometry !== "object") return null;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  if (!Array.isArray(coordinates)) return null;
  if (type === "Polygon") return [coordinates];
  if (type === "MultiPolygon") return coordinates;
  return null;
}

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length >= 2 &&
  value.every((n) => typeof n === "number" && Number.isFinite(n)) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

/** A ring as given, closed if its last position does not repeat its first; null when it is not made of positions. */
function ringOf(value: unknown): Ring | null | "outOfRange" {
  if (!Array.isArray(value)) return null;
  if (!value.every((position) => Array.isArray(position) && position.length >= 2)) return null;
  if (!value.every(isPosition)) return "outOfRange";
  const ring = value.map(([lng, lat]) => [lng, lat] as Position);
  const [first, last] = [ring[0], ring.at(-1)];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return ring;
}

export function readBoundary(geometry: unknown): Boundary {
  if (geometry === null || geometry === undefined) return { kind: "none", problem: "empty" };
  const given = polygonsOf(geometry);
  if (!given) return { kind: "none", problem: "notPolygon" };
  if (!given.length) return { kind: "none", problem: "empty" };
  const polygons: Ring[][] = [];
  for (const rings of given) {
    if (!Array.isArray(rings) || !rings.length) return { kind: "none", problem: "empty" };
    const read: Ring[] = [];
    for (const value of rings) {
      const ring = ringOf(value);
      if (ring === null) return { kind: "none", problem: "notPolygon" };
      if (ring === "outOfRange") return { kind: "none", problem: "outOfRange" };
      if (ring.length < 4) return { kind: "none", problem: "tooFewPoints" };
      read.push(ring);
    }
    polygons.push(read);
  }
  const shapes = polygons.map((rings) => polygon(rings));
  if (shapes.some((shape) => kinks(shape).features.length)) return { kind: "none", problem: "selfIntersecting" };
  return {
    kind: "polygons",
    polygons: shapes.map((shape) => {
      // Wound in place: the rings are the copies ringOf made, no one else holds them.
      rewind(shape, { mutate: true });
      return shape.geometry.coordinates as Ring[];
    }),
  };
}
