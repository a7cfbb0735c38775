import { describe, expect, it } from "vitest";

import { trialFigures } from "./figures";

const trial = { yield: 231.46, moisture: 17.26, acres: 4.18, comparison: { product: "AP 1185", yield: 224.04 } };

describe("a trial card's figures (bu/ac, %, acres, miles)", () => {
  it("rounds yields to 1 decimal and takes the advantage from the rounded yields", () => {
    expect(trialFigures(trial, 12.4)).toEqual({
      yield: 231.5,
      comparisonYield: 224,
      advantage: 7.5,
      moisture: 17.3,
      acres: 4.2,
      miles: 12,
    });
  });

  it("says the comparison won with a negative advantage", () => {
    expect(trialFigures({ ...trial, comparison: { yield: 240.12 } }, 0).advantage).toBe(-8.6);
  });

  it("has no comparison figures for a single entry", () => {
    const figures = trialFigures({ ...trial, comparison: null }, 199.5);
    expect(figures.comparisonYield).toBeNull();
    expect(figures.advantage).toBeNull();
    expect(figures.miles).toBe(200);
  });

  it("rounds half away from zero without binary noise", () => {
    expect(trialFigures({ ...trial, yield: 58.25, comparison: { yield: 56.05 } }, 0)).toMatchObject({
      yield: 58.3,
      comparisonYield: 56.1,
      advantage: 2.2,
    });
  });
});
