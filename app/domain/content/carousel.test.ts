import { describe, expect, it } from "vitest";

import {
  autoplayRuns,
  CAROUSEL_AUTOPLAY_MS,
  type CarouselEvent,
  carouselReducer,
  DRAG_THRESHOLD_PX,
  initialCarousel,
  isDrag,
  SWIPE_THRESHOLD_PX,
  swipeStep,
} from "./carousel";

const run = (count: number, events: CarouselEvent[], reduced = false) =>
  events.reduce(carouselReducer, initialCarousel(count, reduced));

describe("section carousel (spec 002 §4 §9)", () => {
  it("autoplays every 7,000 ms; swipe 50 px; drag 2 px", () => {
    expect([CAROUSEL_AUTOPLAY_MS, SWIPE_THRESHOLD_PX, DRAG_THRESHOLD_PX]).toEqual([7000, 50, 2]);
  });

  it("starts on the first slide, playing", () => {
    expect(initialCarousel(3, false)).toEqual({ active: 0, count: 3, playing: true });
  });

  it("next and previous wrap around, and one slide is active", () => {
    expect(run(3, [{ type: "next" }]).active).toBe(1);
    expect(run(3, [{ type: "next" }, { type: "next" }, { type: "next" }]).active).toBe(0);
    expect(run(3, [{ type: "previous" }]).active).toBe(2);
    expect(run(3, [{ type: "select", index: 2 }, { type: "next" }]).active).toBe(0);
    expect(run(3, [{ type: "select", index: 5 }]).active).toBe(2);
  });

  it("an autoplay tick moves on and wraps; a paused carousel ignores it", () => {
    expect(run(2, [{ type: "tick" }]).active).toBe(1);
    expect(run(2, [{ type: "tick" }, { type: "tick" }]).active).toBe(0);
    const paused = run(3, [{ type: "toggle" }, { type: "tick" }, { type: "tick" }]);
    expect(paused).toEqual({ active: 0, count: 3, playing: false });
    expect(autoplayRuns(paused)).toBe(false);
    const resumed = carouselReducer(paused, { type: "toggle" });
    expect(autoplayRuns(resumed)).toBe(true);
    expect(carouselReducer(resumed, { type: "tick" }).active).toBe(1);
  });

  it("never autoplays under prefers-reduced-motion, but the grower may press play", () => {
    const reduced = initialCarousel(3, true);
    expect(autoplayRuns(reduced)).toBe(false);
    expect(carouselReducer(reduced, { type: "tick" }).active).toBe(0);
    expect(autoplayRuns(carouselReducer(reduced, { type: "toggle" }))).toBe(true);
    // The preference arrives after the first render (the server cannot know it): it stops the autoplay.
    expect(run(3, [{ type: "motion", reduced: true }, { type: "tick" }]).active).toBe(0);
    expect(run(3, [{ type: "motion", reduced: false }]).playing).toBe(true);
  });

  it("a single slide neither plays nor toggles", () => {
    expect(autoplayRuns(initialCarousel(1, false))).toBe(false);
    expect(run(1, [{ type: "toggle" }, { type: "next" }])).toEqual({ active: 0, count: 1, playing: false });
  });

  it.each([
    [-50, "next"],
    [-120, "next"],
    [50, "previous"],
    [49, null],
    [-49, null],
    [0, null],
  ])("a swipe of %i px: %s", (dx, step) => {
    expect(swipeStep(dx)).toBe(step);
  });

  it.each([
    [0, 0, false],
    [2, 0, false],
    [1, 1, false],
    [3, 0, true],
    [0, -3, true],
    [2, 2, true],
  ])("a pointer moved (%i, %i): drag %s", (dx, dy, drag) => {
    expect(isDrag(dx, dy)).toBe(drag);
  });
});
