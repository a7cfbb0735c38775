import type { TFunction } from "i18next";

import { countryOf, type Locale } from "~/countries";
import { forecastDays } from "~/domain/weather/days";
import {
  daysBetween,
  degreeDays,
  PLANTING_MAX_DAYS_AGO,
  type PlantingProblem,
} from "~/domain/weather/growing-degree-days";
import { temperatureDifferenceIn, weatherUnits } from "~/domain/weather/units";
import { formatNumber } from "~/format/numbers";
import type { WeatherHistory, WeatherResponse } from "~/services/weather/contract";

import { WEATHER_ANCHOR } from "./return-address";

/** The growing-degree-days form and figures under the forecast: since planting and over the coming week (decision 0037). */

export interface GddView {
  heading: string;
  lead: string;
  action: string;
  label: string;
  submit: string;
  planted: string;
  max: string;
  min: string;
  error: string | null;
  figures: { sincePlanting: string; nextWeek: string; days: string } | null;
  unavailable: string | null;
}

export function gddView(
  t: TFunction,
  locale: Locale,
  url: URL,
  forecast: WeatherResponse | null,
  history: WeatherHistory | null,
  planted: { value: string | undefined; invalid: boolean; problem: "invalid" | PlantingProblem | null },
  today: string,
): GddView {
  const earliest = new Date(Date.parse(`${today}T00:00:00Z`) - PLANTING_MAX_DAYS_AGO * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const view: GddView = {
    heading: t("gdd.heading"),
    lead: t("gdd.lead"),
    action: `${url.pathname}#${WEATHER_ANCHOR}-gdd`,
    label: t("gdd.planted"),
    submit: t("gdd.submit"),
    planted: planted.value ?? (planted.invalid ? (url.searchParams.get("planted") ?? "") : ""),
    max: today,
    min: earliest,
    error: planted.problem ? t(`gdd.errors.${planted.problem}`, { days: PLANTING_MAX_DAYS_AGO }) : null,
    figures: null,
    unavailable: null,
  };
  if (!planted.value || planted.problem) return view;
  if (!forecast || !history) return { ...view, unavailable: t("gdd.unavailable") };
  const units = weatherUnits(countryOf(locale).units);
  const past = degreeDays(history.days.map((d) => ({ maxC: d.temperatureMax, minC: d.temperatureMin })));
  const coming = degreeDays(forecastDays(forecast.data, today));
  const write = (gdd: number) => formatNumber(locale, Math.round(temperatureDifferenceIn(units, gdd)), 0);
  return {
    ...view,
    figures: {
      sincePlanting: t("gdd.sincePlanting", { value: write(past) }),
      nextWeek: t("gdd.nextWeek", { value: write(coming) }),
      days: t("gdd.days", { count: daysBetween(planted.value, today) }),
    },
  };
}
