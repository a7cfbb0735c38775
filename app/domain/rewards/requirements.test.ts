import { describe, expect, it } from "vitest";

import {
  bestProgressProgramme,
  FRUITS_AND_VEGETABLES_EARNED_CAP_CENTS,
  meetsRequirements,
  POTATO_GALLONS_CAP,
  programmeProgress,
  REQUIRED_PRODUCTS,
  type RequirementsStanding,
  requirementsTab,
  REWARDS_EARNED_CAP_CENTS,
} from "./requirements";

function standing(overrides: Partial<RequirementsStanding> = {}): RequirementsStanding {
  return {
    rewards: { purchasedProductsCount: 0, rewardsEarnedCents: 0 },
    fruitsAndVegetables: { purchasedProductsCount: 0, rewardsEarnedCents: 0 },
    potatoes: { emestoGallonsPurchased: 0, admireGallonsPurchased: 0 },
    ...overrides,
  };
}

describe("the spec's caps (spec 000 §5 §9)", () => {
  it("are 2 products, $1,500 earned, $25,000 earned and 5 gallons", () => {
    expect(REQUIRED_PRODUCTS).toBe(2);
    expect(REWARDS_EARNED_CAP_CENTS).toBe(150_000);
    expect(FRUITS_AND_VEGETABLES_EARNED_CAP_CENTS).toBe(2_500_000);
    expect(POTATO_GALLONS_CAP).toBe(5);
  });

  it.each([
    ["rewards", { rewards: { purchasedProductsCount: 2, rewardsEarnedCents: 149_999 } }, false],
    ["rewards", { rewards: { purchasedProductsCount: 2, rewardsEarnedCents: 150_000 } }, true],
    ["rewards", { rewards: { purchasedProductsCount: 1, rewardsEarnedCents: 900_000 } }, false],
    [
      "fruitsAndVegetables",
      { fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarnedCents: 2_499_999 } },
      false,
    ],
    [
      "fruitsAndVegetables",
      { fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarnedCents: 2_500_000 } },
      true,
    ],
    [
      "fruitsAndVegetables",
      { fruitsAndVegetables: { purchasedProductsCount: 1, rewardsEarnedCents: 9_000_000 } },
      false,
    ],
    ["potatoes", { potatoes: { emestoGallonsPurchased: 5, admireGallonsPurchased: 4.9 } }, false],
    ["potatoes", { potatoes: { emestoGallonsPurchased: 4.9, admireGallonsPurchased: 5 } }, false],
    ["potatoes", { potatoes: { emestoGallonsPurchased: 5, admireGallonsPurchased: 5 } }, true],
  ] as const)("%s with %j is met: %s", (programme, partial, met) => {
    const progress = programmeProgress(standing(partial), programme);
    expect(progress.met).toBe(met);
    expect(meetsRequirements(standing(partial))).toBe(met);
  });

  it("caps each step at its target: a bar never runs past full", () => {
    const progress = programmeProgress(
      standing({ potatoes: { emestoGallonsPurchased: 12, admireGallonsPurchased: 2.5 } }),
      "potatoes",
    );
    expect(progress.steps.map((s) => [s.kind, s.value, s.target, s.share])).toEqual([
      ["emestoGallons", 5, 5, 1],
      ["admireGallons", 2.5, 5, 0.5],
    ]);
    expect(progress.share).toBe(0.75);
  });
});

describe("the rewards programme's earned step is locked until 2 products are bought", () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
  ])("%i products: locked %s", (products, locked) => {
    const [, earned] = programmeProgress(
      standing({ rewards: { purchasedProductsCount: products, rewardsEarnedCents: 100_000 } }),
      "rewards",
    ).steps;
    expect(earned.kind).toBe("earned");
    expect(earned.locked).toBe(locked);
    // A locked step counts nothing towards the programme's progress, whatever was earned.
    expect(earned.share).toBe(locked ? 0 : 100_000 / 150_000);
    expect(earned.done).toBe(false);
  });

  it("locked even when the earned amount is over the cap, so the programme is not met", () => {
    const progress = programmeProgress(
      standing({ rewards: { purchasedProductsCount: 1, rewardsEarnedCents: 500_000 } }),
      "rewards",
    );
    expect(progress.steps[1]).toMatchObject({ locked: true, done: false, share: 0, value: 150_000 });
    expect(progress.share).toBe(0.25);
    expect(progress.met).toBe(false);
  });

  it("fruits and vegetables have no lock", () => {
    const [, earned] = programmeProgress(
      standing({ fruitsAndVegetables: { purchasedProductsCount: 0, rewardsEarnedCents: 1_250_000 } }),
      "fruitsAndVegetables",
    ).steps;
    expect(earned).toMatchObject({ locked: false, share: 0.5 });
  });
});

describe("the best-progress tab (spec 000 §4)", () => {
  it("opens the programme with the best progress", () => {
    // The sandbox's us.pendiente: rewards 25 % (earned locked), fruits and vegetables 70 %, potatoes 55 %.
    const pendiente = standing({
      rewards: { purchasedProductsCount: 1, rewardsEarnedCents: 90_000 },
      fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarnedCents: 1_000_000 },
      potatoes: { emestoGallonsPurchased: 3.5, admireGallonsPurchased: 2 },
    });
    expect(bestProgressProgramme(pendiente)).toBe("fruitsAndVegetables");
    expect(
      bestProgressProgramme(standing({ potatoes: { emestoGallonsPurchased: 1, admireGallonsPurchased: 0 } })),
    ).toBe("potatoes");
    expect(bestProgressProgramme(standing({ rewards: { purchasedProductsCount: 2, rewardsEarnedCents: 0 } }))).toBe(
      "rewards",
    );
  });

  it("a tie goes to the earlier tab: nothing bought opens Rewards", () => {
    expect(bestProgressProgramme(standing())).toBe("rewards");
    const tie = standing({
      fruitsAndVegetables: { purchasedProductsCount: 1, rewardsEarnedCents: 0 },
      potatoes: { emestoGallonsPurchased: 2.5, admireGallonsPurchased: 0 },
    });
    expect(bestProgressProgramme(tie)).toBe("fruitsAndVegetables");
  });

  it("a tab the address names wins; anything else falls back to the best progress", () => {
    const s = standing({ potatoes: { emestoGallonsPurchased: 1, admireGallonsPurchased: 0 } });
    expect(requirementsTab(s, "rewards")).toBe("rewards");
    expect(requirementsTab(s, "fruitsAndVegetables")).toBe("fruitsAndVegetables");
    expect(requirementsTab(s, "bananas")).toBe("potatoes");
    expect(requirementsTab(s, undefined)).toBe("potatoes");
  });
});
