import type { TFunction } from "i18next";
import { z } from "zod";

import { countryOf, type Locale } from "~/countries";
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARACTERS } from "~/domain/weather/autocomplete";
import { type ForecastDay, forecastDays, type SkyIcon, skyIcon, todayAt } from "~/domain/weather/days";
import {
  daysBetween,
  degreeDays,
  PLANTING_MAX_DAYS_AGO,
  type PlantingProblem,
  plantingProblem,
} from "~/domain/weather/growing-degree-days";
import { isWeatherProblem, type WeatherMode, type WeatherProblem } from "~/domain/weather/location";
import {
  rainIn,
  speedIn,
  temperatureDifferenceIn,
  temperatureIn,
  type WeatherUnits,
  weatherUnits,
} from "~/domain/weather/units";
import { arrowRotation, compassPoint } from "~/domain/weather/wind";
import { dayIn, formatDayMonth, formatWeekdayName } from "~/format/dates";
import { formatNumber } from "~/format/numbers";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import { log } from "~/services/log.server";
import { getForecast, getHistory } from "~/services/weather/client.server";
import type { WeatherHistory, WeatherResponse } from "~/services/weather/contract";

import { rememberedLocation } from "./cookies.server";
import { PROBLEM_PARAM, TYPED_PARAM, WEATHER_ANCHOR, weatherReturnAddress } from "./return-address";

/**
 * The weather widget's view (spec 002 §2 §4 §8, decision 0037): finished text for the browser (decision 3). The
 * place comes from the cookie; a failed choice comes back in the address (problem and typed text) and shows next
 * to the field; the forecast is fetched on the server, so the page is complete without JavaScript. A failing
 * upstream is the server error next to the field and a retry link; the page still answers 200.
 */

interface DayView {
  day: string;
  weekday: string;
  dayMonth: string;
  icon: SkyIcon;
  phrase: string;
  max: string;
  min: string;
  sunshine: string;
  humidity: string;
  rain: string;
  wind: string;
  /** Where the arrow points (degrees clockwise from up): where the wind goes. */
  windArrow: number;
  /** The wind in words for screen readers and the tooltip: "12 km/h del norte". */
  windText: string;
}

export interface WeatherFormView {
  action: string;
  placesUrl: string;
  locale: Locale;
  returnTo: string;
  label: string;
  hint: string;
  submit: string;
  useMyLocation: string;
  locating: string;
  changeLocation: string;
  suggestions: string;
  searching: string;
  typed: string;
  debounceMs: number;
  minCharacters: number;
  /** The messages the enhanced form shows by itself (no suggestion on Enter, a denied or failed position, a maps failure). */
  messages: Record<Exclude<WeatherProblem, "denied">, string> & { deniedTitle: string; deniedText: string };
}

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

export interface WeatherView {
  anchor: string;
  heading: string;
  lead: string;
  mode: WeatherMode;
  /** "Pronóstico para Pergamino, Buenos Aires" once there is a place. */
  placeHeading: string | null;
  prompt: string;
  form: WeatherFormView;
  problem: { kind: WeatherProblem; message: string; retry: { label: string; href: string } | null } | null;
  days: DayView[] | null;
  caption: string;
  unitsNote: string;
  columns: { day: string; sky: string; maxMin: string; sunshine: string; humidity: string; rain: string; wind: string };
  gdd: GddView | null;
}

const pageQuery = z.object({
  [PROBLEM_PARAM]: z.string().optional(),
  [TYPED_PARAM]: z.string().max(100).optional(),
  planted: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "invalid")
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "invalid")
    .optional(),
});

function figures(t: TFunction, locale: Locale, units: WeatherUnits) {
  const temperature = (c: number) =>
    t("units.temperature", { value: formatNumber(locale, Math.round(temperatureIn(units, c)), 0) });
  const speed = (kmh: number) =>
    t(`units.${units.speed}`, { value: formatNumber(locale, Math.round(speedIn(units, kmh)), 0) });
  const rain = (mm: number) =>
    t(`units.${units.rain}`, { value: formatNumber(locale, rainIn(units, mm), units.rainDecimals) });
  return { temperature, speed, rain };
}

function dayViews(t: TFunction, locale: Locale, days: ForecastDay[]): DayView[] {
  const units = weatherUnits(countryOf(locale).units);
  const write = figures(t, locale, units);
  return days.map((day) => {
    const wind = write.speed(day.windKmh);
    return {
      day: day.day,
      weekday: formatWeekdayName(locale, day.day),
      dayMonth: formatDayMonth(locale, day.day),
      icon: skyIcon(day.iconCode),
      phrase: day.phrase,
      max: write.temperature(day.maxC),
      min: write.temperature(day.minC),
      sunshine:
        day.sunshineHours === null ? "–" : t("units.hours", { value: formatNumber(locale, day.sunshineHours, 1) }),
      humidity: t("units.percent", { value: formatNumber(locale, day.humidity, 0) }),
      rain: write.rain(day.rainMm),
      wind,
      windArrow: arrowRotation(day.windFrom),
      windText: t("days.windFrom", { speed: wind, direction: t(`compass.${compassPoint(day.windFrom)}`) }),
    };
  });
}

