import type { OutboxState } from "~/domain/receipt-state";

/**
 * What the voucher's page says (spec 001 §4: pending, then fulfilled or
 * rejected), from the outbox's state and, once sent, the voucher found:
 *   pending      received, not yet passed on
 *   retrying     the upstream failed; we keep trying
 *   fulfilled    sent, and the voucher's id is known
 *   unconfirmed  sent, but the id cannot be read right now
 *   failed       refused or out of attempts: the configured error messages
 */
export type ConfirmationState = "pending" | "retrying" | "fulfilled" | "unconfirmed" | "failed";

export function confirmationState(
  outbox: OutboxState,
  voucher: { voucherID: string } | null | "unavailable",
): ConfirmationState {
  if (outbox === "received") return "pending";
  if (outbox === "retrying") return "retrying";
  if (outbox === "failed") return "failed";
  return voucher && voucher !== "unavailable" ? "fulfilled" : "unconfirmed";
}

/** How often the page looks again by itself: soon while pending, less often while retrying or unconfirmed. */
export const REFRESH_MS: Record<ConfirmationState, number | null> = {
  pending: 3_000,
  retrying: 15_000,
  unconfirmed: 15_000,
  fulfilled: null,
  failed: null,
};
