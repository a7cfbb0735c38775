/**
 * What each row of a member's ledger does to the balance, and the figures the
 * points pages, the history and its CSV show (decision 0015). One definition:
 *
 *   balance  = Σ confirmed credits, debits and expirations (every row the programme has confirmed)
 *            = opening balance on `since` + earned + received + adjusted − redeemed − sent − expired
 *   pending  = Σ credits not yet confirmed (an invoice under review): not in the balance yet
 *   notices  = points about to expire: a warning about credits already counted, never added again
 *
 * "earned" is what purchases, bonuses, campaigns and partners credited; transfers
 * and manual adjustments are lines of their own, so the statement adds up to
 * the balance the balance card shows.
 */
import { memberDay } from "./calendar";

/** The category keys of the loyalty API (the category's `icon`), spec 001 §3's transaction categories. */
export const CATEGORY_KEYS = [
  "invoice",
  "order",
  "transfer",
  "expired",
  "expiring",
  "other",
  "bonus",
  "campaign",
  "partners",
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

type LedgerLine = "earned" | "received" | "adjusted" | "redeemed" | "sent" | "expired";
export type LedgerRole = LedgerLine | "pending" | "notice";

export interface LedgerRow {
  kind: "credit" | "debit" | "expiration" | "notice";
  status: "confirmed" | "pending";
  /** Signed: credits positive, debits and expirations negative. */
  pointsAmount: number;
  /** The category's key (its icon in the API). */
  category: string;
  /** The member-area day (YYYY-MM-DD) of the row. */
  day: string;
}

/** A transaction of the loyalty API as the ledger's rules read it. */
export function ledgerRowOf(tx: {
  kind: LedgerRow["kind"];
  status: LedgerRow["status"];
  pointsAmount: number;
  category: { icon: string };
  transactionDate: string;
}): LedgerRow {
  return {
    kind: tx.kind,
    status: tx.status,
    pointsAmount: tx.pointsAmount,
    category: tx.category.icon,
    day: memberDay(tx.transactionDate),
  };
}

/** What one row does: which line of the statement it adds to, or that it is pending or only a notice. */
export function ledgerRole(row: Pick<LedgerRow, "kind" | "status" | "category">): LedgerRole {
  if (row.kind === "notice") return "notice";
  if (row.status === "pending") return "pending";
  if (row.kind === "expiration") return "expired";
  if (row.category === "other") return "adjusted";
  if (row.category === "transfer") return row.kind === "credit" ? "received" : "sent";
  return row.kind === "credit" ? "earned" : "redeemed";
}

/** Whether a row is in the balance: confirmed, and not a notice. */
export const countsInBalance = (row: Pick<LedgerRow, "kind" | "status" | "category">) => {
  const role = ledgerRole(row);
  return role !== "pending" && role !== "notice";
};

/**
 * How a row's points read beside it: added (credited), taken (debits,
 * expirations), or neutral: a pending credit is not in the balance yet, and an
 * expiry notice only warns about points already counted.
 */
export type PointsTone = "added" | "taken" | "neutral";
export function pointsTone(row: Pick<LedgerRow, "kind" | "status" | "category" | "pointsAmount">): PointsTone {
  if (!countsInBalance(row)) return "neutral";
  return row.pointsAmount >= 0 ? "added" : "taken";
}

export interface LedgerStatement {
  /** The first day of the period; null: the whole ledger (the opening balance is then 0). */
  since: string | null;
  /** The balance at the start of `since`: every counted row before it. */
  opening: number;
  /** Points credited by purchases, bonuses, campaigns and partners in the period. */
  earned: number;
  /** Transfers received. */
  received: number;
  /** Manual adjustments, net (they can take points away). */
  adjusted: number;
  /** Redemptions (positive: points taken). */
  redeemed: number;
  /** Transfers sent (positive). */
  sent: number;
  /** Points that expired (positive). */
  expired: number;
  /** Credits still under review, not in the balance (any day). */
  pending: number;
  /** Points the expiry notices warn about (already counted in their credits). */
  noticed: number;
}

export function ledgerStatement(rows: readonly LedgerRow[], since: string | null): LedgerStatement {
  const statement: LedgerStatement = {
    since,
    opening: 0,
    earned: 0,
    received: 0,
    adjusted: 0,
    redeemed: 0,
    sent: 0,
    expired: 0,
    pending: 0,
    noticed: 0,
  };
  for (const row of rows) {
    const role = ledgerRole(row);
    if (role === "pending") statement.pending += row.pointsAmount;
    else if (role === "notice") statement.noticed += Math.abs(row.pointsAmount);
    else if (since !== null && row.day < since) statement.opening += row.pointsAmount;
    else if (role === "redeemed" || role === "sent" || role === "expired") statement[role] -= row.pointsAmount;
    else statement[role] += row.pointsAmount;
  }
  return statement;
}

/** The balance a statement arrives at: the one figure the balance card, the statement and the CSV share. */
export function closingBalance(s: Omit<LedgerStatement, "since" | "pending" | "noticed">): number {
  return s.opening + s.earned + s.received + s.adjusted - s.redeemed - s.sent - s.expired;
}
