/**
 * What a head grower may still redeem (issue 26; decision 0052). The one place the figure comes from: the wizard's
 * heading and hints, its server-side check of a new request, the rewards widget's "available rewards", the
 * sandbox's own refusal and the tests all ask these functions.
 *
 * The programme's balance is lowered when the rewards team approves a request (it goes to Processing) and given
 * back when a request is voided or canceled. A request awaiting review (Submitted), and one the portal has not
 * delivered yet (still in the outbox), is still inside that balance: it is pending, and no longer free to ask for.
 *
 * The redeeming window caps a period, not a request: from period two's start a grower may take 50 % of their
 * rewards in that period, from period three's all of them. Every request made since the window opened counts
 * against its cap: pending ones, and approved ones, which already left the balance (so the cap is reckoned on the
 * balance plus what they took). Voided and canceled requests count nowhere.
 *
 * Money in whole cents.
 */
import type { RequestStatus } from "./redemption-status";

/** The share of the rewards the window open today lets a grower redeem (redeemableShareAt). */
export type Share = 0 | 50 | 100;

/** A request as the programme lists it, as far as the balance is concerned. */
export interface CountedRequest {
  status: RequestStatus;
  rewardsCents: number;
  /** When it was made: its first status's instant (ISO). */
  madeAt: string;
}

export interface RedemptionStanding {
  /** The programme's balance (availableRewardsCents): requests awaiting review are still in it. */
  balanceCents: number;
  share: Share;
  /** When the window open today opened (ISO): period two's start for 50 %, period three's for 100 %; null before. */
  windowOpenedAt: string | null;
  /** The grower's requests, as the programme lists them. */
  requests: readonly CountedRequest[];
  /** The rewards of the grower's requests the programme may not list yet (kept in the outbox, not delivered). */
  unsentCents: readonly number[];
}

/** What the rules need to know of a grower's standing today. */
export interface RedemptionContext {
  share: Share;
  /** The programme's balance. */
  balanceCents: number;
  /** Rewards held by requests awaiting review or not delivered yet: inside the balance, no longer free. */
  pendingCents: number;
  /** Rewards of requests made since the window opened that the programme already took from the balance. */
  takenInWindowCents: number;
}

/** Awaiting review: the balance still holds it. */
const PENDING: ReadonlySet<RequestStatus> = new Set(["Submitted"]);
/** Approved, on its way or paid: the balance no longer holds it. */
const TAKEN: ReadonlySet<RequestStatus> = new Set(["Processing", "PaymentIssued", "PaymentCleared"]);

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

export function redemptionContext(standing: RedemptionStanding): RedemptionContext {
  const opened = standing.windowOpenedAt === null ? null : new Date(standing.windowOpenedAt).getTime();
  const pending = standing.requests.filter((request) => PENDING.has(request.status));
  const takenInWindow = standing.requests.filter(
    (request) => TAKEN.has(request.status) && opened !== null && new Date(request.madeAt).getTime() >= opened,
  );
  return {
    share: standing.share,
    balanceCents: standing.balanceCents,
    pendingCents: sum(pending.map((request) => request.rewardsCents)) + sum(standing.unsentCents),
    takenInWindowCents: sum(takenInWindow.map((request) => request.rewardsCents)),
  };
}

/** The grower's available rewards: the balance less what pending requests hold, never below nothing. */
export function availableCents(context: RedemptionContext): number {
  return Math.max(0, context.balanceCents - context.pendingCents);
}

/**
 * What is left of a share of this window's rewards (50 % or 100 %): that share of the balance plus what the
 * window's approved requests took, less those and the pending requests; never more than is available, never
 * below nothing. Rounded down to the cent.
 */
export function leftOfShareCents(context: RedemptionContext, share: Share): number {
  const windowRewards = context.balanceCents + context.takenInWindowCents;
  const cap = Math.floor((windowRewards * share) / 100);
  const left = cap - context.takenInWindowCents - context.pendingCents;
  return Math.max(0, Math.min(availableCents(context), left));
}
