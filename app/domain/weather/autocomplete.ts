import type { Place, PlacePrediction } from "./forecast";

/**
 * Address autocomplete (spec 002 §5): results restricted to the locale's country (the request says which) and
 * filtered to localities and postal codes; those whose terms match the country's name come first; Enter picks the
 * first; debounced 300 ms; a place without geometry, or without a locality or region, is an inline error.
 */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** Fewer characters than this ask nothing: one letter matches half a country. */
export const AUTOCOMPLETE_MIN_CHARACTERS = 2;
const AUTOCOMPLETE_MAX_SUGGESTIONS = 6;

const ACCEPTED_TYPES = new Set<PlacePrediction["types"][number]>(["locality", "postal_code"]);

/** Case and accents folded: "Brasil" matches "brasil", "Paraná" matches "parana". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** Localities and postal codes only; country-name matches first, each group in the service's order; at most 6. */
export function orderPredictions(predictions: PlacePrediction[], countryName: string): PlacePrediction[] {
  const country = fold(countryName);
  const accepted = predictions.filter((p) => p.types.some((type) => ACCEPTED_TYPES.has(type)));
  const matches = (p: PlacePrediction) => p.terms.some((term) => fold(term.value) === country);
  return [...accepted.filter(matches), ...accepted.filter((p) => !matches(p))].slice(0, AUTOCOMPLETE_MAX_SUGGESTIONS);
}

/** What Enter picks: the first suggestion, or null (an inline error). */
export function pickOnEnter<T>(suggestions: readonly T[]): T | null {
  return suggestions[0] ?? null;
}

/** A place the forecast can use has a position and a locality or a region to name it by. */
export function usablePlace(place: Place): (Place & { geometry: NonNullable<Place["geometry"]> }) | null {
  if (!place.geometry || !(place.locality || place.region)) return null;
  return place as Place & { geometry: NonNullable<Place["geometry"]> };
}

/** How a place is named in the widget's heading: its name, then its region when that says more. */
export function placeLabel(place: Place): string {
  const name = place.locality ?? place.name;
  return place.region && fold(place.region) !== fold(name) ? `${name}, ${place.region}` : name;
}
