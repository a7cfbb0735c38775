import { describe, expect, it } from "vitest";

import {
  averageYieldsByCrop,
  bestField,
  bestFieldMinimumHectares,
  bestFieldsByCrop,
  compareWithItsCrop,
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
  yieldBushelsPerAcre: null,
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
      {
        name: "A",
        harvest: harvest(100, 12_000),
        planting,
        yieldTonnes: 3.05,
        // 120 bu/ha × 0.40468564224 ha/ac
        yieldBushelsPerAcre: expect.closeTo(48.562, 3),
      },
      { name: "B", harvest: null, planting: null, yieldTonnes: null, yieldBushelsPerAcre: null },
    ]);
  });

  it("reads a US account's contents in acres and pounds as hectares and kilograms; bu/ac straight from its bushels", () => {
    const [season] = fieldSeasons(
      [
        {
          properties: { name: "North 80" },
          harvestContents: {
            "2024": [{ ...harvest(78.5, 16_116, "Corn"), totalWetMass: 1_036_000, areaUnit: "ac", massUnit: "lb" }],
          },
          plantingContents: { "2024": [{ ...planting, plantedArea: 80, areaUnit: "ac" }] },
        },
      ],
      "2024",
    );
    expect(season.harvest!.totalHarvestedArea).toBeCloseTo(31.7678, 4); // 78.5 ac
    expect(season.harvest!.totalWetMass).toBeCloseTo(469_921.7, 1); // 1,036,000 lb
    expect(season.planting!.plantedArea).toBeCloseTo(32.3749, 4); // 80 ac
    expect(season.yieldBushelsPerAcre).toBeCloseTo(205.299, 3); // 16,116 bu ÷ 78.5 ac, no detour through t/ha
    expect(season.yieldTonnes).toBe(12.89); // 16,116 × 25.401 kg ÷ 31.77 ha
  });
});

describe("average yield per crop, each by its own kg per bushel", () => {
  const field = (crop: string, hectares: number, bushels: number) => ({ harvest: harvest(hectares, bushels, crop) });
  it("never blends crops: corn and soybeans each get their own t/ha and bu/ac, largest area first", () => {
    const averages = averageYieldsByCrop([
      field("Soybeans", 50, 7_500),
      field("Corn", 40, 19_000),
      field("corn", 60, 29_000),
      { harvest: null },
      field("Corn", 0, 0),
    ]);
    expect(averages.map((a) => a.crop)).toEqual(["Corn", "Soybeans"]);
    const [corn, soybeans] = averages;
    expect(corn.harvestedHectares).toBe(100);
    // 48,000 bu × 25.401 kg ÷ 100 ha = 12.19 t/ha; 48,000 bu ÷ 247.105 ac = 194.25 bu/ac
    expect(corn.tonnesPerHectare).toBe(12.19);
    expect(corn.bushelsPerAcre).toBeCloseTo(194.25, 2);
    // 7,500 bu × 27.216 kg ÷ 50 ha = 4.08 t/ha (with corn's 25.401 it would read 3.81)
    expect(soybeans.tonnesPerHectare).toBe(4.08);
    expect(soybeans.bushelsPerAcre).toBeCloseTo(60.7, 2);
  });

  it.each([
    ["Wheat", 5.44],
    ["Corn", 5.08],
    ["Soybeans", 5.44],
    ["Barley", 4.35],
    ["Oats", 2.9],
    ["Rye", 5.08],
    ["Sunflower", 5.08],
    ["Canola", 4.54],
    ["Flaxseed", 5.44],
    ["Sorghum", 5.08],
    ["Peanuts", 5],
  ])("200 bu/ha of %s averages %d t/ha", (crop, tonnes) =>
    expect(averageYieldsByCrop([field(crop, 10, 2_000)])[0].tonnesPerHectare).toBe(tonnes),
  );

  it("no harvested area, no average", () => expect(averageYieldsByCrop([field("Corn", 0, 10)])).toEqual([]));
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

  it("is 1 ha where growers count hectares and 1 acre where they count acres", () => {
    expect(bestFieldMinimumHectares("metric")).toBe(1);
    expect(bestFieldMinimumHectares("us-customary")).toBeCloseTo(0.40468564224, 12);
    const acre = bestFieldMinimumHectares("us-customary");
    // A 1.5 ac plot (0.61 ha) is a field in the US, a strip in Argentina; exactly 1 acre counts, 0.8 ac does not.
    const fields = [row("A", 8, 10), row("Plot", 12, 0.607)];
    expect(bestField(fields, acre)?.name).toBe("Plot");
    expect(bestField(fields, 1)?.name).toBe("A");
    expect(bestField([row("A", 8, 10), row("B", 12, acre)], acre)?.name).toBe("B");
    expect(bestField([row("A", 8, 10), row("B", 12, 0.8 * acre)], acre)?.name).toBe("A");
  });
});

