import type { DailyForecast } from "./forecast";
import { snapDirection } from "./wind";

/** Spec 002 §9: the widget lists 7 days, starting today. */
export const FORECAST_DAYS = 7;

/** A local time as the upstream writes it ("2026-11-23T05:42:00-03:00"), read as an instant and a calendar day. */
export interface LocalTime {
  /** The calendar day where it happens: "2026-11-23". */
  day: string;
  /** Hours on the local clock (0–23). */
  hour: number;
  epochMs: number;
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|([+-])(\d{2}):?(\d{2}))$/;

export function parseLocalTime(text: string): LocalTime | null {
  const match = LOCAL_TIME.exec(text);
  if (!match) return null;
  const [, day, hh, mm, ss = "0", zone, sign, oh = "0", om = "0"] = match;
  const offsetMinutes = zone === "Z" ? 0 : (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const wallClock = Date.parse(`${day}T${hh}:${mm}:${ss.padStart(2, "0")}Z`);
  if (Number.isNaN(wallClock)) return null;
  return { day, hour: Number(hh), epochMs: wallClock - offsetMinutes * 60_000 };
}

/**
 * Spec 002 §9: sunshine hours are computed from sunrise and sunset, to 1 decimal: the hours of daylight between
 * them (null when either is missing, as in a polar day, or when they are out of order).
 */
export function sunshineHours(sunrise: string | null, sunset: string | null): number | null {
  const rise = sunrise ? parseLocalTime(sunrise) : null;
  const set = sunset ? parseLocalTime(sunset) : null;
  if (!rise || !set || set.epochMs <= rise.epochMs) return null;
  return Math.round((set.epochMs - rise.epochMs) / 360_000) / 10;
}

/** One day of the widget, in the upstream's metric units: the view converts and writes them for the locale. */
export interface ForecastDay {
  day: string;
  iconCode: number;
  phrase: string;
  maxC: number;
  minC: number;
  sunshineHours: number | null;
  humidity: number;
  rainMm: number;
  precipChance: number;
  windKmh: number;
  /** The direction the wind comes from, snapped to 45° (0 = north). */
  windFrom: number;
}

/**
 * The 7 days from `today` (the place's calendar day): a day the upstream still lists before today is skipped, and a
 * day without a date is dropped, so the widget never shows yesterday or more than seven days.
 */
export function forecastDays(data: DailyForecast, today: string): ForecastDay[] {
  const days: ForecastDay[] = [];
  data.validTimeLocal.forEach((time, i) => {
    const day = parseLocalTime(time)?.day;
    if (!day || day < today || days.length >= FORECAST_DAYS) return;
    days.push({
      day,
      iconCode: data.iconCode[i] ?? 0,
      phrase: data.wxPhraseLong[i] ?? "",
      maxC: data.calendarDayTemperatureMax[i] ?? Number.NaN,
      minC: data.calendarDayTemperatureMin[i] ?? Number.NaN,
      sunshineHours: sunshineHours(data.sunriseTimeLocal[i] ?? null, data.sunsetTimeLocal[i] ?? null),
      humidity: data.relativeHumidity[i] ?? 0,
      rainMm: data.qpf[i] ?? 0,
      precipChance: data.precipChance[i] ?? 0,
      windKmh: data.windSpeed[i] ?? 0,
      windFrom: snapDirection(data.windDirection[i] ?? 0),
    });
  });
  return days.filter((day) => Number.isFinite(day.maxC) && Number.isFinite(day.minC));
}

/**
 * The place's calendar day now, from the zone offset its forecast is written in ("…-03:00"): the widget starts on
 * the place's today, not the server's nor the country's (the United States spans four zones).
 */
export function todayAt(sample: string, nowMs: number): string | null {
  const time = parseLocalTime(sample);
  const match = /(Z|([+-])(\d{2}):?(\d{2}))$/.exec(sample);
  if (!time || !match) return null;
  const offsetMinutes = match[1] === "Z" ? 0 : (match[2] === "-" ? -1 : 1) * (Number(match[3]) * 60 + Number(match[4]));
  return new Date(nowMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The widget's five pictures for the upstream's 48 icon codes (TWC numbering): storms, rain, cloud, sun and cloud, sun. */
export type SkyIcon = "storm" | "rain" | "cloud" | "partly" | "sun";

export function skyIcon(iconCode: number): SkyIcon {
  if ([0, 1, 2, 3, 4, 17, 35, 37, 38, 47].includes(iconCode)) return "storm";
  if ((iconCode >= 5 && iconCode <= 18) || [39, 40, 41, 42, 43, 45, 46].includes(iconCode)) return "rain";
  if ([19, 20, 21, 22, 26, 27, 28].includes(iconCode)) return "cloud";
  if ([29, 30, 33, 34, 44].includes(iconCode)) return "partly";
  return "sun";
}

/**
 * True when a forecast lists a day before the place's today: one kept from before the place's midnight, which would
 * show fewer than seven days. The client asks the upstream again for it (decision 0037).
 */
export function startsBeforeToday(data: DailyForecast, nowMs: number): boolean {
  const first = data.validTimeLocal[0];
  const today = first ? todayAt(first, nowMs) : null;
  return today !== null && first.slice(0, 10) < today;
}
