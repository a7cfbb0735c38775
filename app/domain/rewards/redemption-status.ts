/**
 * Redemption requests' statuses and the wizard's states (spec 000 §3 §4), and
 * what each means for the grower (decision 0029).
 */
import type { OutboxState } from "~/domain/receipt-state";

export const REQUEST_STATUSES = [
  "Submitted",
  "Processing",
  "PaymentIssued",
  "PaymentCleared",
  "PaymentVoided",
  "Canceled",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Whether a request is still on its way (its amount is committed, more will happen) or has ended. */
export function isOpenStatus(status: RequestStatus): boolean {
  return status === "Submitted" || status === "Processing" || status === "PaymentIssued";
}

/**
 * The key of the plain-language "what happens next" of each status
 * (namespace "redemption"): every status has one, and only these.
 */
export function nextStepKey(status: RequestStatus): `statuses.${RequestStatus}.next` {
  return `statuses.${status}.next`;
}

/**
 * The request states of the spec: Initial (nothing sent yet: the wizard),
 * Pending (kept in the outbox, on its way or being retried), Done (the
 * programme acknowledged it: it is in the request list), Error (it did not go
 * through). Read from the outbox's receipt of the wizard's key.
 */
export type RequestState = "Initial" | "Pending" | "Done" | "Error";

export function requestStateOf(receipt: OutboxState | null): RequestState {
  switch (receipt) {
    case null:
      return "Initial";
    case "received":
    case "retrying":
      return "Pending";
    case "sent":
      return "Done";
    case "failed":
      return "Error";
  }
}

/**
 * The form outcomes of the spec, from what the wizard's action answered:
 * Form (nothing posted yet, or a step came back with errors beside its
 * fields), Success (the request is kept in the outbox: 303 to the receipt),
 * Error (the submission itself was refused, nothing stored: the review says why).
 */
export type FormOutcome = "Form" | "Success" | "Error";
export type ActionAnswer = "none" | "invalid" | "stored" | "refused";

const OUTCOMES: Record<ActionAnswer, FormOutcome> = {
  none: "Form",
  invalid: "Form",
  stored: "Success",
  refused: "Error",
};

export function formOutcomeOf(answer: ActionAnswer): FormOutcome {
  return OUTCOMES[answer];
}
