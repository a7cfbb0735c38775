/**
 * Stars (spec 001 §4 §9, 002 §9): 1 to 5, by points. The next-star display
 * shows how many points are still missing; the points shown are capped at
 * 550,000, the fifth star's threshold.
 */

/** Points needed for each star: index 0 is one star. */
export const STAR_THRESHOLDS = [0, 15_000, 50_000, 200_000, 550_000] as const;
export const MAX_STARS = 5;
export const STARS_DISPLAY_CAP = 550_000;

export function starsFor(points: number): number {
  let stars = 1;
  STAR_THRESHOLDS.forEach((threshold, index) => {
    if (points >= threshold) stars = index + 1;
  });
  return stars;
}

export interface StarProgress {
  stars: number;
  /** The next star, or null at five stars. */
  nextStars: number | null;
  nextThreshold: number | null;
  /** Points still missing for the next star (0 at five stars). */
  pointsToNext: number;
  /** The share of the way from this star's threshold to the next, floored (100 at five stars). */
  percent: number;
  /** The points as the displays show them: never above 550,000, never below 0. */
  displayPoints: number;
}

export function starProgress(points: number): StarProgress {
  const safe = Number.isFinite(points) ? Math.max(0, points) : 0;
  const stars = starsFor(safe);
  const displayPoints = Math.min(safe, STARS_DISPLAY_CAP);
  if (stars >= MAX_STARS)
    return { stars, nextStars: null, nextThreshold: null, pointsToNext: 0, percent: 100, displayPoints };
  const floorPoints = STAR_THRESHOLDS[stars - 1];
  const nextThreshold = STAR_THRESHOLDS[stars];
  return {
    stars,
    nextStars: stars + 1,
    nextThreshold,
    pointsToNext: nextThreshold - safe,
    percent: Math.floor(((safe - floorPoints) / (nextThreshold - floorPoints)) * 100),
    displayPoints,
  };
}
