import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import {
  averageYieldsByCrop,
  bestFieldMinimumHectares,
  bestFieldsByCrop,
  compareWithItsCrop,
  type Comparison,
  type FieldSeason,
  fieldSeasons,
  type StatsCardVariant,
  statsCardVariant,
  statsWidgetView,
  widgetEmptyState,
} from "~/domain/fields/stats";
import { FIELD_VIEW_FETCH_FAILED, MAX_TRIES_MESSAGE, type SyncStatus } from "~/domain/fields/sync";
import { unitSystemOf } from "~/domain/fields/units";
import { measuresFor } from "~/field-data/measures";
import { lastSyncText, syncStatusText } from "~/field-data/sync-line";
import { formatNumber } from "~/format/numbers";
import type { Dashboard } from "~/services/field-view/contract";
import type { SyncView } from "~/services/field-view/sync.server";
import { isMaxTries } from "~/services/field-view/sync.server";

/**
 * Turns what the partner answered into the dashboard's finished text: stats
 * cards and their variant, the per-field table, the sync state, and which
 * empty or error state the widget shows (spec 000 §4). Pure apart from t().
 */
export interface StatsCard {
  title: string;
  value: string;
  footerText: string;
  footerIcon: "calendar" | "sync" | "warning" | "link";
  cardNumber: number;
  variant: StatsCardVariant;
  /** What the value is of, when the title alone does not say (the crop of an average yield). */
  caption?: string;
  detail?: string;
}

