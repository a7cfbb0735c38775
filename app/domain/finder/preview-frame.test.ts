import { describe, expect, it } from "vitest";

import { previewFrame } from "./preview-frame";

describe("the static map preview's frame", () => {
  const box = { width: 600, height: 400 };

  it("puts every point inside the box, north up and east right", () => {
    const points = [
      { lat: -17.79, lng: -50.92 },
      { lat: -16.69, lng: -49.26 },
      { lat: -18.92, lng: -48.28 },
    ];
    const frame = previewFrame(points, points[0]!, box);
    for (const p of points.map(frame.project)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(600);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(400);
    }
    const [rioVerde, goiania, uberlandia] = points.map(frame.project);
    expect(goiania!.y).toBeLessThan(rioVerde!.y);
    expect(uberlandia!.x).toBeGreaterThan(rioVerde!.x);
  });

  it("keeps a kilometre east as long as a kilometre north", () => {
    const frame = previewFrame(
      [
        { lat: 60, lng: 10 },
        { lat: 60.5, lng: 11 },
      ],
      { lat: 60, lng: 10 },
      box,
    );
    const origin = frame.project({ lat: 60.25, lng: 10.5 });
    const north = frame.project({ lat: 60.35, lng: 10.5 });
    // At the box's middle latitude, 0.1° north is as long as 0.1 / cos(60.25°) degrees east.
    const east = frame.project({ lat: 60.25, lng: 10.5 + 0.1 / Math.cos((60.25 * Math.PI) / 180) });
    expect(Math.abs(east.x - origin.x)).toBeCloseTo(Math.abs(north.y - origin.y), 0);
  });

  it("centres a lone point or the fallback", () => {
    const frame = previewFrame([], { lat: -15.79, lng: -47.88 }, box);
    expect(frame.project({ lat: -15.79, lng: -47.88 })).toEqual({ x: 300, y: 200 });
  });
});
