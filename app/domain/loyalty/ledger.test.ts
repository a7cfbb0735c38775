import { describe, expect, it } from "vitest";

import {
  countsInBalance,
  LedgerMismatch,
  type LedgerPeriod,
  ledgerRole,
  type LedgerRow,
  type LedgerStatement,
  ledgerStatement,
  openingDay,
  pointsTone,
  validityPeriod,
  yearPeriod,
} from "./ledger";

/** Decisions 0015 and 0051: what each row does to the balance, and the statement every figure comes from. */
const row = (
  kind: LedgerRow["kind"],
  category: string,
  pointsAmount: number,
  day: string,
  status: LedgerRow["status"] = "confirmed",
  time = "12:00",
): LedgerRow => ({
  kind,
  status,
  category,
  pointsAmount,
  day,
  // The member area is UTC−3: noon there is 15:00 UTC.
  at: new Date(Date.parse(`${day}T${time}:00-03:00`)).toISOString(),
});

describe("what a row does to the balance", () => {
  it.each([
    [row("credit", "invoice", 100, "2026-01-01"), "earned", true, "added"],
    [row("credit", "bonus", 100, "2026-01-01"), "earned", true, "added"],
    [row("credit", "campaign", 100, "2026-01-01"), "earned", true, "added"],
    [row("credit", "partners", 100, "2026-01-01"), "earned", true, "added"],
    [row("credit", "transfer", 100, "2026-01-01"), "received", true, "added"],
    [row("debit", "transfer", -100, "2026-01-01"), "sent", true, "taken"],
    [row("credit", "other", 100, "2026-01-01"), "adjusted", true, "added"],
    [row("debit", "other", -100, "2026-01-01"), "adjusted", true, "taken"],
    [row("debit", "order", -100, "2026-01-01"), "redeemed", true, "taken"],
    [row("expiration", "expired", -100, "2026-01-01"), "expired", true, "taken"],
    [row("credit", "invoice", 100, "2026-01-01", "pending"), "pending", false, "neutral"],
    [row("notice", "expiring", 930, "2026-01-01"), "notice", false, "neutral"],
  ] as const)("%o is %s", (r, role, counted, tone) => {
    expect(ledgerRole(r)).toBe(role);
    expect(countsInBalance(r)).toBe(counted);
    expect(pointsTone(r)).toBe(tone);
  });
});

describe("the periods a figure covers", () => {
  it.each([
    // Points earned on the same day 3 years ago expire today: still valid, so the day is in the period.
    ["2026-11-28", { from: "2023-11-28", to: "2026-11-28" }, { from: "2026-01-01", to: "2026-11-28" }, "2023-11-27"],
    ["2026-01-01", { from: "2023-01-01", to: "2026-01-01" }, { from: "2026-01-01", to: "2026-01-01" }, "2022-12-31"],
    // 29 February three years on is 28 February.
    ["2027-02-28", { from: "2024-02-28", to: "2027-02-28" }, { from: "2027-01-01", to: "2027-02-28" }, "2024-02-27"],
  ])("on %s: validity %o, year %o, opening balance of %s", (today, validity, year, opening) => {
    expect(validityPeriod(today)).toEqual(validity);
    expect(yearPeriod(today)).toEqual(year);
    expect(openingDay(validityPeriod(today))).toBe(opening);
  });
});

/** The figures of a statement without its rows, and the identity every statement keeps. */
function figures(s: LedgerStatement) {
  const { movements, period: _period, ...rest } = s;
  expect(s.opening + s.earned + s.received + s.adjusted - s.redeemed - s.sent - s.expired).toBe(s.closing);
  const last = movements.filter((m) => m.balanceAfter !== null).at(-1);
  expect(last?.balanceAfter ?? s.opening).toBe(s.closing);
  return rest;
}

const november: LedgerPeriod = { from: "2023-11-22", to: "2026-11-22" };

/** One member's ledger with every kind of row, newest first as the loyalty API sends it. */
const mixed = [
  row("credit", "invoice", 450, "2026-11-21", "pending"),
  row("notice", "expiring", 930, "2026-11-20"),
  row("expiration", "expired", -200, "2025-05-01"),
  row("debit", "order", -1_200, "2025-01-10"),
  row("debit", "other", -20, "2024-04-11"),
  row("credit", "other", 70, "2024-04-10"),
  row("debit", "transfer", -250, "2024-03-10"),
  row("credit", "transfer", 400, "2024-02-10"),
  row("credit", "invoice", 5_000, "2024-01-10"),
  row("debit", "order", -300, "2022-06-01"),
  row("credit", "invoice", 1_000, "2022-05-01"),
];

