import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";

import { Button } from "~/ui/button/button";

import * as styles from "./finder.css";
import type { FinderView } from "./finder-view.server";
import { hasMapConsent, mapConsentCookie } from "./map-consent";

type Places = Extract<FinderView["results"], { state: "ready" }>["places"];

// MapLibre GL (~300 KB gzip, decision 0038) is fetched only after the grower taps the map and has consented.
const InteractiveMap = lazy(() => import("./interactive-map.client"));

/**
 * The map behind the consent guard (spec 002 §2 §7 §9, issue 15): rendered
 * only after hydration; nothing of the map loads until the grower taps "show
 * the interactive map" and says yes (or said yes before: the cookie).
 */
export function MapToggle({
  map,
  places,
  preview,
}: {
  map: FinderView["map"];
  places: Places;
  /** The static preview, shown until the interactive map replaces it. */
  preview: ReactNode;
}) {
  const [state, setState] = useState<"closed" | "asking" | "open">("closed");
  const acceptButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const touched = useRef(false);
  // Each state replaces the button the grower just pressed: focus moves to what took its place, never to the
  // page's top (the question's answer; back on "show the map" after "not now" or closing the map).
  useEffect(() => {
    if (state === "asking") acceptButton.current?.focus();
    if (state === "closed" && touched.current) openButton.current?.focus();
    touched.current = true;
  }, [state]);
  const secure = () => window.location.protocol === "https:";
  const tap = () => setState(hasMapConsent(document.cookie, secure()) ? "open" : "asking");
  const accept = () => {
    document.cookie = mapConsentCookie(secure());
    setState("open");
  };
  if (state === "open")
    return (
      <>
        <Suspense fallback={<p role="status">{map.loading}</p>}>
          <InteractiveMap
            centre={map.centre}
            zoom={map.zoom}
            style={map.style}
            language={map.language}
            places={places}
            label={map.label}
            failed={map.failed}
          />
        </Suspense>
        <Button variant="ghost" size="sm" onClick={() => setState("closed")}>
          {map.close}
        </Button>
      </>
    );
  if (state === "asking")
    return (
      <>
        {preview}
        <div role="group" aria-labelledby="map-consent-title" className={styles.form}>
          <p id="map-consent-title" className={styles.legend}>
            {map.consentTitle}
          </p>
          <p className={styles.description}>{map.consentText}</p>
          <div className={styles.actions}>
            <Button variant="primary" size="sm" onClick={accept} ref={acceptButton}>
              {map.consentAccept}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setState("closed")}>
              {map.consentCancel}
            </Button>
          </div>
        </div>
      </>
    );
  return (
    <>
      {preview}
      <Button variant="secondary" onClick={tap} ref={openButton}>
        {map.open}
      </Button>
    </>
  );
}
