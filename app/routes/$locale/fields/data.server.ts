import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { isUpstreamError } from "~/services/errors";
import type { FieldViewAccess } from "~/services/field-view/access.server";
import { getUserInfo } from "~/services/field-view/client.server";
import { dashboardWithinBudget } from "~/services/field-view/sync.server";
import { forgetToken } from "~/services/field-view/token-cookie.server";
import { log } from "~/services/log.server";

import { connectedModel, type DashboardModel, notConnectedModel } from "./dashboard.server";
import { chooseSeason, type DashboardQuery } from "./query";

/** What the partner said for this grower and season, already turned into the dashboard's model. */
export interface DashboardData {
  connected: boolean;
  seasons: string[];
  season: string;
  /** The grower's id at the partner, for its field-selection page. */
  clientId: string | null;
  model: DashboardModel;
  /** Set when the partner turned the token down and the page forgets it. */
  cookie: string | null;
}

/**
 * The grower's seasons, then the chosen season's dashboard through the sync
 * loop within the page's budget (decision 0011). A token the partner turns
 * down (401) makes the grower not connected again; any other failure is the
 * widget's error state, never the page's.
 */
export async function fetchDashboard(
  t: TFunction,
  locale: Locale,
  access: FieldViewAccess,
  query: DashboardQuery,
): Promise<DashboardData> {
  const none = { seasons: [], season: query.season, clientId: null, cookie: null };
  if (!access.connected) {
    // The partner could not be asked: say so, rather than claim the grower never connected.
    const model = access.unavailable
      ? connectedModel(t, locale, query.season, { state: "fetch-failed" })
      : notConnectedModel(t, locale, query.season);
    return { ...none, connected: false, model };
  }
  let seasons: string[] = [];
  let season = query.season;
  let clientId: string | null = null;
  try {
    const info = await getUserInfo(access.token, locale);
    ({ seasons, clientId } = info);
    season = chooseSeason(seasons, query.season);
    const view = await dashboardWithinBudget(access.token, [season], { retry: query.retry });
    if (view.state === "failed") {
      if (isUpstreamError(view.error) && view.error.status === 401) throw view.error;
      log("warn", "field view dashboard failed", { reason: (view.error as Error).message });
    }
    return { connected: true, seasons, season, clientId, model: connectedModel(t, locale, season, view), cookie: null };
  } catch (error) {
    if (isUpstreamError(error) && error.status === 401) {
      // The partner no longer accepts this token: the grower must connect again.
      const cookie = forgetToken();
      const model = notConnectedModel(t, locale, season);
      return { connected: false, seasons, season, clientId, model, cookie };
    }
    log("warn", "Failed to fetch field view data", { reason: (error as Error).message });
    const model = connectedModel(t, locale, season, { state: "fetch-failed" });
    return { connected: true, seasons, season, clientId, model, cookie: null };
  }
}
