import { describe, expect, it } from "vitest";

import { milesBetween } from "./distance";
import { nearestTrials, TRIAL_CARDS, TRIAL_RADIUS_MILES } from "./nearest";

const ORIGIN = { lat: 42, lng: -93.5 };
/** A point `miles` due north of the origin (a degree of latitude is the same length everywhere on the sphere). */
const north = (id: string, miles: number) => ({
  id,
  lat: ORIGIN.lat + miles / milesBetween(ORIGIN, { lat: 43, lng: -93.5 }),
  lng: -93.5,
});

describe("the local yield module's trials (spec 002 §9: 3 cards, 200-mile radius)", () => {
  it("has the spec's constants", () => {
    expect(TRIAL_CARDS).toBe(3);
    expect(TRIAL_RADIUS_MILES).toBe(200);
  });

  it("keeps the three nearest within 200 miles, nearest first", () => {
    const trials = [north("far", 150), north("near", 10), north("out", 250), north("mid", 60), north("next", 90)];
    const shown = nearestTrials(ORIGIN, trials);
    expect(shown.map((s) => s.trial.id)).toEqual(["near", "mid", "next"]);
    expect(shown.map((s) => Math.round(s.miles))).toEqual([10, 60, 90]);
  });

  it("counts a plot on the circle and leaves out one just past it", () => {
    const shown = nearestTrials(ORIGIN, [north("past", 200.01), north("edge", 199.99)]);
    expect(shown.map((s) => s.trial.id)).toEqual(["edge"]);
  });

  it("shows fewer than three when fewer are near, none when none are", () => {
    expect(nearestTrials(ORIGIN, [north("a", 120), north("b", 400)]).map((s) => s.trial.id)).toEqual(["a"]);
    expect(nearestTrials(ORIGIN, [north("b", 400), north("c", 201)])).toEqual([]);
    expect(nearestTrials(ORIGIN, [])).toEqual([]);
  });

  it("keeps the upstream's order between trials at the same distance", () => {
    const shown = nearestTrials(ORIGIN, [
      north("first", 30),
      north("second", 30),
      north("third", 30),
      north("fourth", 30),
    ]);
    expect(shown.map((s) => s.trial.id)).toEqual(["first", "second", "third"]);
  });

  it("measures across the whole map, not along one axis", () => {
    const east = { id: "east", lat: 42, lng: -91.1 }; // about 123 mi east
    const south = north("south", -130);
    expect(nearestTrials(ORIGIN, [south, east]).map((s) => s.trial.id)).toEqual(["east", "south"]);
  });
});