describe("the statement of a period", () => {
  it.each([
    {
      name: "every kind of movement since the period began, from the balance the day before to today's",
      rows: mixed,
      period: november,
      balance: 4_500,
      expected: {
        opening: 700,
        earned: 5_000,
        received: 400,
        adjusted: 50,
        redeemed: 1_200,
        sent: 250,
        expired: 200,
        closing: 4_500,
        pending: 450,
        noticed: 930,
      },
    },
    {
      name: "the opening is the balance less the period's movements: rows before the period are not needed",
      rows: mixed.filter((r) => r.day >= november.from),
      period: november,
      balance: 4_500,
      expected: {
        opening: 700,
        earned: 5_000,
        received: 400,
        adjusted: 50,
        redeemed: 1_200,
        sent: 250,
        expired: 200,
        closing: 4_500,
        pending: 450,
        noticed: 930,
      },
    },
    {
      // Counted, the pending invoices (2.000 + 1.200) and the notice (1.500) would make the opening 500 − 4.700 < 0.
      name: "pending invoices and expiry notices are not movements: a member whose balance is all recent stays at 0",
      rows: [
        row("credit", "invoice", 1_200, "2026-11-21", "pending"),
        row("notice", "expiring", 1_500, "2026-11-20"),
        row("credit", "invoice", 2_000, "2026-11-19", "pending"),
        row("credit", "invoice", 500, "2026-01-15"),
      ],
      period: yearPeriod("2026-11-22"),
      balance: 500,
      expected: {
        opening: 0,
        earned: 500,
        received: 0,
        adjusted: 0,
        redeemed: 0,
        sent: 0,
        expired: 0,
        closing: 500,
        pending: 3_200,
        noticed: 1_500,
      },
    },
    {
      name: "the period's first day is in it and the day before is the opening's",
      rows: [
        row("credit", "bonus", 300, "2026-01-01", "confirmed", "00:10"),
        row("credit", "bonus", 200, "2025-12-31"),
      ],
      period: yearPeriod("2026-03-01"),
      balance: 500,
      expected: {
        opening: 200,
        earned: 300,
        received: 0,
        adjusted: 0,
        redeemed: 0,
        sent: 0,
        expired: 0,
        closing: 500,
        pending: 0,
        noticed: 0,
      },
    },
    {
      name: "a period that ended: what moved after it is walked back from today's balance",
      rows: [row("debit", "order", -400, "2026-02-10"), row("credit", "campaign", 900, "2026-01-20")],
      period: { from: "2026-01-01", to: "2026-01-31" },
      balance: 1_000,
      expected: {
        opening: 500,
        earned: 900,
        received: 0,
        adjusted: 0,
        redeemed: 0,
        sent: 0,
        expired: 0,
        closing: 1_400,
        pending: 0,
        noticed: 0,
      },
    },
    {
      name: "no rows at all: the balance carried through the period",
      rows: [],
      period: november,
      balance: 8_400,
      expected: {
        opening: 8_400,
        earned: 0,
        received: 0,
        adjusted: 0,
        redeemed: 0,
        sent: 0,
        expired: 0,
        closing: 8_400,
        pending: 0,
        noticed: 0,
      },
    },
  ])("$name", ({ rows, period, balance, expected }) => {
    expect(figures(ledgerStatement(rows, period, balance))).toEqual(expected);
  });

  it("lists the period's rows oldest first, a day's rows by time, each with the balance after it", () => {
    const rows = [
      row("credit", "invoice", 450, "2026-11-21", "pending", "09:00"),
      row("debit", "order", -300, "2026-11-21", "confirmed", "08:30"),
      row("credit", "invoice", 1_000, "2026-11-21", "confirmed", "08:00"),
      row("notice", "expiring", 200, "2026-11-20"),
      row("credit", "bonus", 100, "2026-11-19"),
    ];
    const s = ledgerStatement(rows, { from: "2026-11-20", to: "2026-11-22" }, 900);
    expect(s.movements.map((m) => [m.row.day, m.row.pointsAmount, m.role, m.balanceAfter])).toEqual([
      ["2026-11-20", 200, "notice", null],
      ["2026-11-21", 1_000, "earned", 1_200],
      ["2026-11-21", -300, "redeemed", 900],
      ["2026-11-21", 450, "pending", null],
    ]);
    expect(s.opening).toBe(200);
  });

  it("rows of one instant have no order of their own: the credit comes first, so the balance never dips between them", () => {
    const rows = [
      row("debit", "order", -300, "2026-11-21", "confirmed", "10:00"),
      row("credit", "invoice", 300, "2026-11-21", "confirmed", "10:00"),
    ];
    const s = ledgerStatement(rows, yearPeriod("2026-11-22"), 0);
    expect(s.movements.map((m) => m.balanceAfter)).toEqual([300, 0]);
  });

  it.each([
    {
      name: "a balance lower than what the period added",
      rows: [row("credit", "invoice", 5_000, "2026-03-01")],
      balance: 4_000,
      day: "2025-12-31",
    },
    {
      name: "a redemption before the points that pay for it",
      rows: [row("credit", "invoice", 2_000, "2026-03-01"), row("debit", "order", -1_500, "2026-02-01")],
      balance: 500,
      day: "2026-02-01",
    },
  ])("refuses rows that would make the balance negative: $name", ({ rows, balance, day }) => {
    expect(() => ledgerStatement(rows, yearPeriod("2026-11-22"), balance)).toThrow(LedgerMismatch);
    expect(() => ledgerStatement(rows, yearPeriod("2026-11-22"), balance)).toThrow(day);
  });
});
