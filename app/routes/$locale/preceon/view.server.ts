import type { TFunction } from "i18next";

import { countryOf, type Locale } from "~/countries";
import { forecastView } from "~/domain/fields/forecast";
import { CLIMATIC_YEARS, WATER_IN_GROUND } from "~/domain/fields/preceon";
import { connectHref } from "~/field-data/connect-link";
import type { Measures } from "~/field-data/measures";
import type { Fetched } from "~/field-data/partner-calls.server";
import { dayIn, formatWeekday } from "~/format/dates";
import { formatNumber } from "~/format/numbers";
import type { Field, ForecastDay, PreceonCard } from "~/services/agronomy/contract";

import type { ForecastOutcome } from "./data.server";
import type { FarmAndField, PreceonQuery } from "./query";

/**
 * Preceon's view model: the selection form with its errors, the summary
 * cards and the forecast, as finished text in the grower's locale and units.
 */

/** A card's number in the grower's locale and units; density and yield trimmed to 4 decimals (spec 000 §9). */
export function cardValue(t: TFunction, locale: Locale, measures: Measures, card: PreceonCard): string {
  switch (card.type) {
    case "yield":
      return measures.curveYield(card.value, "corn");
    case "density":
      return measures.density(card.value);
    case "water":
      return t("units.mm", { value: formatNumber(locale, card.value, 0) });
    case "nitrogen":
      return t("units.kgNha", { value: formatNumber(locale, card.value, 0) });
  }
}

/**
 * A forecast day as one line: the partner's calendar day ("lun, 3 mar"), then its figures.
 */
export function forecastDayText(t: TFunction, locale: Locale, day: ForecastDay): string {
  const figures = t("preceon.forecast.day", {
    max: formatNumber(locale, day.tempMax, 0),
    min: formatNumber(locale, day.tempMin, 0),
    rain: formatNumber(locale, day.rainMm, 1),
    chance: formatNumber(locale, day.rainChance, 0),
  });
  return `${formatWeekday(locale, day.date)}: ${figures}`;
}

export type ForecastWidget =
  { heading: string; days: string[]; stale: string | null } | { heading: string; message: string };

/** The forecast widget: the days from today on (and how old the forecast is), or why there are none. */
export function forecastWidget(
  t: TFunction,
  locale: Locale,
  field: Field,
  outcome: ForecastOutcome,
  now: Date,
): ForecastWidget {
  const heading = t("preceon.forecast.heading", { field: field.name });
  if (!outcome.ok) {
    if (outcome.reason === "failed") return { heading, message: `${t("preceon.forecast.error")} (${outcome.detail})` };
    const key = outcome.reason === "missing-coordinates" ? "preceon.forecast.missing" : "preceon.forecast.empty";
    return { heading, message: t(key) };
  }
  const shown = forecastView(outcome.days, dayIn(countryOf(locale).timeZone, now));
  if (shown.days.length === 0) return { heading, message: t("preceon.forecast.expired", { count: shown.staleDays }) };
  return {
    heading,
    stale: shown.staleDays > 0 ? t("preceon.forecast.stale", { count: shown.staleDays }) : null,
    days: shown.days.map((day) => forecastDayText(t, locale, day)),
  };
}

function summaryWidget(
  t: TFunction,
  locale: Locale,
  measures: Measures,
  field: Field,
  summary: Fetched<PreceonCard[]>,
) {
  if (!summary.ok) return { ok: false as const, title: t("preceon.error"), detail: summary.detail };
  return {
    ok: true as const,
    heading: t("preceon.summaryHeading", { field: field.name }),
    cards: summary.value.map((card) => ({
      ...card,
      value: cardValue(t, locale, measures, card),
      more: t("preceon.more", { title: card.title }),
    })),
  };
}

/** The selection form: each control's label, options and value (as typed when it has an error), and its error. */
export function selectionForm(t: TFunction, query: PreceonQuery, chosen: FarmAndField<Field>) {
  const { selection, typed, errors } = query;
  return {
    legend: t("preceon.legend"),
    farm: {
      label: t("preceon.farm"),
      value: chosen.farm ?? "",
      options: [{ value: "", label: t("preceon.anyFarm") }, ...chosen.farms.map((f) => ({ value: f, label: f }))],
    },
    field: {
      label: t("preceon.field"),
      value: chosen.field?.id ?? "",
      // Only the chosen farm's fields, and until one is picked a first option that says so: the browser never
      // silently picks the first field of the list.
      options: [
        ...(chosen.field ? [] : [{ value: "", label: t("preceon.pickField") }]),
        ...chosen.inFarm.map((f) => ({ value: f.id, label: `${f.name} · ${f.location}` })),
      ],
      error: chosen.outsideFarm && chosen.farm ? t("preceon.fieldOutsideFarm", { farm: chosen.farm }) : null,
    },
    date: { label: t("preceon.date"), value: typed.date, error: errors.date ? t(errors.date) : null },
    climaticYear: {
      label: t("preceon.climaticYear"),
      value: selection.selectedClimaticYear,
      options: CLIMATIC_YEARS.map((v) => ({ value: v, label: t(`preceon.climaticYears.${v}`) })),
    },
    water: {
      label: t("preceon.water"),
      value: selection.selectedWaterInGround,
      options: WATER_IN_GROUND.map((v) => ({ value: v, label: t(`preceon.waters.${v}`) })),
    },
    amount: { label: t("preceon.amount"), value: typed.amount, error: errors.amount ? t(errors.amount) : null },
    submit: t("preceon.submit"),
    chooseField: chosen.field ? null : t("preceon.chooseField"),
  };
}

/** What every state of the page says: its meta, heading, lead and the retry. */
export function pageFrame(t: TFunction, url: URL) {
  return {
    meta: { title: t("preceon.meta.title"), description: t("preceon.meta.description") },
    heading: t("preceon.heading"),
    lead: t("preceon.lead"),
    retry: { label: t("rec.errors.retry"), href: `${url.pathname}${url.search}` },
  };
}

/** A grower who has not connected: the banner variant of the connect link (preceon-redirect=true). */
export function bannerPage(t: TFunction, locale: Locale, url: URL, frame: ReturnType<typeof pageFrame>) {
  return {
    ...frame,
    banner: {
      title: t("preceon.banner.title"),
      body: t("preceon.banner.body"),
      action: t("preceon.banner.action"),
      href: connectHref(locale, url.pathname, { preceon: true }),
    },
    form: null,
    fieldsError: null,
    summary: null,
    forecast: null,
  };
}

export interface PreceonInput {
  query: PreceonQuery;
  fields: Fetched<Field[]>;
  chosen: FarmAndField<Field>;
  outlook: { summary: Fetched<PreceonCard[]> | null; forecast: ForecastOutcome } | null;
  now: Date;
}

/** A connected grower's page: the form, then the chosen field's summary and forecast, each with its own state. */
export function preceonPage(
  t: TFunction,
  locale: Locale,
  measures: Measures,
  frame: ReturnType<typeof pageFrame>,
  { query, fields, chosen, outlook, now }: PreceonInput,
) {
  const field = chosen.field;
  return {
    ...frame,
    banner: null,
    fieldsError: fields.ok ? null : { title: t("rec.errors.fields"), detail: fields.detail },
    form: selectionForm(t, query, chosen),
    summary: field && outlook?.summary ? summaryWidget(t, locale, measures, field, outlook.summary) : null,
    forecast: field && outlook ? forecastWidget(t, locale, field, outlook.forecast, now) : null,
  };
}
