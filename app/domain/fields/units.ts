import { countryOf, type Locale, type UnitSystem } from "~/countries";

import { kgPerBushel } from "./yields";

/**
 * Units growers read in (issue 9): Argentina and Brazil measure land in
 * hectares, harvests in t/ha and density in seeds per m²; the United States
 * in acres, bushels per acre and seeds per acre. The partner always answers in
 * metric (density in seeds/m², areas in hectares) or in bushels (harvests):
 * these pure conversions take its figures to the grower's units.
 */
const SQUARE_METRES_PER_HECTARE = 10_000;
/** The international acre: 4,046.8564224 m². */
const SQUARE_METRES_PER_ACRE = 4_046.856_422_4;
export const HECTARES_PER_ACRE = SQUARE_METRES_PER_ACRE / SQUARE_METRES_PER_HECTARE;

export function unitSystemOf(locale: Locale): UnitSystem {
  return countryOf(locale).units;
}

/** The avoirdupois pound: 0.45359237 kg exactly. */
const KILOGRAMS_PER_POUND = 0.453_592_37;

/** The units the field-view partner may report a harvest or a planting in (it says which, per content). */
export type AreaUnit = "ha" | "ac";
export type MassUnit = "kg" | "lb";

export function hectaresToAcres(hectares: number): number {
  return hectares / HECTARES_PER_ACRE;
}

export function acresToHectares(acres: number): number {
  return acres * HECTARES_PER_ACRE;
}

/** An area as the partner reported it, in hectares (the unit the portal's rules work in). */
export function toHectares(area: number, unit: AreaUnit): number {
  return unit === "ac" ? acresToHectares(area) : area;
}

/** A mass as the partner reported it, in kilograms. */
export function toKilograms(mass: number, unit: MassUnit): number {
  return unit === "lb" ? mass * KILOGRAMS_PER_POUND : mass;
}

export function kilogramsToPounds(kilograms: number): number {
  return kilograms / KILOGRAMS_PER_POUND;
}

/** A count per hectare (plants, seeds) as a count per acre. */
export function perHectareToPerAcre(perHectare: number): number {
  return perHectare * HECTARES_PER_ACRE;
}

/** A count per acre (a stand typed by a US grower) as a count per hectare. */
export function perAcreToPerHectare(perAcre: number): number {
  return perAcre / HECTARES_PER_ACRE;
}

/** A density in seeds per m² as seeds per acre. */
export function perSquareMetreToPerAcre(perSquareMetre: number): number {
  return perSquareMetre * SQUARE_METRES_PER_ACRE;
}

/** A yield in t/ha as bushels per acre of that crop (kg per bushel from spec 000 §9). */
export function tonnesPerHectareToBushelsPerAcre(
  tonnesPerHectare: number,
  cropName: string | null | undefined,
): number {
  return ((tonnesPerHectare * 1000) / kgPerBushel(cropName)) * HECTARES_PER_ACRE;
}

/** A yield in bushels per acre of that crop as t/ha (the inverse of the above). */
export function bushelsPerAcreToTonnesPerHectare(bushelsPerAcre: number, cropName: string | null | undefined): number {
  return (bushelsPerAcre / HECTARES_PER_ACRE) * (kgPerBushel(cropName) / 1000);
}

/** A harvest's bushels per acre from its totals (null without harvested area). */
export function bushelsPerAcre(totalBushels: number, harvestedHectares: number): number | null {
  if (!(harvestedHectares > 0)) return null;
  return totalBushels / hectaresToAcres(harvestedHectares);
}
