import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import {
  hectaresToAcres,
  kilogramsToPounds,
  perHectareToPerAcre,
  perSquareMetreToPerAcre,
  tonnesPerHectareToBushelsPerAcre,
  unitSystemOf,
} from "~/domain/fields/units";
import { roundTo, trimTo4 } from "~/domain/fields/yields";
import { formatNumber, formatUpTo } from "~/format/numbers";

/**
 * The field pages' figures in the grower's units and number format (issue 9):
 * hectares, t/ha and seeds per m² in Argentina and Brazil; acres, bushels per
 * acre and seeds per acre in the United States. Numbers come from the domain's
 * conversions and app/format; the unit words from the `units.*` texts.
 */
export interface Measures {
  system: "metric" | "us-customary";
  area(hectares: number): string;
  /** A harvest's wet mass: kilograms, or pounds where growers weigh in pounds. */
  mass(kilograms: number): string;
  /**
   * A harvest's yield: t/ha with 2 decimals (spec 000 §9), or bu/ac with 1. Both
   * figures come from the domain (fieldSeasons, averageYieldsByCrop), each crop
   * by its own kg per bushel; this only picks the grower's and formats it.
   */
  harvestYield(figures: { tonnesPerHectare: number; bushelsPerAcre: number }): string;
  /** The same yield as the number shown (rounded to its decimals), and those decimals: what the map colours by. */
  harvestYieldNumber(figures: { tonnesPerHectare: number; bushelsPerAcre: number }): number;
  yieldDecimals: number;
  /** A number in the unit harvestYield writes ("9,62 t/ha"). */
  yieldUnit(value: number): string;
  /** A recommended or curve yield: t/ha trimmed to 4 decimals (spec 000 §9), or bu/ac with 1. */
  curveYield(tonnesPerHectare: number, crop: string | null): string;
  curveYieldNumber(tonnesPerHectare: number, crop: string | null): number;
  /** A density: seeds/m² trimmed to 4 decimals (spec 000 §9), or whole seeds per acre. */
  density(perSquareMetre: number): string;
  densityNumber(perSquareMetre: number): number;
  /** Seeds or plants per hectare, or per acre (rounded up: sowing less misses the stand). */
  perArea(perHectare: number, what: "seeds" | "plants"): string;
}

export function measuresFor(t: TFunction, locale: Locale): Measures {
  const us = unitSystemOf(locale) === "us-customary";
  const n = (value: number, decimals: number) => formatNumber(locale, value, decimals);
  const curveYieldNumber = (tha: number, crop: string | null) =>
    us ? roundTo(tonnesPerHectareToBushelsPerAcre(tha, crop), 1) : trimTo4(tha);
  const densityNumber = (perSqm: number) => (us ? Math.round(perSquareMetreToPerAcre(perSqm)) : trimTo4(perSqm));
  return {
    system: us ? "us-customary" : "metric",
    area: (ha) => (us ? t("units.ac", { value: n(hectaresToAcres(ha), 2) }) : t("units.ha", { value: n(ha, 2) })),
    mass: (kg) => (us ? t("units.lb", { value: n(kilogramsToPounds(kg), 0) }) : t("units.kg", { value: n(kg, 0) })),
    harvestYield: ({ tonnesPerHectare, bushelsPerAcre }) =>
      us
        ? t("units.buac", { value: n(roundTo(bushelsPerAcre, 1), 1) })
        : t("units.tha", { value: n(roundTo(tonnesPerHectare, 2), 2) }),
    harvestYieldNumber: ({ tonnesPerHectare, bushelsPerAcre }) =>
      us ? roundTo(bushelsPerAcre, 1) : roundTo(tonnesPerHectare, 2),
    yieldDecimals: us ? 1 : 2,
    yieldUnit: (value) => (us ? t("units.buac", { value: n(value, 1) }) : t("units.tha", { value: n(value, 2) })),
    curveYield: (tha, crop) =>
      us
        ? t("units.buac", { value: n(curveYieldNumber(tha, crop), 1) })
        : t("units.tha", { value: formatUpTo(locale, curveYieldNumber(tha, crop), 4) }),
    curveYieldNumber,
    density: (perSqm) =>
      us
        ? t("units.seedsPerAcre", { value: n(densityNumber(perSqm), 0) })
        : t("units.seedsPerSqm", { value: formatUpTo(locale, densityNumber(perSqm), 4) }),
    densityNumber,
    perArea: (perHa, what) =>
      us
        ? t(what === "seeds" ? "units.seedsPerAcre" : "units.plantsPerAcre", {
            value: n(Math.ceil(perHectareToPerAcre(perHa) - 1e-9), 0),
          })
        : t(what === "seeds" ? "units.seedsPerHa" : "units.plantsPerHa", { value: n(perHa, 0) }),
  };
}
