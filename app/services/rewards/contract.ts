import { z } from "zod";

import { REQUEST_STATUSES } from "~/domain/rewards/redemption-status";

/**
 * The US rewards upstream's contract (spec 000 §3 §7), shared by the portal's
 * client and the sandbox. Dates are ISO instants; the programme reads them in
 * US Central time (app/domain/rewards/programme.ts). Money is in cents of a
 * US dollar, whole numbers, so no figure is ever a float.
 *
 *   GET /config                → { bprConfigs }
 *   GET /growers/:growerId     → the grower's standing; 404 when the grower is unknown to the programme
 *
 * The rewards widget's calls (below, in their own block):
 *   GET  /growers/:growerId/requirements → the minimum requirements' standing; 404 when not enrolled
 *   GET  /growers/:growerId/activities   → { activities }, newest first; 404 when not enrolled
 *   POST /enrolments { growerId }        + Idempotency-Key → 201 { enrolmentId }; the grower is then enrolled
 *                                        as their farm's head grower (decision 0028)
 */
const instant = z.iso.datetime({ offset: true });

export const programmeConfig = z.object({
  bprConfigs: z.object({
    programStartDate: instant,
    periodOneEndDate: instant,
    periodTwoStartDate: instant,
    periodTwoEndDate: instant,
    periodThreeStartDate: instant,
    programEndDate: instant,
  }),
});

export const rewardsGrower = z.object({
  growerId: z.string().min(1),
  enrolled: z.boolean(),
  /** The farm's head grower: only they see available rewards, the requirements and the banner (spec 000 §9). */
  headGrower: z.boolean(),
  /**
   * The rewards balance, in cents: earned, less requests approved (Processing onwards; voided and canceled ones
   * give theirs back). A request awaiting review (Submitted) is still in it: the portal counts it as pending.
   */
  availableRewardsCents: z.number().int().nonnegative(),
});
export type RewardsGrower = z.infer<typeof rewardsGrower>;

// ── Rewards widget: requirements, activities, enrolment (decision 0028) ─────────────

const count = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();
const gallons = z.number().nonnegative();

/** The minimum requirements' standing per programme (spec 000 §3); the spec's rewardsEarned, in cents. */
export const requirementsStanding = z.object({
  rewards: z.object({ purchasedProductsCount: count, rewardsEarnedCents: cents }),
  fruitsAndVegetables: z.object({ purchasedProductsCount: count, rewardsEarnedCents: cents }),
  potatoes: z.object({ emestoGallonsPurchased: gallons, admireGallonsPurchased: gallons }),
});

const ACTIVITY_TYPES = ["purchase", "reward-earned", "redemption"] as const;

/** An activity (spec 000 §3: type, id, data, link); `link` is its statement on the programme's site. */
const activity = z.object({
  type: z.enum(ACTIVITY_TYPES),
  id: z.string().min(1),
  data: z.object({ date: instant, amountCents: cents, product: z.string().min(1).nullable() }),
  link: z.url({ protocol: /^https?$/ }),
});
export type Activity = z.infer<typeof activity>;

export const activities = z.object({ activities: z.array(activity) });

export const enrolmentRequest = z.object({ growerId: z.string().min(1) });
export type EnrolmentRequest = z.infer<typeof enrolmentRequest>;

// ── Redemption requests (the redemption wizard and the request list) ─────────
//
//   POST /redemptions                              body: redemptionSubmission + Idempotency-Key
//        first time with a key → 201 { requestId }; same key and body → the first answer;
//        same key, other body → 422; a grower who may not redeem, or an amount over what they may → 422
//        (what is left: app/domain/rewards/available-rewards.ts, decision 0052). The request is listed at once.
//   GET  /growers/:growerId/redemptions            → { requests } newest first
//   GET  /growers/:growerId/redemptions/:requestId → a request, or 404

export const redemptionStatus = z.enum(REQUEST_STATUSES);
export type RedemptionStatus = z.infer<typeof redemptionStatus>;

const traditionalRecipient = z.object({
  kind: z.literal("traditional"),
  payeeName: z.string().min(1),
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.string().length(2),
  zip: z.string().min(5),
});
const loyaltyRecipient = z.object({
  kind: z.literal("loyalty"),
  accountNumber: z.string().min(1),
  accountName: z.string().min(1),
});
const redemptionRecipient = z.discriminatedUnion("kind", [traditionalRecipient, loyaltyRecipient]);

/** What the portal sends (through the outbox): the grower and their request. */
export const redemptionSubmission = z.object({
  growerId: z.string().min(1),
  type: z.enum([
    "50-traditional",
    "loyalty-rewards",
    "100-traditional",
    "traditional-and-additional-money",
    "additional-money",
  ]),
  rewardsCents: z.number().int().nonnegative(),
  additionalCents: z.number().int().nonnegative(),
  recipient: redemptionRecipient,
  note: z.string(),
});
export type RedemptionSubmission = z.infer<typeof redemptionSubmission>;

/** The programme's answer to a new request: its id, as the request list shows it. */
export const redemptionCreated = z.object({ requestId: z.string().min(1) });

export const redemptionRequest = redemptionSubmission.omit({ growerId: true }).extend({
  requestId: z.string().min(1),
  status: redemptionStatus,
  /** Each status the request went through, oldest first, with when it was reached; the last is the current one. */
  history: z.array(z.object({ status: redemptionStatus, at: instant })).min(1),
});
export type RedemptionRequest = z.infer<typeof redemptionRequest>;

export const redemptionRequestList = z.object({ requests: z.array(redemptionRequest) });
