import { type FieldSeason, seasonTotals } from "./stats";
import type { SyncStatus } from "./sync";

/**
 * A grower's fields across seasons (issue 31, item 3): for each field, its yield and planted hybrid in every season
 * the partner has, and for the farm, each crop's yield per season (the cards' rule: fields with harvest and planting).
 * A season is one of three things, never a silent zero: read and complete; read but from a sync that did not finish
 * (its last data, with the date they were taken); or not read at all (the partner did not answer).
 */
export type SeasonInput =
  | { season: string; read: true; fields: readonly FieldSeason[]; status: SyncStatus; lastSyncedAt: string | null }
  | { season: string; read: false };

export type SeasonState = "complete" | "lastData" | "unread";

/** A season's data are the last word only once the partner's sync completed (or found nothing to sync). */
export function seasonState(input: SeasonInput): SeasonState {
  if (!input.read) return "unread";
  return input.status === "COMPLETED" || input.status === "EMPTY" ? "complete" : "lastData";
}

export interface FieldSeasonPoint {
  season: string;
  state: SeasonState;
  lastSyncedAt: string | null;
  /** Null when the field had nothing that season (or the season was not read). */
  record: FieldSeason | null;
}

/** What identifies a field across seasons: the partner's location id, else its name. */
const fieldKey = (f: FieldSeason) => f.harvest?.locationId ?? f.planting?.locationId ?? f.name;

/** Each field that had a harvest or a planting in any season, with every season in order, oldest first. */
export function fieldHistories(seasons: readonly SeasonInput[]): Array<{ name: string; points: FieldSeasonPoint[] }> {
  const ordered = [...seasons].sort((a, b) => a.season.localeCompare(b.season));
  const names = new Map<string, string>();
  for (const input of [...ordered].reverse())
    if (input.read)
      for (const f of input.fields)
        if ((f.harvest || f.planting) && !names.has(fieldKey(f))) names.set(fieldKey(f), f.name);
  return [...names].map(([key, name]) => ({
    name,
    points: ordered.map((input) => ({
      season: input.season,
      state: seasonState(input),
      lastSyncedAt: input.read ? input.lastSyncedAt : null,
      record: input.read ? (input.fields.find((f) => fieldKey(f) === key && (f.harvest || f.planting)) ?? null) : null,
    })),
  }));
}

/** The farm's yield per crop and season, oldest first: each crop's average as the cards compute it. */
export function farmHistory(seasons: readonly SeasonInput[]) {
  const ordered = [...seasons].sort((a, b) => a.season.localeCompare(b.season));
  const rows = ordered.map((input) => ({
    season: input.season,
    state: seasonState(input),
    lastSyncedAt: input.read ? input.lastSyncedAt : null,
    averages: input.read ? seasonTotals([...input.fields]).averages : [],
  }));
  const crops = [...new Set(rows.flatMap((row) => row.averages.map((a) => a.crop.trim().toLowerCase())))];
  return { crops, rows };
}
