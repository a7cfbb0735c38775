import { Marker, Popup } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";

import type { Screen } from "~/domain/finder/load-more";

import { openMap } from "./base-map/open-map.client";
import * as styles from "./finder.css";

/**
 * The dealer finder's interactive map (decision 0038), loaded only after the grower tapped the map and consented
 * (map-toggle.tsx), on the portal's base map (base-map/open-map.client.ts). It opens on the searched place or the
 * country's default centre at zoom 7 and zooms to 17 on a chosen contact (spec 002 §9), whose popup is at most
 * 560 px wide.
 */
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
    const map = openMap(
      container.current,
      { style, language, centre: { lat: centre.lat, lng: centre.lng }, zoom },
      { broken: () => setBroken(true) },
    );
    if (!map) return;
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
