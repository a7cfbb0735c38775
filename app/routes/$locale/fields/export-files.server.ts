import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { readBoundary } from "~/domain/fields/boundary";
import { fieldsGeoJson } from "~/domain/fields/field-export";
import { type FieldSeason, seasonTotals } from "~/domain/fields/stats";
import { hectaresToAcres, kilogramsToPounds } from "~/domain/fields/units";
import { type CsvCell, toCsv } from "~/domain/loyalty/history-csv";
import { measuresFor } from "~/field-data/measures";
import { lastSyncText } from "~/field-data/sync-line";
import { formatNumber } from "~/format/numbers";
import type { Field } from "~/services/agronomy/contract";

import { seasonOf } from "./field-map.server";
import { cropLabel, yieldOf } from "./field-rows.server";

/**
 * The grower's fields to take away (issue 31, item 4), from the agronomy partner's fields and the field-view
 * partner's seasons: GeoJSON, one Feature per field with its seasons, and CSV, one row per field and season in the
 * grower's units and number format, then each season's totals as the dashboard's cards show them (seasonTotals).
 * Both say which fields have no boundary, and why.
 */
export interface ReadSeason {
  season: string;
  fields: FieldSeason[];
  lastSyncedAt: string | null;
}

export function geoJsonFile(fields: readonly Field[], seasons: readonly ReadSeason[]): string {
  const features = fields.map((field) => ({
    id: field.id,
    name: field.name,
    lat: field.lat,
    lng: field.lng,
    areaHectares: field.area,
    boundary: readBoundary(field.geometry),
    seasons: seasons.flatMap(({ season, fields: records }) => {
      const record = seasonOf(field, records);
      if (!record || !(record.harvest || record.planting)) return [];
      return [
        {
          season,
          crop: (record.harvest ?? record.planting)!.cropName,
          yieldTonnesPerHectare: record.yieldTonnes,
          yieldBushelsPerAcre: record.yieldBushelsPerAcre,
          hybrid: record.planting?.seedProductName ?? null,
        },
      ];
    }),
  }));
  return JSON.stringify(fieldsGeoJson(features));
}

/** The CSV's separator: the semicolon where the comma is the decimal mark, else the comma. */
const separatorFor = (locale: Locale) => (formatNumber(locale, 1.5, 1).includes(",") ? ";" : ",");

export function csvFile(
  t: TFunction,
  locale: Locale,
  fields: readonly Field[],
  seasons: readonly ReadSeason[],
): string {
  const measures = measuresFor(t, locale);
  const us = measures.system === "us-customary";
  // A unit as the page writes it, without a figure ("ha", "acres", "bu/ac").
  const unit = (key: string) => t(key, { value: "" }).trim();
  const area = (ha: number) => formatNumber(locale, us ? hectaresToAcres(ha) : ha, 2);
  const mass = (kg: number) => formatNumber(locale, us ? kilogramsToPounds(kg) : kg, 0);
  const yieldNumber = (figures: NonNullable<ReturnType<typeof yieldOf>>) =>
    formatNumber(locale, measures.harvestYieldNumber(figures), measures.yieldDecimals);
  const [areaUnit, massUnit, yieldUnit] = us
    ? [unit("units.ac"), unit("units.lb"), unit("units.buac")]
    : [unit("units.ha"), unit("units.kg"), unit("units.tha")];
  // The columns in order; a row names its cells, so a total or an average fills only its own.
  const columns = {
    season: t("export.csv.season"),
    field: t("export.csv.field"),
    farm: t("export.csv.farm"),
    fieldId: t("export.csv.fieldId"),
    crop: t("export.csv.crop"),
    harvestedArea: t("export.csv.harvestedArea", { unit: areaUnit }),
    wetMass: t("export.csv.wetMass", { unit: massUnit }),
    // Bushels where the grower counts in them, as the dashboard's table shows them (the United States).
    ...(us && { bushels: t("export.csv.bushels") }),
    yield: t("export.csv.yield", { unit: yieldUnit }),
    hybrid: t("export.csv.hybrid"),
    plantedArea: t("export.csv.plantedArea", { unit: areaUnit }),
    boundary: t("export.csv.boundary"),
    dataAsOf: t("export.csv.dataAsOf"),
  };
  type Column = keyof typeof columns | "bushels";
  const row = (cells: Partial<Record<Column, CsvCell>>): CsvCell[] =>
    (Object.keys(columns) as Column[]).map((column) => cells[column] ?? null);
  const boundaryOf = (field: Field | undefined) => {
    if (!field) return null;
    const boundary = readBoundary(field.geometry);
    return boundary.kind === "polygons"
      ? t("map.polygon")
      : t("map.point", { reason: t(`map.problems.${boundary.problem}`) });
  };
  const rows = seasons.flatMap(({ season, fields: records, lastSyncedAt }) => {
    const asOf = lastSyncText(t, locale, lastSyncedAt);
    return records
      .filter((r) => r.harvest || r.planting)
      .map((record) => {
        const field = fields.find((f) => seasonOf(f, [record]) === record);
        const figures = yieldOf(record);
        return row({
          season,
          field: record.name,
          farm: field?.location,
          fieldId: field?.id,
          crop: cropLabel(t, (record.harvest ?? record.planting)!.cropName),
          harvestedArea: record.harvest && area(record.harvest.totalHarvestedArea),
          wetMass: record.harvest && mass(record.harvest.totalWetMass),
          bushels: record.harvest && formatNumber(locale, record.harvest.totalBushels, 0),
          yield: figures && yieldNumber(figures),
          hybrid: record.planting?.seedProductName,
          plantedArea: record.planting && area(record.planting.plantedArea),
          boundary: boundaryOf(field),
          dataAsOf: asOf,
        });
      });
  });
  // Each season's totals, as its cards show them: the areas of the fields with harvest and planting, each crop's yield.
  const totals = seasons.flatMap(({ season, fields: records }): CsvCell[][] => {
    const { complete, harvestedHectares, plantedHectares, averages } = seasonTotals(records);
    if (!complete.length) return [];
    return [
      row({
        season,
        field: t("export.csv.total"),
        harvestedArea: area(harvestedHectares),
        plantedArea: area(plantedHectares),
      }),
      ...averages.map((average) =>
        row({
          season,
          field: t("export.csv.average"),
          crop: cropLabel(t, average.crop),
          harvestedArea: area(average.harvestedHectares),
          yield: yieldNumber(average),
        }),
      ),
    ];
  });
  return toCsv(Object.values(columns), [...rows, ...(totals.length ? [[], ...totals] : [])], separatorFor(locale));
}
