import { roundTo } from "~/domain/fields/yields";

/**
 * A trial card's figures, in the units US trials report (bushels per acre,
 * acres, miles), rounded once here so the card, its comparison and every test
 * read the same numbers: yields and the advantage to 1 decimal, as trial
 * reports print them; moisture to 1 decimal; distance to whole miles.
 */
export interface TrialFigures {
  /** bu/ac */
  yield: number;
  /** bu/ac of the product it was compared with, or null for a single entry. */
  comparisonYield: number | null;
  /** yield − comparisonYield in bu/ac (negative when the comparison won), or null. */
  advantage: number | null;
  /** % at harvest */
  moisture: number;
  acres: number;
  /** Whole miles from the grower's zip code. */
  miles: number;
}

export function trialFigures(
  trial: { yield: number; moisture: number; acres: number; comparison: { yield: number } | null },
  miles: number,
): TrialFigures {
  const yieldBu = roundTo(trial.yield, 1);
  const comparisonYield = trial.comparison ? roundTo(trial.comparison.yield, 1) : null;
  return {
    yield: yieldBu,
    comparisonYield,
    // From the rounded yields: the card's three figures always add up.
    advantage: comparisonYield === null ? null : roundTo(yieldBu - comparisonYield, 1),
    moisture: roundTo(trial.moisture, 1),
    acres: roundTo(trial.acres, 1),
    miles: Math.round(miles),
  };
}
