// @vitest-environment node
import { expect, it } from "vitest";

import { loopLag } from "./loop-lag";

it("measures how long a turn of the event loop held the thread, and remembers it for a few ticks", async () => {
  const lag = loopLag();
  await new Promise((resolve) => setTimeout(resolve, 30));
  const until = performance.now() + 200;
  while (performance.now() < until) {
    /* one long synchronous turn, as renders run back to back made */
  }
  // The meter's tick was due long before this timer: it runs first, as soon as the turn ends.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(lag.lateness()).toBeGreaterThan(150);
  // Two ticks later it is still counted, halved each time.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(lag.lateness()).toBeGreaterThan(30);
});

it("counts a turn's lateness while the turn still runs", async () => {
  const lag = loopLag();
  await new Promise((resolve) => setTimeout(resolve, 30));
  const until = performance.now() + 100;
  while (performance.now() < until) {
    /* the turn is not over: the tick cannot fire */
  }
  expect(lag.lateness()).toBeGreaterThan(80);
  // The tick has not run: requests read now are read in the same turn.
  const ticks = lag.ticks();
  expect(lag.ticks()).toBe(ticks);
  await new Promise((resolve) => setTimeout(resolve, 15));
  expect(lag.ticks()).toBeGreaterThan(ticks);
});
