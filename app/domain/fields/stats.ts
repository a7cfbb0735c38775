import type { UnitSystem } from "~/countries";

import type { SyncStatus } from "./sync";
import { type AreaUnit, bushelsPerAcre, HECTARES_PER_ACRE, type MassUnit, toHectares, toKilograms } from "./units";
import { harvestYield, kgPerBushel, roundTo } from "./yields";

/**
 * The field-view data of one field (spec 000 §3) and the dashboard rules built
 * on it (§4, §9): which fields have a season's harvest and planting, the best
 * field, how a field compares with the rest, the stats widget view and which
 * empty state it shows.
 */
/** A harvest as the rules read it: areas in hectares, wet mass in kilograms. */
interface HarvestContent {
  totalWetMass: number;
  totalHarvestedArea: number;
  totalBushels: number;
  cropName: string;
  climateCalculatedAverageYield: number;
  locationId: string;
}

/** A planting as the rules read it: area in hectares. */
interface PlantingContent {
  seedProductName: string;
  locationId: string;
  plantedArea: number;
  cropName: string;
}

/**
 * The partner's contents carry the units they were measured in: a US account
 * reports acres and pounds, an Argentine one hectares and kilograms (the
 * default when the partner does not say). Bushels are bushels everywhere.
 */
type PartnerHarvest = HarvestContent & { areaUnit?: AreaUnit; massUnit?: MassUnit };
type PartnerPlanting = PlantingContent & { areaUnit?: AreaUnit };

export interface FieldViewField {
  properties: { name: string };
  harvestContents: Record<string, PartnerHarvest[]>;
  plantingContents: Record<string, PartnerPlanting[]>;
}

/**
 * Spec 000 §9: the best field needs a harvested area of at least 1, in the
 * unit the grower's partner account measures in: 1 ha where growers count
 * hectares, 1 acre where they count acres (decision 0031).
 */
export function bestFieldMinimumHectares(units: UnitSystem): number {
  return units === "us-customary" ? HECTARES_PER_ACRE : 1;
}

export interface FieldSeason {
  name: string;
  harvest: HarvestContent | null;
  planting: PlantingContent | null;
  /** t/ha, 2 decimals (spec 000 §9), each crop by its own kg per bushel; null without harvest or area. */
  yieldTonnes: number | null;
  /** Bushels per acre straight from the partner's bushels and area (not through rounded t/ha); null likewise. */
  yieldBushelsPerAcre: number | null;
}

function harvestInHectares({ areaUnit, massUnit, ...harvest }: PartnerHarvest): HarvestContent {
  return {
    ...harvest,
    totalHarvestedArea: toHectares(harvest.totalHarvestedArea, areaUnit ?? "ha"),
    totalWetMass: toKilograms(harvest.totalWetMass, massUnit ?? "kg"),
  };
}

function plantingInHectares({ areaUnit, ...planting }: PartnerPlanting): PlantingContent {
  return { ...planting, plantedArea: toHectares(planting.plantedArea, areaUnit ?? "ha") };
}

export function fieldSeasons(fields: readonly FieldViewField[], season: string): FieldSeason[] {
  return fields.map((field) => {
    const reported = field.harvestContents[season]?.[0];
    const sown = field.plantingContents[season]?.[0];
    const harvest = reported ? harvestInHectares(reported) : null;
    return {
      name: field.properties.name,
      harvest,
      planting: sown ? plantingInHectares(sown) : null,
      yieldTonnes: harvest ? harvestYield(harvest.totalBushels, harvest.totalHarvestedArea, harvest.cropName) : null,
      yieldBushelsPerAcre: harvest ? bushelsPerAcre(harvest.totalBushels, harvest.totalHarvestedArea) : null,
    };
  });
}

/** A crop as the rules group it: the partner spells the same crop in more than one case. */
const cropKey = (crop: string) => crop.trim().toLowerCase();

export interface CropAverage {
  crop: string;
  harvestedHectares: number;
  /** Σ tonnes ÷ Σ hectares, each field's bushels weighed by its crop's kg per bushel; 2 decimals. */
  tonnesPerHectare: number;
  /** Σ bushels ÷ Σ acres. */
  bushelsPerAcre: number;
}

