import { describe, expect, it } from "vitest";

import { readBoundary } from "./boundary";
import { drawFarm } from "./field-map";
import { NO_YIELD_COLOUR, yieldClasses, yieldColour } from "./yield-colours";

const square = (lat: number, lng: number, d: number) =>
  readBoundary({
    type: "Polygon",
    coordinates: [
      [
        [lng - d, lat - d],
        [lng + d, lat - d],
        [lng + d, lat + d],
        [lng - d, lat + d],
        [lng - d, lat - d],
      ],
    ],
  });

describe("a farm's fields drawn as SVG", () => {
  const fields = [
    { id: "west", lat: -33.9, lng: -60.6, areaHectares: 100, boundary: square(-33.9, -60.6, 0.005) },
    { id: "east", lat: -33.9, lng: -60.5, areaHectares: 100, boundary: square(-33.9, -60.5, 0.005) },
    { id: "broken", lat: -33.95, lng: -60.55, areaHectares: 50, boundary: readBoundary(null) },
  ];
  const drawing = drawFarm(fields, 600);
  const [west, east, broken] = drawing.shapes;

  it("keeps north up and east right, inside the drawing", () => {
    expect(west.kind).toBe("polygon");
    expect(broken.kind).toBe("point");
    if (west.kind !== "polygon" || east.kind !== "polygon" || broken.kind !== "point") return;
    const xsOf = (d: string) => [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    const all = [...xsOf(west.d), ...xsOf(east.d)];
    for (const [x, y] of all) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(drawing.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(drawing.height);
    }
    expect(Math.max(...xsOf(west.d).map(([x]) => x))).toBeLessThan(Math.min(...xsOf(east.d).map(([x]) => x)));
    // The field without a boundary lies south of the others: lower in the drawing.
    expect(broken.cy).toBeGreaterThan(Math.max(...all.map(([, y]) => y)));
  });

  it("draws a field without a boundary as a circle of its own area, on the polygons' scale", () => {
    if (west.kind !== "polygon" || broken.kind !== "point") return;
    const xs = [...west.d.matchAll(/(-?[\d.]+),/g)].map((m) => Number(m[1]));
    // The square is 0.01° of longitude wide: cos(33.9°) × 1,113 m ≈ 924 m.
    const pxPerMetre = (Math.max(...xs) - Math.min(...xs)) / 924;
    // 50 ha as a circle: radius √(500,000 / π) ≈ 399 m.
    expect(broken.r).toBeCloseTo(399 * pxPerMetre, 0);
  });
});

describe("the yield scale shared by the map, its legend and the table", () => {
  it("splits the crop's yields into five classes of equal width, pale to dark", () => {
    const classes = yieldClasses([8.87, 10.42, 9.1, 12.6, 9.5, 11], 2);
    expect(classes.map((c) => [c.from, c.to])).toEqual([
      [8.87, 9.62],
      [9.62, 10.36],
      [10.36, 11.11],
      [11.11, 11.85],
      [11.85, 12.6],
    ]);
    expect(new Set(classes.map((c) => c.colour)).size).toBe(5);
    expect(yieldColour(8.87, classes)).toBe(classes[0].colour);
    expect(yieldColour(9.62, classes)).toBe(classes[1].colour);
    expect(yieldColour(12.6, classes)).toBe(classes[4].colour);
    expect(yieldColour(null, classes)).toBe(NO_YIELD_COLOUR);
  });

  it("with two yields, two classes at both ends of the scale; one yield, one class", () => {
    const two = yieldClasses([188.6, 205.3], 1);
    expect(two.map((c) => [c.from, c.to])).toEqual([
      [188.6, 197],
      [197, 205.3],
    ]);
    const five = yieldClasses([1, 2, 3, 4, 5], 0);
    expect([two[0].colour, two[1].colour]).toEqual([five[0].colour, five[4].colour]);
    expect(yieldClasses([7, 7], 2)).toEqual([{ colour: five[4].colour, from: 7, to: 7 }]);
    expect(yieldClasses([], 2)).toEqual([]);
  });
});
