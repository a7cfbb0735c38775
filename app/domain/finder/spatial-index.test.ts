import { describe, expect, it } from "vitest";

import { greatCircleKilometres, type Position } from "~/domain/yield-trials/distance";

import { SpatialIndex } from "./spatial-index";

/** A deterministic scatter (a linear congruential generator), so a failure reproduces. */
function scatter(count: number, seed: number): (Position & { id: number })[] {
  let state = seed;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
  return Array.from({ length: count }, (_, id) => ({ id, lat: next() * 170 - 85, lng: next() * 360 - 180 }));
}

const bruteForce = (points: (Position & { id: number })[], from: Position, count: number) =>
  points
    .map((point) => ({ id: point.id, km: greatCircleKilometres(from, point) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);

describe("the finder's spatial index (nearest contacts by great-circle distance)", () => {
  const points = scatter(2_000, 7);
  const index = new SpatialIndex(points, (point) => point);

  it("finds the same nearest 20 as measuring every point, nearest first", () => {
    for (const from of scatter(25, 99)) {
      const found = index.nearest(from, 20);
      const expected = bruteForce(points, from, 20);
      expect(found.map((n) => n.item.id)).toEqual(expected.map((e) => e.id));
      found.forEach((n, i) => expect(n.kilometres).toBeCloseTo(expected[i]!.km, 6));
    }
  });

  it("finds neighbours across the antimeridian", () => {
    const near = new SpatialIndex(
      [
        { id: 1, lat: 0, lng: 179.9 },
        { id: 2, lat: 0, lng: -179.9 },
        { id: 3, lat: 0, lng: 170 },
      ],
      (point) => point,
    );
    expect(near.nearest({ lat: 0, lng: -179.95 }, 2).map((n) => n.item.id)).toEqual([2, 1]);
  });

  it("keeps only what passes the filter, still the nearest of those", () => {
    const from = { lat: -15, lng: -47 };
    const even = (point: { id: number }) => point.id % 2 === 0;
    const expected = bruteForce(points.filter(even), from, 9);
    expect(index.nearest(from, 9, even).map((n) => n.item.id)).toEqual(expected.map((e) => e.id));
  });

  it("leaves out items without a position and answers fewer when fewer exist", () => {
    const few = new SpatialIndex([{ id: 1, lat: 1, lng: 1 }, { id: 2 }], (item) =>
      "lat" in item ? (item as Position) : null,
    );
    expect(few.size).toBe(1);
    expect(few.nearest({ lat: 0, lng: 0 }, 5)).toHaveLength(1);
    expect(few.nearest({ lat: 0, lng: 0 }, 0)).toEqual([]);
    expect(new SpatialIndex([], () => null).nearest({ lat: 0, lng: 0 }, 3)).toEqual([]);
  });
});
