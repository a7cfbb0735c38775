import type { TFunction } from "i18next";

import { countryOf, type Locale } from "~/countries";
import { type ForecastDay, type SkyIcon, skyIcon } from "~/domain/weather/days";
import { rainIn, speedIn, temperatureIn, type WeatherUnits, weatherUnits } from "~/domain/weather/units";
import { arrowRotation, compassPoint } from "~/domain/weather/wind";
import { formatDayMonth, formatWeekdayName } from "~/format/dates";
import { formatNumber } from "~/format/numbers";

/** The forecast's days in finished text, in the country's units (decision 0037). */

export interface DayView {
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

function figures(t: TFunction, locale: Locale, units: WeatherUnits) {
  const temperature = (c: number) =>
    t("units.temperature", { value: formatNumber(locale, Math.round(temperatureIn(units, c)), 0) });
  const speed = (kmh: number) =>
    t(`units.${units.speed}`, { value: formatNumber(locale, Math.round(speedIn(units, kmh)), 0) });
  const rain = (mm: number) =>
    t(`units.${units.rain}`, { value: formatNumber(locale, rainIn(units, mm), units.rainDecimals) });
  return { temperature, speed, rain };
}

export function dayViews(t: TFunction, locale: Locale, days: ForecastDay[]): DayView[] {
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
