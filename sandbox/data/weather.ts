import type { HourlyForecast, WeatherHistory, WeatherResponse } from "../../app/services/weather/contract";

/**
 * The weather upstream's demo forecasts (decision 0037): deterministic for a position and a calendar day, so a
 * page reloads to the same figures and a browser test can count on them, and always relative to today. A rough
 * climate from latitude and season, a diurnal swing, and weather systems that pass as sums of slow waves whose
 * phases come from the position. Sunrise and sunset from the sun's declination. Figures in metric (°C, km/h, mm).
 *
 * Time zones: the place's standard time from its longitude band (the Americas only; no daylight saving, which
 * neither Argentina nor Brazil keeps and which the US leaves in November).
 */

const DAY_MS = 86_400_000;
const HOURLY_HOURS = 96;

/** Hours from UTC: South America's cone at −3, the US by its four mainland bands. */
function utcOffsetHours(lat: number, lng: number): number {
  if (lat < 13) return -3;
  if (lng < -115) return -8;
  if (lng < -102) return -7;
  if (lng < -87) return -6;
  return -5;
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16_777_619);
  }
  return h >>> 0;
}

/** A value in [0, 1) for a key: the same key, the same value. */
const unit = (key: string) => hash(key) / 4_294_967_296;

/** A smooth wave in [−1, 1] over days, its phase and period from the position: weather systems passing. */
function systems(lat: number, lng: number, dayNumber: number, salt: string): number {
  const place = `${lat.toFixed(2)},${lng.toFixed(2)},${salt}`;
  const a = Math.sin((2 * Math.PI * dayNumber) / (4 + 3 * unit(`${place}a`)) + 6.28 * unit(`${place}b`));
  const b = Math.sin((2 * Math.PI * dayNumber) / (9 + 5 * unit(`${place}c`)) + 6.28 * unit(`${place}d`));
  return (0.6 * a + 0.4 * b) * 0.999;
}

const pad = (n: number) => String(Math.trunc(n)).padStart(2, "0");

function offsetText(offset: number): string {
  return `${offset < 0 ? "-" : "+"}${pad(Math.abs(offset))}:00`;
}

/** A local time text of the given instant for a zone offset. */
function localText(epochMs: number, offset: number): string {
  const local = new Date(epochMs + offset * 3_600_000);
  return `${local.toISOString().slice(0, 19)}${offsetText(offset)}`;
}

const dayText = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** The place's calendar day number (days since 1970-01-01) at an instant. */
function localDayNumber(now: number, offset: number): number {
  return Math.floor((now + offset * 3_600_000) / DAY_MS);
}

