import { milesBetween, type Position } from "./distance";

/** Spec 002 §9: the local yield module shows 3 cards, from trials within a 200-mile radius. */
export const TRIAL_CARDS = 3;
export const TRIAL_RADIUS_MILES = 200;

export interface NearbyTrial<T> {
  trial: T;
  /** Great-circle miles from the grower's zip code to the plot. */
  miles: number;
}

/**
 * The trials a grower sees: those within the radius of the zip code's position
 * (a plot exactly on the circle counts), nearest first, at most three. Ties in
 * distance keep the upstream's order, so the same query always shows the same cards.
 */
export function nearestTrials<T extends Position>(
  origin: Position,
  trials: readonly T[],
  { radiusMiles = TRIAL_RADIUS_MILES, limit = TRIAL_CARDS } = {},
): NearbyTrial<T>[] {
  return trials
    .map((trial) => ({ trial, miles: milesBetween(origin, trial) }))
    .filter(({ miles }) => miles <= radiusMiles)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit);
}
