import type { UnitSystem } from "~/countries";
import { kilometresToMiles } from "~/domain/yield-trials/distance";

/**
 * The distance a card shows (issue 15: km, or miles in the US): the country's
 * unit system decides, never the country itself. One decimal under 10, whole
 * above: "3.2 km", "48 mi".
 */
export type DistanceUnit = "km" | "mi";

export const distanceUnitOf = (units: UnitSystem): DistanceUnit => (units === "us-customary" ? "mi" : "km");

export function shownDistance(
  kilometres: number,
  unit: DistanceUnit,
): { value: number; digits: 0 | 1; unit: DistanceUnit } {
  const value = unit === "mi" ? kilometresToMiles(kilometres) : kilometres;
  const digits = value < 10 ? 1 : 0;
  return { value: Number(value.toFixed(digits)), digits, unit };
}
