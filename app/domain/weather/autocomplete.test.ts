import { describe, expect, it } from "vitest";

import { AUTOCOMPLETE_DEBOUNCE_MS, orderPredictions, pickOnEnter, placeLabel, usablePlace } from "./autocomplete";
import type { Place, PlacePrediction } from "./forecast";

const prediction = (placeId: string, terms: string[], types: PlacePrediction["types"]): PlacePrediction => ({
  placeId,
  description: terms.join(", "),
  terms: terms.map((value) => ({ value })),
  types,
});

describe("address autocomplete (spec 002 §5)", () => {
  it("debounces 300 ms", () => {
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(300);
  });

  it("keeps localities and postal codes only, country-name matches first, in the service's order", () => {
    const ordered = orderPredictions(
      [
        prediction("cp", ["2700", "Pergamino"], ["postal_code"]),
        prediction("route", ["Ruta 8", "Pergamino", "Argentina"], ["route"]),
        prediction("town", ["Pergamino", "Buenos Aires", "Argentina"], ["locality"]),
        prediction("province", ["Buenos Aires", "Argentina"], ["administrative_area"]),
        prediction("town2", ["Pergamino Viejo", "Buenos Aires", "argentina"], ["locality"]),
      ],
      "Argentina",
    );
    expect(ordered.map((p) => p.placeId)).toEqual(["town", "town2", "cp"]);
  });

  it("folds accents and case when matching the country's name", () => {
    const ordered = orderPredictions(
      [prediction("a", ["Sorriso", "MT"], ["locality"]), prediction("b", ["Sorriso", "BRASIL"], ["locality"])],
      "Brasil",
    );
    expect(ordered.map((p) => p.placeId)).toEqual(["b", "a"]);
  });

  it("Enter picks the first suggestion, or nothing (an inline error)", () => {
    expect(pickOnEnter(["a", "b"])).toBe("a");
    expect(pickOnEnter([])).toBeNull();
  });

  const place: Place = {
    placeId: "p",
    name: "Pergamino",
    geometry: { lat: -33.89, lng: -60.57 },
    locality: "Pergamino",
    region: "Buenos Aires",
    country: "AR",
  };

  it("a place without geometry, or without a locality or region, cannot be used", () => {
    expect(usablePlace(place)).toBe(place);
    expect(usablePlace({ ...place, geometry: null })).toBeNull();
    expect(usablePlace({ ...place, locality: null, region: null })).toBeNull();
    expect(usablePlace({ ...place, locality: null })).not.toBeNull();
  });

  it("names a place by its locality and region", () => {
    expect(placeLabel(place)).toBe("Pergamino, Buenos Aires");
    expect(placeLabel({ ...place, locality: "São Paulo", region: "Sao Paulo" })).toBe("São Paulo");
    expect(placeLabel({ ...place, locality: null, name: "2700" })).toBe("2700, Buenos Aires");
  });
});