/**
 * A season's average yield per crop, from the fields' totals (area-weighted),
 * largest harvested area first. Corn and soybeans are never averaged into one
 * figure: a bushel of each weighs differently, and a grower reads each crop's own.
 */
export function averageYieldsByCrop(fields: readonly Pick<FieldSeason, "harvest">[]): CropAverage[] {
  const byCrop = new Map<string, { key: string; crop: string; hectares: number; bushels: number }>();
  for (const { harvest } of fields) {
    if (!harvest || !(harvest.totalHarvestedArea > 0)) continue;
    const key = cropKey(harvest.cropName);
    const entry = byCrop.get(key) ?? { key, crop: harvest.cropName, hectares: 0, bushels: 0 };
    entry.hectares += harvest.totalHarvestedArea;
    entry.bushels += harvest.totalBushels;
    byCrop.set(key, entry);
  }
  return [...byCrop.values()]
    .sort((a, b) => b.hectares - a.hectares)
    .map(({ crop, hectares, bushels }) => ({
      crop,
      harvestedHectares: hectares,
      tonnesPerHectare: roundTo((bushels * kgPerBushel(crop)) / 1000 / hectares, 2),
      bushelsPerAcre: bushelsPerAcre(bushels, hectares)!,
    }));
}

/** A field counts for the season's statistics when it has both harvest and planting data (§4). */
function hasHarvestAndPlanting(field: Pick<FieldSeason, "harvest" | "planting">): boolean {
  return field.harvest !== null && field.planting !== null;
}

/**
 * A season's totals as the stats cards show them: over the fields with both harvest and planting (§4), the harvested
 * and planted hectares and each crop's average yield. The cards and the CSV export both read them here, so the file's
 * totals are the dashboard's.
 */
export function seasonTotals(fields: readonly FieldSeason[]) {
  const complete = fields.filter(hasHarvestAndPlanting);
  return {
    complete,
    harvestedHectares: complete.reduce((sum, f) => sum + f.harvest!.totalHarvestedArea, 0),
    plantedHectares: complete.reduce((sum, f) => sum + f.planting!.plantedArea, 0),
    averages: averageYieldsByCrop(complete),
  };
}

/**
 * The highest-yielding field with at least the minimum harvested (1 ha, or 1 ac
 * in acre country: bestFieldMinimumHectares); ties keep the first. Give it the
 * fields of one crop (bestFieldsByCrop): across crops a t/ha of corn beats one
 * of soybeans whatever either harvest was.
 */
export function bestField<T extends Pick<FieldSeason, "harvest" | "yieldTonnes">>(
  fields: readonly T[],
  minimumHectares = 1,
): T | null {
  let best: T | null = null;
  for (const field of fields) {
    if (!field.harvest || field.harvest.totalHarvestedArea < minimumHectares - 1e-9 || field.yieldTonnes === null)
      continue;
    if (!best || field.yieldTonnes > (best.yieldTonnes ?? -Infinity)) best = field;
  }
  return best;
}

/**
 * The best field of each crop (issue 26: "best field" never ranks corn against soybeans), in the order of
 * averageYieldsByCrop (largest harvested area first), each with how it compares with the rest of its own crop
 * (issue 31: one comparison per crop, the crop named). A crop with no field over the minimum has none.
 */
export function bestFieldsByCrop<T extends Pick<FieldSeason, "harvest" | "yieldTonnes" | "yieldBushelsPerAcre">>(
  fields: readonly T[],
  minimumHectares = 1,
): Array<{ crop: string; field: T; comparison: Comparison | null }> {
  return averageYieldsByCrop(fields).flatMap(({ crop }) => {
    const field = bestField(
      fields.filter((f) => f.harvest && cropKey(f.harvest.cropName) === cropKey(crop)),
      minimumHectares,
    );
    return field ? [{ crop, field, comparison: compareWithItsCrop(field, fields, minimumHectares) }] : [];
  });
}

