import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { trialFigures } from "~/domain/yield-trials/figures";
import { TRIAL_RADIUS_MILES } from "~/domain/yield-trials/nearest";
import type { FieldProblems, TrialSearchOutcome } from "~/domain/yield-trials/search-outcome";
import { formatCalendarDay } from "~/format/dates";
import { formatNumber, formatUpTo } from "~/format/numbers";
import { href } from "~/i18n/href";
import type { TrialBrand, YieldTrial } from "~/services/yield-trials/contract";

/**
 * The local yield results' view models: finished text for the browser (decision 3).
 * Every figure on a card comes from trialFigures (app/domain/yield-trials/figures.ts).
 */

export interface TrialCardView {
  id: string;
  product: string;
  place: string;
  distance: string;
  yieldLabel: string;
  yield: string;
  /** "Compared with {product}", that product's yield, and the difference in words. */
  comparison: { text: string; yield: string; advantage: string; tone: "ahead" | "behind" | "even" } | null;
  details: { label: string; value: string }[];
}

export type ResultsView =
  | { state: "prompt"; text: string }
  | { state: "problems" }
  | { state: "unavailable"; title: string; detail: string; retry: { label: string; href: string } }
  | { state: "none-nearby"; title: string; link: { label: string; href: string } | null }
  | { state: "results"; heading: string; lead: string; cards: TrialCardView[] };

const bushels = (t: TFunction, locale: Locale, value: number) =>
  t("card.bushels", { value: formatNumber(locale, value, 1) });

export function trialCard(t: TFunction, locale: Locale, trial: YieldTrial, miles: number): TrialCardView {
  const figures = trialFigures(trial, miles);
  const acres = formatUpTo(locale, figures.acres, 1);
  const advantage = figures.advantage ?? 0;
  return {
    id: trial.id,
    product: trial.product,
    place: t("card.place", { city: trial.city, state: trial.state }),
    distance: t("card.distance", { distance: formatUpTo(locale, figures.miles, 0) }),
    yieldLabel: t("card.yield"),
    yield: bushels(t, locale, figures.yield),
    comparison:
      trial.comparison && figures.comparisonYield !== null
        ? {
            text: t("card.comparedWith", { product: trial.comparison.product }),
            yield: bushels(t, locale, figures.comparisonYield),
            advantage:
              advantage === 0
                ? t("card.even")
                : t(advantage > 0 ? "card.ahead" : "card.behind", {
                    value: formatNumber(locale, Math.abs(advantage), 1),
                  }),
            tone: advantage > 0 ? "ahead" : advantage < 0 ? "behind" : "even",
          }
        : null,
    details: [
      { label: t("card.harvested"), value: formatCalendarDay(locale, trial.harvestedOn) },
      { label: t("card.planted"), value: formatCalendarDay(locale, trial.plantedOn) },
      { label: t("card.moisture"), value: t("card.percent", { value: formatNumber(locale, figures.moisture, 1) }) },
      {
        label: t("card.plot"),
        value: t(trial.comparison ? `card.plots.${trial.plot}` : "card.plots.single", { acres }),
      },
    ],
  };
}

export function resultsView(
  t: TFunction,
  locale: Locale,
  zip: string,
  outcome: TrialSearchOutcome<YieldTrial> | null,
  retryHref: string,
): ResultsView {
  if (!outcome) return { state: "prompt", text: t("prompt") };
  switch (outcome.kind) {
    case "problems":
      return { state: "problems" };
    case "unavailable":
      return {
        state: "unavailable",
        title: t("unavailable.title"),
        detail: t("unavailable.detail"),
        retry: { label: t("unavailable.retry"), href: retryHref },
      };
    case "none-nearby": {
      const contact = href(locale, "contact");
      return {
        state: "none-nearby",
        title: t("results.none", { radius: TRIAL_RADIUS_MILES }),
        link: contact ? { label: t("results.noneLink"), href: contact } : null,
      };
    }
    case "results":
      return {
        state: "results",
        heading: t("results.heading", { place: outcome.place }),
        lead: t("results.lead", { count: outcome.trials.length, radius: TRIAL_RADIUS_MILES, zip }),
        cards: outcome.trials.map(({ trial, miles }) => trialCard(t, locale, trial, miles)),
      };
  }
}

/** The translated message next to each field the search API (or the geocoder) refused. */
export function fieldMessages(t: TFunction, brand: TrialBrand, problems: FieldProblems | null) {
  return {
    brand: problems?.brand ? t(`errors.${problems.brand}`, { brand: brand.slug }) : null,
    crop: problems?.crop ? t(`errors.${problems.crop}`, { brand: brand.name }) : null,
    zip: problems?.zip ? t(`errors.${problems.zip}`) : null,
  };
}

/** A crop's name in the grower's language, or its id when the upstream names one we have no word for. */
export function cropName(t: TFunction, crop: string): string {
  return t(`crops.${crop}`, { defaultValue: crop });
}

/** Links to the brands' own result pages. */
export function brandLinks(t: TFunction, locale: Locale, brands: readonly TrialBrand[]) {
  return brands.map((brand) => ({
    href: href(locale, "local-yield-brand", brand.slug)!,
    title: t("landing.brand", { brand: brand.name }),
    description: t("landing.crops", { crops: brand.crops.map((crop) => cropName(t, crop)).join(" · ") }),
  }));
}
