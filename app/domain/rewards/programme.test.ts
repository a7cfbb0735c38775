import { describe, expect, it } from "vitest";

import {
  centralDayOf,
  centralMidnight,
  centralOffsetHours,
  nextCentralDay,
  type ProgrammeDates,
  redeemableShareAt,
  snapshotBannerAt,
  windowOpenedAt,
} from "./programme";

const at = (iso: string) => new Date(iso);
const minuteBefore = (iso: string) => new Date(new Date(iso).getTime() - 60_000);

describe("Central time (spec 000 §9: offset 5 or 6 hours)", () => {
  it.each([
    // 2026: daylight time from Sunday 8 March 2:00 CST (08:00 UTC) to Sunday 1 November 2:00 CDT (07:00 UTC).
    ["2026-03-08T07:59:00Z", 6],
    ["2026-03-08T08:00:00Z", 5],
    ["2026-11-01T06:59:00Z", 5],
    ["2026-11-01T07:00:00Z", 6],
    // 2027: 14 March and 7 November.
    ["2027-03-14T07:59:00Z", 6],
    ["2027-03-14T08:00:00Z", 5],
    ["2027-11-07T06:59:00Z", 5],
    ["2027-11-07T07:00:00Z", 6],
    ["2026-01-15T12:00:00Z", 6],
    ["2026-07-04T12:00:00Z", 5],
  ])("at %s Central is UTC−%i", (iso, hours) => {
    expect(centralOffsetHours(at(iso))).toBe(hours);
  });

  it("a Central day turns at 05:00 UTC under CDT and 06:00 UTC under CST", () => {
    expect(centralDayOf(at("2026-07-01T04:59:00Z"))).toBe("2026-06-30");
    expect(centralDayOf(at("2026-07-01T05:00:00Z"))).toBe("2026-07-01");
    expect(centralDayOf(at("2026-12-01T05:59:00Z"))).toBe("2026-11-30");
    expect(centralDayOf(at("2026-12-01T06:00:00Z"))).toBe("2026-12-01");
  });

  it("a Central day's midnight carries that day's offset, on both sides of each change", () => {
    expect(centralMidnight("2026-03-08").toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(centralMidnight("2026-03-09").toISOString()).toBe("2026-03-09T05:00:00.000Z");
    expect(centralMidnight("2026-11-01").toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(centralMidnight("2026-11-02").toISOString()).toBe("2026-11-02T06:00:00.000Z");
    for (const day of ["2026-03-08", "2026-03-09", "2026-11-01", "2026-11-02", "2027-01-01"]) {
      expect(centralDayOf(centralMidnight(day))).toBe(day);
    }
  });

  it("the next day crosses months and years", () => {
    expect(nextCentralDay("2026-02-28")).toBe("2026-03-01");
    expect(nextCentralDay("2026-12-31")).toBe("2027-01-01");
  });
});

describe("the snapshot banner (spec 000 §5)", () => {
  // Period one ends under CDT (UTC−5), period two ends under CST (UTC−6): both offsets at a boundary.
  const dates: ProgrammeDates = {
    programStartDate: centralMidnight("2026-02-01").toISOString(),
    periodOneEndDate: centralMidnight("2026-06-01").toISOString(), // 05:00 UTC
    periodTwoStartDate: centralMidnight("2026-06-02").toISOString(),
    periodTwoEndDate: centralMidnight("2026-11-15").toISOString(), // 06:00 UTC
    periodThreeStartDate: centralMidnight("2026-11-16").toISOString(),
    programEndDate: centralMidnight("2027-01-31").toISOString(),
  };

  it("no banner before the programme starts or after it ends", () => {
    expect(snapshotBannerAt(dates, minuteBefore(dates.programStartDate))).toBeNull();
    expect(snapshotBannerAt(dates, at(dates.programStartDate))).not.toBeNull();
    expect(snapshotBannerAt(dates, at(dates.programEndDate))).not.toBeNull();
    expect(snapshotBannerAt(dates, new Date(at(dates.programEndDate).getTime() + 60_000))).toBeNull();
  });

  it("before period one ends: 50 % from period two's start day; the minute it ends (CDT): 100 % from period three's", () => {
    expect(dates.periodOneEndDate).toBe("2026-06-01T05:00:00.000Z");
    expect(snapshotBannerAt(dates, minuteBefore(dates.periodOneEndDate))).toEqual({
      kind: "half-from",
      day: "2026-06-02",
    });
    expect(snapshotBannerAt(dates, at(dates.periodOneEndDate))).toEqual({ kind: "full-from", day: "2026-11-16" });
  });

  it("before period two ends (CST): 100 %; the minute it ends: redeem from the day after the programme ends", () => {
    expect(dates.periodTwoEndDate).toBe("2026-11-15T06:00:00.000Z");
    expect(snapshotBannerAt(dates, minuteBefore(dates.periodTwoEndDate))).toEqual({
      kind: "full-from",
      day: "2026-11-16",
    });
    expect(snapshotBannerAt(dates, at(dates.periodTwoEndDate))).toEqual({ kind: "after-end", day: "2027-02-01" });
  });

  it("a date sent as a UTC midnight is read on the Central day it falls in (the day before)", () => {
    const utcMidnights = { ...dates, periodTwoStartDate: "2026-06-02T00:00:00.000Z" };
    expect(snapshotBannerAt(utcMidnights, at("2026-03-01T12:00:00Z"))).toEqual({
      kind: "half-from",
      day: "2026-06-01",
    });
  });

  it("the redeemable share opens at period two (50 %) and period three (100 %), to the minute", () => {
    expect(redeemableShareAt(dates, minuteBefore(dates.periodTwoStartDate))).toBe(0);
    expect(redeemableShareAt(dates, at(dates.periodTwoStartDate))).toBe(50);
    expect(redeemableShareAt(dates, minuteBefore(dates.periodThreeStartDate))).toBe(50);
    expect(redeemableShareAt(dates, at(dates.periodThreeStartDate))).toBe(100);
  });

  it("the window a period's cap counts requests from opened at the start of the share open today", () => {
    expect(windowOpenedAt(dates, minuteBefore(dates.periodTwoStartDate))).toBeNull();
    expect(windowOpenedAt(dates, at(dates.periodTwoStartDate))).toBe(dates.periodTwoStartDate);
    expect(windowOpenedAt(dates, minuteBefore(dates.periodThreeStartDate))).toBe(dates.periodTwoStartDate);
    expect(windowOpenedAt(dates, at(dates.programEndDate))).toBe(dates.periodThreeStartDate);
  });
});
