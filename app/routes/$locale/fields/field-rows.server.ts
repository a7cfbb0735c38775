import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import {
  bestFieldMinimumHectares,
  bestFieldsByCrop,
  compareWithItsCrop,
  type Comparison,
  type FieldSeason,
} from "~/domain/fields/stats";
import { unitSystemOf } from "~/domain/fields/units";
import { measuresFor } from "~/field-data/measures";
import { formatNumber } from "~/format/numbers";

/** The dashboard's per-field table in finished text: each field's harvest, planting and how it compares within its crop. */
export interface FieldRow {
  name: string;
  /** "Best field (Corn)": the best of its crop, said only where its crop had others to beat. */
  best: string | null;
  crop: string | null;
  wetMass: string | null;
  harvestedArea: string | null;
  /** Only where growers count in bushels (the US); elsewhere the column is not shown. */
  bushels: string | null;
  yieldText: string | null;
  comparison: string | null;
  product: string | null;
  plantedArea: string | null;
  plantingCrop: string | null;
}

export function comparisonText(t: TFunction, locale: Locale, comparison: Comparison | null): string | null {
  if (!comparison) return null;
  if (comparison.direction === "same") return t("comparison.same");
  return t(`comparison.${comparison.direction}`, { percent: formatNumber(locale, comparison.percent, 2) });
}

export function cropLabel(t: TFunction, crop: string): string {
  return t(`crops.${crop}`, { defaultValue: crop });
}

/** A field's yield in both figures, for measures.harvestYield (null without one). */
export function yieldOf(row: FieldSeason) {
  return row.yieldTonnes !== null && row.yieldBushelsPerAcre !== null
    ? { tonnesPerHectare: row.yieldTonnes, bushelsPerAcre: row.yieldBushelsPerAcre }
    : null;
}

export function fieldRows(t: TFunction, locale: Locale, seasons: FieldSeason[]): FieldRow[] {
  const minimum = bestFieldMinimumHectares(unitSystemOf(locale));
  const bests = new Map(bestFieldsByCrop(seasons, minimum).map((best) => [best.field, best] as const));
  const measures = measuresFor(t, locale);
  return seasons.map((row) => {
    const comparison = compareWithItsCrop(row, seasons, minimum);
    const figures = yieldOf(row);
    return {
      name: row.name,
      // "Best" only beside a field that had others of its crop to beat.
      best: bests.get(row)?.comparison ? t("table.bestOf", { crop: cropLabel(t, bests.get(row)!.crop) }) : null,
      crop: row.harvest ? cropLabel(t, row.harvest.cropName) : null,
      wetMass: row.harvest ? measures.mass(row.harvest.totalWetMass) : null,
      harvestedArea: row.harvest ? measures.area(row.harvest.totalHarvestedArea) : null,
      bushels:
        row.harvest && measures.system === "us-customary"
          ? t("units.bu", { value: formatNumber(locale, row.harvest.totalBushels, 0) })
          : null,
      yieldText: figures ? measures.harvestYield(figures) : null,
      // A yield with no other field of its crop to be compared with says so, rather than "no data".
      comparison: comparison ? comparisonText(t, locale, comparison) : figures ? t("comparison.alone") : null,
      product: row.planting?.seedProductName ?? null,
      plantedArea: row.planting ? measures.area(row.planting.plantedArea) : null,
      plantingCrop: row.planting ? cropLabel(t, row.planting.cropName) : null,
    };
  });
}

/**
 * The table's rows: every field with a harvest or a planting this season, also when no field has both and the
 * cards have no totals to show (a partial year: the harvests are still the grower's data, issue 26).
 */
export function seasonRows(t: TFunction, locale: Locale, seasons: FieldSeason[]): FieldRow[] {
  return fieldRows(
    t,
    locale,
    seasons.filter((s) => s.harvest || s.planting),
  );
}
