import { describe, expect, it } from "vitest";

import { hiddenOn, MAX_STEPS, moreOn, renderedCount, STEP, stepsFrom, WIDEST_STEP } from "./load-more";

describe("load more (spec 002 §9: 9 desktop, 8 tablet, 6 phone per step)", () => {
  it("has the spec's steps", () => {
    expect(STEP).toEqual({ desktop: 9, tablet: 8, phone: 6 });
    expect(WIDEST_STEP).toBe(9);
  });

  it("reads the steps taken from the URL, 1 for anything that is not a whole number from 1", () => {
    expect(stepsFrom("3")).toBe(3);
    for (const text of [null, "", "0", "-2", "2.5", "abc", "1e3"]) expect(stepsFrom(text)).toBe(1);
    expect(stepsFrom("999999")).toBe(MAX_STEPS);
  });

  it("renders the widest screen's share and hides, per screen, what is past its own", () => {
    expect(renderedCount(2)).toBe(18);
    const visible = (screen: "desktop" | "tablet" | "phone", steps: number) =>
      Array.from({ length: renderedCount(steps) }, (_, i) => i).filter((i) => !hiddenOn(i, steps).includes(screen))
        .length;
    for (const steps of [1, 2, 5]) {
      expect(visible("desktop", steps)).toBe(9 * steps);
      expect(visible("tablet", steps)).toBe(8 * steps);
      expect(visible("phone", steps)).toBe(6 * steps);
    }
    expect(hiddenOn(6, 1)).toEqual(["phone"]);
    expect(hiddenOn(8, 1)).toEqual(["tablet", "phone"]);
    expect(hiddenOn(5, 1)).toEqual([]);
  });

  it("offers more on a screen only while matches remain past its share", () => {
    expect(moreOn(7, 1)).toEqual(["phone"]);
    expect(moreOn(9, 1)).toEqual(["tablet", "phone"]);
    expect(moreOn(10, 1)).toEqual(["desktop", "tablet", "phone"]);
    expect(moreOn(6, 1)).toEqual([]);
    expect(moreOn(18, 2)).toEqual(["tablet", "phone"]);
  });
});
