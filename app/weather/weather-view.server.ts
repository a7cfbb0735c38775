import { z } from "zod";

import { countryOf, type Locale } from "~/countries";
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARACTERS } from "~/domain/weather/autocomplete";
import { forecastDays, todayAt } from "~/domain/weather/days";
import { plantingProblem } from "~/domain/weather/growing-degree-days";
import { isWeatherProblem, type WeatherMode, type WeatherProblem } from "~/domain/weather/location";
import { dayIn } from "~/format/dates";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";

import { rememberedLocation } from "./cookies.server";
import { type GddView, gddView } from "./degree-days-view.server";
import { type DayView, dayViews } from "./forecast-days-view.server";
import { PROBLEM_PARAM, TYPED_PARAM, WEATHER_ANCHOR, weatherReturnAddress } from "./return-address";
import { forecastOrNull, historyOrNull } from "./weather-readings.server";

/**
 * The weather widget's view (spec 002 §2 §4 §8, decision 0037): finished text for the browser (decision 3). The
 * place comes from the cookie; a failed choice comes back in the address (problem and typed text) and shows next
 * to the field; the forecast is fetched on the server, so the page is complete without JavaScript. A failing
 * upstream is the server error next to the field and a retry link; the page still answers 200.
 */

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
