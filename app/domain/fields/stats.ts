import type { SyncStatus } from "./sync";
import { harvestYield, roundTo } from "./yields";

/**
 * The field-view data of one field (spec 000 §3) and the dashboard rules built
 * on it (§4, §9): which fields have a season's harvest and planting, the best
 * field, how a field compares with the rest, the stats widget view and which
 * empty state it shows.
 */
interface HarvestContent {
  totalWetMass: number;
  totalHarvestedArea: number;
  totalBushels: number;
  cropName: string;
  climateCalculatedAverageYield: number;
  locationId: string;
}

interface PlantingContent {
  seedProductName: string;
  locationId: string;
  plantedArea: number;
  cropName: string;
}

export interface FieldViewField {
  properties: { name: string };
  harvestContents: Record<string, HarvestContent[]>;
  plantingContents: Record<string, PlantingContent[]>;
}

/** Spec 000 §9: the best field needs a harvested area of at least 1 (ha). */
const BEST_FIELD_MIN_AREA = 1;

export interface FieldSeason {
  name: string;
  harvest: HarvestContent | null;
  planting: PlantingContent | null;
  /** t/ha, 2 decimals; null without harvest or area. */
  yieldTonnes: number | null;
}

export function fieldSeasons(fields: readonly FieldViewField[], season: string): FieldSeason[] {
  return fields.map((field) => {
    const harvest = field.harvestContents[season]?.[0] ?? null;
    const planting = field.plantingContents[season]?.[0] ?? null;
    return {
      name: field.properties.name,
      harvest,
      planting,
      yieldTonnes: harvest ? harvestYield(harvest.totalBushels, harvest.totalHarvestedArea, harvest.cropName) : null,
    };
  });
}

/** A field counts for the season's statistics when it has both harvest and planting data (§4). */
function hasHarvestAndPlanting(field: Pick<FieldSeason, "harvest" | "planting">): boolean {
  return field.harvest !== null && field.planting !== null;
}

/** The highest-yielding field with at least 1 ha harvested; ties keep the first. */
export function bestField<T extends Pick<FieldSeason, "harvest" | "yieldTonnes">>(fields: readonly T[]): T | null {
  let best: T | null = null;
  for (const field of fields) {
    if (!field.harvest || field.harvest.totalHarvestedArea < BEST_FIELD_MIN_AREA || field.yieldTonnes === null)
      continue;
    if (!best || field.yieldTonnes > (best.yieldTonnes ?? -Infinity)) best = field;
  }
  return best;
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
