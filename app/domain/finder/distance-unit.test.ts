import { describe, expect, it } from "vitest";

import { distanceUnitOf, shownDistance } from "./distance-unit";

describe("the distance a card shows (km; miles in the US)", () => {
  it("follows the country's unit system", () => {
    expect(distanceUnitOf("metric")).toBe("km");
    expect(distanceUnitOf("us-customary")).toBe("mi");
  });

  it("converts to miles and rounds to one decimal under 10, whole above", () => {
    expect(shownDistance(3.24, "km")).toEqual({ value: 3.2, digits: 1, unit: "km" });
    expect(shownDistance(48.6, "km")).toEqual({ value: 49, digits: 0, unit: "km" });
    expect(shownDistance(16.09344, "mi")).toEqual({ value: 10, digits: 0, unit: "mi" });
    expect(shownDistance(8.04672, "mi")).toEqual({ value: 5, digits: 1, unit: "mi" });
  });
});
