import "maplibre-gl/dist/maplibre-gl.css";

import { Map as MapLibreMap, Marker, Popup, setWorkerUrl, type StyleSpecification } from "maplibre-gl";
// MapLibre looks for its worker beside its own module, which bundling renames: Vite emits the worker as an asset
// of its own (same origin, hashed, immutable) and this is its address.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useRef, useState } from "react";

import type { Screen } from "~/domain/finder/load-more";

import * as styles from "./finder.css";

/**
 * The interactive map (decision 0038: MapLibre GL, BSD-licensed, no token, no
 * telemetry), loaded only after the grower tapped the map and consented
 * (map-toggle.tsx). It opens on the searched place or the country's default
 * centre at zoom 7 and zooms to 17 on a chosen contact (spec 002 §9), whose
 * popup is at most 560 px wide. The style is the portal's own: no tiles and no
 * third-party origin, so the page's CSP needs nothing added (the worker is a
 * same-origin module script started by a trusted one: 'strict-dynamic' admits it).
 */
setWorkerUrl(workerUrl);

const CHOSEN_ZOOM = 17;
const POPUP_MAX_WIDTH = "560px";

interface Place {
  id: string;
  title: string;
  marker: number;
  /** Screens on which the contact's card is past what load more shows: its marker hides there too. */
  hiddenOn: Screen[];
  lat: number;
  lng: number;
}

/** The portal's own style: a plain background, no tiles, no glyphs, so nothing is fetched from anywhere. */
const STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "land", type: "background", paint: { "background-color": "#e8f1ea" } }],
};

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
        style: STYLE,
        center: [centre.lng, centre.lat],
        zoom,
        attributionControl: false,
      });
    } catch {
      setBroken(true);
      return;
    }
    map.on("error", () => setBroken(true));
    // Numbered markers as buttons (the cards' numbers, no glyphs needed): a tap or Enter zooms to the contact and
    // opens its popup.
    for (const place of places) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = [styles.mapMarker, ...place.hiddenOn.map((screen) => styles.hiddenOn[screen])].join(" ");
      button.textContent = String(place.marker);
      button.setAttribute("aria-label", `${place.marker}. ${place.title}`);
      button.addEventListener("click", (event) => {
        // Kept from the map: its own click would close the popup (closeOnClick) the moment it opens.
        event.stopPropagation();
        map.flyTo({ center: [place.lng, place.lat], zoom: CHOSEN_ZOOM });
        const text = document.createElement("p");
        text.className = styles.popupText;
        text.textContent = `${place.marker}. ${place.title}`;
        new Popup({ maxWidth: POPUP_MAX_WIDTH, offset: 18 })
          .setLngLat([place.lng, place.lat])
          .setDOMContent(text)
          .addTo(map);
      });
      new Marker({ element: button }).setLngLat([place.lng, place.lat]).addTo(map);
    }
    return () => map.remove();
  }, [centre.lat, centre.lng, zoom, places]);
  if (broken) return <p role="alert">{failed}</p>;
  return <div ref={container} className={styles.interactiveMap} role="region" aria-label={label} />;
}
