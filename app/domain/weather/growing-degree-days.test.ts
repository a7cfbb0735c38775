import { describe, expect, it } from "vitest";

import {
  dailyDegreeDays,
  daysBetween,
  degreeDays,
  PLANTING_MAX_DAYS_AGO,
  plantingProblem,
} from "./growing-degree-days";

describe("corn growing degree days (86/50 method: base 10 °C, cap 30 °C)", () => {
  it.each([
    [25, 15, 10],
    [35, 20, 15],
    [34, 8, 10],
    [9, 2, 0],
    [40, 32, 20],
  ])("max %d °C, min %d °C → %d", (max, min, gdd) => {
    expect(dailyDegreeDays(max, min)).toBe(gdd);
  });

  it("in °F the same day gives 1.8 times: 86 °F / 68 °F → 27 °F degree days", () => {
    expect(dailyDegreeDays(30, 20) * 1.8).toBe(27);
  });

  it("adds up the days since planting", () => {
    expect(
      degreeDays([
        { maxC: 25, minC: 15 },
        { maxC: 9, minC: 2 },
        { maxC: 35, minC: 20 },
      ]),
    ).toBe(25);
    expect(degreeDays([])).toBe(0);
  });
});

describe("the planting date", () => {
  it("is today or earlier, and not older than the history kept", () => {
    expect(plantingProblem("2026-11-23", "2026-11-23")).toBeNull();
    expect(plantingProblem("2026-11-24", "2026-11-23")).toBe("future");
    expect(daysBetween("2026-03-28", "2026-11-23")).toBe(PLANTING_MAX_DAYS_AGO);
    expect(plantingProblem("2026-03-28", "2026-11-23")).toBeNull();
    expect(plantingProblem("2026-03-27", "2026-11-23")).toBe("tooOld");
  });
});
