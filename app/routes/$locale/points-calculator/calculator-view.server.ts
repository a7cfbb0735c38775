import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { tidyAmount } from "~/domain/loyalty/amount";
import { POINTS_VALIDITY_YEARS } from "~/domain/loyalty/expiry";
import { toDecimal } from "~/domain/loyalty/fraction";
import {
  ACCELERATOR_BRANDS,
  ACCELERATOR_YEARS,
  BRANDS_BONUS_PERCENT,
  CHANNELS,
  CORN_DIVISOR,
  STAR_CATEGORIES,
  YEARS_BONUS_PERCENT,
} from "~/domain/loyalty/points-calculator";
import type { CalculatorState } from "~/domain/loyalty/points-calculator-form";
import { formatters } from "~/format/loyalty";
import { currencySymbol, numberMarks } from "~/format/numbers";
import type { SelectData } from "~/loyalty/view-types";

import { breakdown, money } from "./calculator-breakdown.server";
import { carried, queryString, SEARCH_PARAMS } from "./calculator-url";

/** The points calculator's form and result in finished text (spec 001 §4 §5); the breakdown is its own module. */

type T = TFunction<"loyalty">;

/** Where 'clear' goes: no values, the stars back to the member's (spec 001 §4); the channel and the search stay. */
export function clearedAddress(path: string, params: URLSearchParams): string {
  const next = new URLSearchParams();
  const channel = params.get("channel");
  if (channel && (CHANNELS as readonly string[]).includes(channel)) next.set("channel", channel);
  for (const { name, value } of carried(params, SEARCH_PARAMS)) next.set(name, value);
  return `${path}${queryString(next)}`;
}

export function calculatorForm(
  t: T,
  locale: Locale,
  path: string,
  params: URLSearchParams,
  state: CalculatorState,
  defaultStars: number | null,
) {
  return {
    action: path,
    label: t("calculator.formLabel"),
    channel: {
      label: t("calculator.channel.label"),
      current: state.input.channel,
      hint: t("calculator.channel.hint"),
      items: CHANNELS.map((channel) => {
        // Switching the channel starts the calculator over (spec 001 §4); the catalogue search stays.
        const next = new URLSearchParams(carried(params, SEARCH_PARAMS).map(({ name, value }) => [name, value]));
        next.set("channel", channel);
        return { id: channel, label: t(`calculator.channel.${channel}`), href: `${path}${queryString(next)}` };
      }),
    },
    stars: {
      legend: t("calculator.stars.legend"),
      hint: defaultStars ? t("calculator.stars.yours", { count: defaultStars }) : t("calculator.stars.visitor"),
      value: state.input.stars,
      options: STAR_CATEGORIES.map((stars) => ({ value: stars, label: t("stars", { count: stars }) })),
    },
    reais: {
      label: t("calculator.reais.label"),
      hint: t("calculator.reais.hint"),
      value: tidyAmount(state.reaisText, locale, numberMarks(locale)),
    },
    corn: {
      label: t("calculator.corn.label"),
      hint: t("calculator.corn.hint", { floor: money(locale, BigInt(CORN_DIVISOR * 100)) }),
      value: tidyAmount(state.cornText, locale, numberMarks(locale)),
    },
    currencySymbol: currencySymbol(locale),
    locale,
    separators: numberMarks(locale),
    brands: {
      name: "brands",
      label: t("calculator.brands.label"),
      value: String(state.input.brands),
      options: ACCELERATOR_BRANDS.map((n) => ({
        value: String(n),
        label: BRANDS_BONUS_PERCENT[n]
          ? t("calculator.brands.optionBonus", { count: n, percent: BRANDS_BONUS_PERCENT[n] })
          : t("calculator.brands.option", { count: n }),
      })),
    } satisfies SelectData,
    years: {
      name: "years",
      label: t("calculator.years.label"),
      value: String(state.input.years),
      options: ACCELERATOR_YEARS.map((n) => ({
        value: String(n),
        label: YEARS_BONUS_PERCENT[n]
          ? t("calculator.years.optionBonus", { count: n, percent: YEARS_BONUS_PERCENT[n] })
          : t("calculator.years.option", { count: n }),
      })),
    } satisfies SelectData,
    hidden: [{ name: "channel", value: state.input.channel }, ...carried(params, SEARCH_PARAMS)],
    calculate: t("calculator.calculate"),
    clear: t("calculator.clear"),
  };
}

export function calculatorResult(t: T, locale: Locale, state: CalculatorState) {
  if (state.kind === "invalid") return { kind: "invalid" as const, text: t("calculator.result.invalid") };
  if (state.kind !== "result") return { kind: "idle" as const, text: t("calculator.result.idle") };
  const f = formatters(locale);
  const calc = state.calculation;
  return {
    kind: "result" as const,
    heading: t("calculator.result.heading"),
    total: t("points", { count: Number(calc.points), points: f.points(calc.points) }),
    sentence: t("calculator.result.sentence", {
      count: Number(calc.points),
      points: f.points(calc.points),
      channel: t(`calculator.channel.inSentence.${calc.input.channel}`),
    }),
    caption: t("calculator.breakdown.caption"),
    columns: {
      factor: t("calculator.breakdown.factor"),
      detail: t("calculator.breakdown.detail"),
      value: t("calculator.breakdown.value"),
    },
    rows: breakdown(t, locale, calc),
    validity: t("calculator.result.validity", { count: POINTS_VALIDITY_YEARS }),
    exact: toDecimal(calc.exactPoints, 2),
  };
}