describe("the best field of each crop (issue 26)", () => {
  const crop = (name: string, cropName: string, yieldTonnes: number, area: number): FieldSeason => ({
    ...row(name, yieldTonnes, area),
    harvest: harvest(area, 100, cropName),
  });

  it("ranks a field only against its own crop, largest crop first", () => {
    // Corn's t/ha is always above soybeans': ranked together, a poor corn field beat the best soybean one.
    const fields = [
      crop("Poor corn", "Corn", 6, 5),
      crop("Good soy", "Soybeans", 4, 40),
      crop("Soy", "soybeans", 3, 30),
    ];
    expect(bestFieldsByCrop(fields).map(({ crop, field }) => [crop, field.name])).toEqual([
      ["Soybeans", "Good soy"],
      ["Corn", "Poor corn"],
    ]);
  });

  it("two crops: each crop's best compared with the rest of that crop only, never with the other crop", () => {
    // Bushels per acre: corn 200 and 160, soybeans 60 and 40. Ranked together, every corn field would be "more than
    // the rest" and the best soybean field far "less".
    const field = (name: string, cropName: string, bushelsPerAcre: number): FieldSeason => ({
      ...row(name, null, 40),
      harvest: harvest(40, bushelsPerAcre * 98.84, cropName),
      yieldTonnes: bushelsPerAcre,
      yieldBushelsPerAcre: bushelsPerAcre,
    });
    const fields = [
      field("Corn A", "Corn", 200),
      field("Soy A", "Soybeans", 60),
      field("Corn B", "Corn", 160),
      field("Soy B", "soybeans", 40),
    ];
    expect(bestFieldsByCrop(fields).map(({ crop, field, comparison }) => [crop, field.name, comparison])).toEqual([
      ["Corn", "Corn A", { direction: "more", percent: 25 }],
      ["Soybeans", "Soy A", { direction: "more", percent: 50 }],
    ]);
  });

  it("leaves out a crop with no field over the minimum, and is empty with no harvest", () => {
    const fields = [crop("Strip", "Corn", 12, 0.5), crop("Soy", "Soybeans", 3, 30)];
    expect(bestFieldsByCrop(fields).map(({ field }) => field.name)).toEqual(["Soy"]);
    expect(bestFieldsByCrop([])).toEqual([]);
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

describe("a field against the rest of its crop", () => {
  type Compared = Pick<FieldSeason, "harvest" | "yieldBushelsPerAcre">;
  const field = (crop: string, hectares: number, bushels: number): Compared => ({
    harvest: harvest(hectares, bushels, crop),
    yieldBushelsPerAcre: bushels / (hectares / 0.40468564224),
  });
  const cornA = field("Corn", 10, 2_000);
  const cornB = field("corn", 10, 1_600);
  const soy = field("Soybeans", 10, 600);
  const strip = field("Corn", 0.5, 200);
  const fields = [cornA, cornB, soy, strip];
  it("compares corn with corn only: soybeans, far lower in any unit, are not 'the rest'", () => {
    expect(compareWithItsCrop(cornA, fields)).toEqual({ direction: "more", percent: 25 });
    expect(compareWithItsCrop(cornB, fields)).toEqual({ direction: "less", percent: 20 });
  });
  it("a field alone in its crop has nothing to be compared with", () =>
    expect(compareWithItsCrop(soy, fields)).toBeNull());
  it("the rest leaves out fields under the minimum area, but a small field is still compared", () => {
    expect(compareWithItsCrop(strip, fields)).toEqual({ direction: "more", percent: 122.22 });
    expect(compareWithItsCrop(cornA, fields, 0.1)).toEqual({ direction: "less", percent: 28.57 });
  });
  it("no yield, no comparison", () =>
    expect(compareWithItsCrop<Compared>({ harvest: null, yieldBushelsPerAcre: null }, fields)).toBeNull());
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
