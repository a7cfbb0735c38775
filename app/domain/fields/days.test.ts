import { describe, expect, it } from "vitest";

import { daysBetween, syncedToday } from "./days";
import { forecastView } from "./forecast";

const AR = "America/Argentina/Buenos_Aires";

describe("calendar days where the grower is", () => {
  it.each([
    ["2025-10-06", "2025-10-09", 3],
    ["2026-02-27", "2026-03-01", 2],
    ["2026-11-22", "2026-11-22", 0],
  ])("%s → %s is %i days", (from, to, days) => expect(daysBetween(from, to)).toBe(days));
});

describe("'up to date' only for today's sync", () => {
  const now = new Date("2026-11-22T15:00:00Z");
  it.each([
    ["2026-11-22T11:05:00Z", true],
    ["2026-11-22T03:30:00Z", true], // 00:30 in Buenos Aires: still today there
    ["2026-11-22T02:30:00Z", false], // 23:30 of the 21st in Buenos Aires
    ["2025-06-02T11:05:00Z", false],
    [null, false],
    ["not a date", false],
  ])("synced %s → %s", (syncedAt, today) => expect(syncedToday(syncedAt, now, AR)).toBe(today));
});

describe("a forecast never shows past days as forecast", () => {
  const days = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"].map((date) => ({ date }));
  it("keeps today and later, and says how old a stale forecast is", () => {
    expect(forecastView(days, "2026-11-22")).toEqual({ days: days.slice(2), staleDays: 2 });
  });
  it("a current forecast is not stale", () => {
    expect(forecastView(days, "2026-11-20")).toEqual({ days, staleDays: 0 });
  });
  it("a forecast wholly in the past leaves nothing to show", () => {
    expect(forecastView(days, "2026-12-01")).toEqual({ days: [], staleDays: 11 });
  });
  it("ignores days that are not calendar days", () => {
    expect(forecastView([{ date: "soon" }, { date: "2026-11-23" }], "2026-11-22")).toEqual({
      days: [{ date: "2026-11-23" }],
      staleDays: 0,
    });
  });
});
