import { describe, expect, it } from "vitest";

import { farmHistory, fieldHistories, type SeasonInput, seasonState } from "./history";
import { fieldSeasons } from "./stats";

const record = (id: string, name: string, season: string, crop: string, area: number, bushels: number) => ({
  properties: { name },
  harvestContents: {
    [season]: [
      {
        totalWetMass: 1,
        totalHarvestedArea: area,
        totalBushels: bushels,
        cropName: crop,
        climateCalculatedAverageYield: 0,
        locationId: id,
      },
    ],
  },
  plantingContents: {
    [season]: [{ seedProductName: `${crop} ${season}`, locationId: id, plantedArea: area, cropName: crop }],
  },
});
const read = (season: string, status: "COMPLETED" | "ERROR", ...fields: ReturnType<typeof record>[]): SeasonInput => ({
  season,
  read: true,
  status,
  lastSyncedAt: "2025-03-14T09:30:00Z",
  fields: fieldSeasons(fields, season),
});

describe("a season's state", () => {
  it.each([
    [{ season: "2024", read: false } as const, "unread"],
    [read("2024", "COMPLETED"), "complete"],
    [{ ...read("2024", "COMPLETED"), status: "EMPTY" as const }, "complete"],
    [read("2024", "ERROR"), "lastData"],
    [{ ...read("2024", "COMPLETED"), status: "SYNCING" as const }, "lastData"],
    [{ ...read("2024", "COMPLETED"), status: "SOME_YEARS_MISSING" as const }, "lastData"],
  ])("%j → %s", (input, state) => expect(seasonState(input)).toBe(state));
});

describe("fields and the farm across seasons", () => {
  const seasons: SeasonInput[] = [
    read(
      "2024",
      "COMPLETED",
      record("a", "A", "2024", "Corn", 10, 4_000),
      record("b", "B", "2024", "Soybeans", 10, 600),
    ),
    { season: "2022", read: false },
    // Renamed at the partner: the same field by its location id.
    read("2023", "ERROR", record("a", "A (north)", "2023", "Soybeans", 10, 500)),
  ];

  it("lists every season for each field, oldest first, a season not read or without the field as no record", () => {
    const [a, b] = fieldHistories(seasons);
    expect(a.name).toBe("A");
    expect(a.points.map((p) => [p.season, p.state, p.record?.planting?.seedProductName ?? null])).toEqual([
      ["2022", "unread", null],
      ["2023", "lastData", "Soybeans 2023"],
      ["2024", "complete", "Corn 2024"],
    ]);
    expect(b.points.map((p) => p.record?.yieldTonnes ?? null)).toEqual([null, null, 1.63]);
  });

  it("gives the farm each crop's yield per season, never a figure for a season it could not read", () => {
    const farm = farmHistory(seasons);
    expect(farm.crops).toEqual(["soybeans", "corn"]);
    expect(farm.rows.map((r) => [r.season, r.state, r.averages.map((a) => [a.crop, a.tonnesPerHectare])])).toEqual([
      ["2022", "unread", []],
      ["2023", "lastData", [["Soybeans", 1.36]]],
      [
        "2024",
        "complete",
        [
          ["Corn", 10.16],
          ["Soybeans", 1.63],
        ],
      ],
    ]);
  });
});
