import { centralDayOf, centralMidnight, type ProgrammeDates } from "../../app/domain/rewards/programme";
import type { RewardsGrower } from "../../app/services/rewards/contract";
import { findAccountById } from "./accounts";

/**
 * The US rewards programme as the sandbox runs it: dates relative to today so
 * that a demo always falls in period two (redeeming 50 % is open, the banner
 * announces 100 % from period three), each a Central midnight as the real
 * configuration sends them. Balances per demo grower, in cents.
 */
const DAY = 86_400_000;

function centralDayFromToday(today: Date, days: number): string {
  return centralMidnight(centralDayOf(new Date(today.getTime() + days * DAY))).toISOString();
}

export function programmeDatesFor(today = new Date()): ProgrammeDates {
  return {
    programStartDate: centralDayFromToday(today, -150),
    periodOneEndDate: centralDayFromToday(today, -40),
    periodTwoStartDate: centralDayFromToday(today, -39),
    periodTwoEndDate: centralDayFromToday(today, 30),
    periodThreeStartDate: centralDayFromToday(today, 31),
    programEndDate: centralDayFromToday(today, 120),
  };
}

/** Rewards earned and not redeemed, by demo account id (cents). */
const AVAILABLE_CENTS: Record<string, number> = {
  "us-0001": 245_000,
  "us-0002": 38_050,
};

/** A grower's standing, from the demo account's usRewards; undefined when the programme does not know them. */
export function rewardsGrowerFor(growerId: string): RewardsGrower | undefined {
  const account = findAccountById(growerId);
  if (!account?.usRewards) return undefined;
  const { enrolled, headGrower } = account.usRewards;
  return { growerId, enrolled, headGrower, availableRewardsCents: enrolled ? (AVAILABLE_CENTS[growerId] ?? 0) : 0 };
}
