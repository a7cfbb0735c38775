/**
 * The seeding-rate helper (issue 3, beyond the spec): how many seeds per
 * hectare to sow so that a target stand of plants per hectare emerges, given
 * this lot's laboratory germination power and the planter plate's failure rate
 * (the share of cells that drop no seed):
 *
 *   seeds/ha = target plants/ha ÷ (germination % / 100 × (1 − failures % / 100))
 *
 * rounded up to a whole seed (rounding down would miss the target). Field
 * emergence below laboratory germination is not modelled; the page says so.
 * The rule is the same per hectare or per acre (US growers type plants/ac and
 * read seeds/ac); the recommendations page applies it through lotCorrection.
 */
import { perHectareToPerAcre } from "~/domain/fields/units";

import type { SeedQualityResult } from "./seed-quality";

export const STAND_LIMITS = { min: 1_000, max: 200_000 } as const;
export type StandLimits = { readonly min: number; readonly max: number };
/**
 * The same range for growers who count per acre, in the round figures a grower
 * types: 1,000/ha ≈ 405/ac down to 400, 200,000/ha ≈ 80,937/ac up to 81,000.
 * A US corn stand (28,000 to 38,000 plants/ac) sits well inside it.
 */
const STAND_LIMITS_PER_ACRE: StandLimits = {
  min: Math.floor(perHectareToPerAcre(STAND_LIMITS.min) / 100) * 100,
  max: Math.ceil(perHectareToPerAcre(STAND_LIMITS.max) / 1_000) * 1_000,
};

/** The formula is the same per hectare or per acre: only the stand's sensible range changes. */
export function standLimits(units: "metric" | "us-customary"): StandLimits {
  return units === "us-customary" ? STAND_LIMITS_PER_ACRE : STAND_LIMITS;
}

export type SeedingRate =
  | { ok: true; /** Per the stand's unit of area (hectare or acre). */ seeds: number; establishment: number }
  | { ok: false; reason: "stand-missing" | "stand-out-of-range" | "lot-unusable" };

/** A target stand typed by a grower: "80.000", "80,000" and "80 000" all mean 80000. */
export function parseStand(raw: string | null | undefined): number | null {
  const digits = (raw ?? "").replace(/[\s.,]/g, "");
  if (!/^\d{1,7}$/.test(digits)) return null;
  return Number(digits);
}

export function seedingRate(
  targetStand: number | null,
  germinationPower: number,
  failures: number,
  limits: StandLimits = STAND_LIMITS,
): SeedingRate {
  if (targetStand === null) return { ok: false, reason: "stand-missing" };
  if (targetStand < limits.min || targetStand > limits.max) return { ok: false, reason: "stand-out-of-range" };
  const establishment = (germinationPower / 100) * (1 - failures / 100);
  if (!Number.isFinite(establishment) || establishment <= 0 || establishment > 1)
    return { ok: false, reason: "lot-unusable" };
  return { ok: true, seeds: Math.ceil(targetStand / establishment - 1e-9), establishment };
}

const SQUARE_METRES_PER_HECTARE = 10_000;

/** Hybrid names as the partner and the catalogue write them: "CA 930  vt3p" is "CA 930 VT3P". */
export function sameHybrid(a: string, b: string): boolean {
  const key = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLowerCase();
  return key(a) !== "" && key(a) === key(b);
}

export type LotCorrection =
  | { kind: "applied"; seedsPerHectare: number; plantsPerHectare: number; establishment: number }
  | { kind: "other-hybrid" }
  | { kind: "unusable" };

/**
 * A seed lot applied to a recommended hybrid (recommendations page): the
 * partner's density (plants per m²) is the stand to reach, and the seeds to sow
 * come from the same rule as the checker's helper, germination and plate
 * failures both. A lot only corrects its own hybrid: its germination says
 * nothing about another hybrid's seed.
 */
export function lotCorrection(
  lot: SeedQualityResult,
  hybrid: { name: string; densityPerSquareMetre: number },
): LotCorrection {
  if (!sameHybrid(lot.hybrid, hybrid.name)) return { kind: "other-hybrid" };
  const plantsPerHectare = Math.round(hybrid.densityPerSquareMetre * SQUARE_METRES_PER_HECTARE);
  const rate = seedingRate(plantsPerHectare, lot.germinationPower, lot.failures);
  if (!rate.ok) return { kind: "unusable" };
  return { kind: "applied", seedsPerHectare: rate.seeds, plantsPerHectare, establishment: rate.establishment };
}
