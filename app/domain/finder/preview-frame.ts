import type { Position } from "~/domain/yield-trials/distance";

/**
 * The static map preview's frame (issue 15: a preview drawn on the server, no
 * tiles): the smallest box holding every point, padded, projected with the
 * equirectangular projection scaled by the cosine of its middle latitude (so a
 * kilometre east is as long as a kilometre north at the scale of a region), and
 * fitted into a width × height viewBox keeping the aspect. A single point, or
 * none, gets a box of `minSpanDegrees` around it (or around `fallback`).
 */
export interface Frame {
  width: number;
  height: number;
  project: (position: Position) => { x: number; y: number };
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function previewFrame(
  points: readonly Position[],
  fallback: Position,
  {
    width,
    height,
    padding = 0.12,
    minSpanDegrees = 0.5,
  }: { width: number; height: number; padding?: number; minSpanDegrees?: number },
): Frame {
  const around = points.length ? points : [fallback];
  const lats = around.map((p) => p.lat);
  const lngs = around.map((p) => p.lng);
  const middleLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const middleLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const squeeze = Math.cos(radians(middleLat));
  // Spans in "north degrees": a longitude degree is `squeeze` times a latitude degree.
  const spanY = Math.max(Math.max(...lats) - Math.min(...lats), minSpanDegrees) * (1 + 2 * padding);
  const spanX = Math.max((Math.max(...lngs) - Math.min(...lngs)) * squeeze, minSpanDegrees) * (1 + 2 * padding);
  const scale = Math.min(width / spanX, height / spanY);
  return {
    width,
    height,
    project: ({ lat, lng }) => ({
      x: Number((width / 2 + (lng - middleLng) * squeeze * scale).toFixed(1)),
      y: Number((height / 2 - (lat - middleLat) * scale).toFixed(1)),
    }),
  };
}
