import type { RequestStatus } from "../rewards/redemption-status";
import type { Alert } from "./alert";

export interface RequestSeen {
  id: string;
  /** The status the request is in now (its history's last). */
  status: RequestStatus;
  amountCents: number;
  /** When it was submitted (its history's first instant): with the number, what names it for good. */
  submittedAt: string;
}

/**
 * US redemption requests (spec 000 §3): one alert per status a request reaches after Submitted (Processing,
 * PaymentIssued, PaymentCleared, PaymentVoided, Canceled). The grower saw Submitted on the receipt. Each alert is
 * keyed by the request and the status alone (a request reaches a status once), so each change is alerted once
 * however often, and on whatever clock, the producer looks; a status passed between two looks is not alerted (the
 * grower is told where the request is now, not its whole history again).
 */
export function requestStatusAlerts(grower: string, requests: readonly RequestSeen[]): Alert[] {
  return requests
    .filter((request) => request.status !== "Submitted")
    .map((request) => ({
      grower,
      kind: "request-status",
      // The instant beside the number: a programme that numbers afresh (a reset test environment) is not taken for
      // the requests it alerted before.
      subject: `${request.id}/${request.submittedAt}/${request.status}`,
      date: null,
      facts: { request: request.id, status: request.status, amountCents: request.amountCents },
    }));
}
