import { describe, expect, it } from "vitest";

import {
  bushelsPerAcre,
  HECTARES_PER_ACRE,
  hectaresToAcres,
  perAcreToPerHectare,
  perHectareToPerAcre,
  perSquareMetreToPerAcre,
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