export interface FieldRow {
  name: string;
  best: boolean;
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

export type SyncState =
  | { kind: "done"; status: SyncStatus; statusText: string; asOf: string }
  | { kind: "syncing"; status: SyncStatus | null; statusText: string; asOf: string }
  | { kind: "failed"; status: SyncStatus | null; statusText: string; message: string; asOf: string | null };

export function comparisonText(t: TFunction, locale: Locale, comparison: Comparison | null): string | null {
  if (!comparison) return null;
  if (comparison.direction === "same") return t("comparison.same");
  return t(`comparison.${comparison.direction}`, { percent: formatNumber(locale, comparison.percent, 2) });
}

function cropLabel(t: TFunction, crop: string): string {
  return t(`crops.${crop}`, { defaultValue: crop });
}

/** A field's yield in both figures, for measures.harvestYield (null without one). */
function yieldOf(row: FieldSeason) {
  return row.yieldTonnes !== null && row.yieldBushelsPerAcre !== null
    ? { tonnesPerHectare: row.yieldTonnes, bushelsPerAcre: row.yieldBushelsPerAcre }
    : null;
}

export function fieldRows(t: TFunction, locale: Locale, seasons: FieldSeason[]): FieldRow[] {
  const minimum = bestFieldMinimumHectares(unitSystemOf(locale));
  const bests = new Set(bestFieldsByCrop(seasons, minimum).map((best) => best.field));
  const measures = measuresFor(t, locale);
  return seasons.map((row) => {
    const comparison = compareWithItsCrop(row, seasons, minimum);
    const figures = yieldOf(row);
    return {
      name: row.name,
      // "Best" only beside a field that had others of its crop to beat.
      best: bests.has(row) && comparison !== null,
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
function seasonRows(t: TFunction, locale: Locale, seasons: FieldSeason[]): FieldRow[] {
  return fieldRows(
    t,
    locale,
    seasons.filter((s) => s.harvest || s.planting),
  );
}

interface CardsInput {
  t: TFunction;
  locale: Locale;
  season: string;
  asOf: string;
  /** Not the last word: still syncing, or the sync failed and these are the last data. */
  syncing: boolean;
  variant: StatsCardVariant;
  seasons: FieldSeason[];
}

function statsCards({ t, locale, season, asOf, syncing, variant, seasons }: CardsInput): StatsCard[] {
  const titles = [t("cards.harvestedArea"), t("cards.averageYield"), t("cards.bestField"), t("cards.plantedArea")];
  if (variant !== "standard") {
    const value =
      variant === "error"
        ? t("cards.error")
        : variant === "notConnected"
          ? t("cards.notConnected")
          : t("cards.noValue");
    return titles.map((title, i) => ({
      title,
      value,
      cardNumber: i + 1,
      variant,
      footerText: variant === "notConnected" ? t("empty.notConnected.action") : t("season.option", { season }),
      footerIcon: variant === "error" ? "warning" : variant === "notConnected" ? "link" : "calendar",
    }));
  }
  const complete = seasons.filter((s) => s.harvest && s.planting);
  const harvested = complete.reduce((sum, s) => sum + s.harvest!.totalHarvestedArea, 0);
  const planted = complete.reduce((sum, s) => sum + s.planting!.plantedArea, 0);
  const footerText = t(syncing ? "cards.footerSyncing" : "cards.footer", { season, date: asOf });
  const footerIcon = syncing ? "sync" : "calendar";
  const measures = measuresFor(t, locale);
  return [
    { title: titles[0], value: measures.area(harvested), cardNumber: 1, variant, footerText, footerIcon },
    { ...averageYieldCard(t, measures, complete), title: titles[1], cardNumber: 2, variant, footerText, footerIcon },
    {
      ...bestFieldCard(t, locale, complete),
      title: titles[2],
      cardNumber: 3,
      variant,
      footerText,
      footerIcon,
    },
    { title: titles[3], value: measures.area(planted), cardNumber: 4, variant, footerText, footerIcon },
  ];
}

/**
 * The best-field card: the best field of each crop, compared within its crop only (issue 26). One crop: its best
 * field, with its yield and how it compares with the rest of the crop; several: the largest crop's (named) as the
 * value, each other crop's best beneath.
 */
function bestFieldCard(
  t: TFunction,
  locale: Locale,
  fields: FieldSeason[],
): Pick<StatsCard, "caption" | "value" | "detail"> {
  const minimum = bestFieldMinimumHectares(unitSystemOf(locale));
  const measures = measuresFor(t, locale);
  const bests = bestFieldsByCrop(fields, minimum);
  if (bests.length === 0) return { value: t("cards.noBest") };
  const [main, ...others] = bests;
  const figures = yieldOf(main.field);
  const comparison = comparisonText(t, locale, compareWithItsCrop(main.field, fields, minimum));
  const mainDetail = [figures ? measures.harvestYield(figures) : null, comparison].filter(Boolean).join(" · ");
  const otherDetails = others.map(({ crop, field }) =>
    t("cards.cropBest", {
      crop: cropLabel(t, crop),
      field: field.name,
      value: yieldOf(field) ? measures.harvestYield(yieldOf(field)!) : t("table.none"),
    }),
  );
  return {
    caption: averageYieldsByCrop(fields).length > 1 ? cropLabel(t, main.crop) : undefined,
    value: main.field.name,
    detail: [mainDetail, ...otherDetails].filter(Boolean).join(" · ") || undefined,
  };
}

/**
 * The average-yield card: one crop, its average; several, each crop's own
 * (largest area first: the value, the others beneath), never one figure
 * blending bushels of corn and soybeans (averageYieldsByCrop).
 */
function averageYieldCard(
  t: TFunction,
  measures: ReturnType<typeof measuresFor>,
  fields: FieldSeason[],
): Pick<StatsCard, "caption" | "value" | "detail"> {
  const averages = averageYieldsByCrop(fields);
  if (averages.length === 0) return { value: t("cards.noValue") };
  if (averages.length === 1) return { value: measures.harvestYield(averages[0]) };
  const [main, ...others] = averages;
  return {
    caption: cropLabel(t, main.crop),
    value: measures.harvestYield(main),
    detail: others
      .map((average) =>
        t("cards.cropYield", { crop: cropLabel(t, average.crop), value: measures.harvestYield(average) }),
      )
      .join(" · "),
  };
}

export interface DashboardModel {
  sync: SyncState | null;
  cards: StatsCard[];
  rows: FieldRow[];
  widget: "standard" | "empty" | "error";
  emptyKind: ReturnType<typeof widgetEmptyState>;
  /** The technical message the spec names, for logs and the page's details. */
  failure: string | null;
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
  };
}
