import { describe, expect, it } from "vitest";

import {
  acresToHectares,
  bushelsPerAcre,
  bushelsPerAcreToTonnesPerHectare,
  HECTARES_PER_ACRE,
  hectaresToAcres,
  kilogramsToPounds,
  perAcreToPerHectare,
  perHectareToPerAcre,
  perSquareMetreToPerAcre,
  toHectares,
  toKilograms,
  tonnesPerHectareToBushelsPerAcre,
  unitSystemOf,
} from "./units";

describe("units per locale (issue 9)", () => {
  it.each([
    ["es-AR", "metric"],
    ["pt-BR", "metric"],
    ["en-US", "us-customary"],
    ["es-US", "us-customary"],
  ] as const)("%s reads %s", (locale, system) => expect(unitSystemOf(locale)).toBe(system));
});

describe("conversions", () => {
  it("one acre is 0.40468564224 ha", () => expect(HECTARES_PER_ACRE).toBeCloseTo(0.40468564224, 12));
  it.each([
    [1, 2.4711],
    [100, 247.1054],
    [0, 0],
  ])("%d ha → %d ac", (ha, ac) => expect(hectaresToAcres(ha)).toBeCloseTo(ac, 4));
  it.each([
    [80_000, 32_374.85],
    [101_931, 41_250.01],
  ])("%d per ha → %d per ac", (perHa, perAc) => expect(perHectareToPerAcre(perHa)).toBeCloseTo(perAc, 1));
  it("per acre and per hectare are inverse", () =>
    expect(perAcreToPerHectare(perHectareToPerAcre(81_876))).toBeCloseTo(81_876, 6));
  it.each([
    [8, 32_374.85],
    [8.1876, 33_134.06],
  ])("%d seeds/m² → %d seeds/ac", (perSqm, perAc) => expect(perSquareMetreToPerAcre(perSqm)).toBeCloseTo(perAc, 1));
  it.each([
    // 1 bu/ac of corn = 25.401 kg / 0.40468564224 ha = 62.77 kg/ha
    [0.062766, "corn", 1],
    [12.4, "corn", 197.56],
    [3.5, "soybeans", 52.04],
    [3.5, "unknown crop", 56.66], // default 25 kg per bushel
  ])("%d t/ha of %s → %d bu/ac", (tha, crop, buac) =>
    expect(tonnesPerHectareToBushelsPerAcre(tha, crop)).toBeCloseTo(buac, 2),
  );
  it("bushels per acre from a harvest's totals, none without area", () => {
    expect(bushelsPerAcre(19_000, 100)).toBeCloseTo(76.89, 2);
    expect(bushelsPerAcre(19_000, 0)).toBeNull();
  });
});

describe("each crop's bushel (spec 000 §9) in t/ha ↔ bu/ac", () => {
  // 10 t/ha = 10,000 kg/ha ÷ kg per bushel × 0.40468564224 ha/ac.
  it.each([
    ["Wheat", 148.69],
    ["Corn", 159.32],
    ["Soybeans", 148.69],
    ["Barley", 185.87],
    ["Oats", 278.81],
    ["Rye", 159.32],
    ["Sunflower", 159.32],
    ["Canola", 178.43],
    ["Flaxseed", 148.69],
    ["Sorghum", 159.32],
    ["Peanuts", 161.87], // default 25 kg
  ])("10 t/ha of %s → %d bu/ac, and back", (crop, buac) => {
    expect(tonnesPerHectareToBushelsPerAcre(10, crop)).toBeCloseTo(buac, 2);
    expect(bushelsPerAcreToTonnesPerHectare(buac, crop)).toBeCloseTo(10, 3);
  });
  it("the factor is the crop's, whatever its case", () =>
    expect(tonnesPerHectareToBushelsPerAcre(10, " OATS ")).toBeCloseTo(278.81, 2));
});

describe("ha ↔ ac, lb ↔ kg, seeds/ha ↔ seeds/ac", () => {
  it.each([
    [1, 0.4047],
    [80, 32.3749],
    [160, 64.7497],
  ])("%d ac → %d ha", (ac, ha) => {
    expect(acresToHectares(ac)).toBeCloseTo(ha, 4);
    expect(hectaresToAcres(acresToHectares(ac))).toBeCloseTo(ac, 9);
  });
  it("the partner's units: acres and pounds read as hectares and kilograms; metric passes through", () => {
    expect(toHectares(100, "ac")).toBeCloseTo(40.4686, 4);
    expect(toHectares(100, "ha")).toBe(100);
    expect(toKilograms(56, "lb")).toBeCloseTo(25.401, 3); // a bushel of corn
    expect(toKilograms(100, "kg")).toBe(100);
    expect(kilogramsToPounds(27.216)).toBeCloseTo(60, 2); // a bushel of soybeans
  });
  it.each([
    [86_487, 35_000],
    [74_130, 30_000],
    [345_947, 140_000], // a soybean stand
  ])("%d seeds/ha → %d seeds/ac, and back", (perHa, perAc) => {
    expect(perHectareToPerAcre(perHa)).toBeCloseTo(perAc, -1);
    expect(perAcreToPerHectare(perAc)).toBeCloseTo(perHa, -1);
  });
});
