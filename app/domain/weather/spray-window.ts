import { type LocalTime, parseLocalTime } from "./days";
import type { HourlyForecast } from "./forecast";

/**
 * Spray windows (issue 15, decision 0037): each hour is good, marginal or poor for spraying, judged on four
 * things and taking the worst: wind speed, Delta T (evaporation and droplet life, from temperature and humidity),
 * rain in the next hours (wash-off), and the surface-inversion risk around sunset, through the night, to just after
 * sunrise. The thresholds follow the usual agronomic guidance (GRDC spray-drift fact sheets); the label always
 * rules, which the strip says beside it.
 */
export const SPRAY_THRESHOLDS = {
  /** Below this the air is calm: drift goes anywhere and inversions hold. km/h. */
  calmBelowKmh: 3,
  /** Good up to this wind; marginal above it up to `windPoorAboveKmh`, poor beyond. km/h. */
  windGoodMaxKmh: 15,
  windPoorAboveKmh: 20,
  /** Delta T (°C): good from 2 to 8, marginal below 2 or from 8 to 10, poor above 10. */
  deltaTLow: 2,
  deltaTGoodMax: 8,
  deltaTPoorAbove: 10,
  /** Rain is looked for in this hour and the next ones: rain-fastness of most products is a few hours. */
  rainLookaheadHours: 4,
  /** A chance of rain at or above this in the look-ahead is poor; at or above `rainMarginalChance` marginal. % */
  rainPoorChance: 60,
  rainMarginalChance: 30,
  /** Any hour of the look-ahead with this much rain (mm) is poor, whatever its chance. */
  rainPoorMm: 0.5,
  /** Inversion risk: from this long before sunset to this long after sunrise. Hours. */
  inversionBeforeSunsetHours: 1,
  inversionAfterSunriseHours: 1,
  /** In an inversion-risk hour, wind below this (km/h) cannot break it up: poor rather than marginal. */
  inversionWindPoorBelowKmh: 11,
} as const;

export type SprayClass = "good" | "marginal" | "poor";
export type SprayReason = "calm" | "wind" | "deltaTLow" | "deltaTHigh" | "rain" | "inversion";

const RANK: Record<SprayClass, number> = { good: 0, marginal: 1, poor: 2 };
const worst = (a: SprayClass, b: SprayClass): SprayClass => (RANK[a] >= RANK[b] ? a : b);

/**
 * The wet-bulb temperature (°C) from dry-bulb temperature (°C) and relative humidity (%), by Stull's formula (2011,
 * J. Appl. Meteor. Climatol.): within 0.3 °C between 5 % and 99 % humidity and −20 to 50 °C at sea-level pressure.
 */
export function wetBulb(celsius: number, humidity: number): number {
  const rh = Math.min(Math.max(humidity, 5), 99);
  return (
    celsius * Math.atan(0.151977 * Math.sqrt(rh + 8.313659)) +
    Math.atan(celsius + rh) -
    Math.atan(rh - 1.676331) +
    0.00391838 * rh ** 1.5 * Math.atan(0.023101 * rh) -
    4.686035
  );
}

/** Delta T: dry bulb minus wet bulb, °C, to 1 decimal. */
export function deltaT(celsius: number, humidity: number): number {
  return Math.round((celsius - wetBulb(celsius, humidity)) * 10) / 10;
}

export function windClass(kmh: number): { class: SprayClass; reason?: SprayReason } {
  const t = SPRAY_THRESHOLDS;
  if (kmh < t.calmBelowKmh) return { class: "marginal", reason: "calm" };
  if (kmh <= t.windGoodMaxKmh) return { class: "good" };
  return { class: kmh > t.windPoorAboveKmh ? "poor" : "marginal", reason: "wind" };
}

export function deltaTClass(value: number): { class: SprayClass; reason?: SprayReason } {
  const t = SPRAY_THRESHOLDS;
  if (value < t.deltaTLow) return { class: "marginal", reason: "deltaTLow" };
  if (value <= t.deltaTGoodMax) return { class: "good" };
  return { class: value > t.deltaTPoorAbove ? "poor" : "marginal", reason: "deltaTHigh" };
}