function dayOfYear(dayNumber: number): number {
  const date = new Date(dayNumber * DAY_MS);
  return (dayNumber * DAY_MS - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS + 1;
}

/** Sunrise and sunset as minutes after local midnight, or null for polar day or night. */
function sunMinutes(lat: number, lng: number, dayNumber: number, offset: number) {
  const declination = 23.44 * Math.sin((2 * Math.PI * (284 + dayOfYear(dayNumber))) / 365);
  const rad = Math.PI / 180;
  const cosHour = -Math.tan(lat * rad) * Math.tan(declination * rad);
  if (cosHour <= -1 || cosHour >= 1) return null;
  const halfDayMinutes = (Math.acos(cosHour) / rad / 15) * 60;
  const solarNoon = 720 - (lng - 15 * offset) * 4;
  return { rise: solarNoon - halfDayMinutes, set: solarNoon + halfDayMinutes };
}

interface DayWeather {
  maxC: number;
  minC: number;
  humidity: number;
  windKmh: number;
  windFrom: number;
  precipChance: number;
  qpf: number;
  iconCode: number;
  phrase: "sunny" | "partlyCloudy" | "cloudy" | "showers" | "storms";
}

/**
 * The demo's frost hollows, one per country (Tandil, Passo Fundo, Fargo, and 20 km around each): every night there
 * is at or below −2 °C, so a grower who follows one gets a frost alert every night of the year.
 */
const FROST_HOLLOWS: readonly (readonly [lat: number, lng: number])[] = [
  [-37.3217, -59.1332],
  [-28.2612, -52.4083],
  [46.8772, -96.7898],
];

function inFrostHollow(lat: number, lng: number): boolean {
  return FROST_HOLLOWS.some(([hollowLat, hollowLng]) => Math.hypot(lat - hollowLat, lng - hollowLng) < 0.2);
}

function dayWeather(lat: number, lng: number, dayNumber: number): DayWeather {
  const north = lat >= 0;
  const season = Math.cos((2 * Math.PI * (dayOfYear(dayNumber) - (north ? 200 : 15))) / 365);
  const latitude = Math.abs(lat);
  const mean = 30 - 0.4 * latitude + 0.3 * latitude * season + 4 * systems(lat, lng, dayNumber, "t");
  const wet = (systems(lat, lng, dayNumber, "r") + 1) / 2 + 0.25 * unit(`${lat},${lng},${dayNumber}`) - 0.1;
  const precipChance = Math.max(0, Math.min(95, Math.round(wet * 100 - 10)));
  const qpf = precipChance >= 50 ? Math.round((precipChance - 45) * 0.6 * 10) / 10 : 0;
  const swing = 13 - 6 * wet;
  const phrase =
    precipChance >= 75
      ? "storms"
      : precipChance >= 50
        ? "showers"
        : precipChance >= 35
          ? "cloudy"
          : precipChance >= 15
            ? "partlyCloudy"
            : "sunny";
  const iconCode = { storms: 4, showers: 11, cloudy: 26, partlyCloudy: 30, sunny: 32 }[phrase];
  return {
    maxC: Math.round(mean + swing / 2),
    // A frost hollow's nights freeze whatever the season: the frost alert can be seen on any day (issue 30).
    minC: inFrostHollow(lat, lng) ? Math.min(-2, Math.round(mean - swing / 2)) : Math.round(mean - swing / 2),
    humidity: Math.round(Math.max(25, Math.min(95, 45 + 45 * wet))),
    windKmh: Math.round(
      6 + 12 * ((systems(lat, lng, dayNumber, "w") + 1) / 2) + 6 * unit(`${lat},${lng},${dayNumber},w`),
    ),
    windFrom: Math.round(360 * unit(`${lat},${lng},${dayNumber},d`)) % 360,
    precipChance,
    qpf,
    iconCode,
    phrase,
  };
}

const PHRASES: Record<string, Record<DayWeather["phrase"], string>> = {
  es: {
    sunny: "Soleado",
    partlyCloudy: "Parcialmente nublado",
    cloudy: "Mayormente nublado",
    showers: "Chaparrones",
    storms: "Tormentas aisladas",
  },
  pt: {
    sunny: "Ensolarado",
    partlyCloudy: "Parcialmente nublado",
    cloudy: "Predominantemente nublado",
    showers: "Pancadas de chuva",
    storms: "Tempestades isoladas",
  },
  en: {
    sunny: "Sunny",
    partlyCloudy: "Partly cloudy",
    cloudy: "Mostly cloudy",
    showers: "Showers",
    storms: "Scattered thunderstorms",
  },
};

/** GET /api/weather-widget: 7 days from the place's today, and 96 hours from its midnight. */
export function forecastAt(lat: number, lng: number, languageLocale: string, now = Date.now()): WeatherResponse {
  const offset = utcOffsetHours(lat, lng);
  const today = localDayNumber(now, offset);
  const phrases = PHRASES[languageLocale.slice(0, 2).toLowerCase()] ?? PHRASES.en;
  const days = Array.from({ length: 7 }, (_, i) => today + i);
  const weather = days.map((day) => dayWeather(lat, lng, day));
  const midnight = (day: number) => day * DAY_MS - offset * 3_600_000;
  const sun = days.map((day) => sunMinutes(lat, lng, day, offset));
  const at = (day: number, minutes: number | undefined) =>
    minutes === undefined ? null : localText(midnight(day) + Math.round(minutes) * 60_000, offset);

  return {
    data: {
      validTimeLocal: days.map((day) => localText(midnight(day) + 7 * 3_600_000, offset)),
      windDirection: weather.map((w) => w.windFrom),
      windSpeed: weather.map((w) => w.windKmh),
      relativeHumidity: weather.map((w) => w.humidity),
      sunriseTimeLocal: days.map((day, i) => at(day, sun[i]?.rise)),
      sunsetTimeLocal: days.map((day, i) => at(day, sun[i]?.set)),
      calendarDayTemperatureMax: weather.map((w) => w.maxC),
      calendarDayTemperatureMin: weather.map((w) => w.minC),
      wxPhraseLong: weather.map((w) => phrases[w.phrase]),
      precipChance: weather.map((w) => w.precipChance),
      qpf: weather.map((w) => w.qpf),
      iconCode: weather.map((w) => w.iconCode),
    },
    hourly: hourlyFrom(lat, lng, midnight(today), today, offset),
  };
}

/** The hours: temperature from the day's minimum at dawn to its maximum at 15 h, wind strongest in the afternoon. */
function hourlyFrom(lat: number, lng: number, startMs: number, today: number, offset: number): HourlyForecast {
  const hourly: HourlyForecast = {
    validTimeLocal: [],
    temperature: [],
    relativeHumidity: [],
    windSpeed: [],
    precipChance: [],
    qpf: [],
  };
  for (let h = 0; h < HOURLY_HOURS; h++) {
    const day = today + Math.floor(h / 24);
    const hour = h % 24;
    const weather = dayWeather(lat, lng, day);
    // 0 at 5 h, 1 at 15 h, back down through the night.
    const warmth = (1 - Math.cos((2 * Math.PI * (((hour - 5 + 24) % 24) / 20)) / 2)) / 2;
    const daytime = hour >= 5 && hour <= 15 ? warmth : Math.max(0, 1 - ((hour - 15 + 24) % 24) / 14);
    const temperature = weather.minC + (weather.maxC - weather.minC) * daytime;
    const breeze = 0.35 + 0.9 * daytime + 0.15 * unit(`${lat},${lng},${day},${hour},w`);
    const showerHour = weather.precipChance >= 50 && hour >= 14 && hour <= 19;
    hourly.validTimeLocal.push(localText(startMs + h * 3_600_000, offset));
    hourly.temperature.push(Math.round(temperature * 10) / 10);
    hourly.relativeHumidity.push(Math.round(Math.max(20, Math.min(98, weather.humidity + 25 - 40 * daytime))));
    hourly.windSpeed.push(Math.round(weather.windKmh * breeze));
    hourly.precipChance.push(showerHour ? weather.precipChance : Math.round(weather.precipChance * 0.4));
    hourly.qpf.push(showerHour ? Math.round((weather.qpf / 6) * 10) / 10 : 0);
  }
  return hourly;
}

/** GET /api/weather-history: each day's max and min from `from` to yesterday (at most 366 days). */
export function historyAt(lat: number, lng: number, from: string, now = Date.now()): WeatherHistory {
  const today = localDayNumber(now, utcOffsetHours(lat, lng));
  const first = Math.max(Math.floor(Date.parse(`${from}T00:00:00Z`) / DAY_MS), today - 366);
  const days: WeatherHistory["days"] = [];
  for (let day = first; day < today; day++) {
    const weather = dayWeather(lat, lng, day);
    days.push({ day: dayText(day), temperatureMax: weather.maxC, temperatureMin: weather.minC });
  }
  return { days };
}
