import { describe, expect, it } from "vitest";

import {
  dayIn,
  formatCalendarDay,
  formatDateTime,
  formatDayMonth,
  formatHourOfDay,
  formatMemberDate,
  formatMemberDay,
  formatMemberTime,
  formatWeekday,
  formatWeekdayName,
  openingHoursValues,
  startOfDayIso,
} from "./dates";

const plain = (s: string) => s.replace(/\u00a0|\u202f/g, " ");
const AR = "America/Argentina/Buenos_Aires";

describe("member-area dates and times (dd/mm/yyyy, HH:mm shifted 3 hours)", () => {
  it.each([
    ["2026-03-05T15:04:00Z", "05/03/2026", "12:04"],
    // The 3-hour shift crosses midnight: the date moves back a day too.
    ["2026-01-01T01:30:00Z", "31/12/2025", "22:30"],
    ["2026-11-21T03:00:00Z", "21/11/2026", "00:00"],
  ])("%s → %s %s", (iso, date, time) => {
    expect(formatMemberDate(iso)).toBe(date);
    expect(formatMemberTime(iso)).toBe(time);
  });
  it("gives an empty string for missing or invalid values", () => {
    expect(formatMemberDate(null)).toBe("");
    expect(formatMemberDate("not a date")).toBe("");
    expect(formatMemberTime("not a date")).toBe("");
  });
  it("writes a calendar day as it is, with no shift", () => {
    expect(formatMemberDay("2026-01-01")).toBe("01/01/2026");
  });
});

describe("moments and days in the locale", () => {
  it.each([
    ["es-AR", AR, "6 oct 2025, 2:30 p. m."],
    ["en-US", "America/Chicago", "Oct 6, 2025, 12:30 PM"],
  ])("%s in %s", (locale, zone, expected) => {
    expect(plain(formatDateTime(locale, "2025-10-06T17:30:00Z", zone))).toBe(expected);
  });
  it("gives an empty string for an invalid moment", () => {
    expect(formatDateTime("es-AR", "soon", AR)).toBe("");
  });
  it.each([
    ["es-AR", "lun, 6 oct"],
    ["en-US", "Mon, Oct 6"],
    ["pt-BR", "seg., 6 de out."],
  ])("%s names a forecast day", (locale, expected) => {
    expect(plain(formatWeekday(locale, "2025-10-06"))).toBe(expected);
  });
  it.each([
    ["en-US", "Oct 14, 2026"],
    ["es-US", "14 oct 2026"],
  ])("%s writes a calendar day (a trial's harvest) as that day, whatever the server's zone", (locale, expected) => {
    expect(plain(formatCalendarDay(locale, "2026-10-14"))).toBe(expected);
  });
  it("a moment's day depends on the country's time zone", () => {
    const lateEvening = new Date("2026-11-23T01:30:00Z"); // 22:30 on the 22nd in Buenos Aires
    expect(dayIn(AR, lateEvening)).toBe("2026-11-22");
    expect(dayIn("UTC", lateEvening)).toBe("2026-11-23");
  });
});

describe("opening hours on both clocks", () => {
  it.each([
    [
      { opens: 7, closes: 19 },
      { opens: 7, closes: 19, opens12: 7, closes12: 7 },
    ],
    [
      { opens: 0, closes: 12 },
      { opens: 0, closes: 12, opens12: 12, closes12: 12 },
    ],
  ])("%j", (hours, expected) => expect(openingHoursValues(hours)).toEqual(expected));
});

describe("forecast days and hours (spec 002 §2: weekday and day.month)", () => {
  it.each([
    ["es-AR", "lun", "3.11", "24h", 6, "06"],
    ["pt-BR", "seg.", "03.11", "24h", 18, "18"],
    ["en-US", "Mon", "11/03", "12h", 6, "6 AM"],
    ["es-US", "lun", "03.11", "12h", 18, "6 p.m."],
  ] as const)("%s", (locale, weekday, dayMonth, clock, hourOfDay, hour) => {
    expect(formatWeekdayName(locale, "2026-11-23")).toBe(weekday);
    expect(formatDayMonth(locale, "2026-11-03")).toBe(dayMonth);
    expect(plain(formatHourOfDay(locale, hourOfDay, clock))).toBe(hour);
  });
});

describe("the start of a day in a zone, for structured data (issue 27)", () => {
  it.each([
    ["2026-11-20", "America/Argentina/Buenos_Aires", "2026-11-20T00:00:00-03:00"],
    ["2026-07-04", "America/Chicago", "2026-07-04T00:00:00-05:00"],
    ["2026-01-15", "America/Chicago", "2026-01-15T00:00:00-06:00"],
    ["2026-11-20", "UTC", "2026-11-20T00:00:00+00:00"],
  ])("%s in %s → %s", (day, zone, iso) => {
    expect(startOfDayIso(day, zone)).toBe(iso);
  });
});
