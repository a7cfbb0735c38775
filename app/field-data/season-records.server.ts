import { type FieldSeason, fieldSeasons } from "~/domain/fields/stats";
import type { SyncStatus } from "~/domain/fields/sync";
import type { Dashboard } from "~/services/field-view/contract";
import { log } from "~/services/log.server";

/**
 * Several seasons of the grower's field data as the partner holds them now, without running a sync (the export and
 * the history, issue 31): each season's fields with the date its data were taken, or that season marked as not
 * read. A season the partner last failed to sync still has its last data, dated; it is never an empty season.
 */
export type SeasonRecord =
  | { season: string; read: true; fields: FieldSeason[]; status: SyncStatus; lastSyncedAt: string | null }
  | { season: string; read: false };

export function seasonRecords(
  seasons: readonly string[],
  read: (season: string) => Promise<Dashboard>,
): Promise<SeasonRecord[]> {
  return Promise.all(
    seasons.map(async (season): Promise<SeasonRecord> => {
      try {
        const dashboard = await read(season);
        return {
          season,
          read: true,
          fields: fieldSeasons(dashboard.fields, season),
          status: dashboard.status,
          lastSyncedAt: dashboard.lastSyncedAt,
        };
      } catch (error) {
        log("warn", "Failed to fetch field view data", { season, reason: (error as Error).message });
        return { season, read: false };
      }
    }),
  );
}
