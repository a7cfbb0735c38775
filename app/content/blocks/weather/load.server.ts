import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { weatherView } from "~/weather/weather-view.server";

import type { WeatherBlockData } from "./schema";

/** The widget's server data: the remembered place's forecast, finished for the locale (app/weather/weather-view.server.ts). */
export function loadWeather(block: WeatherBlockData, { request, locale }: BlockLoadArgs) {
  return weatherView(request, locale, { heading: block.heading, lead: block.lead, degreeDays: block.degreeDays });
}
