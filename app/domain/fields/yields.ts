/**
 * Yield conversions (spec 000 §9). The partner reports harvests in bushels;
 * growers read tonnes per hectare. Areas are hectares.
 */

/** Kilograms per bushel by crop; anything else uses DEFAULT_KG_PER_BUSHEL. */
const KG_PER_BUSHEL: Readonly<Record<string, number>> = {
  wheat: 27.216,
  corn: 25.401,
  soybeans: 27.216,
  barley: 21.772,
  oats: 14.515,
  rye: 25.401,
  sunflower: 25.401,
  canola: 22.68,
  flaxseed: 27.216,
  sorghum: 25.401,
};
export const DEFAULT_KG_PER_BUSHEL = 25;

export function kgPerBushel(cropName: string | null | undefined): number {
  return KG_PER_BUSHEL[(cropName ?? "").trim().toLowerCase()] ?? DEFAULT_KG_PER_BUSHEL;
}

/** Rounds half away from zero at `decimals`, free of binary noise (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const shifted = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(shifted)) / factor;
}

/** Bushels per hectare → tonnes per hectare, 2 decimals. */
export function tonnesPerHectare(bushelsPerHectare: number, cropName: string | null | undefined): number {
  return roundTo((bushelsPerHectare * kgPerBushel(cropName)) / 1000, 2);
}

/** A harvest's yield in t/ha from its totals (null without harvested area). */
export function harvestYield(
  totalBushels: number,
  harvestedArea: number,
  cropName: string | null | undefined,
): number | null {
  if (!(harvestedArea > 0)) return null;
  return tonnesPerHectare(totalBushels / harvestedArea, cropName);
}

/** Density and yield from the curve service: trimmed (not rounded) to 4 decimals. */
export function trimTo4(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Math.trunc(Number((value * 10_000).toPrecision(15))) / 10_000;
}
