import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { hundredthsToDecimal, tidyAmount } from "~/domain/loyalty/amount";
import { POINTS_VALIDITY_YEARS } from "~/domain/loyalty/expiry";
import { type Fraction, toDecimal, toExactDecimal } from "~/domain/loyalty/fraction";
import { searchRange } from "~/domain/loyalty/points-bands";
import {
  ACCELERATOR_BRANDS,
  ACCELERATOR_YEARS,
  BRANDS_BONUS_PERCENT,
  type Calculation,
  CALCULATOR_PARAMS,
  type CalculatorState,
  CHANNELS,
  CORN_DIVISOR,
  REAIS_PER_UNIT,
  STAR_CATEGORIES,
  YEARS_BONUS_PERCENT,
} from "~/domain/loyalty/points-calculator";
import {
  CALCULATOR_MAX_PAGE,
  CALCULATOR_PAGE_SIZE,
  CATALOGUE_TABS,
  type CatalogueSearch,
  withFilterChange,
  withNextPage,
} from "~/domain/loyalty/service-filters";
import { formatters } from "~/format/loyalty";
import { currencySymbol, formatMoney, numberMarks } from "~/format/numbers";
import { serviceFilterSelects } from "~/loyalty/view.server";
import type { LinkData, SelectData } from "~/loyalty/view-types";
import type { CalculatorSearch } from "~/services/loyalty/contract";

type T = TFunction<"loyalty">;
type Settled<V> = { ok: true; value: V } | { ok: false; error: unknown };

/** The catalogue search's own parameters; the calculator's forms carry them along, and the reverse. */
const SEARCH_PARAMS = ["tab", "crop", "journey", "category", "band", "page"] as const;

const carried = (params: URLSearchParams, names: readonly string[], except: readonly string[] = []) =>
  names
    .filter((name) => !except.includes(name) && params.get(name))
    .map((name) => ({ name, value: params.get(name)! }));

const query = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** Where 'clear' goes: no values, the stars back to the member's (spec 001 §4); the channel and the search stay. */
export function clearedAddress(path: string, params: URLSearchParams): string {
  const next = new URLSearchParams();
  const channel = params.get("channel");
  if (channel && (CHANNELS as readonly string[]).includes(channel)) next.set("channel", channel);
  for (const { name, value } of carried(params, SEARCH_PARAMS)) next.set(name, value);
  return `${path}${query(next)}`;
}

const money = (locale: Locale, hundredths: bigint) => formatMoney(locale, hundredthsToDecimal(hundredths));

export interface BreakdownRow {
  factor: string;
  detail: string;
  value: string;
  kind: "part" | "band" | "subtotal" | "multiplier" | "bonus" | "total";
}

