import { check } from "@placemarkio/check-geojson";
import booleanClockwise from "@turf/boolean-clockwise";
import { describe, expect, it } from "vitest";

import { fieldSeasons } from "~/domain/fields/stats";
import { i18nServer } from "~/i18n/i18next.server";
import type { Field } from "~/services/agronomy/contract";

import { csvFile, geoJsonFile, type ReadSeason } from "./export-files.server";
import { statsCards } from "./stats-cards-view.server";

/** A square field, its ring clockwise as a partner may send it (RFC 7946 wants the outer ring counterclockwise). */
const field = (id: string, name: string, lat: number, lng: number, geometry?: unknown): Field => ({
  id,
  name,
  lat,
  lng,
  location: "Estancia La Celina",
  altitude: 60,
  area: 100,
  externalProvider: "field-view",
  geometry: geometry ?? {
    type: "Polygon",
    coordinates: [
      [
        [lng - 0.005, lat + 0.005],
        [lng + 0.005, lat + 0.005],
        [lng + 0.005, lat - 0.005],
        [lng - 0.005, lat - 0.005],
        [lng - 0.005, lat + 0.005],
      ],
    ],
  },
});
const FIELDS = [
  field("f1", "Lote 1", -33.89, -60.57),
  field("f2", "Lote 2", -33.9, -60.56),
  field("f3", "Lote 3", -33.88, -60.58, { type: "Polygon", coordinates: [] }),
];
const harvest = (id: string, crop: string, area: number, bushels: number) => ({
  totalWetMass: bushels * 30,
  totalHarvestedArea: area,
  totalBushels: bushels,
  cropName: crop,
  climateCalculatedAverageYield: 0,
  locationId: id,
});
const planting = (id: string, crop: string, area: number) => ({
  seedProductName: `${crop} hybrid`,
  locationId: id,
  plantedArea: area,
  cropName: crop,
});
const record = (id: string, name: string, season: string, crop: string, area: number, bushels: number) => ({
  properties: { name },
  harvestContents: { [season]: [harvest(id, crop, area, bushels)] },
  plantingContents: { [season]: [planting(id, crop, area + 1)] },
});
const SEASONS: ReadSeason[] = [
  {
    season: "2024",
    lastSyncedAt: "2025-06-02T11:05:00Z",
    fields: fieldSeasons(
      [
        record("f1", "Lote 1", "2024", "Corn", 116.9, 47_957),
        record("f2", "Lote 2", "2024", "Corn", 85.6, 29_891),
        record("f3", "Lote 3", "2024", "Soybeans", 60.2, 7_543),
        // Harvested but not planted on the partner: a row of its own, but not in the season's totals (§4).
        { ...record("f4", "Lote 4", "2024", "Corn", 40, 20_000), plantingContents: {} },
      ],
      "2024",
    ),
  },
  {
    season: "2023",
    lastSyncedAt: "2025-03-14T09:30:00Z",
    fields: fieldSeasons([record("f1", "Lote 1", "2023", "Soybeans", 117.5, 13_039)], "2023"),
  },
];

describe("the fields as a file to take away", () => {
  it("GeoJSON: valid RFC 7946, one feature per field, a field without a boundary as its point with the reason", () => {
    const collection = check(geoJsonFile(FIELDS, SEASONS));
    expect(collection.type).toBe("FeatureCollection");
    if (collection.type !== "FeatureCollection") return;
    expect(collection.features.map((f) => [f.id, f.geometry?.type])).toEqual([
      ["f1", "Polygon"],
      ["f2", "Polygon"],
      ["f3", "Point"],
    ]);
    const [first, , third] = collection.features;
    expect(first.geometry?.type === "Polygon" && booleanClockwise(first.geometry.coordinates[0])).toBe(false);
    expect(third.properties).toMatchObject({ boundary: "none: empty" });
    expect(first.properties?.seasons).toEqual([
      expect.objectContaining({ season: "2024", crop: "Corn", hybrid: "Corn hybrid" }),
      expect.objectContaining({ season: "2023", crop: "Soybeans" }),
    ]);
  });

  it.each([
    ["es-AR", ";"],
    ["en-US", ","],
  ] as const)(
    "CSV (%s): one row per field and season, and totals that are the dashboard's cards",
    async (locale, sep) => {
      const t = await i18nServer.getFixedT(locale, "fields");
      const lines = csvFile(t, locale, FIELDS, SEASONS)
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      const [header, ...rest] = lines;
      // Bushels only where the dashboard counts in them (the United States): one column more there.
      const bushels = locale === "en-US" ? 1 : 0;
      expect(header.split(sep)).toHaveLength(12 + bushels);
      expect(header.includes(t("export.csv.bushels"))).toBe(bushels === 1);
      const blank = rest.indexOf("");
      const rows = rest.slice(0, blank);
      expect(rows).toHaveLength(5);
      // The field without a boundary says so.
      expect(rows.find((r) => r.includes("Lote 3"))).toMatch(locale === "es-AR" ? /Sin límite/ : /No boundary/);
      const cells = (line: string) =>
        line
          .match(new RegExp(`("[^"]*"|[^${sep}]*)(${sep}|$)`, "g"))!
          .map((c) => c.replace(new RegExp(`${sep}$`), "").replace(/^"|"$/g, ""));
      const totals = rest.slice(blank + 1).map(cells);
      const cards = statsCards({
        t,
        locale,
        season: "2024",
        asOf: "",
        syncing: false,
        variant: "standard",
        seasons: SEASONS[0].fields,
      });
      const number = (text: string) => text.replace(/\s*(ha|ac|t\/ha|bu\/ac)$/, "");
      const [total2024, corn, soy] = totals.filter((row) => row[0] === "2024");
      // Harvested and planted area: the first and last cards' figures.
      expect(total2024[5]).toBe(number(cards[0].value));
      expect(total2024[9 + bushels]).toBe(number(cards[3].value));
      // Each crop's average yield: the average card's value (the largest crop) and its detail (the others).
      expect(corn[7 + bushels]).toBe(number(cards[1].value));
      expect(cards[1].detail).toContain(soy[7 + bushels]);
      expect([corn[4], soy[4]]).toEqual(locale === "es-AR" ? ["Maíz", "Soja"] : ["Corn", "Soybeans"]);
    },
  );
});
