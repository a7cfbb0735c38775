import { z } from "zod";

/**
 * Where the widget forecasts (spec 002 §4): it begins with no location; detecting the position sets "location"
 * mode, picking an address (or, without JavaScript, typing a town or postcode) sets "address" mode; changing the
 * location returns it to none. The chosen place is remembered in a cookie so the next visit opens on it.
 */
export type WeatherMode = "none" | "location" | "address";

const weatherLocation = z.object({
  mode: z.enum(["location", "address"]),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** How the heading names it: "Pergamino, Buenos Aires". */
  label: z.string().min(1).max(120),
});
export type WeatherLocation = z.infer<typeof weatherLocation>;

/** The cookie's value: the location as JSON, or null when it does not read as one (a planted or old value). */
export function readLocation(value: unknown): WeatherLocation | null {
  if (typeof value !== "string") return null;
  try {
    const parsed = weatherLocation.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLocation(location: WeatherLocation): string {
  return JSON.stringify({ ...location, label: location.label.slice(0, 120) });
}

/**
 * Forecasts are cached per grid cell of a tenth of a degree (about 11 km north–south, 9 km east–west at the
 * pampas' latitude): growers a few kilometres apart share one upstream call, and the forecast is asked for the
 * cell's centre so every grower of a cell reads the same figures.
 */
const GRID_DEGREES = 0.1;

export function gridCell(lat: number, lng: number): { lat: number; lng: number } {
  const snap = (value: number) => Math.round((Math.floor(value / GRID_DEGREES) + 0.5) * GRID_DEGREES * 1000) / 1000;
  return { lat: snap(lat), lng: snap(lng) };
}

/**
 * What can go wrong while choosing a place (spec 002 §4 §8): "inline" (no suggestion to pick, or a place without
 * geometry or locality), "notFound" (the typed text matches no place), "server" (the weather call or the maps
 * service failed), "geocode" (the position could not be named or found: the spec's geocode_error), and
 * "denied" (the browser refused the position: the tooltip).
 */
const WEATHER_PROBLEMS = ["inline", "notFound", "server", "geocode", "denied"] as const;
export type WeatherProblem = (typeof WEATHER_PROBLEMS)[number];

export function isWeatherProblem(value: unknown): value is WeatherProblem {
  return typeof value === "string" && (WEATHER_PROBLEMS as readonly string[]).includes(value);
}
