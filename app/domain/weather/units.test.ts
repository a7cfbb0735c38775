import { describe, expect, it } from "vitest";

import { rainIn, speedIn, temperatureDifferenceIn, temperatureIn, weatherUnits } from "./units";

describe("weather units follow the country's unit system (decision 0037)", () => {
  const metric = weatherUnits("metric");
  const us = weatherUnits("us-customary");

  it("metric growers read °C, km/h and mm unchanged", () => {
    expect(metric).toEqual({ temperature: "c", speed: "kmh", rain: "mm", rainDecimals: 1, clock: "24h" });
    expect([temperatureIn(metric, 21.5), speedIn(metric, 12), rainIn(metric, 3.2)]).toEqual([21.5, 12, 3.2]);
  });

  it("US growers read °F, mph and inches", () => {
    expect(us).toMatchObject({ temperature: "f", speed: "mph", rain: "in", rainDecimals: 2, clock: "12h" });
    expect(temperatureIn(us, 0)).toBe(32);
    expect(temperatureIn(us, 30)).toBe(86);
    expect(temperatureIn(us, -40)).toBe(-40);
    expect(speedIn(us, 16.09344)).toBeCloseTo(10, 9);
    expect(rainIn(us, 25.4)).toBe(1);
    expect(temperatureDifferenceIn(us, 10)).toBe(18);
  });
});
