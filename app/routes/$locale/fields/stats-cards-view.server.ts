import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import {
  averageYieldsByCrop,
  bestFieldMinimumHectares,
  bestFieldsByCrop,
  type FieldSeason,
  seasonTotals,
  type StatsCardVariant,
} from "~/domain/fields/stats";
import { unitSystemOf } from "~/domain/fields/units";
import { measuresFor } from "~/field-data/measures";

import { comparisonText, cropLabel, yieldOf } from "./field-rows.server";

/** The dashboard's four stats cards in finished text: harvested area, average yield, best field, planted area. */
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

export function statsCards({ t, locale, season, asOf, syncing, variant, seasons }: CardsInput): StatsCard[] {
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
  const { complete, harvestedHectares: harvested, plantedHectares: planted } = seasonTotals(seasons);
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
 * The best-field card: the best field of each crop, each compared within its crop only (issues 26 and 31), the crop
 * always named. The largest crop's best is the value, with its yield and comparison; each other crop's best
 * beneath, with its own.
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
  const figures = ({ field, comparison }: (typeof bests)[number]) =>
    [yieldOf(field) ? measures.harvestYield(yieldOf(field)!) : null, comparisonText(t, locale, comparison)]
      .filter(Boolean)
      .join(" · ");
  const [main, ...others] = bests;
  const otherDetails = others.map((best) =>
    t("cards.cropBest", {
      crop: cropLabel(t, best.crop),
      field: best.field.name,
      value: figures(best) || t("table.none"),
    }),
  );
  return {
    caption: cropLabel(t, main.crop),
    value: main.field.name,
    detail: [figures(main), ...otherDetails].filter(Boolean).join(" · ") || undefined,
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
