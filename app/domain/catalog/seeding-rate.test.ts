import { describe, expect, it } from "vitest";

import { perAcreToPerHectare, perHectareToPerAcre } from "~/domain/fields/units";

import { lotCorrection, seedingRate, STAND_LIMITS, standLimits } from "./seeding-rate";

/** The seeding-rate helper where growers count per acre (US locales): the same rule, the range in acres. */
describe("seeding rate in seeds per acre", () => {
  const acre = standLimits("us-customary");

  it("takes its range from the metric one, in round acre figures: 400 to 81,000 plants/ac", () => {
    expect(acre).toEqual({ min: 400, max: 81_000 });
    expect(perHectareToPerAcre(STAND_LIMITS.min)).toBeGreaterThan(acre.min);
    expect(perAcreToPerHectare(acre.max)).toBeGreaterThan(STAND_LIMITS.max);
  });

  it.each([
    [399, "stand-out-of-range"],
    [81_001, "stand-out-of-range"],
  ])("a stand of %i plants/ac is out of range", (stand, reason) =>
    expect(seedingRate(stand, 94, 2.5, acre)).toEqual({ ok: false, reason }),
  );

  it.each([
    [400, 437],
    [81_000, 88_380],
    // The worked example on /en-us/seed-quality: 34,000 ÷ (0.94 × (1 − 0.025)) = 37,098.
    [34_000, 37_098],
    [32_000, 34_916],
  ])("%i plants/ac, germination 94, skips 2.5 → %i seeds/ac", (stand, seeds) =>
    expect(seedingRate(stand, 94, 2.5, acre)).toMatchObject({ ok: true, seeds }),
  );

  it("a metric range rejects an acre figure it would accept per acre, and the other way round", () => {
    expect(seedingRate(500, 94, 2.5, acre).ok).toBe(true);
    expect(seedingRate(500, 94, 2.5, standLimits("metric")).ok).toBe(false);
    expect(seedingRate(150_000, 94, 2.5, standLimits("metric")).ok).toBe(true);
    expect(seedingRate(150_000, 94, 2.5, acre).ok).toBe(false);
  });

  it("the recommendations page's correction, per hectare, reads the same per acre", () => {
    const lot = {
      hybrid: "CX 830 SmartStax",
      grade: "R1",
      germinationPower: 94,
      recommendedPlate: "",
      doubles: 1.2,
      failures: 2.5,
      pureSeed: 99.1,
      dav: "C1",
    };
    const correction = lotCorrection(lot, { name: "CX 830  smartstax", densityPerSquareMetre: 8.4 });
    expect(correction).toMatchObject({ kind: "applied", plantsPerHectare: 84_000, seedsPerHectare: 91_654 });
    if (correction.kind !== "applied") return;
    // 84,000 plants/ha = 33,994 plants/ac; the seeds per acre agree with the helper's rule within a seed.
    const perAcre = perHectareToPerAcre(correction.seedsPerHectare);
    expect(perAcre).toBeCloseTo(perHectareToPerAcre(84_000) / (0.94 * 0.975), 0);
  });
});
