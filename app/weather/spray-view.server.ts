import { countryOf, type Locale } from "~/countries";
import { SPRAY_THRESHOLDS, type SprayClass, sprayWindows, sunTimesByDay } from "~/domain/weather/spray-window";
import { speedIn, weatherUnits } from "~/domain/weather/units";
import { formatDayMonth, formatHourOfDay, formatWeekdayName } from "~/format/dates";
import { formatNumber } from "~/format/numbers";
import { i18nServer } from "~/i18n/i18next.server";

import { rememberedLocation } from "./cookies.server";
import { WEATHER_ANCHOR } from "./return-address";
import { forecastOrNull } from "./weather-readings.server";

/**
 * The spray-window strip's view (decision 0037): the coming hours of the place the weather widget chose, grouped by
 * day, each with its class, the reasons it is not good and the figures behind it, in the locale's units. No place:
 * a prompt that leads to the widget. The upstream failing: the strip's own error state.
 */
interface SprayHourView {
  key: string;
  hour: string;
  verdict: SprayClass;
  /** "06: Buena" for screen readers; the details (reasons, wind, Delta T) follow. */
  label: string;
  details: string;
}

export interface SprayView {
  heading: string;
  lead: string;
  labelNote: string;
  thresholds: string;
  legend: { title: string; items: { verdict: SprayClass; label: string }[] };
  /** The summary of each day's list of hours with their reasons: readable on a touch screen, without hovering. */
  reasons: string;
  state: "prompt" | "ready" | "empty" | "error";
  prompt: { text: string; link: string; href: string } | null;
  error: { title: string; subtitle: string; retry: string; href: string } | null;
  days: { key: string; label: string; hours: SprayHourView[] }[];
}

export async function sprayView(request: Request, locale: Locale, options: { heading?: string; hours: number }) {
  const t = await i18nServer.getFixedT(locale, "weather");
  const url = new URL(request.url);
  const units = weatherUnits(countryOf(locale).units);
  const speed = (kmh: number) =>
    t(`units.${units.speed}`, { value: formatNumber(locale, Math.round(speedIn(units, kmh)), 0) });
  const view: SprayView = {
    heading: options.heading ?? t("spray.heading"),
    lead: t("spray.lead"),
    labelNote: t("spray.label"),
    thresholds: t("spray.thresholds", {
      calm: speed(SPRAY_THRESHOLDS.calmBelowKmh),
      windGood: speed(SPRAY_THRESHOLDS.windGoodMaxKmh),
      windPoor: speed(SPRAY_THRESHOLDS.windPoorAboveKmh),
    }),
    legend: {
      title: t("spray.legend"),
      items: (["good", "marginal", "poor"] as const).map((verdict) => ({ verdict, label: t(`spray.${verdict}`) })),
    },
    reasons: t("spray.reasons"),
    state: "prompt",
    prompt: null,
    error: null,
    days: [],
  };
  const location = await rememberedLocation(request);
  if (!location)
    return {
      ...view,
      prompt: { text: t("spray.noLocation"), link: t("spray.chooseLocation"), href: `#${WEATHER_ANCHOR}` },
    };
  const forecast = await forecastOrNull(locale, location.lat, location.lng);
  if (!forecast)
    return {
      ...view,
      state: "error" as const,
      error: {
        title: t("spray.errorTitle"),
        subtitle: t("spray.errorSubtitle"),
        retry: t("errors.retry"),
        href: `${url.pathname}${url.search}`,
      },
    };
  const sun = sunTimesByDay(forecast.data.sunriseTimeLocal, forecast.data.sunsetTimeLocal);
  const hours = sprayWindows(forecast.hourly, sun, Date.now()).slice(0, options.hours);
  const days: SprayView["days"] = [];
  for (const hour of hours) {
    let day = days.at(-1);
    if (!day || day.key !== hour.time.day) {
      day = {
        key: hour.time.day,
        label: `${formatWeekdayName(locale, hour.time.day)} ${formatDayMonth(locale, hour.time.day)}`,
        hours: [],
      };
      days.push(day);
    }
    const clock = formatHourOfDay(locale, hour.time.hour, units.clock);
    const reasons = hour.reasons.map((reason) => t(`spray.reasons.${reason}`));
    const figures = t("spray.detail", { wind: speed(hour.windKmh), deltaT: formatNumber(locale, hour.deltaT, 1) });
    day.hours.push({
      key: `${hour.time.day}-${hour.time.hour}`,
      hour: clock,
      verdict: hour.class,
      label: t("spray.hour", { hour: clock, verdict: t(`spray.${hour.class}`) }),
      details: [...reasons, figures].join(" · "),
    });
  }
  return {
    ...view,
    state: days.length ? ("ready" as const) : ("empty" as const),
    days,
    prompt: days.length ? null : { text: t("spray.empty"), link: "", href: "" },
  };
}
