import type { ExpressionSpecification, StyleSpecification } from "maplibre-gl";

import { BASE_MAP_FILES } from "./files";

/**
 * The portal's own map style (decision 0068): the Natural Earth archive the portal serves itself
 * (public/base-map, built by scripts/base-map/build.ts), drawn in the portal's quiet greens and greys so the
 * numbered green markers stay what the eye finds first. Towns are labelled in the page's language where Natural
 * Earth writes a foreign town's name otherwise (GeoNames' towns fill in where Natural Earth has none); rivers, lakes,
 * the ocean, built-up areas, country borders and (in Brazil and the US) state lines are drawn under them. Roads are
 * missing: no copy of road data could be reached (see the decision).
 *
 * Labels need a font: the style names one file (`font-faces`, MapLibre style spec v26), Noto Sans subset to Latin,
 * instead of a server of pre-rendered glyph ranges. Every address is the portal's own, so the page's CSP
 * (`connect-src 'self'`) covers the archive, its range requests and the font.
 */
const FONT = "Noto Sans Regular";
/** What the subset font covers (scripts/base-map/build.ts): anything else falls back to the browser's own fonts. */
const FONT_RANGES = ["U+0020-007E", "U+00A0-017F", "U+2010-2027"];

const COLOUR = {
  land: "#f4f2ea",
  urban: "#e7e2d4",
  water: "#c6dbe4",
  river: "#9cc0d1",
  riverText: "#3f6f86",
  border: "#8f9a91",
  state: "#b7c0b8",
  town: "#4d5a52",
  text: "#1b2420",
  halo: "#ffffff",
};

/** Natural Earth's own zoom for a feature, one zoom early (as the tiles were cut). */
const shownFrom: ExpressionSpecification = ["<=", ["get", "min_zoom"], ["+", ["zoom"], 1]];

/** `language`: the page's, as "es"; the tiles carry Spanish, Portuguese and English names, any other shows the local one. */
export function baseMapStyle({ origin, language }: { origin: string; language: string }): StyleSpecification {
  const townName: ExpressionSpecification = ["coalesce", ["get", `name_${language}`], ["get", "name"]];
  return {
    version: 8,
    name: "Surco",
    "font-faces": { [FONT]: [{ url: `${origin}${BASE_MAP_FILES.font}`, "unicode-range": FONT_RANGES }] },
    sources: {
      base: {
        type: "vector",
        // Read by range requests through the pmtiles protocol (interactive-map.client.tsx).
        url: `pmtiles://${origin}${BASE_MAP_FILES.archive}`,
        // The archive's own credit (its metadata says the same): GeoNames' licence (CC BY 4.0) asks for it.
        attribution: "Natural Earth · © GeoNames (CC BY 4.0)",
      },
    },
    layers: [
      { id: "land", type: "background", paint: { "background-color": COLOUR.land } },
      {
        id: "urban",
        type: "fill",
        source: "base",
        "source-layer": "urban",
        paint: { "fill-color": COLOUR.urban },
      },
      {
        id: "water",
        type: "fill",
        source: "base",
        "source-layer": "water",
        filter: shownFrom,
        paint: { "fill-color": COLOUR.water },
      },
      {
        id: "rivers",
        type: "line",
        source: "base",
        "source-layer": "river",
        filter: shownFrom,
        layout: { "line-cap": "round", "line-join": "round" },
        paint: {
          "line-color": COLOUR.river,
          // The larger the river (rank 0 the largest), the wider; wider as the map zooms in.
          "line-width": [
            "interpolate",
            ["linear"],
            ["zoom"],
            4,
            ["max", 0.4, ["-", 1.6, ["*", 0.12, ["get", "rank"]]]],
            10,
            ["max", 1, ["-", 4, ["*", 0.3, ["get", "rank"]]]],
          ],
        },
      },
      {
        id: "state-lines",
        type: "line",
        source: "base",
        "source-layer": "boundary",
        filter: ["==", ["get", "level"], 1],
        paint: { "line-color": COLOUR.state, "line-width": 1, "line-dasharray": [3, 2] },
      },
      {
        id: "borders",
        type: "line",
        source: "base",
        "source-layer": "boundary",
        filter: ["==", ["get", "level"], 0],
        paint: { "line-color": COLOUR.border, "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.8, 9, 1.6] },
      },
      {
        id: "river-names",
        type: "symbol",
        source: "base",
        "source-layer": "river",
        filter: ["all", ["has", "name"], shownFrom],
        layout: {
          "symbol-placement": "line",
          "text-field": ["get", "name"],
          "text-font": [FONT],
          "text-size": 11,
          "text-letter-spacing": 0.05,
        },
        paint: { "text-color": COLOUR.riverText, "text-halo-color": COLOUR.halo, "text-halo-width": 1.2 },
      },
      {
        id: "town-dots",
        type: "circle",
        source: "base",
        "source-layer": "place",
        filter: shownFrom,
        paint: {
          "circle-radius": ["interpolate", ["linear"], ["zoom"], 4, 1.5, 9, 3],
          "circle-color": COLOUR.town,
          "circle-stroke-color": COLOUR.halo,
          "circle-stroke-width": 1,
        },
      },
      {
        id: "towns",
        type: "symbol",
        source: "base",
        "source-layer": "place",
        filter: shownFrom,
        layout: {
          "text-field": townName,
          "text-font": [FONT],
          // Bigger for the more important places (rank 0–10), and as the map zooms in.
          "text-size": ["interpolate", ["linear"], ["zoom"], 4, ["-", 14, ["*", 0.5, ["get", "rank"]]], 10, 15],
          // The more important place wins where two labels would overlap.
          "symbol-sort-key": ["get", "rank"],
          "text-variable-anchor": ["left", "right", "top", "bottom"],
          "text-radial-offset": 0.6,
          "text-justify": "auto",
          "text-max-width": 9,
        },
        paint: { "text-color": COLOUR.text, "text-halo-color": COLOUR.halo, "text-halo-width": 1.5 },
      },
    ],
  };
}
