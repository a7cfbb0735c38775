import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

import { Button } from "~/ui/button/button";

import * as styles from "./finder.css";
import { hasMapConsent, mapConsentCookie } from "./map-consent";

/** The words around a map loaded on tap. */
export interface MapToggleCopy {
  open: string;
  close: string;
  loading: string;
  consentTitle: string;
  consentText: string;
  consentAccept: string;
  consentCancel: string;
}

/**
 * An interactive map loaded on tap (spec 002 §2 §7 §9, issue 15; the field map, issue 31): rendered only after
 * hydration; nothing of the map loads until the grower taps "show the interactive map" and, where the map needs
 * it, says yes to the consent question (or said yes before: the cookie). `map` is the lazily imported map element
 * (React.lazy of a `*.client.tsx` module, MapLibre GL ~300 KB gzip, decision 0038): it is fetched when first
 * rendered, which is only here, after the tap.
 */
export function MapToggle({
  copy: map,
  needsConsent,
  preview,
  map: interactive,
  onOpenChange,
}: {
  copy: MapToggleCopy;
  /** Whether the map asks before loading (the dealer map); the grower's own fields on our own tiles need not. */
  needsConsent: boolean;
  /** The static preview, shown until the interactive map replaces it. */
  preview: ReactNode;
  map: ReactNode;
  /** Told when the interactive map opens and closes (the field list offers "show on the map" while it is open). */
  onOpenChange?: (open: boolean) => void;
}) {
  const [state, setState] = useState<"closed" | "asking" | "open">("closed");
  const told = useRef(onOpenChange);
  told.current = onOpenChange;
  useEffect(() => told.current?.(state === "open"), [state]);
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
  const tap = () => setState(!needsConsent || hasMapConsent(document.cookie, secure()) ? "open" : "asking");
  const accept = () => {
    document.cookie = mapConsentCookie(secure());
    setState("open");
  };
  if (state === "open")
    return (
      <>
        <Suspense fallback={<p role="status">{map.loading}</p>}>{interactive}</Suspense>
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
