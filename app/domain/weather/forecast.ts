/**
 * A forecast and a place as the weather rules read them (spec 002 §3 §7, decision 0037). The weather upstream's
 * answers are checked against its wire contract in app/services/weather/contract.ts and handed over as these: the
 * rules never name an upstream's types. Metric units always (°C, km/h, mm); local times as the upstream writes them
 * ("2026-11-23T05:42:00-03:00").
 */

/** Per-day arrays: index i is the i-th day from `validTimeLocal[0]` (spec 002 §3). */
export interface DailyForecast {
  validTimeLocal: string[];
  windDirection: number[];
  windSpeed: number[];
  relativeHumidity: number[];
  sunriseTimeLocal: (string | null)[];
  sunsetTimeLocal: (string | null)[];
  calendarDayTemperatureMax: number[];
  calendarDayTemperatureMin: number[];
  wxPhraseLong: string[];
  precipChance: number[];
  qpf: number[];
  iconCode: number[];
}

/** Hour by hour, for the spray windows. */
export interface HourlyForecast {
  validTimeLocal: string[];
  temperature: number[];
  relativeHumidity: number[];
  windSpeed: number[];
  precipChance: number[];
  qpf: number[];
}

/** A place the maps service suggests for what the grower typed. */
export interface PlacePrediction {
  placeId: string;
  description: string;
  /** The description's parts, most specific first: ["Pergamino", "Buenos Aires", "Argentina"]. */
  terms: { value: string }[];
  types: ("locality" | "postal_code" | "administrative_area" | "route")[];
}

export interface Place {
  placeId: string;
  name: string;
  /** Absent for a place the maps service cannot locate (spec 002 §5: an inline error). */
  geometry: { lat: number; lng: number } | null;
  locality: string | null;
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}
