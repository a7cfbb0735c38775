/**
 * The US rewards programme's minimum requirements (spec 000 §3 §4 §5 §9): a
 * head grower qualifies in a programme once its minimums are met. Each
 * programme's progress, its steps and the tab a grower lands on come from here,
 * for the widget on the account page, the rewards page and their tests alike.
 *
 *   rewards                 2 products bought and $1,500 of rewards earned; the earned step
 *                           is locked (counts nothing) until the 2 products are bought
 *   fruits and vegetables   2 products bought and $25,000 of rewards earned
 *   potatoes                5 gallons of each of the two named products (Emesto, Admire)
 */

/** What the programme reports for one grower (money in cents, gallons as bought). */
export interface RequirementsStanding {
  rewards: { purchasedProductsCount: number; rewardsEarnedCents: number };
  fruitsAndVegetables: { purchasedProductsCount: number; rewardsEarnedCents: number };
  potatoes: { emestoGallonsPurchased: number; admireGallonsPurchased: number };
}

/** The tabs' order, which is also the order that settles a tie for the best progress. */
export const PROGRAMMES = ["rewards", "fruitsAndVegetables", "potatoes"] as const;
export type Programme = (typeof PROGRAMMES)[number];

/** The spec's caps (spec 000 §9). Money in cents. */
export const REQUIRED_PRODUCTS = 2;
export const REWARDS_EARNED_CAP_CENTS = 1_500_00;
export const FRUITS_AND_VEGETABLES_EARNED_CAP_CENTS = 25_000_00;
export const POTATO_GALLONS_CAP = 5;

export type StepKind = "products" | "earned" | "emestoGallons" | "admireGallons";

export interface RequirementStep {
  kind: StepKind;
  /** What the grower has, capped at the target (a bar never runs past full). */
  value: number;
  target: number;
  /** 0 to 1: value / target, and 0 while the step is locked. */
  share: number;
  done: boolean;
  /** The rewards programme's earned step until its products are bought (spec 000 §5). */
  locked: boolean;
}

export interface ProgrammeProgress {
  programme: Programme;
  steps: RequirementStep[];
  /** 0 to 1: the mean of the steps' shares. */
  share: number;
  met: boolean;
}

function step(kind: StepKind, have: number, target: number, locked = false): RequirementStep {
  const value = Math.min(Math.max(have, 0), target);
  const done = !locked && value >= target;
  return { kind, value, target, share: locked ? 0 : value / target, done, locked };
}

function progress(programme: Programme, steps: RequirementStep[]): ProgrammeProgress {
  const share = steps.reduce((sum, s) => sum + s.share, 0) / steps.length;
  return { programme, steps, share, met: steps.every((s) => s.done) };
}

/** One programme's steps and progress. */
export function programmeProgress(standing: RequirementsStanding, programme: Programme): ProgrammeProgress {
  switch (programme) {
    case "rewards": {
      const { purchasedProductsCount, rewardsEarnedCents } = standing.rewards;
      const products = step("products", purchasedProductsCount, REQUIRED_PRODUCTS);
      return progress(programme, [
        products,
        step("earned", rewardsEarnedCents, REWARDS_EARNED_CAP_CENTS, !products.done),
      ]);
    }
    case "fruitsAndVegetables": {
      const { purchasedProductsCount, rewardsEarnedCents } = standing.fruitsAndVegetables;
      return progress(programme, [
        step("products", purchasedProductsCount, REQUIRED_PRODUCTS),
        step("earned", rewardsEarnedCents, FRUITS_AND_VEGETABLES_EARNED_CAP_CENTS),
      ]);
    }
    case "potatoes": {
      const { emestoGallonsPurchased, admireGallonsPurchased } = standing.potatoes;
      return progress(programme, [
        step("emestoGallons", emestoGallonsPurchased, POTATO_GALLONS_CAP),
        step("admireGallons", admireGallonsPurchased, POTATO_GALLONS_CAP),
      ]);
    }
  }
}

/** Every programme's progress, in tab order. */
export function allProgress(standing: RequirementsStanding): ProgrammeProgress[] {
  return PROGRAMMES.map((programme) => programmeProgress(standing, programme));
}

/** A grower meets the requirements once any one programme's minimums are all met. */
export function meetsRequirements(standing: RequirementsStanding): boolean {
  return allProgress(standing).some((p) => p.met);
}

/**
 * The tab the requirements open on (spec 000 §4): the programme with the best
 * progress; a tie goes to the earlier tab (Rewards, then Fruits and vegetables).
 */
export function bestProgressProgramme(standing: RequirementsStanding): Programme {
  return allProgress(standing).reduce((best, p) => (p.share > best.share ? p : best)).programme;
}

/** The tab a `?tab=` asks for when it names a programme; otherwise the best progress. */
export function requirementsTab(standing: RequirementsStanding, asked: string | null | undefined): Programme {
  return PROGRAMMES.find((p) => p === asked) ?? bestProgressProgramme(standing);
}
