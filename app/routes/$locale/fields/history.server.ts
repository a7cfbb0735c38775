import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { farmHistory, fieldHistories, type SeasonInput, type SeasonState } from "~/domain/fields/history";
import { measuresFor } from "~/field-data/measures";
import { lastSyncText } from "~/field-data/sync-line";
import { formatNumber } from "~/format/numbers";

import { cropLabel, yieldOf } from "./field-rows.server";

/**
 * The history's finished view (issue 31, item 3): per field a small bar chart of its yield season by season (a bar
 * per season it was harvested, coloured by crop, its figure above it; a season with nothing has no bar and says
 * why beneath) and the table that says the same with the hybrid planted; for the farm, each crop's yield per
 * season. A season from a sync that did not finish is drawn outlined and dated; one not read at all says so.
 */
const CHART = { width: 300, height: 120, top: 18, bottom: 20 };
const CROP_COLOURS: Record<string, string> = {
  corn: "#c98f1c",
  soybeans: "#4a8a3f",
  wheat: "#a5743f",
  sunflower: "#d6b425",
  barley: "#8c7a4b",
  oats: "#9b9b6a",
};
const OTHER_CROP = "#6f7d74";

export function historyView(t: TFunction, locale: Locale, seasons: readonly SeasonInput[]) {
  const measures = measuresFor(t, locale);
  const note = (state: SeasonState, lastSyncedAt: string | null) =>
    state === "unread"
      ? t("history.unread")
      : state === "lastData"
        ? t("history.lastData", { date: lastSyncText(t, locale, lastSyncedAt) })
        : null;
  const fields = fieldHistories(seasons).map(({ name, points }) => {
    const values = points.map((p) => {
      const figures = p.record ? yieldOf(p.record) : null;
      return figures ? measures.harvestYieldNumber(figures) : null;
    });
    const max = Math.max(...values.map((v) => v ?? 0), 1e-9);
    const slot = CHART.width / points.length;
    const plot = CHART.height - CHART.top - CHART.bottom;
    return {
      name,
      chart: {
        ...CHART,
        label: t("history.chart", { field: name }),
        bars: points.map((p, i) => {
          const value = values[i];
          const crop = p.record?.harvest?.cropName ?? null;
          const h = value === null ? 0 : Math.max(2, Math.round((value / max) * plot));
          return {
            season: p.season,
            x: Math.round(i * slot + slot * 0.2),
            width: Math.round(slot * 0.6),
            labelX: Math.round(i * slot + slot / 2),
            y: CHART.height - CHART.bottom - h,
            height: h,
            colour: crop ? (CROP_COLOURS[crop.trim().toLowerCase()] ?? OTHER_CROP) : OTHER_CROP,
            value: value === null ? null : formatNumber(locale, value, measures.yieldDecimals),
            outlined: p.state === "lastData",
          };
        }),
      },
      rows: points.map((p) => {
        const figures = p.record ? yieldOf(p.record) : null;
        return {
          season: t("season.option", { season: p.season }),
          crop: p.record ? cropLabel(t, (p.record.harvest ?? p.record.planting)!.cropName) : null,
          yield: figures ? measures.harvestYield(figures) : null,
          hybrid: p.record?.planting?.seedProductName ?? null,
          note: note(p.state, p.lastSyncedAt) ?? (p.record ? null : t("history.nothing")),
        };
      }),
    };
  });
  const farm = farmHistory(seasons);
  const names = new Map(
    farm.rows.flatMap((row) => row.averages.map((a) => [a.crop.trim().toLowerCase(), cropLabel(t, a.crop)] as const)),
  );
  return {
    heading: t("history.heading"),
    none: t("table.none"),
    headers: {
      season: t("season.label"),
      crop: t("table.crop"),
      yield: t("table.yield"),
      hybrid: t("history.hybrid"),
      note: t("history.note"),
    },
    fields,
    farm: {
      caption: t("history.farmCaption"),
      crops: farm.crops.map((key) => names.get(key) ?? key),
      rows: farm.rows.map((row) => ({
        season: t("season.option", { season: row.season }),
        cells: farm.crops.map((key) => {
          const average = row.averages.find((a) => a.crop.trim().toLowerCase() === key);
          return average ? measures.harvestYield(average) : null;
        }),
        note: note(row.state, row.lastSyncedAt),
      })),
    },
  };
}

export type HistoryView = ReturnType<typeof historyView>;
