/**
 * The section carousel's rules (spec 002 §4 §9), as a reducer with no timers
 * and no DOM, so every rule is a table-driven test:
 *
 *   - one slide is active; next and previous wrap around;
 *   - autoplay moves to the next slide every 7,000 ms, and stops for good
 *     when the grower pauses it (until they press play);
 *   - under prefers-reduced-motion it never plays on its own: it starts
 *     paused and the grower may still press play;
 *   - a horizontal swipe of 50 px or more moves one slide; a pointer that
 *     moved more than 2 px is a drag, so the click it ends with is not a
 *     click on the slide's link.
 */
export const CAROUSEL_AUTOPLAY_MS = 7000;
export const SWIPE_THRESHOLD_PX = 50;
export const DRAG_THRESHOLD_PX = 2;

export interface CarouselState {
  active: number;
  count: number;
  playing: boolean;
}

export type CarouselEvent =
  | { type: "next" }
  | { type: "previous" }
  | { type: "select"; index: number }
  /** The autoplay timer fired. */
  | { type: "tick" }
  | { type: "toggle" }
  /** The reduced-motion preference became known or changed. */
  | { type: "motion"; reduced: boolean };

/** The state a carousel of `count` slides starts in: the first slide, playing unless motion is reduced. */
export function initialCarousel(count: number, reducedMotion: boolean): CarouselState {
  return { active: 0, count, playing: count > 1 && !reducedMotion };
}

/** The index `step` slides away from `index`, wrapping at both ends. */
function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export function carouselReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  switch (event.type) {
    case "next":
      return { ...state, active: wrapIndex(state.active, 1, state.count) };
    case "previous":
      return { ...state, active: wrapIndex(state.active, -1, state.count) };
    case "select":
      return { ...state, active: wrapIndex(event.index, 0, state.count) };
    case "tick":
      return state.playing ? { ...state, active: wrapIndex(state.active, 1, state.count) } : state;
    case "toggle":
      return state.count > 1 ? { ...state, playing: !state.playing } : state;
    case "motion":
      return event.reduced ? { ...state, playing: false } : state;
  }
}

/** Whether a timer should run: there is somewhere to go and the carousel is playing. */
export const autoplayRuns = (state: CarouselState) => state.playing && state.count > 1;

/** What a horizontal swipe of `dx` pixels does (negative: finger moved left, so the next slide). */
export function swipeStep(dx: number): "next" | "previous" | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX) return null;
  return dx < 0 ? "next" : "previous";
}

/** Whether a pointer that moved (dx, dy) since it went down is dragging rather than clicking. */
export const isDrag = (dx: number, dy: number) => Math.hypot(dx, dy) > DRAG_THRESHOLD_PX;
