import type { RecipientKind, RedemptionType } from "./redemption-rules";

/**
 * A US redemption as the wizard's rules build it (spec 000 §4): who is paid, and the request the programme receives.
 * The rewards upstream's contract (app/services/rewards/contract.ts) checks this against its wire schema when it is
 * delivered; the rules never name the upstream's types.
 */
export type RedemptionRecipient =
  | {
      kind: Extract<RecipientKind, "traditional">;
      payeeName: string;
      street: string;
      city: string;
      state: string;
      zip: string;
    }
  | { kind: Extract<RecipientKind, "loyalty">; accountNumber: string; accountName: string };

export interface RedemptionSubmission {
  growerId: string;
  type: RedemptionType;
  rewardsCents: number;
  additionalCents: number;
  recipient: RedemptionRecipient;
  note: string;
}

/** What a request asks for in all (spec 000 §3): its rewards and the additional amount, in cents. */
export function requestTotalCents(request: { rewardsCents: number; additionalCents: number }): number {
  return request.rewardsCents + request.additionalCents;
}
