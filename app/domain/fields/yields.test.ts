import { describe, expect, it } from "vitest";

import { DEFAULT_KG_PER_BUSHEL, harvestYield, kgPerBushel, roundTo, tonnesPerHectare, trimTo4 } from "./yields";

describe("kg per bushel (spec 000 §9)", () => {
  it.each([
    ["Wheat", 27.216],
    ["Corn", 25.401],
    ["Soybeans", 27.216],
    ["Barley", 21.772],
    ["Oats", 14.515],
    ["Rye", 25.401],
    ["Sunflower", 25.401],
    ["Canola", 22.68],
    ["Flaxseed", 27.216],
    ["Sorghum", 25.401],
    ["corn", 25.401],
    [" SOYBEANS ", 27.216],
  ])("%s → %d", (crop, factor) => expect(kgPerBushel(crop)).toBe(factor));

  it.each([["Peanuts"], [""], [null], [undefined]])("%j falls back to the default 25", (crop) => {
    expect(DEFAULT_KG_PER_BUSHEL).toBe(25);
    expect(kgPerBushel(crop)).toBe(25);
  });
});

describe("t/ha with 2 decimals", () => {
  it.each([
    [100, "Corn", 2.54], // 2.5401
    [100, "Oats", 1.45], // 1.4515 → 1.45
    [200, "Wheat", 5.44], // 5.4432
    [150, "Barley", 3.27], // 3.2658
    [100, "Peanuts", 2.5],
    [0, "Corn", 0],
    [39.37, "Soybeans", 1.07], // 1.0714...
  ])("%d bu/ha of %s → %d t/ha", (bu, crop, t) => expect(tonnesPerHectare(bu, crop)).toBe(t));

  it("rounds half up without binary noise", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
  });

  it("a harvest's yield is bushels over area, converted; no area, no yield", () => {
    expect(harvestYield(12_000, 100, "Corn")).toBe(3.05); // 120 bu/ha × 25.401 = 3.048
    expect(harvestYield(12_000, 0, "Corn")).toBeNull();
  });
});

describe("density and yield trimmed to 4 decimals", () => {
  it.each([
    [7.81239, 7.8123],
    [7.81235999, 7.8123],
    [12.3, 12.3],
    [0.00019, 0.0001],
    [9.99999, 9.9999],
    [1.0005, 1.0005],
  ])("%d → %d", (raw, trimmed) => expect(trimTo4(raw)).toBe(trimmed));
});
