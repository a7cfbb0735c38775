import { describe, expect, it } from "vitest";

import {
  creditView,
  currencyOf,
  DEFAULT_CURRENCY,
  GRAPH_CAP,
  GRAPH_SIZE,
  graphShare,
  percentageOf,
  selectedRecord,
  writtenCuit,
} from "./credit";

const figures = (credit: number, totalConsumed: number, debt = 0, overdue = 0) => ({
  credit,
  totalConsumed,
  available: credit - totalConsumed,
  monsantoDebt: debt,
  monsantoOverdueDebt: overdue,
  monsantoDebtDue: debt - overdue,
});

describe("currency filter (spec 001 §4 §9: ARS or USD, ARS by default)", () => {
  it.each([
    [undefined, "ARS"],
    [null, "ARS"],
    ["", "ARS"],
    ["EUR", "ARS"],
    ["usd", "ARS"],
    ["USD", "USD"],
    ["ARS", "ARS"],
  ])("%s → %s", (raw, currency) => {
    expect(currencyOf(raw)).toBe(currency);
  });
  it("defaults to ARS", () => expect(DEFAULT_CURRENCY).toBe("ARS"));
});

describe("percentages", () => {
  it.each([
    [60, 150, 40],
    [1, 3, 33.33],
    [62_500, 50_000, 125],
    [0, 25_000_000, 0],
    [10, 0, 0],
  ])("%d of %d is %d %%", (part, whole, percentage) => {
    expect(percentageOf(part, whole)).toBe(percentage);
  });
});

describe("the graph (spec 001 §5 §9: size 250, consumed capped at 100 %)", () => {
  it("is 250 px", () => expect(GRAPH_SIZE).toBe(250));
  it.each([
    [40, 40],
    [100, 100],
    [125, 100],
    [1000, 100],
    [-5, 0],
  ])("draws %d %% consumed as %d", (consumed, drawn) => {
    expect(graphShare(consumed)).toBe(drawn);
    expect(graphShare(consumed)).toBeLessThanOrEqual(GRAPH_CAP);
  });
});

describe("creditView", () => {
  const record = { ARS: figures(150_000_000, 60_000_000, 42_500_000, 7_250_000), USD: figures(50_000, 62_500) };
  it("gives limit, available and consumed with their percentages, and the debts", () => {
    expect(creditView(record, "ARS")).toEqual({
      limit: 150_000_000,
      available: 90_000_000,
      availablePercentage: 60,
      totalConsumed: 60_000_000,
      totalConsumedPercentage: 40,
      graphPercentage: 40,
      debt: 42_500_000,
      overdueDebt: 7_250_000,
      debtDue: 35_250_000,
    });
  });
  it("over the limit: the consumed share says 125 %, the graph stops at 100 %", () => {
    const view = creditView(record, "USD")!;
    expect(view.totalConsumedPercentage).toBe(125);
    expect(view.graphPercentage).toBe(100);
    expect(view.available).toBe(-12_500);
  });
  it("null when the record has no figures in that currency", () => {
    expect(creditView({ ARS: figures(1, 0) }, "USD")).toBeNull();
  });
});

describe("the CUIT selector", () => {
  const records = [{ cuit: "27281204594" }, { cuit: "30712345671" }];
  it("picks the CUIT the query names", () => expect(selectedRecord(records, "30712345671")).toBe(records[1]));
  it("falls back to the first for an unknown or missing CUIT", () => {
    expect(selectedRecord(records, "20000000001")).toBe(records[0]);
    expect(selectedRecord(records, undefined)).toBe(records[0]);
  });
  it("null when the grower has no records", () => expect(selectedRecord([], null)).toBeNull());
  it("writes a CUIT with its dashes", () => expect(writtenCuit("20274518635")).toBe("20-27451863-5"));
});