export type Comparison = { direction: "more" | "less" | "same"; percent: number };

/**
 * How one yield compares with the average of the others, as a percentage with
 * 2 decimals ("12.34% more than the rest"). Null when there is no rest to
 * compare with, or the rest averages zero.
 */
export function compareWithRest(value: number, rest: readonly number[]): Comparison | null {
  if (rest.length === 0) return null;
  const average = rest.reduce((sum, v) => sum + v, 0) / rest.length;
  if (!(average > 0)) return null;
  const percent = roundTo((Math.abs(value - average) / average) * 100, 2);
  if (percent === 0) return { direction: "same", percent: 0 };
  return { direction: value > average ? "more" : "less", percent };
}

/**
 * A field against the other fields of its crop (with a yield and at least the
 * best field's minimum area), or null with none to compare with. A corn field
 * compared with soybean fields is always "more than the rest", whatever its
 * harvest, so "the rest" is the rest of its crop (decision 0031). Within one
 * crop the ratio is the same in t/ha and bu/ac: it is taken from the unrounded
 * yields, so every locale reads the same percentage.
 */
export function compareWithItsCrop<T extends Pick<FieldSeason, "harvest" | "yieldBushelsPerAcre">>(
  field: T,
  fields: readonly T[],
  minimumHectares = 1,
): Comparison | null {
  const crop = field.harvest ? cropKey(field.harvest.cropName) : undefined;
  if (crop === undefined || field.yieldBushelsPerAcre === null) return null;
  const rest = fields
    .filter(
      (other) =>
        other !== field &&
        other.yieldBushelsPerAcre !== null &&
        other.harvest !== null &&
        cropKey(other.harvest.cropName) === crop &&
        other.harvest.totalHarvestedArea >= minimumHectares - 1e-9,
    )
    .map((other) => other.yieldBushelsPerAcre!);
  return compareWithRest(field.yieldBushelsPerAcre, rest);
}

export type StatsView = "error" | "standard" | "empty";

export interface StatsViewInput {
  queryFailed: boolean;
  loading: boolean;
  connected: boolean;
  /** The season's fields (empty when there is no data). */
  fields: readonly Pick<FieldSeason, "harvest" | "planting">[];
}

/**
 * Stats widget view (§4): error if the query failed; standard if loading or a
 * field has both harvest and planting data for the season; empty if not
 * connected, no data, or no matching season data.
 */
export function statsWidgetView({ queryFailed, loading, connected, fields }: StatsViewInput): StatsView {
  if (queryFailed) return "error";
  if (loading) return "standard";
  if (!connected) return "empty";
  return fields.some(hasHarvestAndPlanting) ? "standard" : "empty";
}

export type EmptyStateKind = "error" | "not-connected" | "empty-information" | "empty-data";

/**
 * Widget empty-state choice (§4), in order: error; not connected; empty
 * information (connected with data but no harvest-plus-planting match); empty data.
 */
export function widgetEmptyState({ queryFailed, connected, fields }: Omit<StatsViewInput, "loading">): EmptyStateKind {
  if (queryFailed) return "error";
  if (!connected) return "not-connected";
  const hasData = fields.some((f) => f.harvest !== null || f.planting !== null);
  return hasData ? "empty-information" : "empty-data";
}

/** Stats card variants (spec 000 §2, §3). */
export type StatsCardVariant = "standard" | "empty" | "error" | "notConnected";

export function statsCardVariant(kind: StatsView, emptyKind: EmptyStateKind): StatsCardVariant {
  if (kind === "standard") return "standard";
  if (kind === "error" || emptyKind === "error") return "error";
  return emptyKind === "not-connected" ? "notConnected" : "empty";
}

/** What each sync status means for the grower: a translation key suffix and a tone. */
export const STATUS_TONE: Record<SyncStatus, "ok" | "info" | "warning" | "error"> = {
  COMPLETED: "ok",
  SYNCING: "info",
  EMPTY: "info",
  SOME_YEARS_MISSING: "warning",
  FAILING_SOURCE: "error",
  ERROR: "error",
};
