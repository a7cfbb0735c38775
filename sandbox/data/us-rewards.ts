import { centralDayOf, centralMidnight, type ProgrammeDates } from "../../app/domain/rewards/programme";
import type { RequirementsStanding } from "../../app/domain/rewards/requirements";
import type { Activity, RedemptionRequest, RedemptionStatus, RewardsGrower } from "../../app/services/rewards/contract";
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

// ── Rewards widget: requirements and activities (decision 0028) ────────────────────

/** A grower the sandbox's enrolment endpoint enrolled: their farm's head grower, starting from nothing. */
const FRESHLY_ENROLLED: RequirementsStanding = {
  rewards: { purchasedProductsCount: 0, rewardsEarnedCents: 0 },
  fruitsAndVegetables: { purchasedProductsCount: 0, rewardsEarnedCents: 0 },
  potatoes: { emestoGallonsPurchased: 0, admireGallonsPurchased: 0 },
};

/**
 * The minimum requirements' standing of the enrolled head growers. us-0001 meets
 * the rewards programme's; us-0002 meets none, with some progress in each and
 * the most in fruits and vegetables (70 %, against potatoes' 55 % and rewards'
 * 25 %, whose earned step is locked at one product), so that tab opens first.
 */
const REQUIREMENTS: Record<string, RequirementsStanding> = {
  "us-0001": {
    rewards: { purchasedProductsCount: 4, rewardsEarnedCents: 2_310_50 },
    fruitsAndVegetables: { purchasedProductsCount: 1, rewardsEarnedCents: 8_000_00 },
    potatoes: { emestoGallonsPurchased: 3, admireGallonsPurchased: 6 },
  },
  // us.canjes (redemption requests in every status) meets the rewards programme's minimums too, as do the two
  // growers reserved for the redemption tests.
  "us-0006": {
    rewards: { purchasedProductsCount: 3, rewardsEarnedCents: 5_200_00 },
    fruitsAndVegetables: { purchasedProductsCount: 0, rewardsEarnedCents: 0 },
    potatoes: { emestoGallonsPurchased: 0, admireGallonsPurchased: 0 },
  },
  "us-0007": {
    rewards: { purchasedProductsCount: 6, rewardsEarnedCents: 20_000_00 },
    fruitsAndVegetables: { purchasedProductsCount: 0, rewardsEarnedCents: 0 },
    potatoes: { emestoGallonsPurchased: 0, admireGallonsPurchased: 0 },
  },
  "us-0008": {
    rewards: { purchasedProductsCount: 3, rewardsEarnedCents: 5_200_00 },
    fruitsAndVegetables: { purchasedProductsCount: 0, rewardsEarnedCents: 0 },
    potatoes: { emestoGallonsPurchased: 0, admireGallonsPurchased: 0 },
  },
  "us-0002": {
    rewards: { purchasedProductsCount: 1, rewardsEarnedCents: 900_00 },
    fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarnedCents: 10_000_00 },
    potatoes: { emestoGallonsPurchased: 3.5, admireGallonsPurchased: 2 },
  },
};

/** The head grower's standing against the requirements (a head grower the table lacks starts from nothing). */
export function requirementsFor(growerId: string): RequirementsStanding {
  return REQUIREMENTS[growerId] ?? FRESHLY_ENROLLED;
}

type ActivitySeed = { type: Activity["type"]; daysAgo: number; amountCents: number; product: string | null };

/** Each enrolled grower's activities, by days before today; a grower enrolled in the sandbox has none yet. */
const ACTIVITIES: Record<string, ActivitySeed[]> = {
  "us-0001": [
    { type: "reward-earned", daysAgo: 3, amountCents: 412_75, product: "Admire Pro" },
    { type: "purchase", daysAgo: 3, amountCents: 8_255_00, product: "Admire Pro" },
    { type: "redemption", daysAgo: 21, amountCents: 500_00, product: null },
    { type: "reward-earned", daysAgo: 46, amountCents: 1_120_00, product: "Emesto Silver" },
    { type: "purchase", daysAgo: 46, amountCents: 22_400_00, product: "Emesto Silver" },
  ],
  "us-0002": [
    { type: "purchase", daysAgo: 9, amountCents: 4_150_00, product: "Emesto Silver" },
    { type: "reward-earned", daysAgo: 9, amountCents: 207_50, product: "Emesto Silver" },
    { type: "purchase", daysAgo: 60, amountCents: 3_800_00, product: "Admire Pro" },
  ],
  "us-0004": [
    { type: "purchase", daysAgo: 12, amountCents: 2_640_00, product: "Movento" },
    { type: "purchase", daysAgo: 75, amountCents: 1_980_00, product: "Admire Pro" },
  ],
};

/** The grower's activities, newest first, dated from today at noon Central time; each links to its statement. */
export function activitiesFor(growerId: string, today = new Date()): Activity[] {
  return (ACTIVITIES[growerId] ?? []).map((seed, index) => {
    const day = centralDayOf(new Date(today.getTime() - seed.daysAgo * DAY));
    const id = `ACT-${growerId.toUpperCase()}-${String(index + 1).padStart(3, "0")}`;
    return {
      type: seed.type,
      id,
      data: {
        date: new Date(centralMidnight(day).getTime() + 12 * 3_600_000).toISOString(),
        amountCents: seed.amountCents,
        product: seed.product,
      },
      link: `https://rewards.surco.example/activity/${id}`,
    };
  });
}

// ── Redemption requests ───────────────────────────────────────────────────────

/**
 * us.canjes@surco.example (us-0006) redeems: a balance, and one request in every status (below). The balance is
 * what the programme has not paid out or approved: the request awaiting review (Submitted) is still in it.
 * us.envios (us-0007) and us.tope (us-0008) are the redemption browser tests' own (sandbox/README.md).
 */
AVAILABLE_CENTS["us-0006"] = 520_000;
AVAILABLE_CENTS["us-0007"] = 2_000_000;
AVAILABLE_CENTS["us-0008"] = 520_000;

type Seeded = Omit<RedemptionRequest, "history"> & { history: Array<{ status: RedemptionStatus; daysAgo: number }> };

const CHECK_TO = {
  kind: "traditional" as const,
  payeeName: "Thomas Reinholt",
  street: "1412 County Road 9",
  city: "Salina",
  state: "KS",
  zip: "67401",
};
const LOYALTY_TO = { kind: "loyalty" as const, accountNumber: "4410275593", accountName: "Reinholt Farms" };

/** One request per status, each with the steps it went through (days before today); us.tope's one awaiting review. */
const SEEDED: Record<string, Seeded[]> = {
  "us-0008": [
    {
      requestId: "RR-24102",
      type: "50-traditional",
      rewardsCents: 60_000,
      additionalCents: 0,
      recipient: { ...CHECK_TO, payeeName: "Karen Obermeyer", street: "88 Mill Creek Rd" },
      note: "",
      status: "Submitted",
      history: [{ status: "Submitted", daysAgo: 1 }],
    },
  ],
  "us-0006": [
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
