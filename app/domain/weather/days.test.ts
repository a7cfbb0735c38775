import { describe, expect, it } from "vitest";

import {
  FORECAST_DAYS,
  forecastDays,
  parseLocalTime,
  skyIcon,
  startsBeforeToday,
  sunshineHours,
  todayAt,
} from "./days";
import type { DailyForecast } from "./forecast";

describe("sunshine hours (spec 002 §9: from sunrise and sunset, to 1 decimal)", () => {
  it.each([
    ["2026-11-23T05:42:00-03:00", "2026-11-23T19:58:00-03:00", 14.3],
    ["2026-06-21T07:55:00-03:00", "2026-06-21T17:49:00-03:00", 9.9],
    ["2026-11-23T06:00:00-06:00", "2026-11-23T18:03:00-06:00", 12.1],
    ["2026-11-23T06:00:00-0600", "2026-11-23T18:00:00-0600", 12],
  ])("%s → %s is %d h", (rise, set, hours) => {
    expect(sunshineHours(rise, set)).toBe(hours);
  });

  it("counts instants, not clock readings, across a change of offset", () => {
    expect(sunshineHours("2026-03-08T06:30:00-06:00", "2026-03-08T19:30:00-05:00")).toBe(12);
  });

  it("is null without a sunrise or a sunset, or when they are out of order", () => {
    expect(sunshineHours(null, "2026-11-23T19:58:00-03:00")).toBeNull();
    expect(sunshineHours("2026-11-23T19:58:00-03:00", "2026-11-23T05:42:00-03:00")).toBeNull();
    expect(sunshineHours("not a time", "2026-11-23T05:42:00-03:00")).toBeNull();
  });
});

describe("local times", () => {
  it("reads the calendar day and hour of the place, and the instant", () => {
    expect(parseLocalTime("2026-11-23T23:30:00-03:00")).toEqual({
      day: "2026-11-23",
      hour: 23,
      epochMs: Date.parse("2026-11-24T02:30:00Z"),
    });
    expect(parseLocalTime("2026-11-23T08:00Z")?.epochMs).toBe(Date.parse("2026-11-23T08:00:00Z"));
  });
});

function daily(days: string[]): DailyForecast {
  return {
    validTimeLocal: days.map((d) => `${d}T07:00:00-03:00`),
    windDirection: days.map((_, i) => i * 50),
    windSpeed: days.map((_, i) => 10 + i),
    relativeHumidity: days.map(() => 60),
    sunriseTimeLocal: days.map((d) => `${d}T05:40:00-03:00`),
    sunsetTimeLocal: days.map((d) => `${d}T19:46:00-03:00`),
    calendarDayTemperatureMax: days.map((_, i) => 28 + i),
    calendarDayTemperatureMin: days.map((_, i) => 14 + i),
    wxPhraseLong: days.map(() => "Parcialmente nublado"),
    precipChance: days.map(() => 20),
    qpf: days.map((_, i) => i / 10),
    iconCode: days.map(() => 30),
  };
}

const DAYS = Array.from({ length: 9 }, (_, i) => `2026-11-${String(21 + i).padStart(2, "0")}`);

describe("the 7-day forecast (spec 002 §2 §9)", () => {
  it("starts today, skips the days before it, and shows exactly seven", () => {
    const days = forecastDays(daily(DAYS), "2026-11-23");
    expect(FORECAST_DAYS).toBe(7);
    expect(days.map((d) => d.day)).toEqual(DAYS.slice(2, 9));
  });

  it("keeps each day's figures together and snaps its wind to 45°", () => {
    const [first, second] = forecastDays(daily(DAYS), "2026-11-21");
    expect(first).toMatchObject({ day: "2026-11-21", maxC: 28, minC: 14, windKmh: 10, windFrom: 0, humidity: 60 });
    expect(first.sunshineHours).toBe(14.1);
    expect(second).toMatchObject({ windFrom: 45, rainMm: 0.1 });
  });

  it("shows fewer days when the upstream has fewer from today", () => {
    expect(forecastDays(daily(DAYS), "2026-11-27")).toHaveLength(3);
  });

  it("a forecast that starts before the place's today is one to ask for again (kept from before its midnight)", () => {
    const week = daily(DAYS.slice(0, 7));
    // 23:59 on the 21st in Pergamino (UTC−3), then one minute past its midnight.
    expect(startsBeforeToday(week, Date.parse("2026-11-22T02:59:00Z"))).toBe(false);
    expect(startsBeforeToday(week, Date.parse("2026-11-22T03:00:00Z"))).toBe(true);
    expect(startsBeforeToday(daily([]), Date.parse("2026-11-22T03:00:00Z"))).toBe(false);
  });
});

describe("the place's today and sky pictures", () => {
  it("reads today in the place's own offset", () => {
    const now = Date.parse("2026-11-24T01:30:00Z");
    expect(todayAt("2026-11-23T07:00:00-03:00", now)).toBe("2026-11-23");
    expect(todayAt("2026-11-24T07:00:00+01:00", now)).toBe("2026-11-24");
    expect(todayAt("garbage", now)).toBeNull();
  });

  it.each([
    [4, "storm"],
    [11, "rain"],
    [12, "rain"],
    [26, "cloud"],
    [30, "partly"],
    [32, "sun"],
    [36, "sun"],
  ])("icon code %d is %s", (code, icon) => {
    expect(skyIcon(code)).toBe(icon);
  });
});
