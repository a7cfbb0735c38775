import { countryOf, type Locale } from "~/countries";
import { orderPredictions, pickOnEnter, placeLabel, usablePlace } from "~/domain/weather/autocomplete";
import type { WeatherLocation, WeatherProblem } from "~/domain/weather/location";
import { i18nServer } from "~/i18n/i18next.server";
import { log } from "~/services/log.server";
import { getPlace, placeAt, predictPlaces } from "~/services/weather/client.server";

/**
 * Choosing the forecast's place (spec 002 §4 §5 §8), the same on the server whether the grower typed a town and
 * pressed Enter without JavaScript, picked a suggestion, or shared the device's position:
 *
 *   search    the typed text's first suggestion (Enter picks the first); none → notFound
 *   place     a suggestion picked by id; unknown, without geometry or without locality/region → inline
 *   position  the device's position, named by reverse geocoding; nothing there → geocode
 *
 * A maps failure is logged and becomes a server error.
 */
export type PlaceRequest =
  | { intent: "search"; q: string }
  | { intent: "place"; placeId: string }
  | { intent: "position"; lat: number; lng: number };

export type PlaceChoice = { location: WeatherLocation } | { problem: WeatherProblem };

/** A device position is kept to 2 decimals (~1 km): enough for a forecast cell, less than a farmhouse. */
const coarse = (value: number) => Math.round(value * 100) / 100;

export async function choosePlace(locale: Locale, request: PlaceRequest): Promise<PlaceChoice> {
  try {
    if (request.intent === "position") {
      const place = await placeAt(locale, request.lat, request.lng);
      if (!place || !(place.locality || place.region)) return { problem: "geocode" };
      return {
        location: { mode: "location", lat: coarse(request.lat), lng: coarse(request.lng), label: placeLabel(place) },
      };
    }
    let placeId: string;
    if (request.intent === "search") {
      const t = await i18nServer.getFixedT(locale, "weather");
      const first = pickOnEnter(orderPredictions(await predictPlaces(locale, request.q), t("countryName")));
      if (!first) return { problem: "notFound" };
      placeId = first.placeId;
    } else placeId = request.placeId;
    const place = await getPlace(locale, placeId);
    const usable = place && place.country === countryOf(locale).code ? usablePlace(place) : null;
    if (!usable) return { problem: "inline" };
    return {
      location: { mode: "address", lat: usable.geometry.lat, lng: usable.geometry.lng, label: placeLabel(usable) },
    };
  } catch (error) {
    log("warn", "Weather place lookup failed", { intent: request.intent, error: String(error) });
    return { problem: "server" };
  }
}
