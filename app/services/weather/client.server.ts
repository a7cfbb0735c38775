import type { ZodType } from "zod";

import { countryOf, type Locale } from "~/countries";
import { startsBeforeToday } from "~/domain/weather/days";
import { gridCell } from "~/domain/weather/location";
import { env } from "~/env.server";

import { cache, cacheKey } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import {
  bulletinPlaylist,
  type BulletinVideo,
  type Place,
  placeDetails,
  type PlacePrediction,
  placePredictions,
  reverseGeocode,
  type WeatherHistory,
  weatherHistory,
  type WeatherResponse,
  weatherResponse,
} from "./contract";

/**
 * The weather upstream and its maps geocoder (spec 002 §7, decision 0037). Forecasts are public and the same for
 * every grower of a ~10 km grid cell: asked for the cell's centre and cached per cell and locale for an hour, served
 * stale for six more while one refresh runs or the upstream fails. A non-OK reply is a server error (UpstreamError);
 * the widget shows its own error state. Geocoder answers change rarely: a day.
 */
const UPSTREAM = "weather";
const HOUR_MS = 3_600_000;
const FORECAST = { ttlMs: HOUR_MS, staleMs: 6 * HOUR_MS };
const GEOCODER = { ttlMs: 24 * HOUR_MS, staleMs: 24 * HOUR_MS };

function get<T>(call: string, path: string, query: Record<string, string>, schema: ZodType<T>): Promise<T> {
  const url = new URL(path.replace(/^\//, ""), `${env.WEATHER_API_URL.replace(/\/?$/, "/")}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return http.request({
    upstream: UPSTREAM,
    name: `weather-${call}`,
    url,
    schema,
    // Within the content page's 3 s per block (app/content/compose-page.server.ts): the widget says the forecast
    // failed in its own words, rather than the block being cut off with the generic message.
    timeoutMs: 1_200,
    deadlineMs: 2_800,
  });
}

/** GET /api/weather-widget for the grid cell around a position: 7 days and the coming hours. */
export function getForecast(locale: Locale, lat: number, lng: number): Promise<WeatherResponse> {
  const cell = gridCell(lat, lng);
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "forecast", locale, params: cell }),
    {
      ...FORECAST,
      name: "weather-forecast",
      outlived: (forecast: WeatherResponse) => startsBeforeToday(forecast.data, Date.now()),
    },
    () =>
      get(
        "forecast",
        "/api/weather-widget",
        { lat: String(cell.lat), lng: String(cell.lng), languageLocale: locale },
        weatherResponse,
      ),
  );
}

/** GET /api/weather-history: each past day's max and min since `from`, for the cell around a position. */
export function getHistory(locale: Locale, lat: number, lng: number, from: string): Promise<WeatherHistory> {
  const cell = gridCell(lat, lng);
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "history", locale, params: { ...cell, from } }),
    { ...FORECAST, name: "weather-history" },
    () =>
      get("history", "/api/weather-history", { lat: String(cell.lat), lng: String(cell.lng), from }, weatherHistory),
  );
}

/** GET /bulletins: a region's weather bulletins, newest first. */
export async function getBulletins(locale: Locale, region: string): Promise<BulletinVideo[]> {
  const playlist = await cache.get(
    cacheKey({ upstream: UPSTREAM, call: "bulletins", locale, params: { region } }),
    { ...FORECAST, name: "weather-bulletins" },
    () => get("bulletins", "/bulletins", { region }, bulletinPlaylist),
  );
  return playlist.videos;
}

/** Place predictions for what the grower typed, in the locale's country (spec 002 §5). */
export async function predictPlaces(locale: Locale, input: string): Promise<PlacePrediction[]> {
  const text = input.trim().toLowerCase();
  const answer = await cache.get(
    cacheKey({ upstream: UPSTREAM, call: "predictions", locale, params: { input: text } }),
    { ...GEOCODER, name: "weather-predictions" },
    () =>
      get(
        "predictions",
        "/maps/predictions",
        { input: text, country: countryOf(locale).code, language: locale },
        placePredictions,
      ),
  );
  return answer.predictions;
}

/** A place's details, or null for an id the maps service does not know. */
export function getPlace(locale: Locale, placeId: string): Promise<Place | null> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "place", locale, params: { placeId } }),
    { ...GEOCODER, name: "weather-place", isMissing: (value: Place | null) => value === null },
    async () => {
      try {
        return (await get("place", `/maps/places/${encodeURIComponent(placeId)}`, {}, placeDetails)).place;
      } catch (error) {
        if (isUpstreamError(error) && error.status === 404) return null;
        throw error;
      }
    },
  );
}

/** The locality at a position (reverse geocoding), or null when the maps service names none. */
export async function placeAt(locale: Locale, lat: number, lng: number): Promise<Place | null> {
  const answer = await get("reverse", "/maps/reverse", { lat: String(lat), lng: String(lng) }, reverseGeocode);
  return answer.results[0] ?? null;
}
