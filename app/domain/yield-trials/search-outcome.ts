import type { Position } from "./distance";
import { type NearbyTrial, nearestTrials } from "./nearest";

/**
 * What the local yield results show for a query (spec 002 §8), from the
 * search API's answer and the zip geocoder's, both asked at once:
 *
 * - the search API refused the brand, crop or zip (400 invalid-brand,
 *   invalid-crop, invalid-zipcode): the message next to what caused it; an unknown
 *   zip code found by the geocoder at the same time is said next to the zip too;
 * - either call failed otherwise: the widget's error state (retry);
 * - the geocoder does not know the zip: 'Enter your Zip Code to view trial
 *   results in your area.' next to the zip;
 * - no trial within 200 miles: 'There are no results within 200 miles of your area';
 * - otherwise the three nearest trials.
 */
/** Spec 002 §8: the search API's 400s, by the message they carry. */
const REFUSALS = ["invalid-brand", "invalid-crop", "invalid-zipcode"] as const;
type TrialSearchRefusal = (typeof REFUSALS)[number];

export type TrialSearchAnswer<T> =
  { kind: "found"; trials: readonly T[] } | { kind: "refused"; reason: TrialSearchRefusal } | { kind: "failed" };

export type ZipAnswer =
  { kind: "found"; place: string; position: Position } | { kind: "not-found" } | { kind: "failed" };

/** Which field a message belongs to, and which message (keys of the page's `errors`). */
export interface FieldProblems {
  brand?: "unknownBrand";
  crop?: "unknownCrop";
  zip?: "invalidZip" | "zipNotFound";
}

export type TrialSearchOutcome<T> =
  | { kind: "problems"; problems: FieldProblems }
  | { kind: "unavailable" }
  | { kind: "none-nearby"; place: string }
  | { kind: "results"; place: string; trials: NearbyTrial<T>[] };

const REFUSAL_PROBLEMS: Record<TrialSearchRefusal, FieldProblems> = {
  "invalid-brand": { brand: "unknownBrand" },
  "invalid-crop": { crop: "unknownCrop" },
  "invalid-zipcode": { zip: "invalidZip" },
};

export function trialSearchOutcome<T extends Position>(
  search: TrialSearchAnswer<T>,
  zip: ZipAnswer,
): TrialSearchOutcome<T> {
  if (search.kind === "refused") {
    const problems = { ...REFUSAL_PROBLEMS[search.reason] };
    if (!problems.zip && zip.kind === "not-found") problems.zip = "zipNotFound";
    return { kind: "problems", problems };
  }
  if (search.kind === "failed" || zip.kind === "failed") return { kind: "unavailable" };
  if (zip.kind === "not-found") return { kind: "problems", problems: { zip: "zipNotFound" } };
  const trials = nearestTrials(zip.position, search.trials);
  return trials.length ? { kind: "results", place: zip.place, trials } : { kind: "none-nearby", place: zip.place };
}

/**
 * Spec 002 §8: the search API's invalid-brand, invalid-crop and invalid-zipcode are 400s; any other non-OK answer is
 * an error with its status. A 400 carrying another message is the API's own failure, not the grower's input.
 */
export function refusalOf(status: number | undefined, message: string | undefined): TrialSearchAnswer<never> {
  const refusal = REFUSALS.find((code) => code === message);
  if (status === 400 && refusal) return { kind: "refused", reason: refusal };
  return { kind: "failed" };
}
