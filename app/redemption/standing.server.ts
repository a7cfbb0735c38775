import { type RedemptionContext, redemptionContext, type RedemptionStanding } from "~/domain/rewards/available-rewards";
import { type ProgrammeDates, redeemableShareAt, windowOpenedAt } from "~/domain/rewards/programme";
import { type RedemptionSubmission } from "~/domain/rewards/redemption";
import { checkRewardsAmount, takesRewards } from "~/domain/rewards/redemption-rules";
import { type RedemptionRequest, redemptionSubmission, type RewardsGrower } from "~/services/rewards/contract";
import type { Admission, RecentSubmission } from "~/store/outbox-rules.server";
import { recentSubmissions } from "~/store/portal-outbox.server";

import { REDEMPTION_KIND } from "./draft.server";

/**
 * A head grower's standing for redeeming, from the programme (balance, calendar, requests) and from the portal's
 * own outbox (requests kept and not delivered yet), turned into the one RedemptionContext every page and check
 * reads (app/domain/rewards/available-rewards.ts, decision 0052).
 */

/** What the programme said, and when its list of requests was asked for. */
export interface ProgrammeStanding {
  /** The signed-in grower's id: the outbox files their submissions under it. */
  grower: string;
  balanceCents: number;
  share: RedemptionStanding["share"];
  windowOpenedAt: string | null;
  requests: readonly RedemptionRequest[];
  /** Read before the list was asked for: a request delivered after this may be missing from it. */
  listedAt: Date;
}

export function programmeStanding(
  grower: string,
  standing: RewardsGrower,
  dates: ProgrammeDates,
  requests: readonly RedemptionRequest[],
  listedAt: Date,
  now = new Date(),
): ProgrammeStanding {
  return {
    grower,
    balanceCents: standing.availableRewardsCents,
    share: redeemableShareAt(dates, now),
    windowOpenedAt: windowOpenedAt(dates, now),
    requests,
    listedAt,
  };
}

/**
 * A request delivered after the programme's list was read may be missing from it, and counts from the outbox. The
 * list was read at `listedAt` on this instance's clock, and the delivery was marked on another's: this much
 * earlier is taken too, for clocks that differ. (The list has the request when it shows its id: counted once.)
 */
const CLOCKS_DIFFER_MS = 5_000;

/**
 * The rewards of the grower's requests the programme does not list yet: kept in the outbox and not delivered, or
 * delivered under a request id the list does not show (it was read before the delivery).
 */
function unlistedCents(standing: ProgrammeStanding, recent: readonly RecentSubmission[]): number[] {
  const listed = new Set(standing.requests.map((request) => request.requestId));
  return recent
    .filter((submission) => submission.reference === null || !listed.has(submission.reference))
    .map((submission) => {
      const parsed = redemptionSubmission.safeParse(submission.payload);
      return parsed.success ? parsed.data.rewardsCents : 0;
    });
}

function contextOf(standing: ProgrammeStanding, recent: readonly RecentSubmission[]): RedemptionContext {
  return redemptionContext({
    balanceCents: standing.balanceCents,
    share: standing.share,
    windowOpenedAt: standing.windowOpenedAt,
    requests: standing.requests.map((request) => ({
      status: request.status,
      rewardsCents: request.rewardsCents,
      madeAt: request.history[0]!.at,
    })),
    unsentCents: unlistedCents(standing, recent),
  });
}

const recentSince = (standing: ProgrammeStanding) => new Date(standing.listedAt.getTime() - CLOCKS_DIFFER_MS);

/** The context as it stands now: the programme's part, and the grower's requests its list does not show yet. */
export async function currentContext(standing: ProgrammeStanding): Promise<RedemptionContext> {
  return contextOf(standing, await recentSubmissions(REDEMPTION_KIND, standing.grower, recentSince(standing)));
}

/**
 * The check a new request passes as it is stored (the outbox's admission): its rewards within what is left, with
 * the grower's other requests counted as they are at that moment, under their lock.
 */
export function admissionOf(standing: ProgrammeStanding, submission: RedemptionSubmission): Admission {
  return {
    since: recentSince(standing),
    admits: (recent) =>
      !takesRewards(submission.type) ||
      checkRewardsAmount(submission.type, submission.rewardsCents, contextOf(standing, recent)) === null,
  };
}
