import "maplibre-gl/dist/maplibre-gl.css";

import { addProtocol, type LngLatBoundsLike, Map as MapLibreMap, setWorkerUrl } from "maplibre-gl";
// MapLibre looks for its worker beside its own module, which bundling renames: Vite emits the worker as an asset
// of its own (same origin, hashed, immutable) and this is its address.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { Protocol } from "pmtiles";

import { baseMapStyle } from "./style";

/**
 * A MapLibre GL map on the portal's base map (decisions 0038, 0068), for every interactive map the portal shows (the
 * dealer finder's, the grower's fields'): our own style over the Natural Earth archive the portal serves itself, read
 * by range requests through the pmtiles protocol, or a hosted style when MAP_STYLE_URL names one. Only ever imported
 * by a lazily loaded module, after the grower tapped the map. The worker is a same-origin module script started by a
 * trusted one: 'strict-dynamic' admits it.
 */
setWorkerUrl(workerUrl);
// pmtiles://<archive> in a style: the tiles are read out of one file by HTTP range requests.
addProtocol("pmtiles", new Protocol().tile);

/**
 * The browser suite's look inside the map: a page that defines this function before the map loads is handed the
 * map once it has drawn, to ask what it rendered (tests/e2e/finder.spec.ts, field-maps.spec.ts). Nothing else defines it.
 */
interface MapProbe {
  surcoMapLoaded?: (map: MapLibreMap) => void;
}

export interface MapPlace {
  /** A hosted style's address, or null for the portal's own. */
  style: string | null;
  /** The page's language ("es"), for the towns' names in the portal's own style. */
  language: string;
  centre?: { lat: number; lng: number };
  zoom?: number;
  /** Fit these bounds instead of a centre and zoom. */
  bounds?: LngLatBoundsLike;
}

/**
 * The map in `container`, or null when it cannot be made (no WebGL). Until it has drawn once, a failure (a style or
 * archive that does not load) calls `broken`: the page keeps what it showed without the map. After that, a tile
 * that fails stays blank and the map keeps working. `loaded` runs once it has drawn.
 */
export function openMap(
  container: HTMLElement,
  place: MapPlace,
  { broken, loaded }: { broken: () => void; loaded?: (map: MapLibreMap) => void },
): MapLibreMap | null {
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({
      container,
      style: place.style ?? baseMapStyle({ origin: window.location.origin, language: place.language }),
      ...(place.bounds
        ? { bounds: place.bounds, fitBoundsOptions: { padding: 40, maxZoom: 15 } }
        : { center: place.centre ? [place.centre.lng, place.centre.lat] : undefined, zoom: place.zoom }),
      // The data's credit (Natural Earth) and MapLibre's, in one line at the corner.
      attributionControl: { compact: false },
    });
  } catch {
    broken();
    return null;
  }
  let drawn = false;
  map.on("error", () => {
    if (!drawn) broken();
  });
  map.once("load", () => {
    drawn = true;
    loaded?.(map);
    (window as MapProbe).surcoMapLoaded?.(map);
  });
  return map;
}