export function breakdown(t: T, locale: Locale, calc: Calculation): BreakdownRow[] {
  const f = formatters(locale);
  const units = (value: Fraction) => t("calculator.breakdown.units", { value: f.fraction(value) });
  // The plural follows the value itself: "1 impulso", "0,5 impulso" in pt-BR, "9,99995 impulsos".
  const pts = (value: Fraction) =>
    t("calculator.breakdown.pointsValue", { count: Number(toExactDecimal(value)), value: f.fraction(value) });
  const rows: BreakdownRow[] = [];
  if (calc.input.reais !== null) {
    rows.push({
      factor: t("calculator.breakdown.reais"),
      detail:
        calc.input.channel === "direct"
          ? t("calculator.breakdown.reaisDirect", { amount: money(locale, calc.reais.hundredths) })
          : t("calculator.breakdown.reaisIndirect", {
              amount: money(locale, calc.reais.hundredths),
              divisor: money(locale, BigInt(REAIS_PER_UNIT * 100)),
            }),
      value: units(calc.reais.units),
      kind: "part",
    });
    for (const [index, band] of (calc.reais.bands ?? []).entries()) {
      if (band.hundredths === 0n) continue;
      rows.push({
        factor: t(`calculator.breakdown.band${index + 1}`),
        detail: t("calculator.breakdown.bandDetail", {
          amount: money(locale, band.hundredths),
          rate: f.decimal(band.rate),
        }),
        value: units(band.units),
        kind: "band",
      });
    }
  }
  if (calc.input.corn !== null) {
    rows.push({
      factor: t("calculator.breakdown.corn"),
      detail: calc.corn.belowFloor
        ? t("calculator.breakdown.cornBelow", {
            amount: money(locale, calc.corn.hundredths),
            floor: money(locale, BigInt(CORN_DIVISOR * 100)),
          })
        : t("calculator.breakdown.cornDetail", {
            amount: money(locale, calc.corn.hundredths),
            divisor: money(locale, BigInt(CORN_DIVISOR * 100)),
          }),
      value: units(calc.corn.units),
      kind: "part",
    });
  }
  rows.push({ factor: t("calculator.breakdown.subtotal"), detail: "", value: units(calc.baseUnits), kind: "subtotal" });
  rows.push({
    factor: t("calculator.breakdown.stars", { count: calc.input.stars }),
    detail: t("calculator.breakdown.starsDetail", { multiplier: f.decimal(calc.starMultiplier) }),
    value: pts(calc.basePoints),
    kind: "multiplier",
  });
  rows.push({
    factor: t("calculator.breakdown.years", { count: calc.input.years }),
    detail: calc.bonuses.years.percent
      ? t("calculator.breakdown.bonus", { percent: calc.bonuses.years.percent })
      : t("calculator.breakdown.noBonus"),
    value: `+${pts(calc.bonuses.years.points)}`,
    kind: "bonus",
  });
  rows.push({
    factor: t("calculator.breakdown.brands", { count: calc.input.brands }),
    detail: calc.bonuses.brands.percent
      ? t("calculator.breakdown.bonus", { percent: calc.bonuses.brands.percent })
      : t("calculator.breakdown.noBonus"),
    value: `+${pts(calc.bonuses.brands.points)}`,
    kind: "bonus",
  });
  rows.push({
    factor: t("calculator.breakdown.total"),
    detail: t("calculator.breakdown.totalDetail", { exact: f.fraction(calc.exactPoints) }),
    value: t("points", { count: Number(calc.points), points: f.points(calc.points) }),
    kind: "total",
  });
  return rows;
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
        return { id: channel, label: t(`calculator.channel.${channel}`), href: `${path}${query(next)}` };
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

interface CatalogueItemData {
  key: string;
  name: string;
  points: string;
  image: string | null;
  href: string;
}

export function catalogueView(
  t: T,
  locale: Locale,
  path: string,
  params: URLSearchParams,
  search: CatalogueSearch,
  result: Settled<CalculatorSearch>,
) {
  const f = formatters(locale);
  const items: CatalogueItemData[] = result.ok
    ? result.value.data.results.map((item, index) => ({
        key: `${item.ds_product_url}#${index}`,
        name: item.nm_product,
        points:
          item.points <= 0 ? t("services.free") : t("points", { count: item.points, points: f.points(item.points) }),
        image: item.ds_image_url.startsWith("/") && !item.ds_image_url.startsWith("//") ? item.ds_image_url : null,
        href: item.ds_product_url,
      }))
    : [];
  const filters = serviceFilterSelects(t, search, search.tab === "services");
  const hasFilters = Boolean(search.crop || search.journey || search.category || search.band);
  const clear = withFilterChange(params, { crop: null, journey: null, category: null, band: null });
  return {
    heading: t("catalogue.heading"),
    lead: t("catalogue.lead"),
    alerts: { services: t("catalogue.alerts.services"), products: t("catalogue.alerts.products") },
    tabs: {
      label: t("catalogue.tabsLabel"),
      current: search.tab,
      items: CATALOGUE_TABS.map((tab) => ({
        id: tab,
        label: t(`catalogue.tabs.${tab}`),
        href: `${path}${query(withFilterChange(params, { tab }))}#catalogo`,
      })),
    },
    form: {
      action: path,
      label: t("catalogue.filtersLabel"),
      filters,
      hidden: [
        ...carried(params, CALCULATOR_PARAMS),
        ...(search.tab !== "services" ? [{ name: "tab", value: search.tab }] : []),
      ],
      submit: t("services.apply"),
      clear: hasFilters ? { label: t("services.clear"), href: `${path}${query(clear)}#catalogo` } : null,
    },
    state: items.length ? ("ok" as const) : ("empty" as const),
    empty: { title: t("catalogue.emptyTitle"), body: result.ok ? t("catalogue.emptyBody") : t("catalogue.failedBody") },
    listLabel: t(`catalogue.tabs.${search.tab}`),
    items,
    page: search.page,
    pageSize: CALCULATOR_PAGE_SIZE,
    more:
      result.ok && result.value.data.next_page !== null
        ? ({
            label: t("catalogue.more"),
            href: `${path}${query(withNextPage(params, search.page, CALCULATOR_MAX_PAGE))}#catalogo`,
          } satisfies LinkData)
        : null,
    newWindow: t("common.newWindow"),
    view: t("catalogue.view"),
  };
}

export function catalogueRequest(search: CatalogueSearch) {
  const { min, max } = searchRange(search.band);
  return {
    itemType: search.tab,
    count: search.page * CALCULATOR_PAGE_SIZE,
    minPoints: min,
    maxPoints: max,
    crop: search.crop,
    journey: search.journey,
    category: search.category,
  };
}
