import { useEffect } from "react";

/**
 * Tells a carousel the grower's motion preference once the page runs, and
 * again if it changes: the server cannot know it, and a carousel that moves by
 * itself must not under prefers-reduced-motion (spec 002 §4, WCAG 2.3.3).
 * `dispatch` must be stable (a reducer's dispatch is).
 */
export function useReducedMotion(dispatch: (event: { type: "motion"; reduced: boolean }) => void) {
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    dispatch({ type: "motion", reduced: query.matches });
    const onChange = (event: MediaQueryListEvent) => dispatch({ type: "motion", reduced: event.matches });
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [dispatch]);
}
