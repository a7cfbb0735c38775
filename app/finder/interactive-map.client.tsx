import "maplibre-gl/dist/maplibre-gl.css";

import { Map as MapLibreMap, Popup, type StyleSpecification } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";

import * as styles from "./finder.css";

/**
 * The interactive map (decision 0038: MapLibre GL, BSD-licensed, no token, no
 * telemetry), loaded only after the grower tapped the map and consented
 * (map-toggle.tsx). It opens on the searched place or the country's default
 * centre at zoom 7 and zooms to 17 on a chosen contact (spec 002 §9), whose
 * popup is at most 560 px wide. The style is the portal's own: no tiles and no
 * third-party origin, so the page's CSP needs nothing added (the worker is a
 * same-origin module script, allowed by 'strict-dynamic').
 */
const CHOSEN_ZOOM = 17;
const POPUP_MAX_WIDTH = "560px";

interface Place {
  id: string;
  title: string;
  marker: number;
  lat: number;
  lng: number;
}

function styleFor(places: Place[]): StyleSpecification {
  return {
    version: 8,
    sources: {
      contacts: {
        type: "geojson",
        data: {
          type: "FeatureCollection",
          features: places.map((place) => ({
            type: "Feature",
            id: place.marker,
            properties: { id: place.id, title: place.title, marker: place.marker },
            geometry: { type: "Point", coordinates: [place.lng, place.lat] },
          })),
        },
      },
    },
    layers: [
      { id: "land", type: "background", paint: { "background-color": "#e8f1ea" } },
      {
        id: "contacts",
        type: "circle",
        source: "contacts",
        paint: {
          "circle-radius": 9,
          "circle-color": "#1f5f3a",
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 2,
        },
      },
    ],
  };
}

export default function InteractiveMap({
  centre,
  zoom,
  places,
  label,
  failed,
}: {
  centre: { lat: number; lng: number };
  zoom: number;
  places: Place[];
  label: string;
  failed: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: styleFor(places),
        center: [centre.lng, centre.lat],
        zoom,
        attributionControl: false,
      });
    } catch {
      setBroken(true);
      return;
    }
    map.on("error", () => setBroken(true));
    map.on("click", "contacts", (event) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== "Point") return;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      map.flyTo({ center: [lng, lat], zoom: CHOSEN_ZOOM });
      const text = document.createElement("p");
      text.textContent = `${String(feature.properties.marker)}. ${String(feature.properties.title)}`;
      new Popup({ maxWidth: POPUP_MAX_WIDTH }).setLngLat([lng, lat]).setDOMContent(text).addTo(map);
    });
    return () => map.remove();
  }, [centre.lat, centre.lng, zoom, places]);
  if (broken) return <p role="alert">{failed}</p>;
  return <div ref={container} className={styles.interactiveMap} role="region" aria-label={label} />;
}
