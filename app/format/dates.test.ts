import { describe, expect, it } from "vitest";

import { formatMemberDate, formatMemberTime, formatQuotationDate } from "./dates";

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
    expect(formatMemberTime("not a date")).toBe("");
  });
});

describe("quotation dates (es-AR in UTC, or '---')", () => {
  it.each([
    ["2026-11-20T23:59:00Z", "20/11/2026"],
    ["2026-02-01T00:00:00-03:00", "1/2/2026"],
  ])("%s → %s", (value, expected) => {
    expect(formatQuotationDate(value)).toBe(expected);
  });
  it.each([[null], [undefined], [""], ["garbage"]])("%s → '---'", (value) => {
    expect(formatQuotationDate(value)).toBe("---");
  });
});
