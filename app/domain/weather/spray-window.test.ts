import { describe, expect, it } from "vitest";

import type { HourlyForecast } from "./forecast";
import {
  deltaT,
  deltaTClass,
  inInversionRisk,
  rainClass,
  SPRAY_THRESHOLDS,
  sprayWindows,
  sunTimesByDay,
  wetBulb,
  windClass,
} from "./spray-window";

describe("Delta T from temperature and humidity", () => {
  it("uses Stull's wet bulb: 20 °C at 50 % is 13.7 °C wet bulb", () => {
    expect(wetBulb(20, 50)).toBeCloseTo(13.7, 1);
    expect(deltaT(20, 50)).toBe(6.3);
  });

  it("is small in humid air and large in hot dry air", () => {
    expect(deltaT(15, 95)).toBeLessThan(1);
    expect(deltaT(35, 20)).toBeGreaterThan(14);
  });
});

describe("spray classes by factor (decision 0037)", () => {
  it.each([
    [0, "marginal", "calm"],
    [2.9, "marginal", "calm"],
    [3, "good", undefined],
    [15, "good", undefined],
    [15.1, "marginal", "wind"],
    [20, "marginal", "wind"],
    [20.1, "poor", "wind"],
  ])("wind %d km/h is %s", (kmh, verdict, reason) => {
    expect(windClass(kmh)).toEqual(reason ? { class: verdict, reason } : { class: verdict });
  });

  it.each([
    [1.9, "marginal"],
    [2, "good"],
    [8, "good"],
    [8.1, "marginal"],
    [10, "marginal"],
    [10.1, "poor"],
  ])("Delta T %d is %s", (value, verdict) => {
    expect(deltaTClass(value).class).toBe(verdict);
  });

  it("rain in the look-ahead: a 60 % chance or 0.5 mm is poor, 30 % marginal", () => {
    expect(
      rainClass([
        { precipChance: 10, qpf: 0 },
        { precipChance: 29, qpf: 0.4 },
      ]),
    ).toBe("good");
    expect(
      rainClass([
        { precipChance: 10, qpf: 0 },
        { precipChance: 30, qpf: 0 },
      ]),
    ).toBe("marginal");
    expect(
      rainClass([
        { precipChance: 10, qpf: 0 },
        { precipChance: 60, qpf: 0 },
      ]),
    ).toBe("poor");
    expect(rainClass([{ precipChance: 5, qpf: 0.5 }])).toBe("poor");
  });

  it("inversion risk runs from an hour before sunset to an hour after sunrise", () => {
    const sun = { sunriseMs: Date.parse("2026-11-23T09:00:00Z"), sunsetMs: Date.parse("2026-11-23T23:00:00Z") };
    expect(inInversionRisk(Date.parse("2026-11-23T09:59:00Z"), sun)).toBe(true);
    expect(inInversionRisk(Date.parse("2026-11-23T10:00:00Z"), sun)).toBe(false);
    expect(inInversionRisk(Date.parse("2026-11-23T21:59:00Z"), sun)).toBe(false);
    expect(inInversionRisk(Date.parse("2026-11-23T22:00:00Z"), sun)).toBe(true);
    expect(inInversionRisk(Date.parse("2026-11-23T22:00:00Z"), undefined)).toBe(false);
  });
});

describe("the hourly strip", () => {
  // 2026-11-23 in Pergamino (UTC−3): sunrise 05:40, sunset 19:50.
  const sun = sunTimesByDay(["2026-11-23T05:40:00-03:00"], ["2026-11-23T19:50:00-03:00"]);
  const hour = (h: number) => `2026-11-23T${String(h).padStart(2, "0")}:00:00-03:00`;
  function forecast(rows: [number, number, number, number, number, number][]): HourlyForecast {
    return {
      validTimeLocal: rows.map((r) => hour(r[0])),
      temperature: rows.map((r) => r[1]),
      relativeHumidity: rows.map((r) => r[2]),
      windSpeed: rows.map((r) => r[3]),
      precipChance: rows.map((r) => r[4]),
      qpf: rows.map((r) => r[5]),
    };
  }

  it("takes the worst factor and says every reason", () => {
    const hours = sprayWindows(
      forecast([
        [5, 14, 90, 4, 0, 0], // before sunrise + 1 h, light wind: inversion, poor; humid: Delta T low
        [9, 20, 55, 10, 0, 0], // good
        [12, 30, 30, 18, 0, 0], // windy, Delta T ~10.6, and 15 h's rain within 4 h: poor
        [15, 25, 50, 10, 40, 0], // rain chance 40 % within 4 h: marginal
        [16, 25, 50, 10, 10, 0], // next hours dry: good
        [19, 20, 60, 12, 0, 0], // within an hour of sunset, wind ≥ 11: marginal
      ]),
      sun,
      Date.parse("2026-11-23T08:00:00Z"),
    );
    expect(hours.map((h) => [h.time.hour, h.class, h.reasons])).toEqual([
      [5, "poor", ["deltaTLow", "inversion"]],
      [9, "good", []],
      [12, "poor", ["wind", "deltaTHigh", "rain"]],
      [15, "marginal", ["rain"]],
      [16, "good", []],
      [19, "marginal", ["inversion"]],
    ]);
  });

  it("starts at the current hour: hours already over are not shown", () => {
    const hours = sprayWindows(
      forecast([
        [9, 20, 55, 10, 0, 0],
        [10, 20, 55, 10, 0, 0],
      ]),
      sun,
      Date.parse("2026-11-23T13:30:00Z"),
    );
    expect(hours.map((h) => h.time.hour)).toEqual([10]);
  });

  it("looks for rain in this hour and the next ones only", () => {
    expect(SPRAY_THRESHOLDS.rainLookaheadHours).toBe(4);
    const rows: [number, number, number, number, number, number][] = [9, 10, 11, 12, 13].map((h) => [
      h,
      20,
      55,
      10,
      h === 13 ? 80 : 0,
      0,
    ]);
    const hours = sprayWindows(forecast(rows), sun, 0);
    expect(hours.map((h) => h.class)).toEqual(["good", "poor", "poor", "poor", "poor"]);
  });
});
