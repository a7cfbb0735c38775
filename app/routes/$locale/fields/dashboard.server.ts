import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import {
  type FieldSeason,
  fieldSeasons,
  statsCardVariant,
  statsWidgetView,
  widgetEmptyState,
} from "~/domain/fields/stats";
import { FIELD_VIEW_FETCH_FAILED, MAX_TRIES_MESSAGE, type SyncStatus } from "~/domain/fields/sync";
import { lastSyncText, syncStatusText } from "~/field-data/sync-line";
import type { Dashboard } from "~/services/field-view/contract";
import type { SyncView } from "~/services/field-view/sync.server";
import { isMaxTries } from "~/services/field-view/sync.server";

import { type FieldRow, seasonRows } from "./field-rows.server";
import { type StatsCard, statsCards } from "./stats-cards-view.server";

/**
 * Turns what the partner answered into the dashboard's finished text: the sync state, which empty or error state the
 * widget shows (spec 000 §4), the stats cards and their variant (stats-cards-view.server.ts) and the per-field table
 * (field-rows.server.ts). Pure apart from t().
 */

export type SyncState =
  | { kind: "done"; status: SyncStatus; statusText: string; asOf: string }
  | { kind: "syncing"; status: SyncStatus | null; statusText: string; asOf: string }
  | { kind: "failed"; status: SyncStatus | null; statusText: string; message: string; asOf: string | null };

export interface DashboardModel {
  sync: SyncState | null;
  cards: StatsCard[];
  rows: FieldRow[];
  widget: "standard" | "empty" | "error";
  emptyKind: ReturnType<typeof widgetEmptyState>;
  /** The technical message the spec names, for logs and the page's details. */
  failure: string | null;
  /** The season's fields as the rules read them, for the map (never sent to the page as such). */
  seasonFields: FieldSeason[];
}

/**
 * The dashboard of a connected grower, from the sync loop's view. A failed sync
 * keeps the last data the partner gave on screen, dated, and says the sync
 * failed; only with no data at all does the widget turn to its error state.
 * "Up to date" is said only of data from today's sync (in the country's zone).
 */
export function connectedModel(
  t: TFunction,
  locale: Locale,
  season: string,
  view: SyncView | { state: "fetch-failed" },
  now = new Date(),
): DashboardModel {
  const when = (d: Dashboard | null) => lastSyncText(t, locale, d?.lastSyncedAt);
  if (view.state === "fetch-failed")
    return errorModel(t, locale, season, null, FIELD_VIEW_FETCH_FAILED, t("fieldview-error.subtitle"));
  if (view.state === "failed") {
    const error = view.error;
    const maxTries = isMaxTries(error);
    const status = (isMaxTries(error) ? error.lastStatus : null) ?? view.first?.status ?? null;
    const failure = maxTries ? MAX_TRIES_MESSAGE : FIELD_VIEW_FETCH_FAILED;
    const message = maxTries ? t("maxTries") : t("fieldview-error.subtitle");
    if (!view.first) return errorModel(t, locale, season, status, failure, message);
    // With the data kept, the reason is told in full: ours, then what the partner last said.
    const reason = [message, status ? t(`status.${status}`) : null].filter(Boolean).join(" ");
    return lastDataModel(t, locale, season, view.first, when(view.first), { status, failure, message: reason });
  }
  const dashboard = view.state === "done" ? view.outcome.dashboard : view.first;
  const seasons = fieldSeasons(dashboard?.fields ?? [], season);
  const syncing = view.state === "syncing";
  const asOf = when(dashboard);
  const widget = statsWidgetView({ queryFailed: false, loading: syncing, connected: true, fields: seasons });
  const emptyKind = widgetEmptyState({ queryFailed: false, connected: true, fields: seasons });
  const status = (view.state === "syncing" ? (view.lastStatus as SyncStatus | null) : dashboard?.status) ?? null;
  const shownStatus = view.state === "done" && view.outcome.via === "empty" ? "EMPTY" : dashboard?.status;
  const doneText = shownStatus ? syncStatusText(t, locale, shownStatus, dashboard?.lastSyncedAt, now) : "";
  return {
    sync: syncing
      ? {
          kind: "syncing",
          status,
          statusText: status ? t(`status.${status}`) : t("status.SYNCING"),
          asOf: dashboard?.lastSyncedAt ? t("sync.syncingAsOf", { date: asOf }) : t("sync.syncingNever"),
        }
      : { kind: "done", status: dashboard!.status, statusText: doneText, asOf: t("sync.asOf", { date: asOf }) },
    cards: statsCards({ t, locale, season, asOf, syncing, variant: statsCardVariant(widget, emptyKind), seasons }),
    rows: seasonRows(t, locale, seasons),
    widget,
    emptyKind,
    failure: null,
    seasonFields: seasons,
  };
}

/** A failed sync over data the partner had already given: those data, dated, under a line that says the sync failed. */
function lastDataModel(
  t: TFunction,
  locale: Locale,
  season: string,
  dashboard: Dashboard,
  asOf: string,
  outcome: { status: SyncStatus | null; failure: string; message: string },
): DashboardModel {
  const seasons = fieldSeasons(dashboard.fields, season);
  const widget = statsWidgetView({ queryFailed: false, loading: false, connected: true, fields: seasons });
  const emptyKind = widgetEmptyState({ queryFailed: false, connected: true, fields: seasons });
  const dated = dashboard.lastSyncedAt ? t("sync.failedAsOf", { date: asOf }) : t("sync.failedNever");
  return {
    sync: {
      kind: "failed",
      status: outcome.status,
      statusText: t("sync.failed"),
      message: outcome.message,
      asOf: dated,
    },
    cards: statsCards({
      t,
      locale,
      season,
      asOf,
      syncing: true,
      variant: statsCardVariant(widget, emptyKind),
      seasons,
    }),
    rows: seasonRows(t, locale, seasons),
    widget,
    emptyKind,
    failure: outcome.failure,
    seasonFields: seasons,
  };
}

/** No data to show at all: every card and the widget in their error state. */
function errorModel(
  t: TFunction,
  locale: Locale,
  season: string,
  status: SyncStatus | null,
  failure: string,
  message: string,
): DashboardModel {
  return {
    sync: { kind: "failed", status, statusText: status ? t(`status.${status}`) : "", message, asOf: null },
    cards: statsCards({ t, locale, season, asOf: "", syncing: false, variant: "error", seasons: [] }),
    rows: [],
    widget: "error",
    emptyKind: "error",
    failure,
    seasonFields: [],
  };
}

/** A grower who has not connected: notConnected cards and the not-connected empty state. */
export function notConnectedModel(t: TFunction, locale: Locale, season: string): DashboardModel {
  const widget = statsWidgetView({ queryFailed: false, loading: false, connected: false, fields: [] });
  const emptyKind = widgetEmptyState({ queryFailed: false, connected: false, fields: [] });
  return {
    sync: null,
    cards: statsCards({
      t,
      locale,
      season,
      asOf: "",
      syncing: false,
      variant: statsCardVariant(widget, emptyKind),
      seasons: [],
    }),
    rows: [],
    widget,
    emptyKind,
    failure: null,
    seasonFields: [],
  };
}
