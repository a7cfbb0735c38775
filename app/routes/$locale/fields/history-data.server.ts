import type { Locale } from "~/countries";
import type { SeasonInput } from "~/domain/fields/history";
import { seasonRecords } from "~/field-data/season-records.server";
import { getUserInfo, keptSeasonDashboard } from "~/services/field-view/client.server";
import { log } from "~/services/log.server";

import type { DashboardData } from "./data.server";

/** Every season the partner has for the grower, read without a sync; null when the partner cannot list them. */
export async function allSeasons(token: string, locale: Locale): Promise<SeasonInput[] | null> {
  try {
    const { seasons } = await getUserInfo(token, locale);
    return await seasonRecords(seasons, (season) => keptSeasonDashboard(token, season, locale));
  } catch (error) {
    log("warn", "Failed to fetch field view data", { reason: (error as Error).message });
    return null;
  }
}

/**
 * The history with the season on screen as the dashboard has it: read beside the sync, the history's copy of that
 * season may predate a sync the dashboard waited for. A sync that failed keeps the history's dated last data.
 */
export function withShownSeason(seasons: readonly SeasonInput[], data: DashboardData): SeasonInput[] {
  const sync = data.model.sync;
  if (sync?.kind !== "done") return [...seasons];
  return seasons.map((input) =>
    input.season === data.season && input.read
      ? { ...input, fields: data.model.seasonFields, status: sync.status }
      : input,
  );
}
