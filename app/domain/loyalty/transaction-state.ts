import { daysBetween } from "./calendar";
import { EXPIRY_WINDOW_DAYS } from "./expiry";

/**
 * A transaction's state, shown plainly beside it (beyond the spec): credited,
 * pending, expiring, expired, or debited (redemptions and transfers out).
 *
 * - pending: the upstream has not confirmed it yet (e.g. an invoice under review);
 * - an expiration entry is expired; an expiry notice is expiring (expired once its day has passed);
 * - a debit is debited;
 * - a credit whose expiration day has passed is expired, one that expires
 *   within 45 days (today included) is expiring, any other is credited.
 */
export type TransactionKind = "credit" | "debit" | "expiration" | "notice";
export type TransactionState = "credited" | "pending" | "expiring" | "expired" | "debited";

export function transactionState(
  tx: { kind: TransactionKind; status: "confirmed" | "pending"; expirationDate: string | null },
  today: string,
): TransactionState {
  if (tx.status === "pending") return "pending";
  if (tx.kind === "expiration") return "expired";
  if (tx.kind === "notice") return tx.expirationDate && tx.expirationDate < today ? "expired" : "expiring";
  if (tx.kind === "debit") return "debited";
  if (!tx.expirationDate) return "credited";
  const days = daysBetween(today, tx.expirationDate);
  if (days < 0) return "expired";
  if (days <= EXPIRY_WINDOW_DAYS) return "expiring";
  return "credited";
}