/** The forecast for a position, or null when the upstream failed (logged; the widget says so). */
export async function forecastOrNull(locale: Locale, lat: number, lng: number): Promise<WeatherResponse | null> {
  try {
    return await getForecast(locale, lat, lng);
  } catch (error) {
    log("warn", "Weather forecast failed", { error: String(error) });
    return null;
  }
}

/** Past days since planting, asked beside the forecast (the block has 3 s in all), or null when it failed. */
async function historyOrNull(locale: Locale, lat: number, lng: number, from: string) {
  try {
    return await getHistory(locale, lat, lng, from);
  } catch (error) {
    log("warn", "Weather history failed", { error: String(error) });
    return null;
  }
}

function gddView(
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

export interface WeatherBlockOptions {
  heading?: string;
  lead?: string;
  degreeDays: boolean;
}

export async function weatherView(
  request: Request,
  locale: Locale,
  options: WeatherBlockOptions,
): Promise<WeatherView> {
  const t = await i18nServer.getFixedT(locale, "weather");
  const url = new URL(request.url);
  const query = readQuery(url.searchParams, pageQuery);
  const location = await rememberedLocation(request);
  // The planting date is judged against the country's today before anything is asked; the forecast then gives the place's.
  const countryToday = dayIn(countryOf(locale).timeZone, new Date());
  const planted = query.value.planted;
  const plantedProblem =
    "planted" in query.errors ? "invalid" : planted ? plantingProblem(planted, countryToday) : null;
  const wantsHistory = options.degreeDays && location && planted && !plantedProblem;
  const [forecast, history] = location
    ? await Promise.all([
        forecastOrNull(locale, location.lat, location.lng),
        wantsHistory ? historyOrNull(locale, location.lat, location.lng, planted) : null,
      ])
    : [null, null];
  const today = (forecast && todayAt(forecast.data.validTimeLocal[0], Date.now())) ?? countryToday;
  const days = forecast ? forecastDays(forecast.data, today) : null;

  const asked = query.value[PROBLEM_PARAM];
  const kind: WeatherProblem | null = location && !forecast ? "server" : isWeatherProblem(asked) ? asked : null;
  const page = `${url.pathname}${url.search}`;
  const messages = {
    inline: t("errors.inline"),
    notFound: t("errors.notFound"),
    server: t("errors.server"),
    geocode: t("errors.geocode"),
    deniedTitle: t("errors.deniedTitle"),
    deniedText: t("errors.deniedText"),
  };

  return {
    anchor: WEATHER_ANCHOR,
    heading: options.heading ?? t("heading"),
    lead: options.lead ?? t("lead"),
    mode: location?.mode ?? "none",
    placeHeading: location ? t("forecastFor", { place: location.label }) : null,
    prompt: t("noLocation"),
    form: {
      action: "/api/weather/location",
      placesUrl: "/api/weather/places",
      locale,
      returnTo: weatherReturnAddress(page).replace(/#.*$/, ""),
      label: t("form.label"),
      hint: t("form.hint"),
      submit: t("form.submit"),
      useMyLocation: t("form.useMyLocation"),
      locating: t("form.locating"),
      changeLocation: t("form.changeLocation"),
      suggestions: t("form.suggestions"),
      searching: t("form.searching"),
      typed: query.value[TYPED_PARAM] ?? "",
      debounceMs: AUTOCOMPLETE_DEBOUNCE_MS,
      minCharacters: AUTOCOMPLETE_MIN_CHARACTERS,
      messages,
    },
    problem: kind
      ? {
          kind,
          message: kind === "denied" ? messages.deniedText : messages[kind],
          retry: kind === "server" && location ? { label: t("errors.retry"), href: `${page}#${WEATHER_ANCHOR}` } : null,
        }
      : null,
    days: days ? dayViews(t, locale, days) : null,
    caption: t("days.caption", { place: location?.label ?? "" }),
    unitsNote: t("units.note"),
    columns: {
      day: t("days.day"),
      sky: t("days.sky"),
      maxMin: t("days.maxMin"),
      sunshine: t("days.sunshine"),
      humidity: t("days.humidity"),
      rain: t("days.rain"),
      wind: t("days.wind"),
    },
    gdd: options.degreeDays
      ? gddView(
          t,
          locale,
          url,
          forecast,
          history,
          { value: planted, invalid: plantedProblem === "invalid", problem: plantedProblem },
          today,
        )
      : null,
  };
}