/** The rain class of a look-ahead: the chances and amounts of this hour and the next ones. */
export function rainClass(hours: { precipChance: number; qpf: number }[]): SprayClass {
  const t = SPRAY_THRESHOLDS;
  const chance = Math.max(0, ...hours.map((h) => h.precipChance));
  if (chance >= t.rainPoorChance || hours.some((h) => h.qpf >= t.rainPoorMm)) return "poor";
  return chance >= t.rainMarginalChance ? "marginal" : "good";
}

/** The day's sunrise and sunset as instants (ms), when it has them. */
export interface SunTimes {
  sunriseMs: number;
  sunsetMs: number;
}

/**
 * Whether an hour starting at `startMs` lies in the inversion-risk time of its day: from an hour before sunset on,
 * or before an hour after sunrise. Hours without sun times (none given for the day) carry no such risk.
 */
export function inInversionRisk(startMs: number, sun: SunTimes | undefined): boolean {
  if (!sun) return false;
  const hour = 3_600_000;
  return (
    startMs >= sun.sunsetMs - SPRAY_THRESHOLDS.inversionBeforeSunsetHours * hour ||
    startMs < sun.sunriseMs + SPRAY_THRESHOLDS.inversionAfterSunriseHours * hour
  );
}

export interface SprayHour {
  time: LocalTime;
  class: SprayClass;
  /** Why it is not good, in the order the factors are judged; empty for a good hour. */
  reasons: SprayReason[];
  deltaT: number;
  windKmh: number;
}

/**
 * Every hour of the forecast from `fromMs` on, classed. `sun` gives each calendar day's sunrise and sunset (from
 * the daily forecast); the look-ahead for rain runs past the last hour shown only as far as the forecast goes.
 */
export function sprayWindows(hourly: HourlyForecast, sun: Map<string, SunTimes>, fromMs: number): SprayHour[] {
  const t = SPRAY_THRESHOLDS;
  const hours = hourly.validTimeLocal.map((text, i) => ({
    time: parseLocalTime(text),
    temperature: hourly.temperature[i],
    humidity: hourly.relativeHumidity[i],
    windKmh: hourly.windSpeed[i],
    precipChance: hourly.precipChance[i] ?? 0,
    qpf: hourly.qpf[i] ?? 0,
  }));
  const result: SprayHour[] = [];
  hours.forEach((hour, i) => {
    const { time, temperature, humidity, windKmh } = hour;
    if (!time || time.epochMs + 3_600_000 <= fromMs) return;
    if (temperature === undefined || humidity === undefined || windKmh === undefined) return;
    const reasons: SprayReason[] = [];
    let verdict: SprayClass = "good";
    const judge = (outcome: { class: SprayClass; reason?: SprayReason }) => {
      verdict = worst(verdict, outcome.class);
      if (outcome.reason) reasons.push(outcome.reason);
    };
    judge(windClass(windKmh));
    const delta = deltaT(temperature, humidity);
    judge(deltaTClass(delta));
    const horizon = time.epochMs + t.rainLookaheadHours * 3_600_000;
    const rain = rainClass(hours.slice(i).filter((later) => later.time && later.time.epochMs < horizon));
    judge(rain === "good" ? { class: rain } : { class: rain, reason: "rain" });
    if (inInversionRisk(time.epochMs, sun.get(time.day)))
      judge({ class: windKmh < t.inversionWindPoorBelowKmh ? "poor" : "marginal", reason: "inversion" });
    result.push({ time, class: verdict, reasons, deltaT: delta, windKmh });
  });
  return result;
}

/** Each day's sunrise and sunset from the daily forecast's arrays, keyed by calendar day. */
export function sunTimesByDay(sunrise: (string | null)[], sunset: (string | null)[]): Map<string, SunTimes> {
  const byDay = new Map<string, SunTimes>();
  sunrise.forEach((text, i) => {
    const rise = text ? parseLocalTime(text) : null;
    const setText = sunset[i];
    const set = setText ? parseLocalTime(setText) : null;
    if (rise && set) byDay.set(rise.day, { sunriseMs: rise.epochMs, sunsetMs: set.epochMs });
  });
  return byDay;
}
