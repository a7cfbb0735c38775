import { z } from "zod";

/**
 * The US rewards upstream's contract (spec 000 §3 §7), shared by the portal's
 * client and the sandbox. Dates are ISO instants; the programme reads them in
 * US Central time (app/domain/rewards/programme.ts). Money is in cents of a
 * US dollar, whole numbers, so no figure is ever a float.
 *
 *   GET /config                → { bprConfigs }
 *   GET /growers/:growerId     → the grower's standing; 404 when the grower is unknown to the programme
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
  /** Rewards earned and not yet redeemed, in cents. */
  availableRewardsCents: z.number().int().nonnegative(),
});
export type RewardsGrower = z.infer<typeof rewardsGrower>;
