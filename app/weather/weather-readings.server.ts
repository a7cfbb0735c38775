import type { Locale } from "~/countries";
import { log } from "~/services/log.server";
import { getForecast, getHistory } from "~/services/weather/client.server";
import type { WeatherResponse } from "~/services/weather/contract";

/** The forecast for a position, or null when the upstream failed (logged; the widget says so). */
export async function forecastOrNull(locale: Locale, lat: number, lng: number): Promise<WeatherResponse | null> {
  try {
    return await getForecast(locale, lat, lng);
  } catch (error) {
    log("warn", "Weather forecast failed", { error: String(error) });
    return null;
  }
}

/** Past days since planting, asked beside the forecast (the block has 3 s in all), or null when it failed. */
export async function historyOrNull(locale: Locale, lat: number, lng: number, from: string) {
  try {
    return await getHistory(locale, lat, lng, from);
  } catch (error) {
    log("warn", "Weather history failed", { error: String(error) });
    return null;
  }
}
