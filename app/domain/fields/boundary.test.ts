import { check } from "@placemarkio/check-geojson";
import booleanClockwise from "@turf/boolean-clockwise";
import { describe, expect, it } from "vitest";

import { readBoundary, type Ring } from "./boundary";
import { fieldsGeoJson } from "./field-export";

/** A square around Pergamino, clockwise (the wrong way for RFC 7946's outer ring), not closed. */
const CLOCKWISE_OPEN: Ring = [
  [-60.58, -33.89],
  [-60.57, -33.89],
  [-60.57, -33.9],
  [-60.58, -33.9],
];
/** A ring crossing itself. */
const BOW_TIE = {
  type: "Polygon",
  coordinates: [
    [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ],
  ],
};
const HOLE: Ring = [
  [-60.577, -33.893],
  [-60.573, -33.893],
  [-60.573, -33.897],
  [-60.577, -33.897],
  [-60.577, -33.893],
];

describe("a field's boundary (RFC 7946)", () => {
  it("closes an open ring and winds the outer ring counterclockwise, holes clockwise", () => {
    const boundary = readBoundary({ type: "Polygon", coordinates: [CLOCKWISE_OPEN, HOLE] });
    expect(boundary.kind).toBe("polygons");
    if (boundary.kind !== "polygons") return;
    const [outer, hole] = boundary.polygons[0];
    expect(outer).toHaveLength(5);
    expect(outer[0]).toEqual(outer[4]);
    expect(booleanClockwise(outer)).toBe(false);
    expect(booleanClockwise(hole)).toBe(true);
  });

  it("takes a MultiPolygon and a polygon's bare rings", () => {
    expect(readBoundary({ type: "MultiPolygon", coordinates: [[CLOCKWISE_OPEN], [HOLE]] })).toMatchObject({
      kind: "polygons",
      polygons: [expect.any(Array), expect.any(Array)],
    });
    expect(readBoundary([CLOCKWISE_OPEN]).kind).toBe("polygons");
  });

  it.each([
    ["no geometry", null, "empty"],
    ["an empty polygon", { type: "Polygon", coordinates: [] }, "empty"],
    ["a point", { type: "Point", coordinates: [-60.5, -33.9] }, "notPolygon"],
    ["rings of text", { type: "Polygon", coordinates: [["a", "b", "c", "d"]] }, "notPolygon"],
    [
      "a latitude past 90",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 91],
            [0, 0],
          ],
        ],
      },
      "outOfRange",
    ],
    [
      "a longitude past 180",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [181, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      "outOfRange",
    ],
    [
      "two positions",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
          ],
        ],
      },
      "tooFewPoints",
    ],
    ["a bow tie (a ring crossing itself)", BOW_TIE, "selfIntersecting"],
  ])("%s: no boundary, with the reason", (_label, geometry, problem) => {
    expect(readBoundary(geometry)).toEqual({ kind: "none", problem });
  });
});

describe("the fields as GeoJSON", () => {
  const fields = [
    {
      id: "f1",
      name: "Lote 1",
      lat: -33.895,
      lng: -60.575,
      areaHectares: 118.4,
      boundary: readBoundary({ type: "Polygon", coordinates: [CLOCKWISE_OPEN, HOLE] }),
      seasons: [
        { season: "2025", crop: "corn", yieldTonnesPerHectare: 9.8, yieldBushelsPerAcre: 156.2, hybrid: "DK 72-10" },
      ],
    },
    {
      id: "f2",
      name: "Lote 2",
      lat: -33.9,
      lng: -60.6,
      areaHectares: 86.2,
      boundary: readBoundary(BOW_TIE),
      seasons: [],
    },
  ];

  it("is valid RFC 7946 GeoJSON with one feature per field, a field without a boundary as its point", () => {
    const collection = check(JSON.stringify(fieldsGeoJson(fields)));
    expect(collection.type).toBe("FeatureCollection");
    if (collection.type !== "FeatureCollection") return;
    expect(collection.features.map((feature) => feature.geometry?.type)).toEqual(["Polygon", "Point"]);
    expect(collection.features[1].properties).toMatchObject({ boundary: "none: selfIntersecting" });
    const geometry = collection.features[0].geometry;
    expect(geometry?.type === "Polygon" && booleanClockwise(geometry.coordinates[0])).toBe(false);
  });
});
