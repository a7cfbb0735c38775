import "maplibre-gl/dist/maplibre-gl.css";

import { addProtocol, Map as MapLibreMap, Marker, Popup, setWorkerUrl } from "maplibre-gl";
// MapLibre looks for its worker beside its own module, which bundling renames: Vite emits the worker as an asset
// of its own (same origin, hashed, immutable) and this is its address.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { Protocol } from "pmtiles";
import { useEffect, useRef, useState } from "react";

import type { Screen } from "~/domain/finder/load-more";

import { baseMapStyle } from "./base-map/style";
import * as styles from "./finder.css";

/**
 * The interactive map (decision 0038: MapLibre GL, BSD-licensed, no token, no
 * telemetry), loaded only after the grower tapped the map and consented
 * (map-toggle.tsx). It opens on the searched place or the country's default
 * centre at zoom 7 and zooms to 17 on a chosen contact (spec 002 §9), whose
 * popup is at most 560 px wide. The base map (decision 0068) is the portal's own
 * style over a Natural Earth archive the portal serves itself, read by range
 * requests through the pmtiles protocol, or a hosted style when MAP_STYLE_URL
 * names one. The worker is a same-origin module script started by a trusted
 * one: 'strict-dynamic' admits it.
 */
setWorkerUrl(workerUrl);
// pmtiles://<archive> in a style: the tiles are read out of one file by HTTP range requests.
addProtocol("pmtiles", new Protocol().tile);

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

/**
 * The browser suite's look inside the map: a page that defines this function before the map loads is handed the
 * map once it has drawn, to ask what it rendered (tests/e2e/finder.spec.ts). Nothing else defines it.
 */
interface MapProbe {
  surcoMapLoaded?: (map: MapLibreMap) => void;
}

export default function InteractiveMap({
  centre,
  zoom,
  style,
  language,
  places,
  label,
  failed,
}: {
  centre: { lat: number; lng: number };
  zoom: number;
  /** A hosted style's address, or null for the portal's own. */
  style: string | null;
  /** The page's language ("es"), for the towns' names in the portal's own style. */
  language: string;
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
        style: style ?? baseMapStyle({ origin: window.location.origin, language }),
        center: [centre.lng, centre.lat],
        zoom,
        // The data's credit (Natural Earth) and MapLibre's, in one line at the corner.
        attributionControl: { compact: false },
      });
    } catch {
      setBroken(true);
      return;
    }
    // Until the map has drawn once, a failure (no WebGL, a style or archive that does not load) leaves the list and
    // the preview's message instead; after that, a tile that fails stays blank and the map keeps working.
    let drawn = false;
    map.on("error", () => {
      if (!drawn) setBroken(true);
    });
    map.once("load", () => {
      drawn = true;
      (window as MapProbe).surcoMapLoaded?.(map);
    });
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
  }, [centre.lat, centre.lng, zoom, style, language, places]);
  if (broken) return <p role="alert">{failed}</p>;
  return <div ref={container} className={styles.interactiveMap} role="region" aria-label={label} />;
}
