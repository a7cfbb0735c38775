import { describe, expect, it } from "vitest";

import {
  bestField,
  compareWithRest,
  type FieldSeason,
  fieldSeasons,
  type FieldViewField,
  statsCardVariant,
  statsWidgetView,
  widgetEmptyState,
} from "./stats";

const harvest = (area: number, bushels: number, crop = "Corn") => ({
  totalWetMass: bushels * 25,
  totalHarvestedArea: area,
  totalBushels: bushels,
  cropName: crop,
  climateCalculatedAverageYield: area ? bushels / area : 0,
  locationId: "l",
});
const planting = { seedProductName: "DK 72-10", locationId: "l", plantedArea: 10, cropName: "Corn" };
const row = (name: string, yieldTonnes: number | null, area: number): FieldSeason => ({
  name,
  yieldTonnes,
  harvest: harvest(area, 100),
  planting,
});

describe("field seasons", () => {
  it("takes each field's harvest and planting for the season and its t/ha", () => {
    const fields: FieldViewField[] = [
      {
        properties: { name: "A" },
        harvestContents: { "2024": [harvest(100, 12_000)] },
        plantingContents: { "2024": [planting] },
      },
      { properties: { name: "B" }, harvestContents: { "2023": [harvest(10, 100)] }, plantingContents: {} },
    ];
    expect(fieldSeasons(fields, "2024")).toEqual([
      { name: "A", harvest: harvest(100, 12_000), planting, yieldTonnes: 3.05 },
      { name: "B", harvest: null, planting: null, yieldTonnes: null },
    ]);
  });
});

describe("best field (harvested area ≥ 1)", () => {
  it.each([
    ["the highest yield wins", [row("A", 8, 10), row("B", 9.5, 5)], "B"],
    ["under 1 ha does not count", [row("A", 8, 10), row("B", 12, 0.99)], "A"],
    ["exactly 1 ha counts", [row("A", 8, 10), row("B", 12, 1)], "B"],
    ["a tie keeps the first", [row("A", 9, 10), row("B", 9, 10)], "A"],
    ["no yield, no best", [row("A", null, 10)], null],
    ["nothing over 1 ha", [row("A", 10, 0.5)], null],
  ])("%s", (_, fields, expected) => {
    expect(bestField(fields)?.name ?? null).toBe(expected);
  });
});

describe("comparison with the rest (2 decimals)", () => {
  it.each([
    [10, [8, 8], { direction: "more", percent: 25 }],
    [6, [8, 8], { direction: "less", percent: 25 }],
    [10, [9, 6], { direction: "more", percent: 33.33 }],
    [7.5, [9, 6.1], { direction: "less", percent: 0.66 }], // 7.55 average: 0.6622…
    [8, [8], { direction: "same", percent: 0 }],
    [8, [], null],
    [8, [0, 0], null],
  ] as const)("%d against %j", (value, rest, expected) => {
    expect(compareWithRest(value, rest)).toEqual(expected);
  });
});

describe("stats widget view (spec 000 §4)", () => {
  const both = [{ harvest: harvest(1, 1), planting }];
  const harvestOnly = [{ harvest: harvest(1, 1), planting: null }];
  it.each([
    ["query failed", { queryFailed: true, loading: false, connected: true, fields: both }, "error"],
    ["failed while loading is still error", { queryFailed: true, loading: true, connected: true, fields: [] }, "error"],
    ["loading", { queryFailed: false, loading: true, connected: true, fields: [] }, "standard"],
    [
      "harvest and planting for the season",
      { queryFailed: false, loading: false, connected: true, fields: both },
      "standard",
    ],
    ["not connected", { queryFailed: false, loading: false, connected: false, fields: both }, "empty"],
    ["no data", { queryFailed: false, loading: false, connected: true, fields: [] }, "empty"],
    ["no matching season data", { queryFailed: false, loading: false, connected: true, fields: harvestOnly }, "empty"],
  ] as const)("%s → %s", (_, input, view) => expect(statsWidgetView(input)).toBe(view));
});

describe("widget empty-state choice (spec 000 §4)", () => {
  const harvestOnly = [{ harvest: harvest(1, 1), planting: null }];
  const plantingOnly = [{ harvest: null, planting }];
  it.each([
    ["error first", { queryFailed: true, connected: false, fields: [] }, "error"],
    ["then not connected", { queryFailed: false, connected: false, fields: harvestOnly }, "not-connected"],
    [
      "data without a harvest-plus-planting match",
      { queryFailed: false, connected: true, fields: harvestOnly },
      "empty-information",
    ],
    [
      "planting only is information too",
      { queryFailed: false, connected: true, fields: plantingOnly },
      "empty-information",
    ],
    ["no data at all", { queryFailed: false, connected: true, fields: [] }, "empty-data"],
    [
      "fields with nothing for the season",
      { queryFailed: false, connected: true, fields: [{ harvest: null, planting: null }] },
      "empty-data",
    ],
  ] as const)("%s → %s", (_, input, kind) => expect(widgetEmptyState(input)).toBe(kind));

  it.each([
    ["standard", "empty-data", "standard"],
    ["error", "error", "error"],
    ["empty", "not-connected", "notConnected"],
    ["empty", "empty-information", "empty"],
    ["empty", "empty-data", "empty"],
  ] as const)("card variant for %s / %s → %s", (view, empty, variant) =>
    expect(statsCardVariant(view, empty)).toBe(variant),
  );
});
