import { useNavigate } from "@remix-run/react";
import { useState } from "react";

import { Button } from "~/ui/button/button";

import * as styles from "./finder.css";

/**
 * "Use my location" (issue 15): JavaScript only, so it renders only once the
 * page has hydrated. The browser's position goes into the URL (?lat&lng,
 * rounded by the server) with the facets kept and any typed place dropped, so
 * the result is the same GET page a link would give. A refusal or a failure
 * says so beside the button and leaves the form as it was.
 */
export function UseLocation({
  labels,
  formId,
  anchor,
}: {
  labels: { label: string; locating: string; denied: string };
  formId: string;
  anchor: string;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<"idle" | "locating" | "denied">("idle");
  const locate = () => {
    if (!("geolocation" in navigator)) return setState("denied");
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const form = document.getElementById(formId) as HTMLFormElement | null;
        const params = new URLSearchParams();
        if (form)
          for (const [name, value] of new FormData(form))
            if (typeof value === "string" && value && !["q", "lat", "lng", "steps"].includes(name))
              params.set(name, value);
        params.set("lat", coords.latitude.toFixed(3));
        params.set("lng", coords.longitude.toFixed(3));
        setState("idle");
        navigate(`?${params.toString()}#${anchor}`, { preventScrollReset: true });
      },
      () => setState("denied"),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  };
  return (
    <>
      <Button variant="secondary" onClick={locate} loading={state === "locating"} loadingLabel={labels.locating}>
        {labels.label}
      </Button>
      {state === "denied" ? (
        <p className={styles.locationNote} role="alert">
          {labels.denied}
        </p>
      ) : null}
    </>
  );
}
