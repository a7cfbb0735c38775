import { describe, expect, it } from "vitest";

import {
  initialTabCarousel,
  TAB_PROGRESS_STEP,
  TAB_TICK_MS,
  tabCarouselReducer,
  type TabCarouselState,
  tabSlideMs,
} from "./tab-carousel";

const ticks = (state: TabCarouselState, n: number) =>
  Array.from({ length: n }).reduce<TabCarouselState>((s) => tabCarouselReducer(s, { type: "tick" }), state);

describe("tab carousel (spec 002 §4 §9)", () => {
  it("ticks every 30 ms by 0.5 %: about 6 s a slide", () => {
    expect([TAB_TICK_MS, TAB_PROGRESS_STEP]).toEqual([30, 0.5]);
    expect(tabSlideMs()).toBe(6000);
  });

  it("fills the bar, then moves to the next tab at 100 % and starts it from 0", () => {
    const start = initialTabCarousel(3, false);
    expect(ticks(start, 199)).toMatchObject({ active: 0, progress: 99.5 });
    expect(ticks(start, 200)).toMatchObject({ active: 1, progress: 0 });
    expect(ticks(start, 600)).toMatchObject({ active: 0, progress: 0 });
  });

  it("paused, the bar stands still; played again, it goes on from where it stood", () => {
    const half = ticks(initialTabCarousel(3, false), 100);
    const paused = tabCarouselReducer(half, { type: "toggle" });
    expect(ticks(paused, 500)).toEqual({ active: 0, count: 3, progress: 50, playing: false });
    const played = tabCarouselReducer(paused, { type: "toggle" });
    expect(ticks(played, 100)).toMatchObject({ active: 1, progress: 0, playing: true });
  });

  it("choosing a tab makes it the only active one and restarts its bar", () => {
    const state = ticks(initialTabCarousel(4, false), 50);
    expect(tabCarouselReducer(state, { type: "select", index: 2 })).toMatchObject({ active: 2, progress: 0 });
    expect(tabCarouselReducer(state, { type: "select", index: 9 })).toBe(state);
  });

  it("starts paused under prefers-reduced-motion, or when the preference arrives", () => {
    expect(ticks(initialTabCarousel(3, true), 300)).toMatchObject({ active: 0, progress: 0, playing: false });
    const late = tabCarouselReducer(initialTabCarousel(3, false), { type: "motion", reduced: true });
    expect(ticks(late, 300)).toMatchObject({ active: 0, progress: 0 });
  });

  it("a single tab never advances", () => {
    expect(ticks(initialTabCarousel(1, false), 300)).toMatchObject({ active: 0, progress: 0, playing: false });
  });
});
