import { z } from "zod";

/**
 * The weather upstream and the maps geocoder behind WEATHER_API_URL (spec 002 §3 §7, decision 0037). The upstream
 * always answers in metric units (°C, km/h, mm); the portal converts for the locale.
 *
 *   GET /api/weather-widget?lat&lng&languageLocale   7 days from today (per-day arrays) and 72 hours (hourly arrays)
 *   GET /api/weather-history?lat&lng&from            each past day's max and min from `from` (YYYY-MM-DD) to yesterday
 *   GET /bulletins?region                            a bulletin region's playlist, newest first
 *   GET /maps/predictions?input&country              place predictions (localities and postal codes) in a country
 *   GET /maps/places/{placeId}                       a place's details: geometry, locality, region, country
 *   GET /maps/reverse?lat&lng                        the locality at a position (an empty list when none)
 */

/** A local time as the upstream writes it: "2026-11-23T05:42:00-03:00". */
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})$/);
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Spec 002 §3: per-day arrays, index i is the i-th day from `validTimeLocal[0]`. */
const daily = z.object({
  validTimeLocal: z.array(localTime),
  windDirection: z.array(z.number().min(0).max(360)),
  windSpeed: z.array(z.number().min(0)),
  relativeHumidity: z.array(z.number().min(0).max(100)),
  sunriseTimeLocal: z.array(localTime.nullable()),
  sunsetTimeLocal: z.array(localTime.nullable()),
  calendarDayTemperatureMax: z.array(z.number()),
  calendarDayTemperatureMin: z.array(z.number()),
  wxPhraseLong: z.array(z.string()),
  precipChance: z.array(z.number().min(0).max(100)),
  qpf: z.array(z.number().min(0)),
  iconCode: z.array(z.number().int().min(0).max(47)),
});

/** Hour by hour, for the spray windows (ours: the spec's response has days only). */
const hourly = z.object({
  validTimeLocal: z.array(localTime),
  temperature: z.array(z.number()),
  relativeHumidity: z.array(z.number().min(0).max(100)),
  windSpeed: z.array(z.number().min(0)),
  precipChance: z.array(z.number().min(0).max(100)),
  qpf: z.array(z.number().min(0)),
});
export type HourlyForecast = z.infer<typeof hourly>;

export const weatherResponse = z.object({ data: daily, hourly });
export type WeatherResponse = z.infer<typeof weatherResponse>;

export const weatherHistory = z.object({
  days: z.array(z.object({ day: calendarDay, temperatureMax: z.number(), temperatureMin: z.number() })),
});
export type WeatherHistory = z.infer<typeof weatherHistory>;

/** A weather bulletin: a video with an 11-character id, published on a calendar day. */
const bulletinVideo = z.object({
  videoId: z.string().regex(/^[\w-]{11}$/),
  title: z.string().min(1),
  publishedOn: calendarDay,
});
export type BulletinVideo = z.infer<typeof bulletinVideo>;
export const bulletinPlaylist = z.object({ region: z.string(), videos: z.array(bulletinVideo) });

const placeType = z.enum(["locality", "postal_code", "administrative_area", "route"]);

export const placePredictions = z.object({
  predictions: z.array(
    z.object({
      placeId: z.string().min(1),
      description: z.string().min(1),
      /** The description's parts, most specific first: ["Pergamino", "Buenos Aires", "Argentina"]. */
      terms: z.array(z.object({ value: z.string() })),
      types: z.array(placeType),
    }),
  ),
});
export type PlacePrediction = z.infer<typeof placePredictions>["predictions"][number];

const place = z.object({
  placeId: z.string().min(1),
  name: z.string().min(1),
  /** Absent for a place the maps service cannot locate (spec 002 §5: an inline error). */
  geometry: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullable(),
  locality: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().length(2),
});
export type Place = z.infer<typeof place>;
export const placeDetails = z.object({ place });

export const reverseGeocode = z.object({ results: z.array(place) });
