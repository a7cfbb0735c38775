import { describe, expect, it } from "vitest";

import { arrowRotation, compassPoint, snapDirection } from "./wind";

describe("wind direction snapped to the nearest 45° (spec 002 §9)", () => {
  it.each([
    [0, 0],
    [22.4, 0],
    [22.5, 45],
    [67, 45],
    [68, 90],
    [180, 180],
    [290, 270],
    [337.4, 315],
    [337.5, 0],
    [359, 0],
    [360, 0],
    [-10, 0],
    [405, 45],
  ])("%d° → %d°", (degrees, snapped) => {
    expect(snapDirection(degrees)).toBe(snapped);
  });

  it("gives eight compass points", () => {
    expect([0, 45, 90, 135, 180, 225, 270, 315].map(compassPoint)).toEqual([
      "n",
      "ne",
      "e",
      "se",
      "s",
      "sw",
      "w",
      "nw",
    ]);
    expect(compassPoint(350)).toBe("n");
  });

  it("points the arrow where the wind goes: a north wind blows south", () => {
    expect(arrowRotation(0)).toBe(180);
    expect(arrowRotation(250)).toBe(90);
  });
});
