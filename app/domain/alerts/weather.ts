import { addDays } from "../loyalty/calendar";
import { gridCell } from "../weather/location";
import type { SprayHour } from "../weather/spray-window";
import type { Alert } from "./alert";

/**
 * Weather alerts for the places a grower follows (issue 30): a frost night, heavy rain, a good spray window. Each is
 * keyed by the place and the day it is about, so a forecast read every hour alerts each night, rain or window once.
 * The thresholds are a country's configuration; these are the defaults.
 */
export interface WeatherAlertThresholds {
  /** A night whose minimum is at or below this (°C) is a frost risk. */
  frostMaxC: number;
  /** This much rain (mm) or more within 24 hours is heavy. */
  heavyRainMm: number;
  /** A spray window is at least this many good hours in a row. */
  sprayMinGoodHours: number;
}

const DEFAULT_WEATHER_THRESHOLDS: WeatherAlertThresholds = {
  frostMaxC: 2,
  heavyRainMm: 30,
  sprayMinGoodHours: 3,
};

const SPRAY_LOOKAHEAD_HOURS = 48;
const HOUR_MS = 3_600_000;

/** A place a grower follows for weather alerts: the weather widget's place, saved by the grower. */
export interface FollowedPlace {
  /** The forecast's grid cell: two places in one cell are one place to alert about. */
  id: string;
  name: string;
  lat: number;
  lng: number;
}

/** The most places one grower follows. */
export const MAX_FOLLOWED_PLACES = 5;

export function placeToFollow(name: string, lat: number, lng: number): FollowedPlace {
  const cell = gridCell(lat, lng);
  // The name comes from a cookie the browser keeps: no control characters reach a message's subject or text.
  const clean = name
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, 120);
  return { id: `${cell.lat},${cell.lng}`, name: clean, lat: cell.lat, lng: cell.lng };
}

/**
 * Frost tonight: the coming night ends on tomorrow's morning, whose low is tomorrow's minimum. Keyed by that
 * morning's day.
 */
export function frostAlerts(
  grower: string,
  place: FollowedPlace,
  days: readonly { day: string; minC: number }[],
  today: string,
  { frostMaxC }: WeatherAlertThresholds = DEFAULT_WEATHER_THRESHOLDS,
): Alert[] {
  const morning = addDays(today, 1);
  const night = days.find((day) => day.day === morning);
  if (!night || night.minC > frostMaxC) return [];
  return [{ grower, kind: "frost", subject: place.id, date: morning, facts: { place: place.name, minC: night.minC } }];
}

/**
 * Heavy rain today or tomorrow: a calendar day of the place whose forecast rain is at or above the threshold. Keyed
 * by that day, so a storm is alerted once for each day it makes heavy, however often the forecast is read.
 */
export function heavyRainAlerts(
  grower: string,
  place: FollowedPlace,
  days: readonly { day: string; rainMm: number }[],
  today: string,
  { heavyRainMm }: WeatherAlertThresholds = DEFAULT_WEATHER_THRESHOLDS,
): Alert[] {
  const ahead = [today, addDays(today, 1)];
  return days
    .filter((day) => ahead.includes(day.day) && day.rainMm >= heavyRainMm)
    .map((day) => ({
      grower,
      kind: "heavy-rain",
      subject: place.id,
      date: day.day,
      facts: { place: place.name, millimetres: day.rainMm },
    }));
}

/**
 * The first good spray window of the next 48 hours (the spray-window rules of decision 0037: every hour of it good,
 * none already over), at least `sprayMinGoodHours` long. Keyed by the place's day it is announced on: at most one a
 * day per place, however the window moves as the forecast is read again.
 */
export function sprayWindowAlerts(
  grower: string,
  place: FollowedPlace,
  hours: readonly SprayHour[],
  nowMs: number,
  today: string,
  { sprayMinGoodHours }: WeatherAlertThresholds = DEFAULT_WEATHER_THRESHOLDS,
): Alert[] {
  const ahead = hours.filter(
    (hour) => hour.time.epochMs + HOUR_MS > nowMs && hour.time.epochMs < nowMs + SPRAY_LOOKAHEAD_HOURS * HOUR_MS,
  );
  let run: SprayHour[] = [];
  for (const hour of [...ahead, null]) {
    const continues =
      hour?.class === "good" && (!run.length || hour.time.epochMs - run.at(-1)!.time.epochMs === HOUR_MS);
    if (continues) {
      run.push(hour);
      continue;
    }
    if (run.length >= sprayMinGoodHours) {
      const [start, last] = [run[0].time, run.at(-1)!.time];
      return [
        {
          grower,
          kind: "spray-window",
          subject: place.id,
          date: today,
          facts: { place: place.name, startsAt: start.epochMs, endsAt: last.epochMs + HOUR_MS, hours: run.length },
        },
      ];
    }
    run = hour?.class === "good" ? [hour] : [];
  }
  return [];
}
