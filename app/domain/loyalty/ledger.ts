/**
 * What each row of a member's ledger does to the balance, and the statement
 * every Impulso figure comes from: the status card's impulses of the year, the
 * accumulated points card, the history's statement and its CSV (decisions 0015
 * and 0051). One definition:
 *
 *   balance  = Σ confirmed credits, debits and expirations (every row the programme has confirmed)
 *   closing  = the balance at the end of the period: the programme's balance now, less what moved after the period
 *   opening  = closing − the period's movements: the balance the day before the period began
 *            = closing − earned − received − adjusted + redeemed + sent + expired
 *   pending  = Σ credits not yet confirmed (an invoice under review): not in the balance yet
 *   notices  = points about to expire: a warning about credits already counted, never added again
 *
 * "earned" is what purchases, bonuses, campaigns and partners credited; transfers
 * and manual adjustments are lines of their own, so the statement adds up to
 * the balance the balance card shows. A balance of points is never negative
 * (spec 001 has no such thing): a statement whose balance would be, on any day,
 * is rows that do not add up, and is refused rather than shown.
 */
import { addDays, addYears, memberDay } from "./calendar";
import { POINTS_VALIDITY_YEARS } from "./expiry";

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
  /** The instant (ISO 8601): orders the rows of one day. */
  at: string;
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
    at: tx.transactionDate,
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

/** A span of member-area days, both ends included. */
export interface LedgerPeriod {
  from: string;
  to: string;
}

/** The points still valid on `today`: those earned since the same day 3 years ago (spec 001 §9; they expire today). */
export const validityPeriod = (today: string): LedgerPeriod => ({
  from: addYears(today, -POINTS_VALIDITY_YEARS),
  to: today,
});

/** This calendar year up to `today`: the period of the status card's "impulses this year" (spec 001 §2). */
export const yearPeriod = (today: string): LedgerPeriod => ({ from: `${today.slice(0, 4)}-01-01`, to: today });

/** The last day before a period: the day its opening balance is the balance of. */
export const openingDay = (period: LedgerPeriod) => addDays(period.from, -1);

/** One row of the period, oldest first, with the balance right after it (null when it does not move the balance). */
interface StatementMovement<R extends LedgerRow = LedgerRow> {
  row: R;
  role: LedgerRole;
  balanceAfter: number | null;
}

export interface LedgerStatement<R extends LedgerRow = LedgerRow> {
  period: LedgerPeriod;
  /** The balance at the end of the day before the period. */
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
  /** The balance at the end of the period: opening plus every line above. */
  closing: number;
  /** Credits of the period still under review, not in the balance. */
  pending: number;
  /** Points the period's expiry notices warn about (already counted in their credits). */
  noticed: number;
  /** Every row of the period, oldest first: what the CSV lists. */
  movements: StatementMovement<R>[];
}

/** Rows that cannot be a member's ledger: the balance they describe would be negative on some day. */
export class LedgerMismatch extends Error {
  override readonly name = "LedgerMismatch";
}

/**
 * Time order; rows of one instant have no order of their own, so credits come first and no balance dips between them.
 * Each row's instant is read once before sorting, not in every comparison.
 */
function chronologically<R extends LedgerRow>(rows: R[]): R[] {
  const instants = new Map(rows.map((row) => [row, Date.parse(row.at)]));
  return rows.sort((a, b) =>
    a.day !== b.day
      ? a.day < b.day
        ? -1
        : 1
      : instants.get(a)! - instants.get(b)! || Number(b.pointsAmount > 0) - Number(a.pointsAmount > 0),
  );
}

/**
 * The statement of a period, from the rows of the ledger since the period
 * began, newest first as the loyalty API lists them (earlier rows are left
 * out; later ones are walked back from the balance), and the balance the
 * programme reports now. Throws LedgerMismatch when the balance would be
 * negative at the period's start or after any of its movements.
 */
export function ledgerStatement<R extends LedgerRow>(
  rows: readonly R[],
  period: LedgerPeriod,
  balance: number,
): LedgerStatement<R> {
  // Reversed first: rows of one instant keep the API's order, oldest first.
  const inPeriod = chronologically(rows.filter((row) => row.day >= period.from && row.day <= period.to).reverse());
  const movedAfter = rows
    .filter((row) => row.day > period.to && countsInBalance(row))
    .reduce((sum, row) => sum + row.pointsAmount, 0);
  const closing = balance - movedAfter;
  const moved = inPeriod.filter(countsInBalance).reduce((sum, row) => sum + row.pointsAmount, 0);
  const statement: LedgerStatement<R> = {
    period,
    opening: closing - moved,
    earned: 0,
    received: 0,
    adjusted: 0,
    redeemed: 0,
    sent: 0,
    expired: 0,
    closing,
    pending: 0,
    noticed: 0,
    movements: [],
  };
  let running = statement.opening;
  if (running < 0) throw new LedgerMismatch(`the balance on ${openingDay(period)} would be ${running}`);
  for (const row of inPeriod) {
    const role = ledgerRole(row);
    if (role === "pending") statement.pending += row.pointsAmount;
    else if (role === "notice") statement.noticed += Math.abs(row.pointsAmount);
    else {
      if (role === "redeemed" || role === "sent" || role === "expired") statement[role] -= row.pointsAmount;
      else statement[role] += row.pointsAmount;
      running += row.pointsAmount;
      if (running < 0) throw new LedgerMismatch(`the balance on ${row.day} would be ${running}`);
    }
    statement.movements.push({ row, role, balanceAfter: countsInBalance(row) ? running : null });
  }
  return statement;
}
