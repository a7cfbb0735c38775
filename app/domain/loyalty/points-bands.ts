/**
 * Points bands of the services and calculator searches (spec 000 §9, 001 §9):
 * under 50,000; 50,000–100,000; 100,000–150,000; over 150,000. A band is
 * searched from its minimum to minimum + 50,000, or up to 999,999 from 150,000.
 */
const BAND_WIDTH = 50_000;
const TOP_BAND_MIN = 150_000;
export const SEARCH_MAX_POINTS = 999_999;

export const POINTS_BANDS = [
  { id: "under-50000", min: 0 },
  { id: "50000-100000", min: 50_000 },
  { id: "100000-150000", min: 100_000 },
  { id: "over-150000", min: 150_000 },
] as const;

export type PointsBandId = (typeof POINTS_BANDS)[number]["id"];

export interface PointsRange {
  min: number;
  max: number;
}

/** The search range of a band's minimum. */
export function bandRange(min: number): PointsRange {
  return { min, max: min === TOP_BAND_MIN ? SEARCH_MAX_POINTS : min + BAND_WIDTH };
}

/** The range a search sends: a band's, or everything (0 to 999,999) without one. */
export function searchRange(band: PointsBandId | null): PointsRange {
  const found = POINTS_BANDS.find((b) => b.id === band);
  return found ? bandRange(found.min) : { min: 0, max: SEARCH_MAX_POINTS };
}

export function isPointsBand(value: string | null | undefined): value is PointsBandId {
  return POINTS_BANDS.some((band) => band.id === value);
}
