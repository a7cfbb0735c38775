import {
  type FilterSpecification,
  type GeoJSONSource,
  type GeoJSONSourceSpecification,
  type Map as MapLibreMap,
  type MapGeoJSONFeature,
  Popup,
} from "maplibre-gl";
import { useEffect, useRef, useState } from "react";

import { openMap } from "~/finder/base-map/open-map.client";
import * as finder from "~/finder/finder.css";

import * as styles from "./field-map.css";
import type { FieldMapView } from "./field-map.server";

type Interactive = Extract<FieldMapView, { interactive: unknown }>["interactive"];

/**
 * The field map with JavaScript (issue 31, item 1), loaded only when the grower taps it: MapLibre GL on the portal's
 * base map (finder/base-map/open-map.client.ts, the dealer map's), each field its boundary (or its point) filled
 * with the colour the server chose from the one yield scale, so map, legend, drawing and table agree. A tap on a
 * field opens its name, figures and a link to its recommended hybrids, outlines it, and tells the page, which
 * highlights its row in the list.
 */
const SELECTED = "#0b3d2a";
const NOT_POINT: FilterSpecification = ["!=", ["geometry-type"], "Point"];

export default function FieldMapInteractive({
  view,
  selected,
  focus,
  onSelect,
}: {
  view: Interactive;
  selected: string | null;
  /** A field chosen in the list: the map fits it in view. */
  focus: { id: string; at: number } | null;
  onSelect: (id: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [broken, setBroken] = useState(false);
  const select = useRef(onSelect);
  select.current = onSelect;
  // What the page hands over again on every reload (the sync's polling, a crop chosen) is read from here: the map is
  // built once for its base (style, language, bounds), and its fields, popup words and outline follow the latest.
  const latest = useRef({ view, selected });
  latest.current = { view, selected };
  const base = JSON.stringify([view.style, view.language, view.bounds]);
  useEffect(() => {
    if (!container.current) return;
    const { view } = latest.current;
    const map = openMap(
      container.current,
      { style: view.style, language: view.language, bounds: view.bounds },
      {
        broken: () => setBroken(true),
        loaded: (loaded) => {
          const data: GeoJSONSourceSpecification["data"] = { type: "FeatureCollection", features: view.features };
          loaded.addSource("fields", { type: "geojson", data });
          loaded.addLayer({
            id: "field-fill",
            type: "fill",
            source: "fields",
            filter: NOT_POINT,
            paint: { "fill-color": ["get", "colour"], "fill-opacity": 0.85 },
          });
          loaded.addLayer({
            id: "field-outline",
            type: "line",
            source: "fields",
            filter: NOT_POINT,
            paint: { "line-color": "#33413a", "line-width": 1.5 },
          });
          loaded.addLayer({
            id: "field-point",
            type: "circle",
            source: "fields",
            filter: ["==", ["geometry-type"], "Point"],
            paint: {
              "circle-color": ["get", "colour"],
              "circle-radius": 9,
              "circle-stroke-color": "#33413a",
              "circle-stroke-width": 2,
            },
          });
          loaded.addLayer({
            id: "field-selected",
            type: "line",
            source: "fields",
            filter: ["==", ["get", "id"], latest.current.selected ?? ""],
            paint: { "line-color": SELECTED, "line-width": 4 },
          });
          // One tap, one field: the topmost under the finger (a point drawn over a neighbour's boundary wins).
          loaded.on("click", (event) => {
            const [feature] = loaded.queryRenderedFeatures(event.point, { layers: ["field-point", "field-fill"] });
            if (feature) open(loaded, feature, event.lngLat);
          });
          for (const layer of ["field-fill", "field-point"]) {
            loaded.on("mouseenter", layer, () => (loaded.getCanvas().style.cursor = "pointer"));
            loaded.on("mouseleave", layer, () => (loaded.getCanvas().style.cursor = ""));
          }
        },
      },
    );
    mapRef.current = map;
    // The field's name and figures, and the way to its recommended hybrids, where it was tapped.
    const open = (on: MapLibreMap, feature: MapGeoJSONFeature, at: { lng: number; lat: number }) => {
      const { id, title, href } = feature.properties as { id: string; title: string; href: string };
      const body = document.createElement("div");
      const text = document.createElement("p");
      text.className = finder.popupText;
      text.textContent = title;
      const link = document.createElement("a");
      link.href = href;
      link.textContent = latest.current.view.copy.recommendations;
      body.append(text, link);
      new Popup({ maxWidth: "320px" }).setLngLat(at).setDOMContent(body).addTo(on);
      select.current(id);
    };
    return () => map?.remove();
  }, [base]);
  useEffect(() => {
    const data: GeoJSONSourceSpecification["data"] = { type: "FeatureCollection", features: view.features };
    mapRef.current?.getSource<GeoJSONSource>("fields")?.setData(data);
  }, [view.features]);
  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer("field-selected")) map.setFilter("field-selected", ["==", ["get", "id"], selected ?? ""]);
  }, [selected]);
  useEffect(() => {
    const map = mapRef.current;
    const feature = focus && latest.current.view.features.find((f) => f.id === focus.id);
    if (!map || !feature) return;
    const positions =
      feature.geometry.type === "Point"
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates.flatMap((rings) => rings[0]!);
    const lngs = positions.map((p) => p[0]!);
    const lats = positions.map((p) => p[1]!);
    map.fitBounds(
      [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ],
      { padding: 60, maxZoom: 14 },
    );
  }, [focus]);
  if (broken) return <p role="alert">{view.copy.failed}</p>;
  return <div ref={container} className={styles.interactiveMap} role="region" aria-label={view.copy.label} />;
}
