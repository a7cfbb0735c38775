import { describe, expect, it } from "vitest";

import { closingBalance, countsInBalance, ledgerRole, type LedgerRow, ledgerStatement, pointsTone } from "./ledger";

/** Decision 0015: what each row does to the balance, and the statement that adds up to it. */
const row = (
  kind: LedgerRow["kind"],
  category: string,
  pointsAmount: number,
  day: string,
  status: LedgerRow["status"] = "confirmed",
): LedgerRow => ({
  kind,
  status,
  category,
  pointsAmount,
  day,
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

describe("the statement", () => {
  const rows = [
    row("credit", "invoice", 1_000, "2022-05-01"),
    row("debit", "order", -300, "2022-06-01"),
    row("credit", "invoice", 5_000, "2024-01-10"),
    row("credit", "transfer", 400, "2024-02-10"),
    row("debit", "transfer", -250, "2024-03-10"),
    row("credit", "other", 70, "2024-04-10"),
    row("debit", "other", -20, "2024-04-11"),
    row("debit", "order", -1_200, "2025-01-10"),
    row("expiration", "expired", -200, "2025-05-01"),
    row("notice", "expiring", 930, "2026-11-20"),
    row("credit", "invoice", 450, "2026-11-21", "pending"),
  ];
  const counted = rows.filter(countsInBalance).reduce((sum, r) => sum + r.pointsAmount, 0);

  it("since a day: the balance before it, then each kind of movement, adding up to the balance", () => {
    const s = ledgerStatement(rows, "2023-11-22");
    expect(s).toEqual({
      since: "2023-11-22",
      opening: 700,
      earned: 5_000,
      received: 400,
      adjusted: 50,
      redeemed: 1_200,
      sent: 250,
      expired: 200,
      pending: 450,
      noticed: 930,
    });
    expect(closingBalance(s)).toBe(counted);
    expect(counted).toBe(4_500);
  });

  it("over the whole ledger the opening balance is 0 and the closing balance is the same", () => {
    const s = ledgerStatement(rows, null);
    expect(s.opening).toBe(0);
    expect(s.earned).toBe(6_000);
    expect(closingBalance(s)).toBe(counted);
  });

  it("pending credits and expiry notices never reach the balance", () => {
    const s = ledgerStatement(
      [row("notice", "expiring", 930, "2026-01-01"), row("credit", "invoice", 450, "2026-01-01", "pending")],
      "2023-01-01",
    );
    expect(closingBalance(s)).toBe(0);
    expect(s.pending).toBe(450);
    expect(s.noticed).toBe(930);
  });
});
