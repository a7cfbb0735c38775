import { centralDayOf, centralMidnight, type ProgrammeDates } from "../../app/domain/rewards/programme";
import type { RewardsGrower } from "../../app/services/rewards/contract";
import type { RedemptionRequest, RedemptionStatus } from "../../app/services/rewards/contract";
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

// ── Redemption requests ───────────────────────────────────────────────────────

/** us.canjes@surco.example redeems: a balance, and one request in every status (below). */
AVAILABLE_CENTS["us-0004"] = 520_000;

type Seeded = Omit<RedemptionRequest, "history"> & { history: Array<{ status: RedemptionStatus; daysAgo: number }> };

const CHECK_TO = {
  kind: "traditional" as const,
  payeeName: "Sarah Lindqvist",
  street: "1412 County Road 9",
  city: "Salina",
  state: "KS",
  zip: "67401",
};
const LOYALTY_TO = { kind: "loyalty" as const, accountNumber: "4410275593", accountName: "Lindqvist Farms" };

/** One request per status, each with the steps it went through (days before today). */
const SEEDED: Record<string, Seeded[]> = {
  "us-0004": [
    {
      requestId: "RR-24017",
      type: "50-traditional",
      rewardsCents: 60_000,
      additionalCents: 0,
      recipient: CHECK_TO,
      note: "",
      status: "Submitted",
      history: [{ status: "Submitted", daysAgo: 1 }],
    },
    {
      requestId: "RR-23988",
      type: "loyalty-rewards",
      rewardsCents: 35_000,
      additionalCents: 0,
      recipient: LOYALTY_TO,
      note: "Credit for the spring order.",
      status: "Processing",
      history: [
        { status: "Submitted", daysAgo: 6 },
        { status: "Processing", daysAgo: 4 },
      ],
    },
    {
      requestId: "RR-23712",
      type: "traditional-and-additional-money",
      rewardsCents: 80_000,
      additionalCents: 15_000,
      recipient: CHECK_TO,
      note: "Additional money for the replant agreed with the territory manager.",
      status: "PaymentIssued",
      history: [
        { status: "Submitted", daysAgo: 15 },
        { status: "Processing", daysAgo: 13 },
        { status: "PaymentIssued", daysAgo: 9 },
      ],
    },
    {
      requestId: "RR-23406",
      type: "50-traditional",
      rewardsCents: 120_000,
      additionalCents: 0,
      recipient: CHECK_TO,
      note: "",
      status: "PaymentCleared",
      history: [
        { status: "Submitted", daysAgo: 30 },
        { status: "Processing", daysAgo: 28 },
        { status: "PaymentIssued", daysAgo: 24 },
        { status: "PaymentCleared", daysAgo: 19 },
      ],
    },
    {
      requestId: "RR-23150",
      type: "additional-money",
      rewardsCents: 0,
      additionalCents: 25_000,
      recipient: CHECK_TO,
      note: "Seed discount owed from last season's program.",
      status: "PaymentVoided",
      history: [
        { status: "Submitted", daysAgo: 40 },
        { status: "Processing", daysAgo: 38 },
        { status: "PaymentIssued", daysAgo: 35 },
        { status: "PaymentVoided", daysAgo: 20 },
      ],
    },
    {
      requestId: "RR-22981",
      type: "loyalty-rewards",
      rewardsCents: 10_000,
      additionalCents: 0,
      recipient: LOYALTY_TO,
      note: "",
      status: "Canceled",
      history: [
        { status: "Submitted", daysAgo: 45 },
        { status: "Canceled", daysAgo: 44 },
      ],
    },
  ],
};

/** A grower's seeded requests, dated relative to today (noon UTC, so a date never straddles midnight in Central time). */
export function seededRedemptionsFor(growerId: string, today = new Date()): RedemptionRequest[] {
  const noon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 17);
  return (SEEDED[growerId] ?? []).map(({ history, ...request }) => ({
    ...request,
    history: history.map(({ status, daysAgo }) => ({ status, at: new Date(noon - daysAgo * DAY).toISOString() })),
  }));
}
