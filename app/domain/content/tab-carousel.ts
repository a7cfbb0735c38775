/**
 * The tab carousel's rules (spec 002 §4 §9): the active tab fills a progress
 * bar, 0.5 % every 30 ms (about 6 s a slide); at 100 % the next tab becomes
 * active (wrapping) and its bar starts from 0. The grower can pause and play;
 * choosing a tab makes it the only active one and restarts its bar. Under
 * prefers-reduced-motion it starts paused.
 */
export const TAB_TICK_MS = 30;
export const TAB_PROGRESS_STEP = 0.5;
const TAB_PROGRESS_FULL = 100;

export interface TabCarouselState {
  active: number;
  count: number;
  /** 0 to 100. */
  progress: number;
  playing: boolean;
}

export type TabCarouselEvent =
  { type: "tick" } | { type: "select"; index: number } | { type: "toggle" } | { type: "motion"; reduced: boolean };

export function initialTabCarousel(count: number, reducedMotion: boolean): TabCarouselState {
  return { active: 0, count, progress: 0, playing: count > 1 && !reducedMotion };
}

/** How long one slide stays when nobody touches it: 200 ticks of 30 ms. */
export const tabSlideMs = () => (TAB_PROGRESS_FULL / TAB_PROGRESS_STEP) * TAB_TICK_MS;

export function tabCarouselReducer(state: TabCarouselState, event: TabCarouselEvent): TabCarouselState {
  switch (event.type) {
    case "tick": {
      if (!state.playing || state.count < 2) return state;
      const progress = state.progress + TAB_PROGRESS_STEP;
      if (progress < TAB_PROGRESS_FULL) return { ...state, progress };
      return { ...state, progress: 0, active: (state.active + 1) % state.count };
    }
    case "select":
      if (event.index < 0 || event.index >= state.count) return state;
      return { ...state, active: event.index, progress: 0 };
    case "toggle":
      return state.count > 1 ? { ...state, playing: !state.playing } : state;
    case "motion":
      return event.reduced ? { ...state, playing: false } : state;
  }
}
